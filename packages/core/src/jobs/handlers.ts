import type { JobHandler } from './worker';
import { sendEmail } from '../mail/send-email';
import { deliverSandboxWebhook } from '../payment-orders/deliver-sandbox-webhook';
import { sendPayout, sendPayoutJobKind } from '../withdrawals/send-payout';
import { invoiceIssueJob, invoiceScheduleJob } from '../invoices/jobs';
import { issueInvoice } from '../invoices/issue-invoice';
import { scheduleInvoices } from '../invoices/schedule-invoices';
import { releaseOrderCashback, releaseOrderCashbackJob } from '../payment-orders/release-order-cashback';

/** Every durable job kind and its handler. Add yours here. */
export const jobHandlers: Record<string, JobHandler> = {
  'email.send': sendEmail,
  'payments.sandbox-webhook': deliverSandboxWebhook,
  [sendPayoutJobKind]: sendPayout,
  [invoiceScheduleJob]: scheduleInvoices,
  [invoiceIssueJob]: issueInvoice,
  [releaseOrderCashbackJob]: releaseOrderCashback,
};
