import { and, eq, inArray, sql } from 'drizzle-orm';
import { advertisers, campaignGroups, campaigns, campaignStrategies, creatives, queryRows } from '@verba/db';
import {
  addCalendarDays,
  calendarDaysBetween,
  dateRangeOfPreset,
  dimensionTypes,
  metricRegistry,
  relativeChange,
  reportBases,
  saoPauloDateOf,
  type CalendarDate,
  type ReportBase,
  type ReportBases,
  type ReportBudgetBucket,
  type ReportDefinition,
  type ReportDimension,
  type ReportMetric,
} from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { brazilLocations } from '../locations/brazil-locations';
import { readRestatements } from '../channels/sync/platform-restatements';
import type { CompileReportInput, CompiledQuery, ReportScope } from './compile-report';
import type {
  ReportColumn,
  ReportDimensionValue,
  ReportMetricValues,
  ReportRow,
  ReportTableHead,
  ReportWatermark,
} from './report-table';

/** The longest range a report may cover (a year and a month: "same period last year" of a year). */
export const reportMaxDays = 400;

/** The report's São Paulo days (a preset counted from today) and the compared period's. */
export function reportRanges(definition: ReportDefinition, today: CalendarDate) {
  const range =
    'preset' in definition.range ? dateRangeOfPreset(definition.range.preset, today) : definition.range;
  if (range.from > range.to)
    throw fail('VALIDATION_FAILED', { range: [{ key: 'validation:date_range_order', params: {} }] });
  const days = calendarDaysBetween(range.from, range.to) + 1;
  if (days > reportMaxDays)
    throw fail('VALIDATION_FAILED', {
      range: [{ key: 'validation:report_range_too_long', params: { max: reportMaxDays } }],
    });
  let comparison: { range: { from: string; to: string }; shift: CompileReportInput['shift'] } | undefined;
  if (definition.comparison === 'previous_period')
    comparison = {
      range: { from: addCalendarDays(range.from, -days), to: addCalendarDays(range.from, -1) },
      shift: { days },
    };
  else if (definition.comparison === 'previous_year')
    comparison = { range: { from: minusYear(range.from), to: minusYear(range.to) }, shift: { years: 1 } };
  return { range: { from: range.from, to: range.to }, comparison };
}

/** The same day a year earlier (29 Feb → 28 Feb). */
function minusYear(date: CalendarDate): CalendarDate {
  const year = Number(date.slice(0, 4)) - 1;
  const candidate = `${String(year).padStart(4, '0')}${date.slice(4)}`;
  return date.slice(5) === '02-29' ? `${String(year).padStart(4, '0')}-02-28` : candidate;
}

const bucketBounds: Record<ReportBudgetBucket, [number, number]> = {
  up_to_500: [0, 500_00],
  up_to_1000: [500_00, 1000_00],
  up_to_5000: [1000_00, 5000_00],
  up_to_15000: [5000_00, 15000_00],
  above_15000: [15000_00, Number.POSITIVE_INFINITY],
};

/** Spec §2 budget buckets: a campaign's total budget (centavos) within a bucket (lower bound excluded). */
export function inBudgetBucket(budget: bigint | null, bucket: ReportBudgetBucket): boolean {
  const [low, high] = bucketBounds[bucket];
  const value = Number(budget ?? 0n);
  return bucket === 'up_to_500' ? value <= high : value > low && value <= high;
}

/** The channel of a connect-only campaign's rows (campaigns:types.CONNECTED_… in the UI). */
export const connectedChannelOf = (platform: string) =>
  platform === 'meta'
    ? 'CONNECTED_META_ADS'
    : platform === 'spotify'
      ? 'CONNECTED_SPOTIFY'
      : 'CONNECTED_GOOGLE_ADS';

/**
 * The company's campaigns the filters leave and their strategies: the only ids any report query
 * reads (with the company id on every rollup row besides).
 */
export async function reportScope(
  deps: Deps,
  actor: Actor,
  definition: ReportDefinition,
): Promise<ReportScope> {
  const { filters } = definition;
  const rows = await deps.db
    .select({
      id: campaigns.id,
      advertiserId: campaigns.advertiserId,
      type: campaigns.type,
      budget: campaigns.budget,
    })
    .from(campaigns)
    .where(eq(campaigns.companyId, actor.companyId));
  const keep = rows.filter(
    (c) =>
      (!filters.advertiser_ids?.length || filters.advertiser_ids.includes(c.advertiserId)) &&
      (!filters.campaign_ids?.length || filters.campaign_ids.includes(c.id)) &&
      (!filters.campaign_types?.length || filters.campaign_types.includes(c.type)) &&
      (!filters.channels?.length || filters.channels.includes(c.type)) &&
      (!filters.budget_buckets?.length || filters.budget_buckets.some((b) => inBudgetBucket(c.budget, b))),
  );
  // Connect-only campaigns (the advertisers' own ad accounts read through a read-only connection,
  // docs/channels-connected-accounts.md): their platform_stats rows, under a channel of their own.
  // Never Verba's money; left out when a filter only Verba's campaigns can answer is set.
  const connected =
    filters.budget_buckets?.length || filters.group_ids?.length || filters.strategy_ids?.length
      ? []
      : await queryRows<{ id: string; advertiser_id: string; platform: string }>(
          deps.db,
          sql`SELECT id, advertiser_id, platform FROM connected_campaigns WHERE company_id = ${actor.companyId}`,
        );
  const connectedKeep = connected
    .map((c) => ({ id: c.id, advertiserId: c.advertiser_id, channel: connectedChannelOf(c.platform) }))
    .filter(
      (c) =>
        (!filters.advertiser_ids?.length || filters.advertiser_ids.includes(c.advertiserId)) &&
        (!filters.campaign_ids?.length || filters.campaign_ids.includes(c.id)) &&
        (!filters.campaign_types?.length || filters.campaign_types.includes(c.channel)) &&
        (!filters.channels?.length || filters.channels.includes(c.channel)),
    );
  const ids = keep.map((c) => c.id);
  const strategies = ids.length
    ? await deps.db
        .select({ id: campaignStrategies.id, groupId: campaignStrategies.groupId })
        .from(campaignStrategies)
        .where(
          and(eq(campaignStrategies.companyId, actor.companyId), inArray(campaignStrategies.campaignId, ids)),
        )
    : [];
  return {
    companyId: actor.companyId,
    campaigns: [
      ...keep.map((c) => ({ id: c.id, advertiserId: c.advertiserId, channel: c.type })),
      ...connectedKeep,
    ],
    strategies,
  };
}

/** The columns of a report: its dimensions, then its metrics. */
export function reportColumns(definition: ReportDefinition): ReportColumn[] {
  return [
    ...definition.dimensions.map((key): ReportColumn => ({
      key,
      kind: 'dimension',
      type: dimensionTypes[key] === 'date' ? 'date' : dimensionTypes[key],
    })),
    ...definition.metrics.map((key): ReportColumn => ({
      key,
      kind: 'metric',
      type: metricRegistry[key].type,
    })),
  ];
}

type Int = number | string;
export type FactRow = Record<string, Int | null>;

export const basesOfRow = (row: FactRow): ReportBases =>
  Object.fromEntries(
    reportBases.map((base: ReportBase) => [base, Number(row[`b_${base}`] ?? 0)]),
  ) as ReportBases;

/** The metrics of aggregated bases; reach and frequency null where sketches cannot answer (by hour). */
export function metricsOf(
  bases: ReportBases,
  metrics: readonly ReportMetric[],
  reachAvailable: boolean,
): ReportMetricValues {
  const values: ReportMetricValues = {};
  for (const metric of metrics)
    values[metric] =
      !reachAvailable && (metric === 'reach' || metric === 'frequency')
        ? null
        : metricRegistry[metric].value(bases);
  return values;
}

export function changesOf(
  current: ReportMetricValues,
  previous: ReportMetricValues,
  metrics: readonly ReportMetric[],
) {
  const change: ReportMetricValues = {};
  for (const metric of metrics)
    change[metric] = relativeChange(current[metric] ?? null, previous[metric] ?? null);
  return change;
}

export const keysOfRow = (row: FactRow, dimensions: readonly ReportDimension[]) =>
  dimensions.map((_, i) => String(row[`k_${i}`] ?? ''));

/** Reads a compiled query (no event store: nothing delivered yet). */
export async function readFacts(deps: Deps, query: CompiledQuery): Promise<FactRow[]> {
  if (!deps.events?.reportQuery) return [];
  return deps.events.reportQuery<FactRow>(query.sql, query.params);
}

const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Labels of the dimension values of some rows: names of the company's own advertisers, campaigns,
 * groups, strategies and creatives (one query each for the ids present), IBGE names of states and
 * cities, pt-BR dates. A value the platform could not say ('') reads "—".
 */
export async function labelRows(
  deps: Deps,
  actor: Actor,
  dimensions: readonly ReportDimension[],
  keyRows: readonly string[][],
): Promise<Partial<Record<ReportDimension, ReportDimensionValue>>[]> {
  const idsOf = (dimension: ReportDimension) => {
    const index = dimensions.indexOf(dimension);
    return index < 0
      ? []
      : [...new Set(keyRows.map((keys) => keys[index]!).filter((id) => /^[0-9a-f-]{36}$/i.test(id)))];
  };
  const names = new Map<string, string>();
  const load = async (
    dimension: ReportDimension,
    read: (ids: string[]) => Promise<{ id: string; name: string | null }[]>,
  ) => {
    const ids = idsOf(dimension);
    if (ids.length === 0) return;
    for (const row of await read(ids)) names.set(`${dimension}|${row.id}`, row.name ?? '');
  };
  await Promise.all([
    load('advertiser', (ids) =>
      deps.db
        .select({ id: advertisers.id, name: advertisers.displayName })
        .from(advertisers)
        .where(and(eq(advertisers.companyId, actor.companyId), inArray(advertisers.id, ids))),
    ),
    load('campaign', (ids) =>
      deps.db
        .select({ id: campaigns.id, name: campaigns.name })
        .from(campaigns)
        .where(and(eq(campaigns.companyId, actor.companyId), inArray(campaigns.id, ids))),
    ),
    (async () => {
      const index = dimensions.indexOf('campaign');
      const ids =
        index < 0
          ? []
          : [...new Set(keyRows.map((k) => k[index]!).filter((id) => id.startsWith('connected:')))];
      if (ids.length === 0) return;
      const rows = await queryRows<{ id: string; name: string }>(
        deps.db,
        sql`SELECT id, name FROM connected_campaigns WHERE company_id = ${actor.companyId} AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      for (const row of rows) names.set(`campaign|${row.id}`, row.name);
    })(),
    load('group', (ids) =>
      deps.db
        .select({ id: campaignGroups.id, name: campaignGroups.name })
        .from(campaignGroups)
        .where(and(eq(campaignGroups.companyId, actor.companyId), inArray(campaignGroups.id, ids))),
    ),
    load('strategy', (ids) =>
      deps.db
        .select({ id: campaignStrategies.id, name: campaignStrategies.name })
        .from(campaignStrategies)
        .where(and(eq(campaignStrategies.companyId, actor.companyId), inArray(campaignStrategies.id, ids))),
    ),
    load('creative', (ids) =>
      deps.db
        .select({ id: creatives.id, name: creatives.name })
        .from(creatives)
        .where(and(eq(creatives.companyId, actor.companyId), inArray(creatives.id, ids))),
    ),
  ]);
  const locations =
    dimensions.includes('state') || dimensions.includes('city') ? brazilLocations() : undefined;
  return keyRows.map((keys) => {
    const values: Partial<Record<ReportDimension, ReportDimensionValue>> = {};
    dimensions.forEach((dimension, i) => {
      const id = keys[i] ?? '';
      values[dimension] = { id, label: labelOf(dimension, id, names, locations) };
    });
    return values;
  });
}

function labelOf(
  dimension: ReportDimension,
  id: string,
  names: Map<string, string>,
  locations: ReturnType<typeof brazilLocations> | undefined,
): string {
  if (id === '') return '—';
  switch (dimension) {
    case 'date':
    case 'week':
      return formatDay(id);
    case 'month':
      return `${id.slice(5, 7)}/${id.slice(0, 4)}`;
    case 'hour':
      return `${id}h`;
    case 'state':
      return locations?.stateByUf.get(id)?.name ?? id;
    case 'city': {
      const city = locations?.cityByCode.get(Number(id));
      return city ? `${city.name} (${city.uf})` : id;
    }
    default:
      return names.get(`${dimension}|${id}`) || id;
  }
}

/**
 * Until when the figures are complete (spec §4): events are shipped into the rollups every 200 ms,
 * so the start of the current minute; today is provisional; the last 48 hours consolidating; days
 * in range a platform restated after they had been shown (the restatement log the channel sync
 * keeps, channels/sync/platform-restatements.ts).
 */
export async function reportWatermark(
  deps: Deps,
  scope: ReportScope,
  range: { from: string; to: string },
): Promise<ReportWatermark> {
  const now = deps.now();
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  // The durable restatement log (PostgreSQL 0074), written by the channel sync.
  const logged = await readRestatements(deps, {
    companyId: scope.companyId,
    campaignIds: scope.campaigns.map((c) => c.id),
    from: range.from,
    to: range.to,
  });
  const restated = [...new Set(logged.map((r) => r.day))].sort();
  return {
    data_until: minute.toISOString(),
    provisional_from: saoPauloDateOf(now),
    consolidating_from: new Date(now.getTime() - 48 * 3600_000).toISOString(),
    restated_days: restated,
  };
}

/** Whether reach can be answered for these dimensions (per-day sketches: not by hour, no keywords). */
export const reachAvailable = (dimensions: readonly ReportDimension[]) =>
  !dimensions.includes('hour') && !dimensions.includes('keyword');

export type { ReportRow, ReportTableHead };
