import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addCalendarDays,
  dateRangeOfPreset,
  dateRangePresets,
  needsReach,
  metricRegistry,
  reportMetrics,
  saoPauloClockAt,
  saoPauloDateOf,
  weekdayOf,
  type ReportBases,
  type ReportDimension,
} from '@verba/domain';
import type { DeliveryEvent, DeliveryEventType } from '@verba/domain/delivery/contracts';
import { createChdbRunner, migrateEventStore, type ClickHouseRunner } from '@verba/events';
import { eventRow } from '@verba/events/event-rows';
import { compileReport, keyOf, type ReportScope } from './compile-report';
import { basesOfRow, metricsOf, reachAvailable, type FactRow } from './report-engine';

/**
 * The engine against real ClickHouse (chDB): random events through the same `events` table and
 * materialized views as live delivery, every metric at every grain and preset compared with a plain
 * recomputation from the raw events; São Paulo boundaries; reach on a million events.
 */
let runner: ClickHouseRunner;
beforeAll(async () => {
  runner = await createChdbRunner(join(mkdtempSync(join(tmpdir(), 'report-engine-')), 'events'));
  await migrateEventStore(runner);
});
afterAll(() => runner.close());

/** A small seeded generator (mulberry32): the same run every time, bounded size. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const company = 'company-a';
const scope: ReportScope = {
  companyId: company,
  campaigns: [
    { id: 'c1', advertiserId: 'adv1', channel: 'PROGRAMMATIC' },
    { id: 'c2', advertiserId: 'adv2', channel: 'PROGRAMMATIC' },
  ],
  strategies: [
    { id: 's1', groupId: 'g1' },
    { id: 's2', groupId: 'g2' },
  ],
};

const base: Omit<DeliveryEvent, 'id' | 'type' | 'at'> = {
  bidId: '',
  leaseId: 'l',
  companyId: company,
  advertiserId: 'adv1',
  campaignId: 'c1',
  groupId: 'g1',
  strategyId: 's1',
  creativeId: 'cr1',
  currency: 'BRL',
  bidCpmMicros: 0,
  costMicros: 0,
  valueMicros: 0,
  state: 'SP',
  city: '3550308',
  device: 'MOBILE',
  environment: 'WEB',
  siteOrApp: 'a.com.br',
  audienceIds: [],
  userKey: 'u1',
  exclusion: '',
  exchangeId: 'x',
};

const emptyBases = (): ReportBases => ({
  impressions: 0,
  clicks: 0,
  conversions: 0,
  spend_micros: 0,
  video_starts: 0,
  video_first_quartiles: 0,
  video_midpoints: 0,
  video_third_quartiles: 0,
  video_completes: 0,
  reach: 0,
  reached_impressions: 0,
});
const counted: Partial<Record<DeliveryEventType, keyof ReportBases>> = {
  impression: 'impressions',
  click: 'clicks',
  conversion: 'conversions',
  video_start: 'video_starts',
  video_first_quartile: 'video_first_quartiles',
  video_midpoint: 'video_midpoints',
  video_third_quartile: 'video_third_quartiles',
  video_complete: 'video_completes',
};

/** The plain recomputation: a dimension's key of one raw event. */
function keyOfEvent(event: DeliveryEvent, dimension: ReportDimension): string {
  const clock = saoPauloClockAt(new Date(event.at));
  switch (dimension) {
    case 'date':
      return clock.date;
    case 'week':
      return addCalendarDays(clock.date, -((weekdayOf(clock.date) + 6) % 7));
    case 'month':
      return `${clock.date.slice(0, 8)}01`;
    case 'hour':
      return String(clock.hour).padStart(2, '0');
    case 'campaign':
      return event.campaignId;
    case 'device':
      return event.device;
    case 'state':
      return event.state;
    case 'advertiser':
      return event.advertiserId;
    case 'channel':
      return 'PROGRAMMATIC';
    default:
      throw new Error(dimension);
  }
}

function recompute(
  events: readonly DeliveryEvent[],
  dimensions: readonly ReportDimension[],
  from: string,
  to: string,
) {
  const groups = new Map<string, { bases: ReportBases; users: Set<string> }>();
  const wanted = new Set(scope.campaigns.map((c) => c.id));
  const add = (key: string, event: DeliveryEvent) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { bases: emptyBases(), users: new Set() }));
    const base = counted[event.type];
    if (base) group.bases[base] += 1;
    group.bases.spend_micros += event.costMicros;
    if (event.type === 'impression' && event.userKey !== '') {
      group.users.add(event.userKey);
      group.bases.reached_impressions += 1;
    }
  };
  for (const event of events) {
    if (event.companyId !== company || !wanted.has(event.campaignId) || event.exclusion !== '') continue;
    const day = saoPauloDateOf(new Date(event.at));
    if (day < from || day > to) continue;
    add(keyOf(dimensions.map((d) => keyOfEvent(event, d))), event);
  }
  for (const group of groups.values()) group.bases.reach = group.users.size;
  return groups;
}

const types: DeliveryEventType[] = [
  'impression',
  'impression',
  'impression',
  'click',
  'billing',
  'conversion',
  'video_start',
  'video_first_quartile',
  'video_midpoint',
  'video_third_quartile',
  'video_complete',
  'bid',
];

describe('report engine over ClickHouse', () => {
  // "Today" near a month's start, so presets cross month ends (this month, last month, 30 days).
  const today = '2026-03-02';
  const events: DeliveryEvent[] = [];

  beforeAll(async () => {
    const next = random(29);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
    const start = Date.parse('2026-01-20T00:00:00Z');
    const span = Date.parse('2026-03-03T06:00:00Z') - start;
    for (let i = 0; i < 3_000; i++) {
      const campaign = pick(['c1', 'c2', 'c3'] as const);
      const type = pick(types);
      events.push({
        ...base,
        id: `e${i}`,
        type,
        at: start + Math.floor(next() * span),
        companyId: campaign === 'c3' ? 'company-b' : company,
        campaignId: campaign,
        advertiserId: campaign === 'c2' ? 'adv2' : 'adv1',
        strategyId: campaign === 'c2' ? 's2' : 's1',
        groupId: campaign === 'c2' ? 'g2' : 'g1',
        costMicros: type === 'billing' ? Math.floor(next() * 5_000_000) : 0,
        state: pick(['SP', 'RJ', 'MG']),
        device: pick(['MOBILE', 'DESKTOP', ''] as const),
        audienceIds: next() < 0.3 ? ['aud1'] : [],
        userKey: next() < 0.1 ? '' : `u${Math.floor(next() * 60)}`,
        exclusion: next() < 0.05 ? 'bot' : '',
      });
    }
    // Boundaries: 02:30 UTC is 23:30 the previous São Paulo day; the last instant of a month.
    events.push({ ...base, id: 'edge-1', type: 'impression', at: Date.parse('2026-03-01T02:30:00Z') });
    events.push({ ...base, id: 'edge-2', type: 'impression', at: Date.parse('2026-03-01T02:59:59.999Z') });
    events.push({ ...base, id: 'edge-3', type: 'impression', at: Date.parse('2026-03-01T03:00:00Z') });
    await runner.insert('events', events.map(eventRow));
  });

  const grains: ReportDimension[][] = [
    ['date'],
    ['week'],
    ['month'],
    ['hour'],
    ['campaign', 'device'],
    ['state', 'date'],
    ['advertiser', 'channel'],
  ];

  it('answers every metric at every grain and preset as a plain recomputation, totals included', async () => {
    for (const preset of dateRangePresets) {
      const range = dateRangeOfPreset(preset, today);
      for (const dimensions of grains) {
        const definition = { dimensions, metrics: [...reportMetrics], filters: {} };
        const compiled = compileReport({ definition, scope, range });
        const rows = await runner.query<FactRow>(
          compiled.rows({ limit: 100_000, offset: 0 }).sql,
          compiled.rows({ limit: 100_000, offset: 0 }).params,
        );
        const expected = recompute(events, dimensions, range.from, range.to);
        const label = `${preset} ${dimensions.join('+')}`;
        expect(rows.length, label).toBe(expected.size);
        const withReach = reachAvailable(dimensions);
        for (const row of rows) {
          const key = keyOf(dimensions.map((_, i) => String(row[`k_${i}`])));
          const want = expected.get(key);
          expect(want, `${label} ${key}`).toBeDefined();
          const got = metricsOf(basesOfRow(row), reportMetrics, withReach);
          const plain = metricsOf(want!.bases, reportMetrics, withReach);
          for (const metric of reportMetrics) {
            if (plain[metric] === null) expect(got[metric], `${label} ${key} ${metric}`).toBeNull();
            else expect(got[metric], `${label} ${key} ${metric}`).toBeCloseTo(plain[metric]!, 9);
          }
        }
        // The totals row equals its own independent total (every event in range once).
        const [totals] = await runner.query<FactRow>(compiled.totals().sql, compiled.totals().params);
        const all = recompute(events, [], range.from, range.to).get('') ?? { bases: emptyBases() };
        const got = metricsOf(basesOfRow(totals ?? {}), reportMetrics, true);
        const plain = metricsOf(all.bases, reportMetrics, true);
        for (const metric of reportMetrics)
          if (plain[metric] === null) expect(got[metric], `${label} totals ${metric}`).toBeNull();
          else expect(got[metric], `${label} totals ${metric}`).toBeCloseTo(plain[metric]!, 9);
        // The page and its totals in one query (what runReport reads): the same rows in the same
        // order with the same figures, the same totals, and the row count.
        const folded = compiled.pageWithTotals!({ limit: 100_000, offset: 0 });
        const both = await runner.query<FactRow>(folded.sql, folded.params);
        const foldedRows = both.filter((row) => Number(row.is_total) !== 1);
        const foldedTotals = both.find((row) => Number(row.is_total) === 1);
        const keysAndBases = (list: FactRow[]) =>
          list.map((row) => [dimensions.map((_, i) => String(row[`k_${i}`])), basesOfRow(row)]);
        expect(keysAndBases(foldedRows), `${label} one query`).toEqual(keysAndBases(rows));
        expect(Number(foldedTotals?.total_rows ?? 0), `${label} one query count`).toBe(rows.length);
        // (Reach where the report has it: not by hour of day, as runReport shows the totals.)
        const gotFolded = metricsOf(basesOfRow(foldedTotals ?? {}), reportMetrics, withReach);
        const plainShown = metricsOf(all.bases, reportMetrics, withReach);
        for (const metric of reportMetrics)
          if (plainShown[metric] === null)
            expect(gotFolded[metric], `${label} one query ${metric}`).toBeNull();
          else expect(gotFolded[metric], `${label} one query ${metric}`).toBeCloseTo(plainShown[metric]!, 9);
        // Without reach (no sketches: one table aggregated in place, the page's window and order
        // in the same SELECT): the same rows, figures, totals and count.
        const summedMetrics = reportMetrics.filter((metric) => !needsReach([metric]));
        const plainPage = compileReport({
          definition: { dimensions, metrics: summedMetrics, filters: {} },
          scope,
          range,
        }).pageWithTotals!({ limit: 100_000, offset: 0 });
        const plainBoth = await runner.query<FactRow>(plainPage.sql, plainPage.params);
        const summedOf = (list: FactRow[]) =>
          list.map((row) => [
            dimensions.map((_, i) => String(row[`k_${i}`])),
            metricsOf(basesOfRow(row), summedMetrics, withReach),
          ]);
        expect(summedOf(plainBoth.filter((row) => Number(row.is_total) !== 1)), `${label} summed`).toEqual(
          summedOf(rows),
        );
        const plainTotals = plainBoth.find((row) => Number(row.is_total) === 1);
        expect(Number(plainTotals?.total_rows ?? 0), `${label} summed count`).toBe(rows.length);
        expect(summedOf([plainTotals ?? {}]), `${label} summed totals`).toEqual(
          summedOf([foldedTotals ?? {}]),
        );
      }
    }
  }, 240_000);

  it('counts 02:30 UTC on the previous São Paulo day and a month’s last instant in that month', async () => {
    const definition = {
      dimensions: ['date'] as ReportDimension[],
      metrics: ['impressions' as const],
      filters: {},
    };
    const compiled = compileReport({ definition, scope, range: { from: '2026-02-28', to: '2026-03-01' } });
    const rows = await runner.query<FactRow>(
      compiled.rows({ limit: 10, offset: 0 }).sql,
      compiled.rows({ limit: 10, offset: 0 }).params,
    );
    const edges = recompute(
      events.filter((e) => e.id.startsWith('edge')),
      ['date'],
      '2026-02-28',
      '2026-03-01',
    );
    expect([...edges.entries()].map(([k, v]) => [k, v.bases.impressions])).toEqual([
      ['2026-02-28', 2],
      ['2026-03-01', 1],
    ]);
    const plain = recompute(events, ['date'], '2026-02-28', '2026-03-01');
    expect(rows.map((r) => [r.k_0, Number(r.b_impressions)])).toEqual(
      [...plain.entries()].sort().map(([k, v]) => [k, v.bases.impressions]),
    );
    // "This week" of Monday 2 March 2026 is that Monday alone; of Sunday 1 March, 23 Feb – 1 Mar.
    expect(dateRangeOfPreset('this_week', today)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(dateRangeOfPreset('this_week', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('keeps ratios from sums: a CTR of 1 of 100 and 1 of 1 is 2/101, not the average of 50.5 %', () => {
    const bases = { ...emptyBases(), impressions: 101, clicks: 2 };
    expect(metricRegistry.ctr.value(bases)).toBeCloseTo(2 / 101);
  });
});

describe('reach on a million events', () => {
  it('merges the day sketches within 1 % of the exact distinct count (never a sum of daily reaches)', async () => {
    // 1,000,000 impressions over 10 São Paulo days (100,000 a day) by 300,000 users, each seen on 3 or 4 days.
    await runner.exec(`INSERT INTO events (id, type, at, company_id, advertiser_id, campaign_id, group_id, strategy_id,
        creative_id, currency, user_key, exclusion)
      SELECT concat('reach-', toString(number)), 'impression',
        toDateTime64('2026-05-01 12:00:00', 3, 'UTC') + toIntervalHour(intDiv(number, 100000) * 24 + number % 24),
        'company-r', 'adv-r', 'cr-1', 'g-r', 's-r', 'k', 'BRL', concat('user-', toString((number * 7919) % 300000)), ''
      FROM numbers(1000000)`);
    const reachScope: ReportScope = {
      companyId: 'company-r',
      campaigns: [{ id: 'cr-1', advertiserId: 'adv-r', channel: 'PROGRAMMATIC' }],
      strategies: [],
    };
    const compiled = compileReport({
      definition: { dimensions: ['campaign'], metrics: ['reach', 'frequency', 'impressions'], filters: {} },
      scope: reachScope,
      range: { from: '2026-05-01', to: '2026-05-12' },
    });
    const [row] = await runner.query<FactRow>(
      compiled.rows({ limit: 10, offset: 0 }).sql,
      compiled.rows({ limit: 10, offset: 0 }).params,
    );
    const metrics = metricsOf(basesOfRow(row!), ['reach', 'frequency', 'impressions'], true);
    const [exact] = await runner.query<{ n: string }>(
      `SELECT uniqExact(user_key) AS n FROM events WHERE campaign_id = 'cr-1' AND type = 'impression'`,
    );
    expect(Number(exact!.n)).toBe(300_000);
    expect(metrics.impressions).toBe(1_000_000);
    expect(Math.abs(metrics.reach! - 300_000) / 300_000).toBeLessThan(0.01);
    expect(metrics.frequency!).toBeCloseTo(1_000_000 / metrics.reach!, 6);
    // The sum of daily reaches would be far above the distinct count.
    const daily = compileReport({
      definition: { dimensions: ['date'], metrics: ['reach'], filters: {} },
      scope: reachScope,
      range: { from: '2026-05-01', to: '2026-05-12' },
    });
    const days = await runner.query<FactRow>(
      daily.rows({ limit: 100, offset: 0 }).sql,
      daily.rows({ limit: 100, offset: 0 }).params,
    );
    expect(days.reduce((sum, d) => sum + Number(d.b_reach), 0)).toBeGreaterThan(900_000);
  }, 120_000);
});
