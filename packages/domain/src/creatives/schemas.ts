import { z } from '../zod';
import { limits, pageQuerySchema } from '../schemas/common';
import { text } from '../schemas/text';
import {
  creativeAssetKinds,
  creativeFormats,
  creativeFormatSpecs,
  creativeLimits,
  creativeStatuses,
  type CreativeFormat,
} from './formats';
import { repeatedIndexes, sameText, searchAdLimits, sitelinkIdentity } from './search-ads';
import { creativeWarningCodes } from './warnings';

/** A web address; a bare domain gets https:// in front. */
export const creativeUrlSchema = text()
  .trim()
  .min(1)
  .max(creativeLimits.url)
  .transform((v) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`))
  .pipe(z.httpUrl('creatives:validation.url'));

/** An optional text: blank is the same as absent (null). */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

const optionalUrl = z
  .union([z.literal(''), creativeUrlSchema])
  .nullish()
  .transform((v) => v || null);

export const sitelinkSchema = z.object({
  text: text().trim().min(1).max(searchAdLimits.sitelinkText),
  final_url: creativeUrlSchema,
  description1: optionalText(searchAdLimits.sitelinkLine),
  description2: optionalText(searchAdLimits.sitelinkLine),
});
export type Sitelink = z.output<typeof sitelinkSchema>;

/** Spec §5 Search ads; the recommendations (4 sitelinks, 20–30 keywords) are warnings, see warnings.ts. */
export const searchAdSchema = z
  .object({
    final_url: creativeUrlSchema,
    path1: optionalText(searchAdLimits.path),
    path2: optionalText(searchAdLimits.path),
    titles: z
      .array(text().trim().min(1).max(searchAdLimits.title))
      .min(searchAdLimits.titlesMin, 'creatives:validation.titles_count')
      .max(searchAdLimits.titlesMax, 'creatives:validation.titles_count'),
    descriptions: z
      .array(text().trim().min(1).max(searchAdLimits.description))
      .min(searchAdLimits.descriptionsMin, 'creatives:validation.descriptions_count')
      .max(searchAdLimits.descriptionsMax, 'creatives:validation.descriptions_count'),
    sitelinks: z
      .array(sitelinkSchema)
      .min(searchAdLimits.sitelinksMin, 'creatives:validation.sitelinks_min')
      .max(searchAdLimits.sitelinksMax),
    callouts: z
      .array(text().trim().min(1).max(searchAdLimits.callout))
      .max(searchAdLimits.calloutsMax)
      .default([]),
    keywords: z
      .array(text().trim().min(1).max(searchAdLimits.keyword))
      .max(searchAdLimits.keywordsMax)
      .default([])
      // Repeated keywords add nothing: kept once, in the order given.
      .transform((list) => list.filter((k, i) => list.findIndex((o) => sameText(o) === sameText(k)) === i)),
  })
  .superRefine((v, ctx) => {
    for (const i of repeatedIndexes(v.sitelinks, sitelinkIdentity))
      ctx.addIssue({
        code: 'custom',
        message: 'creatives:validation.duplicate_sitelink',
        path: ['sitelinks', i],
      });
    for (const i of repeatedIndexes(v.callouts, sameText))
      ctx.addIssue({
        code: 'custom',
        message: 'creatives:validation.duplicate_callout',
        path: ['callouts', i],
      });
  });
export type SearchAd = z.output<typeof searchAdSchema>;
export type SearchAdForm = z.input<typeof searchAdSchema>;

const creativeFields = {
  name: text().trim().min(1).max(creativeLimits.name),
  format: z.enum(creativeFormats),
  /** The uploaded file (POST …/creative-assets) the creative shows; none for SEARCH. */
  asset_id: text()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => v || null),
  title: optionalText(creativeLimits.title),
  body: optionalText(creativeLimits.body),
  call_to_action: optionalText(creativeLimits.callToAction),
  destination_url: optionalUrl,
  display_url: optionalText(creativeLimits.displayUrl),
  headline: optionalText(creativeLimits.headline),
  sponsored_by: optionalText(creativeLimits.sponsoredBy),
  search: searchAdSchema.nullish().transform((v) => v ?? null),
  /** YOUTUBE: the video on the advertiser's connected YouTube channel (GET …/youtube-videos). */
  youtube_video_id: text()
    .trim()
    .regex(/^(?:[\w-]{6,64})?$/)
    .nullish()
    .transform((v) => v || null),
  /** AUDIO: the 640×640 JPEG/PNG companion image (an uploaded image file, POST …/creative-assets). */
  companion_asset_id: text()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => v || null),
};

type FormatFields = {
  format: CreativeFormat;
  asset_id: string | null;
  search: SearchAd | null;
  youtube_video_id?: string | null;
  companion_asset_id?: string | null;
} & Record<string, unknown>;

/** What each format requires (formats.ts); fields a format does not have are dropped. */
function formatRules(v: FormatFields, ctx: z.RefinementCtx) {
  const spec = creativeFormatSpecs[v.format];
  for (const field of spec.required)
    if (!v[field]) ctx.addIssue({ code: 'custom', message: 'validation:required', path: [field] });
  if (spec.asset && !v.asset_id)
    ctx.addIssue({ code: 'custom', message: `creatives:validation.asset_required`, path: ['asset_id'] });
  if (spec.search && !v.search)
    ctx.addIssue({ code: 'custom', message: 'validation:required', path: ['search'] });
  if (v.format === 'AUDIO' && !v.companion_asset_id)
    ctx.addIssue({
      code: 'custom',
      message: 'creatives:validation.companion_required',
      path: ['companion_asset_id'],
    });
}

function keepFormatFields<T extends FormatFields>(v: T): T {
  const spec = creativeFormatSpecs[v.format];
  const kept = new Set<string>([...spec.required, ...spec.optional]);
  const out: Record<string, unknown> = { ...v };
  for (const field of [
    'title',
    'body',
    'call_to_action',
    'destination_url',
    'display_url',
    'headline',
    'sponsored_by',
  ])
    if (!kept.has(field)) out[field] = null;
  if (!spec.asset) out.asset_id = null;
  if (!spec.search) out.search = null;
  if (v.format !== 'YOUTUBE') out.youtube_video_id = null;
  if (v.format !== 'AUDIO') out.companion_asset_id = null;
  return out as T;
}

/** `POST advertisers/:advertiserId/creatives` and `PUT creatives/:id` (the format cannot change). */
export const creativeInputSchema = z
  .object(creativeFields)
  .superRefine(formatRules)
  .transform(keepFormatFields);
export type CreativeInput = z.output<typeof creativeInputSchema>;
export type CreativeForm = z.input<typeof creativeInputSchema>;

export const creativeSorts = ['name', '-name', 'created_at', '-created_at'] as const;
export type CreativeSort = (typeof creativeSorts)[number];

/** `format=DISPLAY,NATIVE_DISPLAY`: one format or several, comma-separated (the campaign wizard asks for a type's formats). */
const formatListSchema = text()
  .trim()
  .transform((v) =>
    v
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(creativeFormats)).max(creativeFormats.length));

export const listCreativesQuerySchema = pageQuerySchema.extend({
  /** On `GET creatives` (every advertiser of the company); implied by the path on `GET advertisers/:id/creatives`. */
  advertiser_id: text().trim().max(64).optional(),
  search: text().trim().max(limits.name).optional(),
  format: formatListSchema.optional(),
  status: z.enum(creativeStatuses).optional(),
  /** Display size, e.g. 300x250. */
  size: text()
    .trim()
    .regex(/^\d{1,5}x\d{1,5}$/, 'creatives:validation.size')
    .optional(),
  sort: z.enum(creativeSorts).optional().default('-created_at'),
});
export type ListCreativesQuery = z.output<typeof listCreativesQuerySchema>;

/** `GET staff/creatives`: every company's creatives to review, oldest first; pending by default. */
export const listStaffCreativesQuerySchema = pageQuerySchema.extend({
  search: text().trim().max(limits.name).optional(),
  format: formatListSchema.optional(),
  status: z.enum(creativeStatuses).optional().default('pending'),
});
export type ListStaffCreativesQuery = z.output<typeof listStaffCreativesQuerySchema>;

export const reviewDecisions = ['approve', 'reject'] as const;

/** `POST staff/creatives/:id/review`: approve, or reject with a reason. */
export const reviewCreativeSchema = z
  .object({
    decision: z.enum(reviewDecisions),
    reason: optionalText(creativeLimits.rejectionReason),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason)
      ctx.addIssue({ code: 'custom', message: 'creatives:validation.reason_required', path: ['reason'] });
  });
export type ReviewCreativeInput = z.output<typeof reviewCreativeSchema>;

/* eslint-disable no-restricted-syntax -- answers the server writes, not input */
export const creativeAssetSchema = z.object({
  id: z.string(),
  advertiser_id: z.string(),
  kind: z.enum(creativeAssetKinds),
  mime_type: z.string(),
  size_bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  duration_ms: z.number().nullable(),
  original_name: z.string(),
  /** Where the file is served (unguessable capability URL, see ARCHITECTURE "Creatives"). */
  url: z.string(),
  created_at: z.string(),
});
export type CreativeAsset = z.output<typeof creativeAssetSchema>;

export const creativeWarningSchema = z.object({
  code: z.enum(creativeWarningCodes),
  field: z.string().nullable(),
  message: z.string(),
});
export type CreativeWarning = z.output<typeof creativeWarningSchema>;

export const creativeSchema = z.object({
  id: z.string(),
  advertiser_id: z.string(),
  /** The advertiser's legal name (detail, hover) and its short display name (lists). */
  advertiser_name: z.string(),
  advertiser_display_name: z.string(),
  name: z.string(),
  format: z.enum(creativeFormats),
  status: z.enum(creativeStatuses),
  rejection_reason: z.string().nullable(),
  requires_certification: z.boolean(),
  /** An automatic check found a problem with the creative's file: "Creative has error". */
  has_error: z.boolean(),
  /** The error code of that problem (message `errors:<code>`), null without one. */
  error_code: z.string().nullable(),
  /** The file's size for image and video formats ("300x250"), null otherwise; also as numbers. */
  size: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  asset: creativeAssetSchema.nullable(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  call_to_action: z.string().nullable(),
  destination_url: z.string().nullable(),
  display_url: z.string().nullable(),
  headline: z.string().nullable(),
  sponsored_by: z.string().nullable(),
  /** YOUTUBE: the video on the advertiser's connected YouTube channel, null until chosen. */
  youtube_video_id: z.string().nullable(),
  /** AUDIO: the 640×640 companion image (null for other formats, and for AUDIO creatives without one yet). */
  companion_asset_id: z.string().nullable(),
  /** The companion image's file, where the answer loads it (detail, create, update); null otherwise. */
  companion_asset: creativeAssetSchema.nullable(),
  search: z
    .object({
      final_url: z.string(),
      path1: z.string().nullable(),
      path2: z.string().nullable(),
      titles: z.array(z.string()),
      descriptions: z.array(z.string()),
      sitelinks: z.array(
        z.object({
          text: z.string(),
          final_url: z.string(),
          description1: z.string().nullable(),
          description2: z.string().nullable(),
        }),
      ),
      callouts: z.array(z.string()),
      keywords: z.array(z.string()),
    })
    .nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Creative = z.output<typeof creativeSchema>;

/** A staff review row: the creative with whose it is. */
export const staffCreativeSchema = creativeSchema.extend({
  company: z.object({ id: z.string(), name: z.string() }),
});
export type StaffCreative = z.output<typeof staffCreativeSchema>;
/* eslint-enable no-restricted-syntax */
