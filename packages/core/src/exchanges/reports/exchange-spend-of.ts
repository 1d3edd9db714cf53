import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import type { ExchangeMinuteSpend } from '@verba/events';

/**
 * Billed events and cost per exchange, strategy and minute of events (billing events not excluded,
 * each id counted once) whose minute lies in [from, to): what EventStore.exchangeSpend answers, for
 * the in-test fakes.
 */
export function exchangeSpendOf(
  events: Iterable<DeliveryEvent>,
  { from, to, exchangeId }: { from: Date; to: Date; exchangeId?: string },
): ExchangeMinuteSpend[] {
  const seen = new Set<string>();
  const rows = new Map<string, ExchangeMinuteSpend>();
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    if (event.type !== 'billing' || event.exclusion !== '') continue;
    const exchange = event.exchangeId;
    if (exchangeId !== undefined && exchange !== exchangeId) continue;
    const minute = Math.floor(event.at / 60_000) * 60_000;
    if (minute < from.getTime() || minute >= to.getTime()) continue;
    const key = `${exchange}|${event.strategyId}|${event.currency}|${minute}`;
    const row = rows.get(key) ?? {
      exchangeId: exchange,
      strategyId: event.strategyId,
      currency: event.currency,
      minute: new Date(minute),
      billed: 0,
      costMicros: 0n,
    };
    row.costMicros += BigInt(event.costMicros);
    row.billed += 1;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.minute.getTime() - b.minute.getTime());
}
