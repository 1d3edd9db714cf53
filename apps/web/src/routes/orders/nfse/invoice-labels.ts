import type { InvoiceStatus } from '@verba/domain';

/** i18n keys of the invoice statuses (spec §4), as full literals for the i18n check. */
export const invoiceStatusLabelKeys: Record<InvoiceStatus, string> = {
  created: 'invoices:status.created',
  pending: 'invoices:status.pending',
  waiting: 'invoices:status.waiting',
  issued: 'invoices:status.issued',
  error: 'invoices:status.error',
  rejected: 'invoices:status.rejected',
  canceled: 'invoices:status.canceled',
};

/** What each status means for the user, and what happens next. */
export const invoiceStatusExplanationKeys: Record<InvoiceStatus, string> = {
  created: 'invoices:explanation.created',
  pending: 'invoices:explanation.pending',
  waiting: 'invoices:explanation.waiting',
  issued: 'invoices:explanation.issued',
  error: 'invoices:explanation.error',
  rejected: 'invoices:explanation.rejected',
  canceled: 'invoices:explanation.canceled',
};

export const invoiceStatusColors: Record<InvoiceStatus, string> = {
  created: 'gray',
  pending: 'blue',
  waiting: 'blue',
  issued: 'teal',
  error: 'orange',
  rejected: 'red',
  canceled: 'gray',
};

const reasonKeys: Record<string, string> = {
  taker_document_invalid: 'invoices:reason.taker_document_invalid',
  taker_address_incomplete: 'invoices:reason.taker_address_incomplete',
  issuer_unavailable: 'invoices:reason.issuer_unavailable',
  rejected: 'invoices:reason.rejected',
};

/** A failure reason code of the API in words; unknown codes read as a generic refusal. */
export const invoiceReasonKey = (reason: string) => reasonKeys[reason] ?? 'invoices:reason.rejected';

/** The NFS-e number as city halls print it: 8 digits. */
export const printedInvoiceNumber = (number: string) => number.padStart(8, '0');
