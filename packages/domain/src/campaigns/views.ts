import { z } from '../zod';
import { dateRangePresets } from '../calendar/date-range';
import { currencies } from '../formats';
import { brazilianStates, limits, pageQuerySchema } from '../schemas/common';
import { text } from '../schemas/text';
import { metaSettingsSchema } from './meta-ads';
import {
  ageRanges,
  bidTypes,
  browsers,
  campaignObjectives,
  campaignStatuses,
  campaignTypes,
  devices,
  environments,
  frequencyCapUnits,
  genders,
  keywordMatchTypes,
} from './enumerations';

/**
 * What the campaigns API answers (the contract of issue 11): the campaign tree with its
 * reservation, the actions its status allows, and the rule issues checkPublishable finds now.
 */

/** GET campaigns: budget bands in whole units of the currency ("up to"), and `15000+` above. */
export const campaignBudgetBands = ['500', '1000', '5000', '15000', '15000+'] as const;
export type CampaignBudgetBand = (typeof campaignBudgetBands)[number];
export const campaignListSorts = ['created_at', 'name', 'start_date', 'budget'] as const;
export type CampaignListSort = (typeof campaignListSorts)[number];

export const listCampaignsQuerySchema = pageQuerySchema.extend({
  /** The campaign's name. */
  q: text().trim().max(limits.name).optional(),
  status: z.enum(campaignStatuses).optional(),
  type: z.enum(campaignTypes).optional(),
  advertiser_id: text().trim().max(64).optional(),
  /** On the campaign's created_at, São Paulo days. */
  period: z.enum(dateRangePresets).optional(),
  budget: z.enum(campaignBudgetBands).optional(),
  sort: z.enum(campaignListSorts).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListCampaignsQuery = z.output<typeof listCampaignsQuerySchema>;

/* eslint-disable no-restricted-syntax -- answers the server writes, not input */
const money = z.string().regex(/^-?\d+$/);
const nullableText = z.string().nullable();

export const ruleIssueDtoSchema = z.object({
  code: z.string(),
  path: z.string(),
  key: z.string(),
  values: z.record(z.string(), z.unknown()),
});
export type RuleIssueDto = z.output<typeof ruleIssueDtoSchema>;

export const campaignReservationViewSchema = z.object({
  reserved: money,
  spent: money,
  released: money,
  remaining: money,
});

export const campaignActionsViewSchema = z.object({
  edit: z.boolean(),
  manage_structure: z.boolean(),
  publish: z.boolean(),
  pause: z.boolean(),
  activate: z.boolean(),
  delete: z.boolean(),
});

const childStatus = z.enum(['active', 'paused', 'inactive']);

/** A stored location (schemas.ts strategyLocationSchema, already normalised). */
const locationView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('country'), country: z.string() }),
  z.object({ kind: z.literal('state'), country: z.string().optional(), state: z.enum(brazilianStates) }),
  z.object({
    kind: z.literal('city'),
    country: z.string().optional(),
    state: z.enum(brazilianStates).optional(),
    city: z.string(),
  }),
  z.object({
    kind: z.literal('radius'),
    lat: z.number().optional(),
    lng: z.number().optional(),
    city: z.string().optional(),
    km: z.number(),
  }),
]);

export const campaignStrategyViewSchema = z.object({
  id: z.string(),
  name: nullableText,
  budget: money.nullable(),
  status: childStatus,
  audience_ids: z.array(z.string()),
  locations: z.array(locationView),
  browsers: z.array(z.enum(browsers)),
  devices: z.array(z.enum(devices)),
  environments: z.array(z.enum(environments)),
  genders: z.array(z.enum(genders)),
  age_ranges: z.array(z.enum(ageRanges)),
  list_ids: z.array(z.string()),
  content_category_ids: z.array(z.string()),
  keywords: z.array(
    z.object({ text: z.string(), match_type: z.enum(keywordMatchTypes), negative: z.boolean().optional() }),
  ),
  /** AUDIO only (issue 28): Spotify genre ids; absent or empty: no genre target. */
  genre_ids: z.array(z.string()).optional(),
  bid: z.object({ type: z.enum(bidTypes).nullable(), amount: money.nullable() }),
  frequency_cap: z
    .object({
      count: z.number().nullable(),
      period: z.number().nullable(),
      unit: z.enum(frequencyCapUnits).nullable(),
    })
    .nullable(),
});
export type CampaignStrategyView = z.output<typeof campaignStrategyViewSchema>;

export const campaignGroupViewSchema = z.object({
  id: z.string(),
  name: nullableText,
  goal: nullableText,
  start_date: nullableText,
  end_date: nullableText,
  budget: money.nullable(),
  status: childStatus,
  strategies: z.array(campaignStrategyViewSchema),
});
export type CampaignGroupView = z.output<typeof campaignGroupViewSchema>;

export const campaignSummarySchema = z.object({
  id: z.string(),
  name: nullableText,
  type: z.enum(campaignTypes),
  objective: z.enum(campaignObjectives).nullable(),
  status: z.enum(campaignStatuses),
  advertiser_id: z.string(),
  advertiser_name: z.string(),
  currency: z.enum(currencies),
  budget: money.nullable(),
  start_date: nullableText,
  end_date: nullableText,
  created_at: z.string(),
  updated_at: z.string(),
  reservation: campaignReservationViewSchema.nullable(),
  actions: campaignActionsViewSchema,
});
export type CampaignSummary = z.output<typeof campaignSummarySchema>;

/** A row of the campaigns list: the summary and, where an event store is attached, its delivery so far. */
export const campaignListItemSchema = campaignSummarySchema.extend({
  delivery: z
    .object({
      impressions: z.number().int().nonnegative(),
      clicks: z.number().int().nonnegative(),
      /** Clicks / impressions (0–1); null without impressions. */
      ctr: z.number().nullable(),
    })
    .nullable(),
});
export type CampaignListItem = z.output<typeof campaignListItemSchema>;

export const campaignDetailSchema = campaignSummarySchema.extend({
  daily_budget: money.nullable(),
  pixel_id: nullableText,
  /** META_ADS: the campaign's Meta fields as stored (null: none set, or another channel). */
  meta: metaSettingsSchema.nullable().optional(),
  creative_ids: z.array(z.string()),
  wizard_step: nullableText,
  rejection_reason: nullableText,
  submitted_at: nullableText,
  reviewed_at: nullableText,
  paused_at: nullableText,
  finished_at: nullableText,
  consolidated_at: nullableText,
  version: z.number().int(),
  groups: z.array(campaignGroupViewSchema),
  issues: z.object({ errors: z.array(ruleIssueDtoSchema), warnings: z.array(ruleIssueDtoSchema) }),
});
export type CampaignDetail = z.output<typeof campaignDetailSchema>;
/* eslint-enable no-restricted-syntax */
