/** Durable job kinds of invoices (handlers in ../jobs/handlers.ts). */
export const invoiceIssueJob = 'invoices.issue';
export const invoiceScheduleJob = 'invoices.schedule';
