/**
 * Invoices (NFS-e, spec §3, §4, §9): one per paid payment order, issued 30 days after payment by
 * a durable job, or earlier when the company asks.
 *
 * LIFECYCLE
 * - Creation: payment orders expose no "paid" hook, so invoices are created lazily and idempotently
 *   (`ensureOrderInvoice`, unique per order): by the daily job `invoices.schedule` (chain started by
 *   migration 0006; each run enqueues the next first), and before the company reads its invoices or
 *   an order's NFS-e. Each creation enqueues `invoices.issue` due at paid_at + 30 days, so the issue
 *   date does not depend on when the sweep ran.
 * - Request: `requestInvoiceIssue` / `requestOrderNfse` → `pending` + an `invoices.issue` job due now.
 * - Issue (`issueInvoice`, job): claim (`waiting`) in a short transaction → issuer outside any
 *   transaction → `issued` (PDF in the BlobStore) | `rejected` | `error` (job retried).
 *   An order refunded or charged back before issue cancels its invoice (`canceled`).
 * - Numbers: the issuer's (the built-in one: gap-free per company, see ../nfse).
 */
export * from './jobs';
export * from './invoice-view';
export * from './find-invoice';
export * from './find-company-order';
export * from './ensure-order-invoice';
export * from './create-missing-invoices';
export * from './schedule-invoices';
export * from './issue-request';
export * from './issue-invoice';
export * from './request-issue';
export * from './request-invoice-issue';
export * from './request-order-nfse';
export * from './order-nfse';
export * from './get-order-nfse';
export * from './list-invoices';
export * from './read-invoice-pdf';
