import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import type {
  BidderMinuteStats,
  DeliveryTotals,
  EventStore,
  MinuteDelivery,
  PlatformStatsRow,
} from '@verba/events';
import { latestPlatformStats } from '@verba/events/platform-stats';
import type { RollupDimension } from '@verba/events/reads';
import { saoPauloDateOf } from '@verba/domain';
import { emptyDeliveryTotals } from '@verba/events/event-store';
import { minuteSpendOf } from '@verba/core/delivery/spend/minute-spend-of';
import { exchangeSpendOf } from '@verba/core/exchanges/reports/exchange-spend-of';

const hourMs = 3_600_000;
const minuteMs = 60_000;

function add(totals: DeliveryTotals, e: DeliveryEvent) {
  if (e.exclusion !== '') {
    totals.excluded++;
    return;
  }
  if (e.type === 'bid') totals.bids++;
  if (e.type === 'win') totals.wins++;
  if (e.type === 'impression') totals.impressions++;
  if (e.type === 'click') totals.clicks++;
  if (e.type === 'conversion') {
    totals.conversions++;
    totals.conversionValueMicros += BigInt(e.valueMicros);
  }
  if (e.type === 'video_start') totals.videoStarts++;
  if (e.type === 'video_complete') totals.videoCompletes++;
  totals.spendMicros += BigInt(e.costMicros);
}

function totalsBy(events: readonly DeliveryEvent[], key: (e: DeliveryEvent) => string) {
  const out = new Map<string, DeliveryTotals>();
  for (const e of events) {
    const k = key(e);
    if (!out.has(k)) out.set(k, emptyDeliveryTotals());
    add(out.get(k)!, e);
  }
  return out;
}

/** An in-memory EventStore for the pages' tests: the interface's reads computed from the raw events. */
export class FakeEventStore implements EventStore {
  readonly kind = 'chdb' as const;
  events: DeliveryEvent[] = [];
  stats: BidderMinuteStats[] = [];
  platformRows: PlatformStatsRow[] = [];

  /** As the store's rollups answer: an event counts by the start of its hour (or minute). */
  private within(from?: Date, to?: Date, bucketMs = hourMs) {
    return this.events.filter((e) => {
      const bucket = Math.floor(e.at / bucketMs) * bucketMs;
      return (from === undefined || bucket >= from.getTime()) && (to === undefined || bucket < to.getTime());
    });
  }

  async append(events: readonly DeliveryEvent[]) {
    const seen = new Set(this.events.map((e) => e.id));
    this.events.push(...events.filter((e) => !seen.has(e.id)));
  }
  async flush() {}
  async campaignTotals(q: { campaignIds: readonly string[]; from?: Date; to?: Date }) {
    return totalsBy(
      this.within(q.from, q.to).filter((e) => q.campaignIds.includes(e.campaignId)),
      (e) => e.campaignId,
    );
  }
  async strategyTotals(q: { campaignId: string; from?: Date; to?: Date }) {
    return totalsBy(
      this.within(q.from, q.to).filter((e) => e.campaignId === q.campaignId),
      (e) => e.strategyId,
    );
  }
  async hourly(q: { campaignId: string; strategyId?: string; from: Date; to: Date }) {
    const rows = this.within(q.from, q.to).filter(
      (e) => e.campaignId === q.campaignId && (q.strategyId === undefined || e.strategyId === q.strategyId),
    );
    return [...totalsBy(rows, (e) => String(Math.floor(e.at / hourMs) * hourMs))].map(([hour, totals]) => ({
      hour: new Date(Number(hour)),
      totals,
    }));
  }
  async daily(q: { campaignIds: readonly string[]; strategyId?: string; from: Date; to: Date }) {
    const rows = this.within(q.from, q.to).filter(
      (e) =>
        q.campaignIds.includes(e.campaignId) && (q.strategyId === undefined || e.strategyId === q.strategyId),
    );
    const hourOf = (e: DeliveryEvent) => new Date(Math.floor(e.at / hourMs) * hourMs);
    return [...totalsBy(rows, (e) => `${saoPauloDateOf(hourOf(e))} ${e.campaignId}`)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, totals]) => {
        const [date = '', campaignId = ''] = key.split(' ');
        return { campaignId, date, totals };
      });
  }
  async breakdown(q: { campaignId: string; dimension: RollupDimension; from?: Date; to?: Date }) {
    const valueOf: Record<string, (e: DeliveryEvent) => string> = {
      state: (e) => e.state,
      city: (e) => e.city,
      device: (e) => e.device,
      environment: (e) => e.environment,
      site_or_app: (e) => e.siteOrApp,
    };
    const value = valueOf[q.dimension];
    if (!value) throw new Error(`the fake event store has no ${q.dimension} breakdown`);
    return totalsBy(
      this.within(q.from, q.to).filter((e) => e.campaignId === q.campaignId),
      value,
    );
  }
  async minuteSpend(q: { from: Date; to: Date; campaignId?: string }) {
    return minuteSpendOf(this.events, q);
  }
  async exchangeSpend(q: { from: Date; to: Date; exchangeId?: string }) {
    return exchangeSpendOf(this.events, q);
  }
  async perMinute(q: { since: Date }): Promise<MinuteDelivery[]> {
    return [
      ...totalsBy(this.within(q.since, undefined, minuteMs), (e) =>
        String(Math.floor(e.at / minuteMs) * minuteMs),
      ),
    ].map(([minute, t]) => ({
      minute: new Date(Number(minute)),
      wins: t.wins,
      impressions: t.impressions,
      clicks: t.clicks,
      spendMicros: t.spendMicros,
    }));
  }
  async appendStats(rows: readonly BidderMinuteStats[]) {
    this.stats.push(...rows);
  }
  async appendPlatformStats(rows: readonly PlatformStatsRow[]) {
    this.platformRows.push(...rows);
  }
  async platformStats(q: { campaignIds: readonly string[]; from: string; to: string }) {
    return latestPlatformStats(this.platformRows, q);
  }
  async bidderStats(q: { since: Date }) {
    return this.stats.filter((r) => r.minute >= q.since);
  }
  async lastTouch() {
    return null;
  }
  async close() {}
}

let sequence = 0;

/** A billed-looking event of a strategy (override what the test is about). */
export function deliveryEvent(
  ids: { campaignId: string; strategyId: string; companyId?: string },
  patch: Partial<DeliveryEvent> & Pick<DeliveryEvent, 'type'>,
): DeliveryEvent {
  sequence++;
  return {
    id: `${patch.type}:bid-${sequence}`,
    at: Date.now(),
    bidId: `bid-${sequence}`,
    leaseId: 'lease-1',
    companyId: ids.companyId ?? '',
    advertiserId: '',
    campaignId: ids.campaignId,
    groupId: '',
    strategyId: ids.strategyId,
    creativeId: '',
    currency: 'BRL',
    bidCpmMicros: 0,
    costMicros: 0,
    valueMicros: 0,
    state: '',
    city: '',
    device: '',
    environment: '',
    siteOrApp: '',
    audienceIds: [],
    userKey: '',
    exclusion: '',
    exchangeId: 'exchange-1',
    ...patch,
  };
}
