/** States of a company's document change request (zod-free, so the SPA's URL validators stay out of zod). */
export const documentChangeRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type DocumentChangeRequestStatus = (typeof documentChangeRequestStatuses)[number];
