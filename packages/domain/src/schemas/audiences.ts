import { z } from '../zod';
import { segmentClasses } from '../audiences/taxonomy';
import { brazilianStates, pageQuerySchema } from './common';
import { text } from './text';
import { maxSegmentsPerStrategy } from '../audiences/segment-limits';

export { maxSegmentsPerStrategy };
export const maxCitiesPerEstimate = 100;

const segmentId = text().trim().min(1).max(16);
const uf = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(brazilianStates));
const ibgeCityCode = z.coerce.number().int().min(1_000_000).max(9_999_999);

/** `GET audiences/segments`: search over the active language's names and English, a parent's children, a class. */
export const listSegmentsQuerySchema = pageQuerySchema.extend({
  search: text().trim().max(100).optional(),
  parent: segmentId.optional(),
  class: z.enum(segmentClasses).optional(),
  tier: z.coerce.number().int().min(1).max(6).optional(),
});
export type ListSegmentsQuery = z.output<typeof listSegmentsQuerySchema>;

/** `POST audiences/reach`: the segments of one strategy (OR-ed) within states and cities. */
export const reachInputSchema = z.object({
  segment_ids: z.array(segmentId).max(maxSegmentsPerStrategy).default([]),
  states: z.array(uf).max(27).default([]),
  cities: z.array(ibgeCityCode).max(maxCitiesPerEstimate).default([]),
});
export type ReachInput = z.output<typeof reachInputSchema>;

/** `GET locations/cities`: a state's municipalities, a search across Brazil, or given IBGE codes (comma-separated). */
export const listCitiesQuerySchema = pageQuerySchema.extend({
  state: uf.optional(),
  codes: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(ibgeCityCode).max(maxCitiesPerEstimate),
    )
    .optional(),
  search: text().trim().max(100).optional(),
});
export type ListCitiesQuery = z.output<typeof listCitiesQuerySchema>;

export const segmentIdParamsSchema = z.object({ id: segmentId });
