/** A pixel's review status (zod-free, so the SPA's URL validators stay out of zod). */
export const pixelStatuses = ['pending', 'active', 'rejected'] as const;
export type PixelStatus = (typeof pixelStatuses)[number];
