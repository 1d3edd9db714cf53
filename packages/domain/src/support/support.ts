/** Support requests (issue 31, docs/help-support.md): what a company asks and how staff answer. */
import { z } from '../zod';
import { pageQuerySchema } from '../schemas/common';
import { multilineText, text } from '../schemas/text';

export const supportTopics = [
  'account',
  'advertisers',
  'payments',
  'cashback_withdrawals',
  'invoices',
  'creatives',
  'pixels',
  'audiences',
  'campaigns',
  'reports',
  'alerts',
  'users',
  'other',
] as const;
export type SupportTopic = (typeof supportTopics)[number];

import { supportStatuses } from './support-statuses';
export { supportStatuses, type SupportStatus } from './support-statuses';

export const supportLimits = {
  subject: 160,
  body: 5000,
  /** One attachment per request: a screenshot, a PDF (a receipt, a boleto) or a spreadsheet. */
  attachmentMaxBytes: 5 * 1024 * 1024,
  attachmentTypes: {
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'application/pdf': 'pdf',
    'text/csv': 'csv',
  } as Record<string, string>,
} as const;

const optionalId = text().trim().max(64).optional().nullable();

/** `POST support-requests`: the request; the related objects must be the company's own. */
export const supportRequestSchema = z.object({
  topic: z.enum(supportTopics),
  subject: text().trim().min(1).max(supportLimits.subject),
  description: multilineText().trim().min(1).max(supportLimits.body),
  advertiser_id: optionalId,
  campaign_id: optionalId,
  payment_order_id: optionalId,
});
export type SupportRequestInput = z.output<typeof supportRequestSchema>;
export type SupportRequestForm = z.input<typeof supportRequestSchema>;

/** A reply in the thread (the company's user or staff). */
export const supportReplySchema = z.object({
  body: multilineText().trim().min(1).max(supportLimits.body),
});
export type SupportReplyInput = z.output<typeof supportReplySchema>;

/** `POST staff/support-requests/:id/status`. */
export const supportStatusSchema = z.object({ status: z.enum(supportStatuses) });

export const listSupportRequestsQuerySchema = pageQuerySchema;
export const listStaffSupportRequestsQuerySchema = pageQuerySchema.extend({
  status: z.enum(supportStatuses).optional().default('open'),
});
export type ListStaffSupportRequestsQuery = z.output<typeof listStaffSupportRequestsQuerySchema>;

/* eslint-disable no-restricted-syntax -- answers the server writes, not input */
export const supportMessageViewSchema = z.object({
  id: z.string(),
  author_name: z.string(),
  from_staff: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessageView = z.infer<typeof supportMessageViewSchema>;

export const supportRequestViewSchema = z.object({
  id: z.string(),
  topic: z.enum(supportTopics),
  subject: z.string(),
  status: z.enum(supportStatuses),
  advertiser_id: z.string().nullable(),
  advertiser_name: z.string().nullable(),
  campaign_id: z.string().nullable(),
  campaign_name: z.string().nullable(),
  payment_order_id: z.string().nullable(),
  attachment: z
    .object({ name: z.string(), type: z.string(), size: z.number() })
    .nullable(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportRequestView = z.infer<typeof supportRequestViewSchema>;

export const supportRequestDetailSchema = supportRequestViewSchema.extend({
  messages: z.array(supportMessageViewSchema),
});
export type SupportRequestDetail = z.infer<typeof supportRequestDetailSchema>;

export const staffSupportRequestSchema = supportRequestViewSchema.extend({
  company_id: z.string(),
  company_name: z.string(),
});
export type StaffSupportRequest = z.infer<typeof staffSupportRequestSchema>;
/* eslint-enable no-restricted-syntax */
