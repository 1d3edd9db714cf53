import { describe, expect, it } from 'vitest';
import type { EventStore } from '@verba/events';
import { emptyDeliveryTotals } from '@verba/events/event-store';
import { campaignDays } from './campaign-days';

// 15:00 in São Paulo on 24/11/2026.
const now = new Date('2026-11-24T18:00:00Z');

function storeAnswering(rows: Awaited<ReturnType<EventStore['daily']>>) {
  const asked: { from: Date; to: Date }[] = [];
  const events = {
    daily: (query: { from: Date; to: Date }) => {
      asked.push(query);
      return Promise.resolve(rows);
    },
  } as unknown as EventStore;
  return { events, asked };
}

const campaign = (startDate: string | null, endDate: string | null = null) => ({
  id: 'c1',
  currency: 'BRL' as const,
  startDate,
  endDate,
});

describe('campaignDays', () => {
  it('covers the start to today, every day, asking the store for whole São Paulo days', async () => {
    const billed = { ...emptyDeliveryTotals(), impressions: 10, clicks: 1, spendMicros: 1_239_999n };
    const { events, asked } = storeAnswering([
      { campaignId: 'c1', date: '2026-11-23', totals: billed },
      { campaignId: 'other', date: '2026-11-23', totals: billed },
    ]);
    const days = await campaignDays({ events, campaign: campaign('2026-11-22'), now });
    expect(days).toEqual([
      { date: '2026-11-22', impressions: 0, clicks: 0, conversions: 0, spend: [] },
      {
        date: '2026-11-23',
        impressions: 10,
        clicks: 1,
        conversions: 0,
        spend: [{ currency: 'BRL', amount: '123' }],
      },
      { date: '2026-11-24', impressions: 0, clicks: 0, conversions: 0, spend: [] },
    ]);
    expect(asked).toEqual([
      { campaignIds: ['c1'], from: new Date('2026-11-22T03:00:00Z'), to: new Date('2026-11-25T03:00:00Z') },
    ]);
  });

  it('shows at most the last 90 days, and stops at the end date', async () => {
    const long = await campaignDays({
      events: storeAnswering([]).events,
      campaign: campaign('2025-01-01'),
      now,
    });
    expect(long).toHaveLength(90);
    expect(long.at(-1)!.date).toBe('2026-11-24');
    const ended = await campaignDays({
      events: storeAnswering([]).events,
      campaign: campaign('2026-11-01', '2026-11-10'),
      now,
    });
    expect(ended.map((d) => d.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('is empty before the start, without a start date, and without an event store', async () => {
    const { events, asked } = storeAnswering([]);
    expect(await campaignDays({ events, campaign: campaign('2026-12-01'), now })).toEqual([]);
    expect(await campaignDays({ events, campaign: campaign(null), now })).toEqual([]);
    expect(await campaignDays({ events: undefined, campaign: campaign('2026-11-01'), now })).toEqual([]);
    expect(asked).toEqual([]);
  });
});
