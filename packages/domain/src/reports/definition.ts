import { z } from '../zod';
import { dateRangePresets } from '../calendar/date-range';
import { text } from '../schemas/text';
import {
  reportBudgetBuckets,
  reportComparisons,
  reportDimensions,
  reportLimits,
  reportMetrics,
} from './vocabulary';

export * from './vocabulary';

/**
 * A report definition (DESIGN §10): what a user picks on /reports, what a saved report stores, what
 * a dashboard widget and the assistant build. Versioned: a stored definition carries `version`, and
 * a reader upgrades older versions before validating. Never SQL: the compiler in packages/core turns
 * a valid definition into parameterised ClickHouse queries scoped to the company.
 */
export const reportDefinitionVersion = 1 as const;

const isoDay = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'reports:validation.day');

export const reportRangeSchema = z.union([
  z.object({ preset: z.enum(dateRangePresets) }),
  z.object({ from: isoDay, to: isoDay }),
]);
export type ReportRange = z.infer<typeof reportRangeSchema>;

const idList = z.array(text().min(1).max(64)).max(500);

/** Filters narrow the rows; each list is "any of". Ids are the company's own (checked by the server). */
export const reportFiltersSchema = z
  .object({
    advertiser_ids: idList,
    campaign_ids: idList,
    group_ids: idList,
    strategy_ids: idList,
    creative_ids: idList,
    campaign_types: z.array(text().min(1).max(32)).max(20),
    channels: z.array(text().min(1).max(32)).max(20),
    states: z.array(text().length(2)).max(27),
    devices: z.array(text().min(1).max(32)).max(20),
    environments: z.array(text().min(1).max(32)).max(20),
    budget_buckets: z.array(z.enum(reportBudgetBuckets)).max(reportBudgetBuckets.length),
  })
  .partial();
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export const reportSortSchema = z.object({
  by: z.union([z.enum(reportDimensions), z.enum(reportMetrics)]),
  direction: z.enum(['asc', 'desc']),
});

export const reportDefinitionSchema = z.object({
  version: z.literal(reportDefinitionVersion).default(reportDefinitionVersion),
  dimensions: z.array(z.enum(reportDimensions)).min(1).max(reportLimits.dimensions),
  metrics: z.array(z.enum(reportMetrics)).min(1).max(reportLimits.metrics),
  filters: reportFiltersSchema.default({}),
  range: reportRangeSchema,
  time_zone: z.literal('America/Sao_Paulo').default('America/Sao_Paulo'),
  comparison: z.enum(reportComparisons).default('none'),
  sort: reportSortSchema.optional(),
});
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;
