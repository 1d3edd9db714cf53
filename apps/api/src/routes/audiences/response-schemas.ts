import { campaignObjectives, segmentClasses, z } from '@verba/domain';

/** People reached: rounded to two significant figures, with its ±20 % range. */
export const reachResponse = z.object({
  people: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
});

/** A segment (`toSegmentView`): IAB id, names, class, tier, broad or segmented, reach across Brazil. */
export const segmentResponse = z.object({
  id: z.string(),
  name: z.string().describe('In the request’s language (English where not translated).'),
  name_en: z.string(),
  translated: z.boolean(),
  class: z.enum(segmentClasses),
  tier: z.number().int(),
  kind: z.enum(['broad', 'segmented']),
  parent_id: z.string().nullable(),
  children_count: z.number().int(),
  reach: reachResponse,
});

/** A segment of a list, with whether the signed-in caller starred it. */
export const listedSegmentResponse = segmentResponse.extend({ favorite: z.boolean() });

/** A row of `GET audiences/segments`: with the names of its ancestors, root first (where a deep match sits). */
export const listRowSegmentResponse = listedSegmentResponse.extend({ path: z.array(z.string()) });

/** `GET audiences/segments/{id}`: with its ancestors and children. */
export const segmentDetailResponse = listedSegmentResponse.extend({
  path: z.array(z.object({ id: z.string(), name: z.string() })),
  children: z.array(segmentResponse),
});

/** `PUT audiences/favorites/{id}`: the segment, starred. */
export const starredSegmentResponse = segmentResponse.extend({ favorite: z.literal(true) });

/** A row of the favourites list: with when it was starred. */
export const favoriteSegmentResponse = starredSegmentResponse.extend({ favorited_at: z.string() });

/** `POST audiences/reach`. */
export const reachEstimateResponse = z.object({
  reach: reachResponse,
  segments_reach: reachResponse.describe('The segments alone, across Brazil.'),
  location_share: z.number().describe('Share of Brazil’s people in the chosen locations (0–1).'),
  covered_segment_ids: z
    .array(z.string())
    .describe('Chosen segments an also-chosen ancestor already covers.'),
});

/** `GET content-categories`: IAB Content Taxonomy 3.1 tier 1. */
export const contentCategoryResponse = z.object({
  id: z.string(),
  cattax: z.number().int(),
  name: z.string(),
  names: z.object({ en: z.string(), pt_BR: z.string(), es: z.string() }),
});

/** `GET ad-categories`: IAB Content Taxonomy 3.1 tiers 1 and 2, each tier 1 followed by its children. */
export const adCategoryResponse = contentCategoryResponse.extend({
  parent_id: z.string().nullable().describe('The tier-1 category of a tier-2 one; null for tier 1.'),
});

const availableFrom = z.object({ day: z.string(), day_en: z.string(), time: z.string() });

/** `POST audiences/suggestions` (issue 30): suggested segments with reasons, the reach of the recommended ones, the rules. */
export const suggestionsResponse = z.object({
  advertiser_id: z.string(),
  objective: z.enum(campaignObjectives).nullable(),
  suggestions: z.array(
    z.object({
      segment_id: z.string(),
      name: z.string(),
      path: z.array(z.string()).describe('Ancestors’ names, root first.'),
      kind: z.enum(['broad', 'segmented']),
      reason: z.string().describe('One line saying why, in the request’s language.'),
      score: z.number().describe('0–1: how well it fits.'),
      recommended: z.boolean().describe('Part of the recommended combination (at least two).'),
    }),
  ),
  estimated_reach: reachResponse.describe(
    'People reached by the recommended segments together, across Brazil.',
  ),
  method: z.enum(['text', 'text+embeddings']),
  model: z.string().nullable().describe('The embeddings model, when blended.'),
  rules: z.object({
    max_segments: z.number().int(),
    recommended_min: z.number().int(),
    broad_only: z.boolean().describe('Advertiser under 4 days old: broad segments only.'),
    segments_from: availableFrom.nullable(),
    custom_audiences_allowed: z.boolean().describe('Advertiser older than 3 months.'),
    custom_audiences_from: availableFrom.nullable(),
  }),
  custom_audiences: z.array(z.object({ id: z.string(), name: z.string(), entries: z.number().int() })),
});
