import { describe, expect, it } from 'vitest';
import {
  expectedSpendBeforeToday,
  homeAttention,
  homeAttentionPerKind,
  type AttentionCampaign,
} from './home-attention';

const today = '2026-11-20';
const campaign = (over: Partial<AttentionCampaign> = {}): AttentionCampaign => ({
  id: 'c1',
  name: 'Black Friday',
  advertiserName: 'Loja',
  currency: 'BRL',
  window: 'delivering',
  startDate: '2026-11-11',
  endDate: '2026-11-30',
  budget: 200_000n,
  // 9 of 20 days elapsed: 90 000 expected.
  spentBeforeToday: 90_000n,
  recentImpressions: 1_000,
  ...over,
});
const kinds = (items: { kind: string }[]) => items.map((i) => i.kind);

describe('expectedSpendBeforeToday', () => {
  it('spreads the budget evenly over the flight, start and end included', () => {
    expect(
      expectedSpendBeforeToday({ today, startDate: '2026-11-11', endDate: '2026-11-30', budget: 200_000n }),
    ).toBe(90_000n);
    // After the end: the whole budget.
    expect(
      expectedSpendBeforeToday({ today, startDate: '2026-11-01', endDate: '2026-11-10', budget: 1_000n }),
    ).toBe(1_000n);
  });
  it('has no target on the first day, open-ended or without a budget', () => {
    expect(
      expectedSpendBeforeToday({ today, startDate: today, endDate: '2026-11-30', budget: 1n }),
    ).toBeNull();
    expect(
      expectedSpendBeforeToday({ today, startDate: '2026-11-01', endDate: null, budget: 1n }),
    ).toBeNull();
    expect(
      expectedSpendBeforeToday({ today, startDate: '2026-11-01', endDate: '2026-11-30', budget: null }),
    ).toBeNull();
  });
});

describe('homeAttention', () => {
  const none = { advertisers: [], rejectedCreatives: [] };

  it('a campaign on target that delivered recently needs nothing', () => {
    expect(homeAttention({ today, campaigns: [campaign()], ...none })).toEqual([]);
  });

  it('not delivering: delivering window, started by yesterday, no impressions yesterday or today', () => {
    const items = homeAttention({ today, campaigns: [campaign({ recentImpressions: 0 })], ...none });
    expect(items).toEqual([
      {
        kind: 'not_delivering',
        campaign_id: 'c1',
        campaign_name: 'Black Friday',
        advertiser_name: 'Loja',
        since: '2026-11-11',
      },
    ]);
    // Starting today, in review, paused or ended: not "not delivering".
    for (const over of [
      { startDate: today },
      { window: 'in_review' as const },
      { window: 'paused' as const },
      { window: 'ended' as const },
    ])
      expect(
        homeAttention({ today, campaigns: [campaign({ recentImpressions: 0, ...over })], ...none }),
      ).toEqual([]);
  });

  it('pacing off below 70 % or above 130 % of the expected spend, farthest first; a silent one only once', () => {
    const items = homeAttention({
      today,
      campaigns: [
        campaign({ id: 'behind', spentBeforeToday: 60_000n }),
        campaign({ id: 'edge', spentBeforeToday: 63_000n }),
        campaign({ id: 'ahead', spentBeforeToday: 150_000n }),
        campaign({ id: 'far', spentBeforeToday: 1_000n }),
        campaign({ id: 'silent', spentBeforeToday: 0n, recentImpressions: 0 }),
      ],
      ...none,
    });
    expect(items.map((i) => ('campaign_id' in i ? `${i.kind}:${i.campaign_id}` : i.kind))).toEqual([
      'not_delivering:silent',
      'pacing_off:far',
      'pacing_off:ahead',
      'pacing_off:behind',
    ]);
    expect(items[2]).toMatchObject({
      direction: 'ahead',
      spent: '150000',
      expected: '90000',
      currency: 'BRL',
    });
  });

  it('low balance: under R$ 50 with published campaigns; nothing for roles that do not see balances', () => {
    const advertisers = [
      { id: 'a1', name: 'Zeta', currency: 'BRL' as const, balance: 4_999n, publishedCampaigns: 1 },
      { id: 'a2', name: 'Alfa', currency: 'BRL' as const, balance: 5_000n, publishedCampaigns: 3 },
      { id: 'a3', name: 'Beta', currency: 'BRL' as const, balance: 0n, publishedCampaigns: 0 },
      { id: 'a4', name: 'Gama', currency: 'BRL' as const, balance: 10n, publishedCampaigns: 2 },
    ];
    const items = homeAttention({ today, campaigns: [], advertisers, rejectedCreatives: [] });
    expect(items).toEqual([
      { kind: 'low_balance', advertiser_id: 'a4', advertiser_name: 'Gama', currency: 'BRL', balance: '10' },
      { kind: 'low_balance', advertiser_id: 'a1', advertiser_name: 'Zeta', currency: 'BRL', balance: '4999' },
    ]);
    expect(homeAttention({ today, campaigns: [], advertisers: null, rejectedCreatives: [] })).toEqual([]);
  });

  it('rejected creatives, and at most five of each kind in kind order', () => {
    const rejectedCreatives = Array.from({ length: 7 }, (_, i) => ({
      id: `cr${i}`,
      name: `Banner ${i}`,
      advertiserId: 'a1',
      advertiserName: 'Loja',
      reason: 'Texto ilegível',
    }));
    const campaigns = Array.from({ length: 7 }, (_, i) => campaign({ id: `c${i}`, recentImpressions: 0 }));
    const items = homeAttention({ today, campaigns, advertisers: null, rejectedCreatives });
    expect(kinds(items)).toEqual([
      ...Array<string>(homeAttentionPerKind).fill('not_delivering'),
      ...Array<string>(homeAttentionPerKind).fill('rejected_creative'),
    ]);
    expect(items.at(-1)).toMatchObject({
      creative_id: 'cr4',
      creative_name: 'Banner 4',
      reason: 'Texto ilegível',
    });
  });
});
