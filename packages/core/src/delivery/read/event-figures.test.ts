import { describe, expect, it } from 'vitest';
import type { EventStore } from '@verba/events';
import { campaignEventFigures } from './event-figures';

describe('campaignEventFigures', () => {
  it('asks "delivered lately?" from the start of the previous clock hour, the rollups being hourly', async () => {
    const asked: { from?: Date; to?: Date }[] = [];
    const events = {
      campaignTotals: () => Promise.resolve(new Map()),
      strategyTotals: (query: { from?: Date; to?: Date }) => {
        asked.push(query);
        return Promise.resolve(new Map());
      },
      hourly: () => Promise.resolve([]),
    } as unknown as EventStore;
    const now = new Date('2026-11-24T16:05:00Z');
    await campaignEventFigures({ events, campaignId: 'c', now });
    // All time, then the recent window: 15:00–16:05 holds the 15:00 hour's impressions (15:51, say),
    // which a window from 15:05 would leave out — the hour bucket starts before it.
    expect(asked).toEqual([
      { campaignId: 'c' },
      { campaignId: 'c', from: new Date('2026-11-24T15:00:00Z'), to: now },
    ]);
  });
});
