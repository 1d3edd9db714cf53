import {
  addCalendarDays,
  basesOf,
  reportBases,
  saoPauloStartOfDay,
  type CalendarDate,
  type ReportBase,
  type ReportDefinition,
  type ReportDimension,
  metricRegistry,
  needsReach,
  platformOfCampaignType,
  reportMetrics,
  type ReportMetric,
} from '@verba/domain';

/**
 * The report compiler (DESIGN §10): a validated definition → parameterised ClickHouse SQL over the
 * report rollups, always scoped to the company. Pure: no I/O, no clock.
 *
 * Sources, read together in one UNION ALL so both appear in one report:
 * - `report_hourly` (events migration 0009): Verba's own delivery events per UTC hour and every
 *   dimension, kept by a materialized view as events are shipped (so today's figures are as fresh
 *   as the last shipped minute);
 * - `report_reach_daily`: per São Paulo day, uniqCombined sketches of the users reached, merged
 *   (only when reach or frequency is asked for; not by hour of day);
 * - `platform_stats` (events migration 0008): channel campaigns' figures as their platforms report
 *   them (latest fetch per row; a day's whole-day row when there is one, else its hours). Platforms
 *   report no creative, geography, device, site, audience or user: those dimensions are '' there,
 *   and a filter on them leaves platform rows out.
 *
 * Every dimension key comes out as text (`k_0`, `k_1`, ...): days `YYYY-MM-DD`, hours `00`..`23`
 * ('' for a platform's whole-day row), weeks by their Monday, months by their first day. Every base
 * comes out as `b_<base>`; metrics are computed from the bases after aggregation (metric registry).
 */
export interface ReportScope {
  companyId: string;
  /** The company's campaigns the filters leave (advertiser, campaign, type, channel, budget already applied). */
  campaigns: readonly { id: string; advertiserId: string; channel: string }[];
  /** The strategies of those campaigns with their groups (platform rows carry only the strategy). */
  strategies: readonly { id: string; groupId: string }[];
}

export interface CompileReportInput {
  definition: Pick<ReportDefinition, 'dimensions' | 'metrics' | 'filters' | 'sort'>;
  scope: ReportScope;
  /** São Paulo days, both included. */
  range: { from: CalendarDate; to: CalendarDate };
  /**
   * A comparison reads another period and moves its facts onto the current period's time axis, so
   * its rows key like the current ones: `days` later (previous period) or `years` later (last year).
   */
  shift?: { days: number } | { years: number };
  /** Only the rows whose joined keys (`keyOf`) are these (a comparison of one page). */
  keys?: readonly string[];
}

export interface CompiledQuery {
  sql: string;
  params: Record<string, unknown>;
}

export interface CompiledReport {
  /** The page's rows in the definition's order (then by every key), `limit`/`offset` bound. */
  rows(page: { limit: number; offset: number }): CompiledQuery;
  /** How many rows the whole report has. */
  count(): CompiledQuery;
  /** The report's totals: every fact in range once (not the sum of rows: audiences overlap). */
  totals(): CompiledQuery;
  /**
   * The page's rows and the totals row in one query (one read of the facts instead of two):
   * `GROUP BY GROUPING SETS ((keys), ())`, the totals row marked `is_total = 1` and first, each
   * row carrying `total_rows` (the report's row count). Absent with the audience dimension, whose
   * rows overlap (one impression in several audiences): its totals are read apart.
   */
  pageWithTotals?: (page: { limit: number; offset: number }) => CompiledQuery;
}

const tz = `'America/Sao_Paulo'`;
const keySeparator = '\u001f';

/** A row's dimension keys joined (comparison rows are matched by it). */
export const keyOf = (keys: readonly string[]) => keys.join(keySeparator);

/**
 * `events`: Verba's own delivery from `report_hourly` (only when the hour of day is a dimension);
 * `daily`: the same from `report_daily` (events migration 0011, one row per São Paulo day, kept from
 * report_hourly by its view) for every other report — days, weeks and months are whole São Paulo
 * days, so it answers exactly what the hours would, reading about 24 times fewer rows.
 * `keywords`: platform_keyword_stats (events migration 0010), read instead of `platform` when the
 * report is by keyword, with `residual`: each platform day's figures its keywords do not account
 * for (per campaign, strategy and day; never below zero), so the keyword rows plus '' add up to
 * the platform's figures. Keyword rows are whole days: by hour they show ''.
 */
type Source = 'events' | 'daily' | 'reach' | 'platform' | 'keywords' | 'residual';
const fromPlatform = (source: Source) =>
  source === 'platform' || source === 'keywords' || source === 'residual';

function timeExpression(
  dimension: ReportDimension,
  source: Source,
  shift: CompileReportInput['shift'],
): string {
  const moved = (column: string) =>
    !shift
      ? column
      : 'days' in shift
        ? `(${column} + INTERVAL ${shift.days} DAY)`
        : `addYears(${column}, ${shift.years})`;
  if (source === 'events') {
    const at = moved('hour');
    switch (dimension) {
      case 'date':
        return `toString(toDate(${at}, ${tz}))`;
      case 'week':
        return `toString(toMonday(toDate(${at}, ${tz})))`;
      case 'month':
        return `toString(toStartOfMonth(toDate(${at}, ${tz})))`;
      default:
        return `leftPad(toString(toHour(toTimeZone(${at}, ${tz}))), 2, '0')`;
    }
  }
  const day = moved('day');
  switch (dimension) {
    case 'date':
      return `toString(${day})`;
    case 'week':
      return `toString(toMonday(${day}))`;
    case 'month':
      return `toString(toStartOfMonth(${day}))`;
    default:
      return source === 'platform' ? `if(hour = 255, '', leftPad(toString(hour), 2, '0'))` : `''`;
  }
}

/** Google's notation of a keyword: broad as typed, "phrase", [exact]. */
const keywordNotation = `multiIf(match_type = 'EXACT', concat('[', keyword, ']'), match_type = 'PHRASE', concat('"', keyword, '"'), keyword)`;

const channelOf = `transform(campaign_id, {campaignIds:Array(String)}, {campaignChannels:Array(String)}, '')`;
const advertiserOf = `transform(campaign_id, {campaignIds:Array(String)}, {campaignAdvertisers:Array(String)}, '')`;
const groupOfStrategy = `transform(strategy_id, {strategyIds:Array(String)}, {strategyGroups:Array(String)}, '')`;

function dimensionExpression(
  dimension: ReportDimension,
  source: Source,
  shift: CompileReportInput['shift'],
): string {
  switch (dimension) {
    case 'date':
    case 'week':
    case 'month':
    case 'hour':
      return timeExpression(dimension, source, shift);
    case 'campaign':
      return 'campaign_id';
    case 'strategy':
      return 'strategy_id';
    case 'channel':
      return channelOf;
    case 'advertiser':
      return fromPlatform(source) ? advertiserOf : 'advertiser_id';
    case 'group':
      return fromPlatform(source) ? groupOfStrategy : 'group_id';
    case 'keyword':
      return source === 'keywords' ? keywordNotation : `''`;
    case 'audience':
      return fromPlatform(source) ? `''` : 'audience';
    case 'creative':
      return fromPlatform(source) ? `''` : 'creative_id';
    default: {
      // state, city, device, environment, browser, site_or_app, content_category
      return fromPlatform(source) ? `''` : `toString(${dimension})`;
    }
  }
}

/** The dimensions a sketch per campaign and day answers (the campaign's advertiser and channel too). */
const campaignDayDimensions: readonly ReportDimension[] = [
  'date',
  'week',
  'month',
  'campaign',
  'advertiser',
  'channel',
];

/**
 * The reach sketches a report reads: one per campaign and São Paulo day (events migration 0012)
 * when its dimensions and filters need nothing finer than the campaign, else one per combination
 * of every dimension and day (0009). Both merge to the same distinct count.
 */
export function reachTableOf(definition: Pick<ReportDefinition, 'dimensions' | 'filters'>) {
  const { dimensions, filters } = definition;
  const finer = [...eventOnlyFilters, 'strategy_ids', 'group_ids'] as const;
  return dimensions.every((dimension) => campaignDayDimensions.includes(dimension)) &&
    !finer.some((filter) => (filters[filter]?.length ?? 0) > 0)
    ? 'report_reach_campaign_daily'
    : 'report_reach_daily';
}

/** The filters that only Verba's own events can answer (platforms report none of these). */
const eventOnlyFilters = ['creative_ids', 'states', 'devices', 'environments'] as const;

/** The bases summed from the rows (reach and its impressions come from the sketches, apart). */
const summedBases = reportBases.filter((base) => base !== 'reach' && base !== 'reached_impressions');
const baseTypes: Record<ReportBase, string> = {
  impressions: 'toUInt64',
  clicks: 'toUInt64',
  conversions: 'toFloat64',
  spend_micros: 'toInt64',
  video_starts: 'toUInt64',
  video_first_quartiles: 'toUInt64',
  video_midpoints: 'toUInt64',
  video_third_quartiles: 'toUInt64',
  video_completes: 'toUInt64',
  reach: 'toUInt64',
  reached_impressions: 'toUInt64',
};

/**
 * The bases a report reads: its metrics' and its sort metric's. The others are read as 0 (columns
 * not read at all), so a report of impressions and spend reads two value columns, not ten.
 */
function basesRead(definition: CompileReportInput['definition']): ReadonlySet<ReportBase> {
  const sortBy = definition.sort?.by;
  return new Set(basesOf([...definition.metrics, ...(sortBy && isMetric(sortBy) ? [sortBy] : [])]));
}

/**
 * A branch's rows, or (with `grouped`) its rows already aggregated: `SELECT keys, sum(…) … GROUP BY`
 * straight over the table, for a report that reads one table (no UNION ALL to aggregate over: the
 * planner then reads and sums the columns in place, ~1.5 ms of a ~9 ms report on the bench's store).
 */
function branch(
  source: Source,
  input: CompileReportInput,
  dimensions: readonly ReportDimension[],
  grouped?: { groupBy: string; extra: readonly string[] },
): string {
  const { filters } = input.definition;
  const shift = input.shift;
  const keys = dimensions.map((d, i) => `${dimensionExpression(d, source, shift)} AS k_${i}`);
  const where: string[] = ['campaign_id IN {campaignIds:Array(String)}'];
  if (!fromPlatform(source)) where.push('company_id = {companyId:String}');
  if (filters.strategy_ids?.length) where.push('strategy_id IN {fStrategies:Array(String)}');
  if (filters.group_ids?.length)
    where.push(`${fromPlatform(source) ? groupOfStrategy : 'group_id'} IN {fGroups:Array(String)}`);
  if (!fromPlatform(source)) {
    if (filters.creative_ids?.length) where.push('creative_id IN {fCreatives:Array(String)}');
    if (filters.states?.length) where.push('toString(state) IN {fStates:Array(String)}');
    if (filters.devices?.length) where.push('toString(device) IN {fDevices:Array(String)}');
    if (filters.environments?.length) where.push('toString(environment) IN {fEnvironments:Array(String)}');
  }
  const arrayJoin =
    dimensions.includes('audience') && !fromPlatform(source) ? 'ARRAY JOIN audience_ids AS audience' : '';
  const read = basesRead(input.definition);
  // Only the bases the report reads (the others are constants in the outer query, never summed).
  const columns = (all: Partial<Record<ReportBase | 'users', string>>) => {
    if (grouped && source === 'reach')
      return [
        ...keys,
        'uniqCombinedMerge(users) AS b_reach',
        summed('reached_impressions', read, all.reached_impressions),
        ...grouped.extra,
      ].join(', ');
    if (grouped)
      return [
        ...keys,
        ...summedBases.map((base) => summed(base, read, all[base] ?? '0')),
        ...grouped.extra,
      ].join(', ');
    if (source === 'reach')
      return [
        ...keys,
        ...(read.has('reached_impressions')
          ? [`toUInt64(${all.reached_impressions}) AS reached_impressions`]
          : []),
        `${all.users} AS users`,
      ].join(', ');
    const values = summedBases
      .filter((base) => read.has(base))
      .map((base) => `${baseTypes[base]}(${all[base] ?? 0}) AS ${base}`);
    // A report of reach alone with no dimension still needs a column here (its rows make no sum).
    return [...keys, ...values, ...(keys.length + values.length === 0 ? ['toUInt8(0) AS nothing'] : [])].join(
      ', ',
    );
  };
  switch (source) {
    case 'events':
    case 'daily':
      where.push(
        source === 'events'
          ? `hour >= toDateTime({startSeconds:Int64}, 'UTC') AND hour < toDateTime({endSeconds:Int64}, 'UTC')`
          : `day >= toDate({fromDay:String}) AND day <= toDate({toDay:String})`,
      );
      return `SELECT ${columns({
        impressions: 'impressions',
        clicks: 'clicks',
        conversions: 'conversions',
        spend_micros: 'spend_micros',
        video_starts: 'video_starts',
        video_first_quartiles: 'video_first_quartiles',
        video_midpoints: 'video_midpoints',
        video_third_quartiles: 'video_third_quartiles',
        video_completes: 'video_completes',
      })} FROM ${source === 'events' ? 'report_hourly' : 'report_daily'} ${arrayJoin} WHERE ${where.join(' AND ')} ${grouped?.groupBy ?? ''}`;
    case 'reach':
      where.push(`day >= toDate({fromDay:String}) AND day <= toDate({toDay:String})`);
      return `SELECT ${columns({ reached_impressions: 'reached_impressions', users: 'users' })}
        FROM ${reachTableOf(input.definition)} ${arrayJoin} WHERE ${where.join(' AND ')} ${grouped?.groupBy ?? ''}`;
    case 'platform':
      where.push(`day >= toDate({fromDay:String}) AND day <= toDate({toDay:String})`);
      // A day's whole-day row when the platform reported one, else its hours (never both).
      where.push(`(hour = 255 OR (campaign_id, day) NOT IN (SELECT campaign_id, day FROM platform_stats
        WHERE hour = 255 AND campaign_id IN {campaignIds:Array(String)}
          AND day >= toDate({fromDay:String}) AND day <= toDate({toDay:String})))`);
      return `SELECT ${columns({
        impressions: 'impressions',
        clicks: 'clicks',
        conversions: 'conversions',
        spend_micros: 'cost_micros',
        video_starts: 'video_views',
        video_first_quartiles: 'video_q25',
        video_midpoints: 'video_q50',
        video_third_quartiles: 'video_q75',
        video_completes: 'video_q100',
      })} FROM platform_stats FINAL WHERE ${where.join(' AND ')}`;
    case 'keywords':
      where.push(`day >= toDate({fromDay:String}) AND day <= toDate({toDay:String})`);
      return `SELECT ${columns({
        impressions: 'impressions',
        clicks: 'clicks',
        conversions: 'conversions',
        spend_micros: 'cost_micros',
      })} FROM platform_keyword_stats FINAL WHERE ${where.join(' AND ')}`;
    case 'residual':
      return `SELECT ${columns({
        impressions: 'impressions',
        clicks: 'clicks',
        conversions: 'conversions',
        spend_micros: 'cost_micros',
        video_starts: 'video_views',
        video_first_quartiles: 'video_q25',
        video_midpoints: 'video_q50',
        video_third_quartiles: 'video_q75',
        video_completes: 'video_q100',
      })} FROM (${residualDays}) WHERE ${where.join(' AND ')}
        AND (impressions > 0 OR clicks > 0 OR cost_micros != 0 OR conversions > 0 OR video_views > 0)`;
  }
}

const inScope = `campaign_id IN {campaignIds:Array(String)} AND day >= toDate({fromDay:String}) AND day <= toDate({toDay:String})`;
const notAttributed = (column: string) => `greatest(toInt64(p.${column}) - toInt64(k.${column}), 0)`;
/** Per campaign, strategy and day: the platform's figures minus its keywords' (see Source). */
const residualDays = `SELECT campaign_id, strategy_id, day,
    ${notAttributed('impressions')} AS impressions, ${notAttributed('clicks')} AS clicks,
    ${notAttributed('cost_micros')} AS cost_micros, greatest(p.conversions - k.conversions, 0) AS conversions,
    p.video_views AS video_views, p.video_q25 AS video_q25, p.video_q50 AS video_q50,
    p.video_q75 AS video_q75, p.video_q100 AS video_q100
  FROM (
    SELECT campaign_id, strategy_id, day, sum(impressions) AS impressions, sum(clicks) AS clicks,
      sum(cost_micros) AS cost_micros, sum(conversions) AS conversions, sum(video_views) AS video_views,
      sum(video_q25) AS video_q25, sum(video_q50) AS video_q50, sum(video_q75) AS video_q75,
      sum(video_q100) AS video_q100
    FROM platform_stats FINAL
    WHERE ${inScope}
      AND (hour = 255 OR (campaign_id, day) NOT IN (SELECT campaign_id, day FROM platform_stats WHERE hour = 255 AND ${inScope}))
    GROUP BY campaign_id, strategy_id, day) AS p
  LEFT JOIN (
    SELECT campaign_id, strategy_id, day, sum(impressions) AS impressions, sum(clicks) AS clicks,
      sum(cost_micros) AS cost_micros, sum(conversions) AS conversions
    FROM platform_keyword_stats FINAL
    WHERE ${inScope}
    GROUP BY campaign_id, strategy_id, day) AS k
  USING (campaign_id, strategy_id, day)`;

/**
 * A base's aggregate, or its zero when the report does not read it: over the branches' rows (their
 * column of that name), or over a table's own column `column` (the sum cast as the branches cast
 * the column: the same type, one cast per group instead of one per row).
 */
const summed = (base: ReportBase, read: ReadonlySet<ReportBase>, column?: string) =>
  !read.has(base)
    ? `${baseTypes[base]}(0) AS b_${base}`
    : column === undefined
      ? `sum(${base}) AS b_${base}`
      : `${baseTypes[base]}(sum(${column})) AS b_${base}`;

/**
 * Whether a campaign of this channel can have platform rows: platform_stats and
 * platform_keyword_stats are written only by the channel sync, for the campaign types a platform
 * delivers (`platformOfCampaignType`: SEARCH, YOUTUBE, META_ADS, AUDIO, MANUAL), and by the
 * connected-accounts sync, for connect-only campaigns (channels `CONNECTED_…`). Verba's own
 * open-web campaigns (PROGRAMMATIC, NATIVE…, PUSH) never have any.
 */
export const channelHasPlatformRows = (channel: string) =>
  channel.startsWith('CONNECTED_') || Object.hasOwn(platformOfCampaignType, channel);

/**
 * `outer`: what the caller adds around the facts (more columns, ORDER BY and LIMIT), put straight
 * into the aggregating SELECT when it reads one table (a subquery level costs ~0.7 ms there).
 */
function facts(
  input: CompileReportInput,
  dimensions: readonly ReportDimension[],
  withTotals = false,
  outer?: { columns: readonly string[]; tail: string },
) {
  const { filters } = input.definition;
  const withReach =
    needsReach(input.definition.metrics) && !dimensions.includes('hour') && !dimensions.includes('keyword');
  // The platform branches (platform_stats FINAL with its whole-day subquery, or keywords with the
  // residual join) cost about a quarter of a small report even when they find nothing: left out
  // when no campaign in scope can have platform rows (an answer of nothing either way).
  const platform =
    !dimensions.includes('audience') &&
    !eventOnlyFilters.some((filter) => (filters[filter]?.length ?? 0) > 0) &&
    input.scope.campaigns.some((campaign) => channelHasPlatformRows(campaign.channel));
  const branches = [branch(dimensions.includes('hour') ? 'events' : 'daily', input, dimensions)];
  if (platform && dimensions.includes('keyword'))
    branches.push(branch('keywords', input, dimensions), branch('residual', input, dimensions));
  else if (platform) branches.push(branch('platform', input, dimensions));
  const keyColumns = dimensions.map((_, i) => `k_${i}`);
  // With the totals: the empty grouping set adds the row of every fact, `grouping(k_0)` = 1 there.
  const totals = withTotals && keyColumns.length > 0;
  const groupBy = keyColumns.length
    ? totals
      ? `GROUP BY GROUPING SETS ((${keyColumns.join(', ')}), ())`
      : `GROUP BY ${keyColumns.join(', ')}`
    : '';
  const isTotal = totals ? ['grouping(k_0) AS is_total'] : [];
  const read = basesRead(input.definition);
  const noReach = withReach ? [] : ['toUInt64(0) AS b_reach', 'toUInt64(0) AS b_reached_impressions'];
  const having =
    input.keys && keyColumns.length
      ? `WHERE ${keyColumns.length === 1 ? 'k_0' : `arrayStringConcat([${keyColumns.join(', ')}], '${keySeparator}')`} IN {keys:Array(String)}${totals ? ' OR is_total = 1' : ''}`
      : '';
  // One table (Verba's own rows, no platform branch): aggregated in place, with the caller's
  // columns and tail when nothing is joined or filtered after; else over the UNION ALL.
  if (branches.length === 1 && !withReach && !having && outer)
    return {
      sql: branch(dimensions.includes('hour') ? 'events' : 'daily', input, dimensions, {
        groupBy: `${groupBy} ${outer.tail}`,
        extra: [...noReach, ...isTotal, ...outer.columns],
      }),
      keyColumns,
    };
  const counted =
    branches.length === 1
      ? branch(dimensions.includes('hour') ? 'events' : 'daily', input, dimensions, {
          groupBy,
          extra: [...noReach, ...isTotal],
        })
      : `SELECT ${[...keyColumns, ...summedBases.map((base) => summed(base, read)), ...noReach, ...isTotal].join(', ')}
    FROM (${branches.join('\nUNION ALL\n')})
    ${groupBy}`;
  // Reach: the day sketches merged apart from the summed rows (only the sketch rows are merged, no
  // empty state per summed row), grouped the same way, joined on the keys (and the totals mark).
  // FULL JOIN, as the UNION ALL it replaces: a key in either side is a row, the other side's
  // figures 0 (join_use_nulls off, ClickHouse's default).
  const grouped = withReach
    ? `SELECT * FROM (${counted}) AS f
      ${keyColumns.length ? 'FULL JOIN' : 'CROSS JOIN'} (${branch('reach', input, dimensions, { groupBy, extra: isTotal })}) AS r
      ${keyColumns.length ? `USING (${[...keyColumns, ...(totals ? ['is_total'] : [])].join(', ')})` : ''}`
    : counted;
  const sql = having ? `SELECT * FROM (${grouped}) ${having}` : grouped;
  return {
    sql: outer ? `SELECT *, ${outer.columns.join(', ')} FROM (${sql}) ${outer.tail}` : sql,
    keyColumns,
  };
}

function paramsOf(input: CompileReportInput): Record<string, unknown> {
  const { scope, range, definition } = input;
  const { filters } = definition;
  return {
    companyId: scope.companyId,
    campaignIds: scope.campaigns.map((c) => c.id),
    campaignChannels: scope.campaigns.map((c) => c.channel),
    campaignAdvertisers: scope.campaigns.map((c) => c.advertiserId),
    strategyIds: scope.strategies.map((s) => s.id),
    strategyGroups: scope.strategies.map((s) => s.groupId),
    startSeconds: Math.floor(saoPauloStartOfDay(range.from).getTime() / 1000),
    endSeconds: Math.floor(saoPauloStartOfDay(addCalendarDays(range.to, 1)).getTime() / 1000),
    fromDay: range.from,
    toDay: range.to,
    fStrategies: filters.strategy_ids ?? [],
    fGroups: filters.group_ids ?? [],
    fCreatives: filters.creative_ids ?? [],
    fStates: filters.states ?? [],
    fDevices: filters.devices ?? [],
    fEnvironments: filters.environments ?? [],
    keys: input.keys ?? [],
  };
}

const isMetric = (key: string): key is ReportMetric => (reportMetrics as readonly string[]).includes(key);

export function compileReport(input: CompileReportInput): CompiledReport {
  const dimensions = input.definition.dimensions;
  const params = paramsOf(input);
  const { sql: grouped, keyColumns } = facts(input, dimensions);
  const sort = input.definition.sort;
  const order: string[] = [];
  if (sort) {
    const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
    if (isMetric(sort.by)) order.push(`${metricRegistry[sort.by].sql} ${direction} NULLS LAST`);
    else {
      const index = dimensions.indexOf(sort.by);
      if (index >= 0) order.push(`k_${index} ${direction}`);
    }
  }
  order.push(...keyColumns.map((k) => `${k} ASC`));
  return {
    // `total_rows` (a window over the grouped rows) spares a second aggregation for the count.
    rows: ({ limit, offset }) => ({
      sql: `SELECT *, count() OVER () AS total_rows FROM (${grouped}) ${order.length ? `ORDER BY ${order.join(', ')}` : ''} LIMIT {limit:UInt64} OFFSET {offset:UInt64}`,
      params: { ...params, limit, offset },
    }),
    count: () => ({ sql: `SELECT count() AS n FROM (${grouped})`, params }),
    totals: () => {
      const { sql } = facts({ ...input, keys: undefined }, []);
      return { sql, params };
    },
    ...(dimensions.length > 0 && !dimensions.includes('audience')
      ? {
          pageWithTotals: ({ limit, offset }: { limit: number; offset: number }) => {
            // The first page (nearly every report, dashboards, comparisons): the totals row sorts
            // first, then the rows in the page order, the limit one more. No row numbering: that
            // window (a second sort) cost ~2–3 ms of a ~12 ms report on the bench's store.
            if (offset === 0)
              return {
                sql: facts(input, dimensions, true, {
                  columns: ['countIf(is_total = 0) OVER () AS total_rows'],
                  tail: `ORDER BY is_total DESC, ${order.join(', ')} LIMIT {limitWithTotals:UInt64}`,
                }).sql,
                params: { ...params, limit, offset, limitWithTotals: limit + 1 },
              };
            const { sql: withTotals } = facts(input, dimensions, true);
            // Further pages: rows numbered in the page order apart from the totals row; the page
            // is a range of numbers.
            return {
              sql: `SELECT * FROM (
                  SELECT *, countIf(is_total = 0) OVER () AS total_rows,
                    row_number() OVER (PARTITION BY is_total ORDER BY ${order.join(', ')}) AS row_in_order
                  FROM (${withTotals}))
                WHERE is_total = 1 OR (row_in_order > {offset:UInt64} AND row_in_order <= {offset:UInt64} + {limit:UInt64})
                ORDER BY is_total DESC, row_in_order`,
              params: { ...params, limit, offset },
            };
          },
        }
      : {}),
  };
}
