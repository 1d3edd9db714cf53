import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import {
  addCalendarDays,
  basesOf,
  needsReach,
  reportMetrics,
  type ReportDimension,
  type ReportMetric,
  reportDefinitionSchema,
  saoPauloDateOf,
  saoPauloStartOfDay,
  type ReportDefinition,
} from '@verba/domain';
import { createChdbRunner, migrateEventStore } from '@verba/events';
import { compileReport, keyOf, reachTableOf, type ReportScope } from '@verba/core/reports/compile-report';
import {
  basesOfRow,
  keysOfRow,
  metricsOf,
  reachAvailable,
  reportRanges,
  type FactRow,
} from '@verba/core/reports/report-engine';

/**
 * `npm run bench -- reports` (issue 29), on the embedded chDB in a temporary directory:
 * BENCH_REPORTS_DAYS (default 365) × BENCH_REPORTS_STRATEGIES (default 1,000) strategies of hourly
 * report rollups (one row per strategy and hour, over 10 companies) and a reach sketch per strategy
 * and day, written straight into the rollup tables (the bench measures reads), plus raw events for
 * today through the `events` table and its views. Then 20 typical report queries of one company
 * (compiled, read and computed as `runReport` does, labels aside), each BENCH_REPORTS_REPEAT times
 * (default 3): p50/p95 against the store's own bare `SELECT` of the same rows in the same run: the
 * company's rows in range of the rollup the report reads (report_daily, events migration 0011, kept
 * from report_hourly by its view; report_hourly with the hour-of-day dimension), summed without
 * grouping. The bare SELECT over the company's hourly rows (the baseline before the daily rollup)
 * is printed too. Target: p95 < 300 ms and a small ratio. Before them, the 1,000,000-row XLSX export
 * (`bench/report-export`, in a process of its own so its peak memory is the export's alone; skip
 * with BENCH_REPORTS_EXPORT=off): time and peak RSS, target ≤ 512 MB.
 */
const days = Number(process.env.BENCH_REPORTS_DAYS ?? 365);
const strategies = Number(process.env.BENCH_REPORTS_STRATEGIES ?? 1_000);
const repeat = Number(process.env.BENCH_REPORTS_REPEAT ?? 3);
/**
 * Rounds run first and not counted (`BENCH_REPORTS_WARMUP`, 1): a table's first read in the process
 * (its marks and the first granules from disk) cost 5–10× the later ones, and the report ran before
 * its bare SELECTs, so it alone paid them; one warm-up round of everything leaves both sides warm.
 */
const warmup = Number(process.env.BENCH_REPORTS_WARMUP ?? 1);
const companies = 10;

/** The rollup column a dimension's key is made of (time dimensions: the day or hour column). */
const keyColumnOf: Partial<Record<ReportDimension, string>> = {
  campaign: 'campaign_id',
  channel: 'campaign_id',
  advertiser: 'advertiser_id',
  strategy: 'strategy_id',
  group: 'group_id',
  creative: 'creative_id',
  state: 'state',
  city: 'city',
  device: 'device',
  environment: 'environment',
  browser: 'browser',
  site_or_app: 'site_or_app',
  content_category: 'content_category',
  audience: 'audience_ids',
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export async function run() {
  if (process.env.BENCH_REPORTS_EXPORT !== 'off') exportXlsx();
  // BENCH_REPORTS_DIR keeps the store between runs (written once; compare changes to the reads).
  const kept = process.env.BENCH_REPORTS_DIR;
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const runner = await createChdbRunner(join(dir, 'events'));
  try {
    await migrateEventStore(runner);
    const today = saoPauloDateOf(new Date());
    const first = addCalendarDays(today, 1 - days);
    const start = Math.floor(saoPauloStartOfDay(first).getTime() / 1000);
    const hours = days * 24;
    const rows = hours * strategies;
    const t0 = performance.now();
    const [written] = await runner.query<{ n: string }>('SELECT count() AS n FROM report_hourly');
    if (Number(written?.n ?? 0) === 0) {
      // Strategy s: company s % 10, campaign s % 100 (10 per company), group s % 200, creative s % 300.
      await runner.exec(`INSERT INTO report_hourly
      SELECT toDateTime(${start} + intDiv(number, ${strategies}) * 3600, 'UTC') AS hour,
        concat('company-', toString(number % ${strategies} % ${companies})),
        concat('adv-', toString(number % ${strategies} % 50)),
        concat('campaign-', toString(number % ${strategies} % 100)),
        concat('group-', toString(number % ${strategies} % 200)),
        concat('strategy-', toString(number % ${strategies})),
        concat('creative-', toString(number % ${strategies} % 300)),
        'BRL',
        ['SP', 'RJ', 'MG', 'BA', 'RS', 'PR'][1 + number % 6],
        toString(3550308 + number % 40),
        ['MOBILE', 'DESKTOP', 'TABLET'][1 + number % 3],
        ['WEB', 'APP'][1 + number % 2],
        '', concat('site-', toString(number % 500), '.com.br'), '', [],
        100 + number % 50, number % 7, number % 3, number % 11, number % 9, number % 8, number % 7, number % 6,
        (100 + number % 50) * 2500, 0
      FROM numbers(${rows})`);
      await runner.exec(`INSERT INTO report_reach_daily
      SELECT toDate(${start} + intDiv(number, ${strategies}) * 86400) AS day,
        concat('company-', toString(number % ${strategies} % ${companies})),
        concat('adv-', toString(number % ${strategies} % 50)),
        concat('campaign-', toString(number % ${strategies} % 100)),
        concat('group-', toString(number % ${strategies} % 200)),
        concat('strategy-', toString(number % ${strategies})),
        concat('creative-', toString(number % ${strategies} % 300)),
        'SP', '3550308', 'MOBILE', 'WEB', '', 'site.com.br', '', [],
        2400,
        arrayReduce('uniqCombinedState', arrayMap(i -> toString((number * 31 + i) % 200000), range(40)))
      FROM numbers(${days * strategies})`);
      // Today's raw events through the events table and its views.
      const now = Math.floor(Date.now() / 1000);
      await runner.exec(`INSERT INTO events (id, type, at, company_id, advertiser_id, campaign_id, group_id, strategy_id,
        creative_id, currency, cost_micros, state, device, environment, site_or_app, user_key, exclusion)
      SELECT concat('today-', toString(number)), ['impression', 'click', 'billing'][1 + number % 3],
        toDateTime64(${now} - number % 36000, 3, 'UTC'), concat('company-', toString(number % ${strategies} % ${companies})),
        concat('adv-', toString(number % ${strategies} % 50)), concat('campaign-', toString(number % ${strategies} % 100)),
        concat('group-', toString(number % ${strategies} % 200)), concat('strategy-', toString(number % ${strategies})),
        concat('creative-', toString(number % ${strategies} % 300)), 'BRL', if(number % 3 = 2, 2500, 0), 'SP', 'MOBILE',
        'WEB', 'site.com.br', concat('u', toString(number % 50000)), ''
      FROM numbers(200000)`);
      console.log(
        `reports: ${rows.toLocaleString('en-US')} hourly rollup rows (${days} days × ${strategies} strategies), ` +
          `${(days * strategies).toLocaleString('en-US')} reach sketches, 200,000 events today, written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }

    const scope: ReportScope = {
      companyId: 'company-3',
      campaigns: Array.from({ length: 10 }, (_, i) => ({
        id: `campaign-${i * 10 + 3}`,
        advertiserId: `adv-${(i * 10 + 3) % 50}`,
        channel: 'PROGRAMMATIC',
      })),
      strategies: [],
    };
    const m = ['impressions', 'clicks', 'ctr', 'spend', 'cpm', 'cpc', 'conversions', 'cpa'];
    const defs: Partial<ReportDefinition>[] = [
      { dimensions: ['campaign'], range: { preset: 'last_30_days' } },
      { dimensions: ['campaign'], range: { preset: 'last_30_days' }, comparison: 'previous_period' },
      { dimensions: ['date'], range: { preset: 'last_30_days' } },
      { dimensions: ['date'], range: { preset: 'this_month' } },
      { dimensions: ['date'], range: { preset: 'last_month' }, comparison: 'previous_year' },
      { dimensions: ['month'], range: { from: addCalendarDays(today, 1 - days), to: today } },
      { dimensions: ['week'], range: { from: addCalendarDays(today, -90), to: today } },
      { dimensions: ['hour'], range: { preset: 'last_7_days' } },
      { dimensions: ['hour'], range: { preset: 'today' } },
      { dimensions: ['state'], range: { preset: 'last_30_days' } },
      { dimensions: ['state', 'city'], range: { preset: 'last_30_days' } },
      { dimensions: ['device'], range: { preset: 'last_30_days' } },
      {
        dimensions: ['site_or_app'],
        range: { preset: 'last_30_days' },
        sort: { by: 'spend', direction: 'desc' },
      },
      { dimensions: ['creative'], range: { preset: 'last_15_days' } },
      { dimensions: ['campaign', 'date'], range: { preset: 'last_30_days' } },
      { dimensions: ['strategy'], range: { preset: 'yesterday' } },
      {
        dimensions: ['campaign'],
        range: { preset: 'last_30_days' },
        metrics: ['impressions', 'reach', 'frequency'],
      },
      {
        dimensions: ['date'],
        range: { preset: 'last_7_days' },
        metrics: ['impressions', 'reach', 'frequency'],
      },
      {
        dimensions: ['advertiser', 'campaign'],
        range: { from: addCalendarDays(today, 1 - days), to: today },
      },
      { dimensions: ['device', 'environment'], range: { preset: 'this_week' } },
    ];
    const reportTimes: number[] = [];
    const bareTimes: number[] = [];
    const bareHourlyTimes: number[] = [];
    const bareReadTimes: number[] = [];
    const [dailyRows] = await runner.query<{ n: string }>('SELECT count() AS n FROM report_daily');
    console.log(
      `reports: report_daily holds ${Number(dailyRows?.n ?? 0).toLocaleString('en-US')} rows (kept from report_hourly by its view)`,
    );
    for (let round = -warmup; round < repeat; round++) {
      const counted = round >= 0;
      for (const partial of defs) {
        const definition = reportDefinitionSchema.parse({ metrics: m, ...partial });
        const { range, comparison } = reportRanges(definition, today);
        let t = performance.now();
        // As runReport: the page with its totals row in one query (apart only with audiences).
        const compiled = compileReport({ definition, scope, range });
        const page =
          compiled.pageWithTotals?.({ limit: 50, offset: 0 }) ?? compiled.rows({ limit: 50, offset: 0 });
        const facts = (await runner.query<FactRow>(page.sql, page.params)).filter(
          (row) => Number(row.is_total) !== 1,
        );
        const tPage = performance.now() - t;
        if (!compiled.pageWithTotals) await runner.query(compiled.totals().sql, compiled.totals().params);
        const tTotals = performance.now() - t - tPage;
        if (comparison) {
          // As runReport: the compared period read for the page's keys only.
          const compared = compileReport({
            definition,
            scope,
            range: comparison.range,
            shift: comparison.shift,
            keys: facts.map((row) => keyOf(keysOfRow(row, definition.dimensions))),
          });
          const comparedPage =
            compared.pageWithTotals?.({ limit: 50, offset: 0 }) ?? compared.rows({ limit: 50, offset: 0 });
          await runner.query(comparedPage.sql, comparedPage.params);
          if (!compared.pageWithTotals) await runner.query(compared.totals().sql, compared.totals().params);
        }
        for (const row of facts)
          metricsOf(basesOfRow(row), definition.metrics, reachAvailable(definition.dimensions));
        if (counted) reportTimes.push(performance.now() - t);
        if (process.env.BENCH_REPORTS_DETAIL)
          console.log(
            `  ${definition.dimensions.join('+')} ${definition.comparison ?? ''}: page ${tPage.toFixed(0)} ms, totals ${tTotals.toFixed(0)} ms, all ${(performance.now() - t).toFixed(0)} ms`,
          );
        const hourlyOf = (period: { from: string; to: string }) => ({
          sql: `SELECT sum(impressions), sum(clicks), sum(spend_micros) FROM report_hourly
           WHERE company_id = {companyId:String} AND hour >= toDateTime({from:Int64}, 'UTC') AND hour < toDateTime({to:Int64}, 'UTC')`,
          params: {
            companyId: scope.companyId,
            from: Math.floor(saoPauloStartOfDay(period.from).getTime() / 1000),
            to: Math.floor(saoPauloStartOfDay(addCalendarDays(period.to, 1)).getTime() / 1000),
          },
        });
        // The same rows the report reads: the day rows, or the hours when the hour of day is asked.
        const sameOf = (period: { from: string; to: string }) =>
          definition.dimensions.includes('hour')
            ? hourlyOf(period)
            : {
                sql: `SELECT sum(impressions), sum(clicks), sum(spend_micros) FROM report_daily
                 WHERE company_id = {companyId:String} AND day >= toDate({from:String}) AND day <= toDate({to:String})`,
                params: { companyId: scope.companyId, from: period.from, to: period.to },
              };
        t = performance.now();
        await runner.query(sameOf(range).sql, sameOf(range).params);
        if (counted) bareTimes.push(performance.now() - t);
        t = performance.now();
        await runner.query(hourlyOf(range).sql, hourlyOf(range).params);
        if (counted) bareHourlyTimes.push(performance.now() - t);
        // Every row the report reads, from each table it reads, for each period it reads, as they
        // are (no aggregation, no GROUP BY: `FORMAT Null` reads and decodes them, returns nothing):
        // the day (or hour) rows with the report's own WHERE (company, campaigns in scope, days) and
        // the columns it reads (its keys' and its bases'), the reach sketch rows of the table it
        // reads them from (per campaign and day, or per combination), the compared period's too.
        const hourly = definition.dimensions.includes('hour');
        const factColumns = [
          ...new Set([
            ...definition.dimensions.map((dimension) => keyColumnOf[dimension] ?? (hourly ? 'hour' : 'day')),
            ...basesOf([
              ...definition.metrics,
              ...reportMetrics.filter((metric: ReportMetric) => metric === definition.sort?.by),
            ]).filter((base) => base !== 'reach' && base !== 'reached_impressions'),
          ]),
        ];
        t = performance.now();
        for (const period of comparison ? [range, comparison.range] : [range]) {
          const days = { from: period.from, to: period.to };
          const scoped = { companyId: scope.companyId, campaignIds: scope.campaigns.map((c) => c.id) };
          await runner.query(
            `SELECT ${factColumns.join(', ')} FROM ${hourly ? 'report_hourly' : 'report_daily'}
             WHERE company_id = {companyId:String} AND campaign_id IN {campaignIds:Array(String)} AND ${
               hourly
                 ? `hour >= toDateTime({from:Int64}, 'UTC') AND hour < toDateTime({to:Int64}, 'UTC')`
                 : `day >= toDate({from:String}) AND day <= toDate({to:String})`
             } FORMAT Null`,
            { ...scoped, ...(hourly ? hourlyOf(period).params : days) },
          );
          if (needsReach(definition.metrics) && reachAvailable(definition.dimensions))
            await runner.query(
              `SELECT users, reached_impressions FROM ${reachTableOf(definition)}
               WHERE company_id = {companyId:String} AND campaign_id IN {campaignIds:Array(String)}
                 AND day >= toDate({from:String}) AND day <= toDate({to:String}) FORMAT Null`,
              { ...scoped, ...days },
            );
        }
        if (counted) bareReadTimes.push(performance.now() - t);
      }
    }
    const p95 = percentile(reportTimes, 95);
    const bare95 = percentile(bareTimes, 95);
    console.log(
      `reports: p50 ${percentile(reportTimes, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms over ${reportTimes.length} report runs after ${warmup} warm-up round${warmup === 1 ? '' : 's'} ` +
        `(page with its count and totals [+ comparison]); bare SELECT of the same rows p50 ${percentile(bareTimes, 50).toFixed(0)} ms, p95 ${bare95.toFixed(0)} ms; ` +
        `bare SELECT of the company's hours p50 ${percentile(bareHourlyTimes, 50).toFixed(0)} ms, p95 ${percentile(bareHourlyTimes, 95).toFixed(0)} ms`,
    );
    const byQuery = defs.map((partial, i) => {
      const times = reportTimes.filter((_, j) => j % defs.length === i);
      return `${(partial.dimensions ?? []).join('+')}${partial.comparison ? ` vs ${partial.comparison}` : ''} ${percentile(times, 50).toFixed(0)}`;
    });
    console.log(`reports: median ms per query: ${byQuery.join(', ')}`);
    if (process.env.BENCH_REPORTS_DETAIL) {
      const name = (j: number) =>
        (defs[j % defs.length]?.dimensions ?? []).join('+') +
        (defs[j % defs.length]?.comparison ? ' vs' : '');
      const slowest = (times: number[]) =>
        times
          .map((time, j) => [time, j] as const)
          .sort((a, b) => b[0] - a[0])
          .slice(0, 5)
          .map(([time, j]) => `${name(j)} ${time.toFixed(0)}`)
          .join(', ');
      console.log(
        `reports: slowest report runs: ${slowest(reportTimes)}; slowest bare reads of every row: ${slowest(bareReadTimes)}`,
      );
    }
    const p50 = percentile(reportTimes, 50);
    const read50 = percentile(bareReadTimes, 50);
    const read95 = percentile(bareReadTimes, 95);
    console.log(
      `reports: bare SELECT of every row the report reads (its WHERE, the columns it reads, its reach sketch rows, the compared period's) ` +
        `p50 ${read50.toFixed(0)} ms, p95 ${read95.toFixed(0)} ms`,
    );
    console.log(
      `reports: p95 ${p95.toFixed(0)} ms, ratio ${(p95 / bare95).toFixed(2)} vs bare SELECT of the same rows ` +
        `(p50 ratio ${(p50 / percentile(bareTimes, 50)).toFixed(2)}); ` +
        `ratio ${(p95 / read95).toFixed(2)} vs bare SELECT of every row it reads (p50 ratio ${(p50 / read50).toFixed(2)})`,
    );
  } finally {
    await runner.close();
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

/** The 1,000,000-row XLSX export in a process of its own (its peak RSS is the export's, not chDB's). */
function exportXlsx() {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'run.ts'), 'report-export'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  const lines = child.stdout.trim().split('\n');
  for (const line of lines.slice(0, -1)) console.log(`reports (export): ${line}`);
  if (child.status !== 0) throw new Error(`bench/report-export failed (${child.status})`);
  console.log(`reports: ${lines.at(-1)?.replace(/^report-export: /, '') ?? ''}`);
}
