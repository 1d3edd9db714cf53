import { z } from '../zod';
import { isCalendarDate } from '../calendar/calendar-date';
import { brazilianStates } from '../schemas/common';
import { text } from '../schemas/text';
import {
  ageRanges,
  bidTypes,
  browsers,
  campaignObjectives,
  campaignTypes,
  devices,
  environments,
  frequencyCapUnits,
  genders,
  keywordMatchTypes,
} from './enumerations';
import { campaignFormatKeys } from './issues';
import { metaSettingsSchema } from './meta-ads';

/**
 * Input schemas of the wizard. They are drafts: every field but the campaign type may be missing,
 * so the wizard can save as the user goes; `checkPublishable` (publishable.ts) then reports all
 * that is missing or breaks a rule. Names ≤ 128 (spec §5), money in minor units (DESIGN §5).
 */
export const campaignLimits = {
  name: 128,
  goal: 128,
  idList: 100,
  groups: 50,
  strategiesPerGroup: 50,
  locations: 500,
} as const;

const nameInput = text().trim().min(1).max(campaignLimits.name);
const idInput = text().trim().min(1).max(64);
const idList = z.array(idInput).max(campaignLimits.idList);

/** Minor units (centavos) as a decimal-integer string or a safe integer number; never a float. */
export const minorUnitsInputSchema = z
  .union([text(), z.number()])
  .refine(
    (v) => (typeof v === 'number' ? Number.isSafeInteger(v) && v >= 0 : /^\s*\d{1,15}\s*$/.test(v)),
    campaignFormatKeys.amount,
  )
  .transform((v) => BigInt(typeof v === 'number' ? v : v.trim()));

/** A São Paulo calendar date, `YYYY-MM-DD`. */
export const calendarDateInputSchema = text()
  .trim()
  .refine((v) => isCalendarDate(v), campaignFormatKeys.date);

/** ISO 3166-1 alpha-2, upper case ("BR"). */
const countryCode = text()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'validation:invalid')
  .transform((v) => v.toUpperCase());
const ibgeCityCode = text()
  .trim()
  .regex(/^\d{7}$/, campaignFormatKeys.cityCode);
const uf = z.enum(brazilianStates);

/**
 * One place a strategy targets. States and cities carry their country (and cities their state)
 * as the picker narrows down; the rules report a state or city chosen without them.
 */
export const strategyLocationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('country'), country: countryCode }),
  z.object({ kind: z.literal('state'), country: countryCode.optional(), state: uf }),
  z.object({
    kind: z.literal('city'),
    country: countryCode.optional(),
    state: uf.optional(),
    city: ibgeCityCode,
  }),
  z.object({
    kind: z.literal('radius'),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    city: ibgeCityCode.optional(),
    km: z.number().positive(),
  }),
]);
export type StrategyLocation = z.output<typeof strategyLocationSchema>;

export const frequencyCapInputSchema = z.object({
  count: z.number().int().min(1).optional(),
  period: z.number().int().min(1).optional(),
  unit: z.enum(frequencyCapUnits).optional(),
});
export type FrequencyCapInput = z.output<typeof frequencyCapInputSchema>;

export const bidInputSchema = z.object({
  type: z.enum(bidTypes).optional(),
  amount: minorUnitsInputSchema.optional(),
});

/** A search strategy's keyword with its match type (issue 26; at most 200, each up to 80 characters). */
export const strategyKeywordSchema = z.object({
  text: text().trim().min(1).max(80),
  match_type: z.enum(keywordMatchTypes),
  /** A negative keyword (issue 27): the ad is not shown for searches matching it. */
  negative: z.boolean().optional(),
});
export type StrategyKeyword = z.output<typeof strategyKeywordSchema>;

export const strategyDraftSchema = z.object({
  id: idInput.optional(),
  name: nameInput.optional(),
  budget: minorUnitsInputSchema.optional(),
  audience_ids: idList.optional(),
  locations: z.array(strategyLocationSchema).max(campaignLimits.locations).optional(),
  browsers: z.array(z.enum(browsers)).optional(),
  devices: z.array(z.enum(devices)).optional(),
  environments: z.array(z.enum(environments)).optional(),
  genders: z.array(z.enum(genders)).optional(),
  age_ranges: z.array(z.enum(ageRanges)).optional(),
  list_ids: idList.optional(),
  content_category_ids: idList.optional(),
  keywords: z.array(strategyKeywordSchema).max(200).optional(),
  /** AUDIO only (issue 28): Spotify genre ids (spotify-genres.ts); the rules check them (GENRE_UNKNOWN). */
  genre_ids: z.array(text().trim().min(1).max(60)).max(100).optional(),
  bid: bidInputSchema.optional(),
  frequency_cap: frequencyCapInputSchema.nullable().optional(),
});
export type StrategyDraft = z.output<typeof strategyDraftSchema>;

export const groupDraftSchema = z.object({
  id: idInput.optional(),
  name: nameInput.optional(),
  goal: text().trim().max(campaignLimits.goal).optional(),
  start_date: calendarDateInputSchema.optional(),
  end_date: calendarDateInputSchema.nullable().optional(),
  budget: minorUnitsInputSchema.optional(),
  strategies: z.array(strategyDraftSchema).max(campaignLimits.strategiesPerGroup).optional(),
});
export type GroupDraft = z.output<typeof groupDraftSchema>;

export const campaignDraftSchema = z.object({
  name: nameInput.optional(),
  type: z.enum(campaignTypes),
  objective: z.enum(campaignObjectives).optional(),
  budget: minorUnitsInputSchema.optional(),
  daily_budget: minorUnitsInputSchema.nullable().optional(),
  start_date: calendarDateInputSchema.optional(),
  end_date: calendarDateInputSchema.nullable().optional(),
  pixel_id: idInput.nullable().optional(),
  creative_ids: idList.optional(),
  groups: z.array(groupDraftSchema).max(campaignLimits.groups).optional(),
  /** META_ADS only (issue 28): placements, Page/Instagram identity, primary text, headline, CTA. */
  meta: metaSettingsSchema.nullable().optional(),
});
export type CampaignDraft = z.output<typeof campaignDraftSchema>;
export type CampaignDraftInput = z.input<typeof campaignDraftSchema>;
