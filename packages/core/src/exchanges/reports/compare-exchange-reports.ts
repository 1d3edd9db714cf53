import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import type { EventStore, ExchangeMinuteSpend } from '@verba/events';
import { saoPauloDateOf } from '@verba/domain/calendar/calendar-date';
import { addCalendarDays } from '@verba/domain/calendar/calendar-date';
import { saoPauloStartOfDay } from '@verba/domain/calendar/date-range';
import { exchangeDayStatus, type ExchangeDayStatus } from '@verba/domain/exchange-reports/report-format';
import { microsPerMinor } from '../../delivery/leases/acquire-lease';
import { readSpendCursor } from '../../delivery/spend/spend-cursor';

/** One exchange × São Paulo day: what Verba counted, what the ledger posted, what the exchange billed. */
export interface ExchangeDayComparison {
  exchangeId: string;
  slug: string;
  name: string;
  day: string;
  /** Billing events and their cost (micros) in the event store. */
  counted: { impressions: number; spendMicros: bigint; currency: string | null };
  /**
   * Centavos the ledger posted for the day's minutes of this exchange (a strategy-minute's posting
   * is shared among exchanges by their share of its cost); null when the spend poster has not yet
   * posted the whole day.
   */
  postedCentavos: bigint | null;
  /** The exchange's own report, or null when none was imported for the day. */
  billed: { impressions: number; spendMicros: bigint; currency: string; importedAt: Date } | null;
  /** counted − billed (impressions and micros); null without a report. */
  difference: { impressions: number; spendMicros: bigint } | null;
  status: ExchangeDayStatus;
}

/**
 * Per exchange and São Paulo day in [from, to] (calendar dates, inclusive): Verba's billed count
 * (events migration 0007's exchange_spend_minute), the ledger's delivery postings attributed to the
 * exchange, and the exchange's imported report (exchange_daily_reports), with the difference and
 * whether it is within the tolerance (domain exchangeReportTolerance). Days with neither events
 * nor a report are left out.
 */
export async function compareExchangeReports({
  db,
  store,
  from,
  to,
  exchangeId,
}: {
  db: DbOrTx;
  store: EventStore;
  from: string;
  to: string;
  exchangeId?: string;
}): Promise<ExchangeDayComparison[]> {
  const start = saoPauloStartOfDay(from);
  const end = saoPauloStartOfDay(addCalendarDays(to, 1));
  await store.flush();
  const exchangesById = new Map(
    (
      await queryRows<{ id: string; slug: string; name: string }>(
        db,
        sql`SELECT id::text, slug, name FROM exchanges ORDER BY slug`,
      )
    ).map((row) => [row.id, row]),
  );
  const minutes = await store.exchangeSpend({ from: start, to: end, ...(exchangeId ? { exchangeId } : {}) });
  const counted = new Map<string, { impressions: number; spendMicros: bigint; currency: string | null }>();
  const key = (exchange: string, day: string) => `${exchange}|${day}`;
  for (const row of minutes) {
    const k = key(row.exchangeId, saoPauloDateOf(row.minute));
    const entry = counted.get(k) ?? { impressions: 0, spendMicros: 0n, currency: row.currency };
    entry.impressions += row.billed;
    entry.spendMicros += row.costMicros;
    if (entry.currency !== row.currency) entry.currency = null;
    counted.set(k, entry);
  }

  const posted = await postedPerExchangeDay(db, minutes, start, end);
  const postedThrough = await readSpendCursor({ db });

  const reports = await queryRows<{
    exchange_id: string;
    day: string;
    currency: string;
    impressions: string;
    spend_micros: string;
    imported_at: Date | string;
  }>(
    db,
    sql`SELECT exchange_id::text, to_char(day, 'YYYY-MM-DD') AS day, currency, impressions::text,
          spend_micros::text, imported_at
        FROM exchange_daily_reports
        WHERE day BETWEEN ${from} AND ${to}
          AND (${exchangeId ?? null}::uuid IS NULL OR exchange_id = ${exchangeId ?? null}::uuid)`,
  );
  const billed = new Map(
    reports.map((row) => [
      key(row.exchange_id, row.day),
      {
        impressions: Number(row.impressions),
        spendMicros: BigInt(row.spend_micros),
        currency: row.currency,
        importedAt: new Date(row.imported_at),
      },
    ]),
  );

  const keys = [...new Set([...counted.keys(), ...billed.keys()])];
  const result: ExchangeDayComparison[] = keys.map((k) => {
    const [id, day] = k.split('|') as [string, string];
    const exchange = exchangesById.get(id);
    const count = counted.get(k) ?? { impressions: 0, spendMicros: 0n, currency: null };
    const report = billed.get(k) ?? null;
    const dayEnd = saoPauloStartOfDay(addCalendarDays(day, 1));
    return {
      exchangeId: id,
      slug: exchange?.slug ?? '',
      name: exchange?.name ?? '',
      day,
      counted: count,
      postedCentavos: postedThrough >= dayEnd ? (posted.get(k) ?? 0n) : null,
      billed: report,
      difference: report
        ? { impressions: count.impressions - report.impressions, spendMicros: count.spendMicros - report.spendMicros }
        : null,
      status: exchangeDayStatus(count, report),
    };
  });
  return result.sort((a, b) => a.day.localeCompare(b.day) || a.slug.localeCompare(b.slug));
}

/**
 * The ledger's delivery postings (delivery_spend_minutes.posted, centavos per strategy and minute)
 * of [start, end), each shared among the exchanges of that strategy-minute by their cost (the
 * largest share takes the rounding), summed per exchange and São Paulo day.
 */
async function postedPerExchangeDay(
  db: DbOrTx,
  minutes: readonly ExchangeMinuteSpend[],
  start: Date,
  end: Date,
): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ strategy_id: string; minute: Date | string; posted: string }>(
    db,
    sql`SELECT strategy_id::text, minute, posted::text FROM delivery_spend_minutes
        WHERE minute >= ${start} AND minute < ${end} AND posted > 0`,
  );
  const shares = new Map<string, ExchangeMinuteSpend[]>();
  for (const row of minutes) {
    const k = `${row.strategyId}|${row.minute.getTime()}`;
    shares.set(k, [...(shares.get(k) ?? []), row]);
  }
  const result = new Map<string, bigint>();
  for (const row of rows) {
    const minute = new Date(row.minute);
    const day = saoPauloDateOf(minute);
    const posted = BigInt(row.posted);
    const parts = shares.get(`${row.strategy_id}|${minute.getTime()}`) ?? [];
    const total = parts.reduce((sum, part) => sum + part.costMicros, 0n);
    if (parts.length === 0 || total <= 0n) {
      const k = `|${day}`;
      result.set(k, (result.get(k) ?? 0n) + posted);
      continue;
    }
    const sorted = [...parts].sort((a, b) => (b.costMicros > a.costMicros ? 1 : b.costMicros < a.costMicros ? -1 : 0));
    let left = posted;
    sorted.forEach((part, i) => {
      const share = i === 0 ? 0n : (posted * part.costMicros) / total;
      if (i > 0) left -= share;
      const k = `${part.exchangeId}|${day}`;
      result.set(k, (result.get(k) ?? 0n) + share);
    });
    const first = `${sorted[0]!.exchangeId}|${day}`;
    result.set(first, (result.get(first) ?? 0n) + left);
  }
  return result;
}

/** Micros as centavos rounded down (how the poster bills a strategy's spend). */
export const centavosOf = (micros: bigint) => micros / microsPerMinor;
