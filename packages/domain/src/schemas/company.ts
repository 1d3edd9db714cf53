import { z } from '../zod';
import {
  addressSchema,
  documentSchema,
  emailSchema,
  nameSchema,
  pageQuerySchema,
  phoneSchema,
} from './common';
import { multilineText } from './text';
import { documentChangeRequestStatuses, type DocumentChangeRequestStatus } from '../document-change-statuses';

/**
 * PUT company. The document is not changed here (a staff-reviewed request changes it): it may be
 * left out, and when sent it must be the current one.
 */
export const updateCompanySchema = z.object({
  legal_name: nameSchema,
  trade_name: nameSchema,
  document: documentSchema.optional(),
  phone: phoneSchema,
  address: addressSchema,
});
export type UpdateCompanyInput = z.output<typeof updateCompanySchema>;

/** The message of the rules on the company document, shared by server and forms. */
export const companyDocumentMessageKeys = {
  taken: 'company:document.taken',
  takenAtSignup: 'company:document.taken_at_signup',
  needsReview: 'company:document.needs_review',
  unchanged: 'company:document.unchanged',
} as const;

export const documentChangeReasonMax = 500;

/** POST company/document-change-requests: a manager or user_manager asks to change the CPF/CNPJ. */
export const documentChangeRequestInputSchema = z.object({
  document: documentSchema,
  reason: multilineText().trim().min(1).max(documentChangeReasonMax),
});
export type DocumentChangeRequestInput = z.output<typeof documentChangeRequestInputSchema>;

export { documentChangeRequestStatuses, type DocumentChangeRequestStatus };

/* eslint-disable no-restricted-syntax -- an answer the server writes, not input */
/** A document change request, as the company and platform staff see it. */
export const documentChangeRequestSchema = z.object({
  id: z.string(),
  company: z.object({ id: z.string(), trade_name: z.string(), legal_name: z.string() }),
  current_document: z.string(),
  current_document_formatted: z.string(),
  document: z.string(),
  document_formatted: z.string(),
  document_type: z.enum(['CPF', 'CNPJ']),
  reason: z.string(),
  status: z.enum(documentChangeRequestStatuses),
  requested_by: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
});
/* eslint-enable no-restricted-syntax */
export type DocumentChangeRequestView = z.output<typeof documentChangeRequestSchema>;

/** GET staff/document-change-requests: newest first, pending by default. */
export const listDocumentChangeRequestsQuerySchema = pageQuerySchema.extend({
  status: z.enum(documentChangeRequestStatuses).optional().default('pending'),
});
export type ListDocumentChangeRequestsQuery = z.output<typeof listDocumentChangeRequestsQuerySchema>;

/** POST staff/document-change-requests/{id}/reject: an optional note, e-mailed to the requester. */
export const rejectDocumentChangeSchema = z.object({
  note: multilineText().trim().max(documentChangeReasonMax).optional().default(''),
});
export type RejectDocumentChangeInput = z.output<typeof rejectDocumentChangeSchema>;

/** POST register/access-request: someone whose sign-up found the document taken asks to be invited. */
export const accessRequestSchema = z.object({
  email: emailSchema,
  company_document: documentSchema,
});
export type AccessRequestInput = z.output<typeof accessRequestSchema>;
