import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import type { MinuteSpend } from '@verba/events';

/**
 * Billed spend per campaign, strategy, lease and minute of events (billing events not excluded,
 * each id counted once) whose minute lies in [from, to): what EventStore.minuteSpend answers, for
 * the in-test fakes.
 */
export function minuteSpendOf(
  events: Iterable<DeliveryEvent>,
  { from, to, campaignId }: { from: Date; to: Date; campaignId?: string },
): MinuteSpend[] {
  const seen = new Set<string>();
  const rows = new Map<string, MinuteSpend>();
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    if (event.type !== 'billing' || event.exclusion !== '') continue;
    if (campaignId && event.campaignId !== campaignId) continue;
    const minute = Math.floor(event.at / 60_000) * 60_000;
    if (minute < from.getTime() || minute >= to.getTime()) continue;
    const key = `${event.strategyId}|${event.leaseId}|${minute}`;
    const row = rows.get(key) ?? {
      campaignId: event.campaignId,
      strategyId: event.strategyId,
      leaseId: event.leaseId,
      minute: new Date(minute),
      costMicros: 0n,
      impressions: 0,
    };
    row.costMicros += BigInt(event.costMicros);
    row.impressions += 1;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.minute.getTime() - b.minute.getTime());
}
