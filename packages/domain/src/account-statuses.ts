/** A user account's status in staff lists (zod-free, so the SPA's URL validators stay out of zod). */
export const userAccountStatuses = ['active', 'inactive', 'unconfirmed'] as const;
export type UserAccountStatus = (typeof userAccountStatuses)[number];
