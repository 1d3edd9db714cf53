import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import type { DeliveryTotals, EventStore, PlatformStatsRow } from '@verba/events';
import { emptyDeliveryTotals } from '@verba/events/event-store';
import { latestPlatformStats } from '@verba/events/platform-stats';
import { exchangeSpendOf } from '../../exchanges/reports/exchange-spend-of';
import { minuteSpendOf } from './minute-spend-of';

/**
 * For tests of the money path: an EventStore that keeps events in memory, or in an append-only
 * JSON-lines file when `file` is given (several processes append to it; every read re-reads it).
 * Only append, flush, minuteSpend, exchangeSpend, the platform stats (in memory), close and the spend of campaignTotals work; the rest is the
 * real store's (packages/events).
 */
export function fakeEventStore({ file }: { file?: string } = {}): EventStore {
  const memory: DeliveryEvent[] = [];
  const platformRows: PlatformStatsRow[] = [];
  const all = (): DeliveryEvent[] =>
    file
      ? existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter((line) => line.endsWith('}'))
            .map((line) => JSON.parse(line) as DeliveryEvent)
        : []
      : memory;
  const unsupported = () => Promise.reject(new Error('not in the fake event store'));
  return {
    kind: 'chdb',
    append(events) {
      if (file) appendFileSync(file, events.map((e) => `${JSON.stringify(e)}\n`).join(''));
      else memory.push(...events);
      return Promise.resolve();
    },
    flush: () => Promise.resolve(),
    minuteSpend: (query) => Promise.resolve(minuteSpendOf(all(), query)),
    exchangeSpend: (query) => Promise.resolve(exchangeSpendOf(all(), query)),
    campaignTotals: ({ campaignIds, from, to }) => {
      const totals = new Map<string, DeliveryTotals>();
      const rows = minuteSpendOf(all(), { from: from ?? new Date(0), to: to ?? new Date(8.64e15) });
      for (const row of rows) {
        if (!campaignIds.includes(row.campaignId)) continue;
        const total = totals.get(row.campaignId) ?? emptyDeliveryTotals();
        total.spendMicros += row.costMicros;
        total.impressions += row.impressions;
        totals.set(row.campaignId, total);
      }
      return Promise.resolve(totals);
    },
    strategyTotals: unsupported,
    hourly: unsupported,
    daily: unsupported,
    breakdown: unsupported,
    perMinute: unsupported,
    appendStats: unsupported,
    bidderStats: unsupported,
    appendPlatformStats(rows) {
      platformRows.push(...rows);
      return Promise.resolve();
    },
    platformStats: (query) => Promise.resolve(latestPlatformStats(platformRows, query)),
    lastTouch: unsupported,
    close: () => Promise.resolve(),
  };
}

/** A billing event of a won bid (the fields the money path reads; the rest neutral). */
export function billingEvent({
  bidId,
  leaseId,
  campaignId,
  strategyId,
  costMicros,
  at,
}: {
  bidId: string;
  leaseId: string;
  campaignId: string;
  strategyId: string;
  costMicros: number;
  at: number;
}): DeliveryEvent {
  return {
    id: `billing:${bidId}`,
    type: 'billing',
    at,
    bidId,
    leaseId,
    companyId: '',
    advertiserId: '',
    campaignId,
    groupId: '',
    strategyId,
    creativeId: '',
    currency: 'BRL',
    bidCpmMicros: 0,
    costMicros,
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
  };
}
