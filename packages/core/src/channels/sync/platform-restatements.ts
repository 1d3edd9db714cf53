import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { saoPauloDateOf, type CalendarDate } from '@verba/domain';
import type { Deps } from '../../deps';

/**
 * The durable restatement log (issue 29, PostgreSQL migration 0074): a platform "restated" a day
 * when a later fetch gives other figures for a São Paulo day that had already ended when the
 * previous fetch was made. Today's figures growing during the day are not restatements.
 */

export interface DayFigures {
  impressions: number;
  clicks: number;
  costMicros: bigint;
  conversions: number;
}

interface FetchedRow extends DayFigures {
  day: string;
  /** null or 255-free: a whole-day row. */
  hour: number | null;
  fetchedAt?: Date;
}

/** Each day's figures as fetched: its whole-day rows when the platform gave them, else its hours summed. */
export function dayFiguresOf(
  rows: readonly FetchedRow[],
): Map<string, DayFigures & { fetchedAt: Date | null }> {
  const whole = new Map<string, DayFigures & { fetchedAt: Date | null }>();
  const hours = new Map<string, DayFigures & { fetchedAt: Date | null }>();
  for (const row of rows) {
    const into = row.hour === null ? whole : hours;
    const sum = into.get(row.day) ?? {
      impressions: 0,
      clicks: 0,
      costMicros: 0n,
      conversions: 0,
      fetchedAt: null,
    };
    sum.impressions += row.impressions;
    sum.clicks += row.clicks;
    sum.costMicros += row.costMicros;
    sum.conversions += row.conversions;
    if (row.fetchedAt && (!sum.fetchedAt || row.fetchedAt > sum.fetchedAt)) sum.fetchedAt = row.fetchedAt;
    into.set(row.day, sum);
  }
  for (const [day, sum] of hours) if (!whole.has(day)) whole.set(day, sum);
  return whole;
}

export interface Restatement {
  day: CalendarDate;
  before: DayFigures;
  after: DayFigures;
  previousFetchedAt: Date;
}

const zero: DayFigures = { impressions: 0, clicks: 0, costMicros: 0n, conversions: 0 };

const differ = (a: DayFigures, b: DayFigures) =>
  a.impressions !== b.impressions ||
  a.clicks !== b.clicks ||
  a.costMicros !== b.costMicros ||
  Math.abs(a.conversions - b.conversions) > 1e-6;

/**
 * The days of `previous` (the latest stored fetch) that `next` (this fetch, covering `days`)
 * restates: the day had ended (São Paulo) when it was fetched before, and its figures changed. A
 * day this fetch no longer reports counts as restated to zero. Pure.
 */
export function restatementsOf(input: {
  previous: readonly FetchedRow[];
  next: readonly FetchedRow[];
  /** The days this fetch covers (a day outside it is not compared). */
  from: CalendarDate;
  to: CalendarDate;
}): Restatement[] {
  const before = dayFiguresOf(input.previous);
  const after = dayFiguresOf(input.next);
  const found: Restatement[] = [];
  for (const [day, shown] of [...before.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (day < input.from || day > input.to || !shown.fetchedAt) continue;
    if (saoPauloDateOf(shown.fetchedAt) <= day) continue; // the day was still running then
    const now = after.get(day) ?? zero;
    if (!differ(shown, now)) continue;
    const figures = (f: DayFigures): DayFigures => ({
      impressions: f.impressions,
      clicks: f.clicks,
      costMicros: f.costMicros,
      conversions: f.conversions,
    });
    found.push({ day, before: figures(shown), after: figures(now), previousFetchedAt: shown.fetchedAt });
  }
  return found;
}

/** Appends restatements of a campaign to the log. */
export async function recordRestatements(
  deps: Deps,
  input: {
    campaignId: string;
    platform: string;
    currency: string;
    restatements: readonly Restatement[];
    detectedAt: Date;
  },
): Promise<void> {
  for (const r of input.restatements)
    await deps.db.execute(
      sql`INSERT INTO platform_restatements (company_id, campaign_id, platform, day, currency,
            old_impressions, old_clicks, old_cost_micros, old_conversions,
            new_impressions, new_clicks, new_cost_micros, new_conversions, previous_fetched_at, detected_at)
          SELECT company_id, id, ${input.platform}, ${r.day}, ${input.currency},
            ${r.before.impressions}, ${r.before.clicks}, ${r.before.costMicros.toString()}, ${r.before.conversions},
            ${r.after.impressions}, ${r.after.clicks}, ${r.after.costMicros.toString()}, ${r.after.conversions},
            ${r.previousFetchedAt}, ${input.detectedAt}
          FROM campaigns WHERE id = ${input.campaignId}`,
    );
}

export interface RestatementRecord {
  campaignId: string;
  day: CalendarDate;
  platform: string;
  currency: string;
  before: DayFigures;
  after: DayFigures;
  previousFetchedAt: Date;
  detectedAt: Date;
}

/** The company's logged restatements, newest first (of some campaigns and São Paulo days). */
export async function readRestatements(
  deps: Deps,
  query: {
    companyId: string;
    campaignIds?: readonly string[];
    from?: CalendarDate;
    to?: CalendarDate;
    limit?: number;
  },
): Promise<RestatementRecord[]> {
  // Connect-only campaigns (`connected:…` ids) are not logged here.
  const campaignIds = query.campaignIds?.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (campaignIds && campaignIds.length === 0) return [];
  const rows = await queryRows<{
    campaign_id: string;
    day: string;
    platform: string;
    currency: string;
    old_impressions: string;
    old_clicks: string;
    old_cost_micros: string;
    old_conversions: number;
    new_impressions: string;
    new_clicks: string;
    new_cost_micros: string;
    new_conversions: number;
    previous_fetched_at: Date | string;
    detected_at: Date | string;
  }>(
    deps.db,
    sql`SELECT campaign_id::text, day::text, platform, currency, old_impressions::text, old_clicks::text,
               old_cost_micros::text, old_conversions, new_impressions::text, new_clicks::text,
               new_cost_micros::text, new_conversions, previous_fetched_at, detected_at
        FROM platform_restatements
        WHERE company_id = ${query.companyId}
          ${
            campaignIds
              ? sql`AND campaign_id IN (${sql.join(
                  campaignIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }
          ${query.from ? sql`AND day >= ${query.from}` : sql``}
          ${query.to ? sql`AND day <= ${query.to}` : sql``}
        ORDER BY detected_at DESC, day DESC
        LIMIT ${query.limit ?? 1000}`,
  );
  return rows.map((row) => ({
    campaignId: row.campaign_id,
    day: row.day,
    platform: row.platform,
    currency: row.currency,
    before: {
      impressions: Number(row.old_impressions),
      clicks: Number(row.old_clicks),
      costMicros: BigInt(row.old_cost_micros),
      conversions: Number(row.old_conversions),
    },
    after: {
      impressions: Number(row.new_impressions),
      clicks: Number(row.new_clicks),
      costMicros: BigInt(row.new_cost_micros),
      conversions: Number(row.new_conversions),
    },
    previousFetchedAt: new Date(row.previous_fetched_at),
    detectedAt: new Date(row.detected_at),
  }));
}
