/** A support request's statuses, apart from the schemas so the router can read them without zod. */
export const supportStatuses = ['open', 'in_progress', 'waiting_user', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];
