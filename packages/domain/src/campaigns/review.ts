import { z } from '../zod';
import { limits, pageQuerySchema } from '../schemas/common';
import { multilineText, text } from '../schemas/text';
import { findListedWord } from '../creatives/content-rules';
import { campaignObjectives, campaignStatuses, campaignTypes, type CampaignType } from './enumerations';
import { calendarDateInputSchema, minorUnitsInputSchema } from './schemas';

/**
 * Campaign review (spec §4, DESIGN §7): the automatic checks run on a pending campaign before
 * anyone approves it, the staff's decision, and managed-campaign requests.
 */
export const automaticCheckCodes = [
  'CREATIVE_URL_INVALID',
  'MEDIUM_RECTANGLE_MISSING',
  'PROHIBITED_WORD',
] as const;
export type AutomaticCheckCode = (typeof automaticCheckCodes)[number];

export interface AutomaticCheckFinding {
  code: AutomaticCheckCode;
  /** Interpolation values of `campaigns:review.checks.<code>`. */
  values: Record<string, string>;
}

export interface AutomaticCheckInput {
  type: CampaignType;
  /** The campaign's, its groups' and its strategies' names. */
  names: readonly (string | null)[];
  creatives: readonly {
    name: string;
    destination_url: string | null;
    width: number | null;
    height: number | null;
  }[];
  blockedWords: readonly string[];
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** What the automatic review finds; an empty list means the campaign may be approved without staff. */
export function automaticCheckFindings(input: AutomaticCheckInput): AutomaticCheckFinding[] {
  const findings: AutomaticCheckFinding[] = [];
  for (const creative of input.creatives) {
    if (creative.destination_url !== null && !isWebAddress(creative.destination_url))
      findings.push({ code: 'CREATIVE_URL_INVALID', values: { creative: creative.name } });
  }
  if (input.type === 'PROGRAMMATIC' && !input.creatives.some((c) => c.width === 300 && c.height === 250))
    findings.push({ code: 'MEDIUM_RECTANGLE_MISSING', values: {} });
  const word = findListedWord(input.names, input.blockedWords);
  if (word) findings.push({ code: 'PROHIBITED_WORD', values: { word } });
  return findings;
}

export const campaignRejectionReasonMax = 500;

/** `POST staff/campaigns/:id/reject`. */
export const rejectCampaignSchema = z.object({
  reason: multilineText().trim().min(1).max(campaignRejectionReasonMax),
});
export type RejectCampaignInput = z.output<typeof rejectCampaignSchema>;

/** `GET staff/campaigns`: every company's campaigns in one status (pending by default), oldest submission first. */
export const listStaffCampaignsQuerySchema = pageQuerySchema.extend({
  status: z.enum(campaignStatuses).optional().default('pending'),
  q: text().trim().max(limits.name).optional(),
});
export type ListStaffCampaignsQuery = z.output<typeof listStaffCampaignsQuerySchema>;

/** The channels a managed campaign may run on: every self-service type (MANUAL is the managed one). */
export const managedCampaignChannels = campaignTypes.filter((t) => t !== 'MANUAL');
export type ManagedCampaignChannel = Exclude<CampaignType, 'MANUAL'>;

export const campaignRequestLimits = { name: 128, notes: 2000 } as const;

/** `POST campaign-requests`: a company asks the platform to run a campaign for it. */
export const campaignRequestSchema = z
  .object({
    advertiser_id: text().trim().min(1).max(64),
    name: text().trim().min(1).max(campaignRequestLimits.name),
    budget: minorUnitsInputSchema.refine((v) => v > 0n, 'campaigns:request.validation.budget'),
    start_date: calendarDateInputSchema,
    end_date: calendarDateInputSchema.optional().nullable(),
    objective: z.enum(campaignObjectives),
    channels: z
      .array(z.enum(managedCampaignChannels as [ManagedCampaignChannel, ...ManagedCampaignChannel[]]))
      .min(1, 'campaigns:request.validation.channels')
      .max(managedCampaignChannels.length),
    notes: multilineText().trim().max(campaignRequestLimits.notes).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.end_date && v.end_date <= v.start_date)
      ctx.addIssue({ code: 'custom', message: 'campaigns:request.validation.end_date', path: ['end_date'] });
  });
export type CampaignRequestInput = z.output<typeof campaignRequestSchema>;
export type CampaignRequestForm = z.input<typeof campaignRequestSchema>;

export const campaignRequestStatuses = ['open', 'handled'] as const;

export const listCampaignRequestsQuerySchema = pageQuerySchema;
export const listStaffCampaignRequestsQuerySchema = pageQuerySchema.extend({
  status: z.enum(campaignRequestStatuses).optional().default('open'),
});
export type ListStaffCampaignRequestsQuery = z.output<typeof listStaffCampaignRequestsQuerySchema>;

/* eslint-disable no-restricted-syntax -- answers the server writes, not input */
export const automaticCheckSchema = z.object({
  code: z.enum(automaticCheckCodes),
  values: z.record(z.string(), z.string()),
});

/** A campaign in the staff's review queue. */
export const staffCampaignSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  type: z.enum(campaignTypes),
  objective: z.enum(campaignObjectives).nullable(),
  status: z.enum(campaignStatuses),
  advertiser_id: z.string(),
  advertiser_name: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  currency: z.string(),
  budget: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** Null until the checks ran for this submission; empty when they found nothing. */
  automatic_checks: z.array(automaticCheckSchema).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffCampaign = z.output<typeof staffCampaignSchema>;

export const campaignRequestViewSchema = z.object({
  id: z.string(),
  advertiser_id: z.string(),
  advertiser_name: z.string(),
  name: z.string(),
  budget: z.string(),
  currency: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  objective: z.enum(campaignObjectives),
  channels: z.array(z.string()),
  notes: z.string(),
  status: z.enum(campaignRequestStatuses),
  handled_at: z.string().nullable(),
  /** The MANUAL draft set up when staff handled the request. */
  campaign_id: z.string().nullable(),
  created_at: z.string(),
});
export type CampaignRequestView = z.output<typeof campaignRequestViewSchema>;

export const staffCampaignRequestSchema = campaignRequestViewSchema.extend({
  company_id: z.string(),
  company_name: z.string(),
  requested_by: z.string(),
});
export type StaffCampaignRequest = z.output<typeof staffCampaignRequestSchema>;
/* eslint-enable no-restricted-syntax */
