import { addCalendarDays, saoPauloDateOf } from '@verba/domain/calendar/calendar-date';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { isUuid } from '../../ids';
import { requireStaff } from '../exchange-rules';
import { compareExchangeReports } from './compare-exchange-reports';

/** One exchange × day as the API answers it (money in micros, as decimal strings). */
export interface ExchangeReportDayView {
  exchange_id: string;
  slug: string;
  name: string;
  day: string;
  counted_impressions: number;
  counted_spend_micros: string;
  counted_currency: string | null;
  ledger_posted_micros: string | null;
  billed_impressions: number | null;
  billed_spend_micros: string | null;
  billed_currency: string | null;
  billed_imported_at: string | null;
  difference_impressions: number | null;
  difference_spend_micros: string | null;
  status: 'agrees' | 'differs' | 'no_report' | 'currency_differs';
}

/**
 * GET staff/exchange-reports — staff only: per exchange and São Paulo day in [from, to] (default
 * the last 14 days; a longer span than 92 days is cut to its last 92), what Verba counted, the ledger posted and the exchange billed, the difference
 * and whether it is within the tolerance. At most 92 days.
 */
export async function getExchangeReports({
  deps,
  actor,
  query,
}: {
  deps: Pick<Deps, 'db' | 'now' | 'events'>;
  actor: Actor;
  query: { from?: string | undefined; to?: string | undefined; exchange_id?: string | undefined };
}): Promise<ExchangeReportDayView[]> {
  requireStaff(actor);
  if (query.exchange_id && !isUuid(query.exchange_id)) throw fail('EXCHANGE_NOT_FOUND');
  if (!deps.events) throw new Error('getExchangeReports needs the event store (deps.events)');
  const to = query.to ?? saoPauloDateOf(deps.now());
  let from = query.from ?? addCalendarDays(to, -13);
  if (from > to) throw fail('VALIDATION_FAILED', { from: [{ key: 'validation:date_range_order', params: {} }] });
  if (addCalendarDays(from, 92) <= to) from = addCalendarDays(to, -91);
  const days = await compareExchangeReports({
    db: deps.db,
    store: deps.events,
    from,
    to,
    ...(query.exchange_id ? { exchangeId: query.exchange_id } : {}),
  });
  return days.map((d) => ({
    exchange_id: d.exchangeId,
    slug: d.slug,
    name: d.name,
    day: d.day,
    counted_impressions: d.counted.impressions,
    counted_spend_micros: d.counted.spendMicros.toString(),
    counted_currency: d.counted.currency,
    ledger_posted_micros: d.postedCentavos === null ? null : (d.postedCentavos * 10_000n).toString(),
    billed_impressions: d.billed?.impressions ?? null,
    billed_spend_micros: d.billed?.spendMicros.toString() ?? null,
    billed_currency: d.billed?.currency ?? null,
    billed_imported_at: d.billed?.importedAt.toISOString() ?? null,
    difference_impressions: d.difference?.impressions ?? null,
    difference_spend_micros: d.difference?.spendMicros.toString() ?? null,
    status: d.status,
  }));
}
