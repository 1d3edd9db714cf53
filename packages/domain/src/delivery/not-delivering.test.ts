import { describe, expect, it } from 'vitest';
import { mergeReasons, setupReasons, type StrategySetup } from './not-delivering';

const live: StrategySetup = {
  today: '2026-11-24',
  campaign: { type: 'PROGRAMMATIC', status: 'active', startDate: '2026-11-01', endDate: '2026-12-31' },
  group: { status: 'active', startDate: null, endDate: null },
  strategy: { status: 'active' },
  creatives: { approved: 1, pending: 0, rejected: 0 },
  reservationRemaining: 10_000n,
  strategyBudget: 5_000n,
  strategySpendMicros: 0n,
};
const setup = (patch: Partial<StrategySetup>) => setupReasons({ ...live, ...patch });

describe('setupReasons', () => {
  it('a live strategy has none', () => expect(setupReasons(live)).toEqual([]));

  it('names review, dates and pauses', () => {
    expect(setup({ campaign: { ...live.campaign, status: 'draft' } })).toEqual(['not_published']);
    expect(setup({ campaign: { ...live.campaign, status: 'pending' } })).toEqual(['pending_review']);
    expect(setup({ campaign: { ...live.campaign, status: 'failed' } })).toEqual(['rejected']);
    expect(setup({ campaign: { ...live.campaign, startDate: '2026-11-25' } })).toEqual(['not_started']);
    expect(setup({ group: { ...live.group, startDate: '2026-11-30' } })).toEqual(['not_started']);
    expect(setup({ campaign: { ...live.campaign, endDate: '2026-11-23' } })).toEqual(['finished']);
    expect(setup({ campaign: { ...live.campaign, status: 'finished' } })).toEqual(['finished']);
    expect(setup({ strategy: { status: 'paused' } })).toEqual(['paused']);
    expect(setup({ group: { ...live.group, status: 'inactive' } })).toEqual(['paused']);
    expect(setup({ campaign: { ...live.campaign, status: 'paused' } })).toEqual(['paused']);
  });

  it('the end date is inclusive and the start day delivers', () => {
    expect(setup({ campaign: { ...live.campaign, startDate: '2026-11-24', endDate: '2026-11-24' } })).toEqual(
      [],
    );
  });

  it('creatives: pending before rejected', () => {
    expect(setup({ creatives: { approved: 0, pending: 1, rejected: 1 } })).toEqual(['creative_pending']);
    expect(setup({ creatives: { approved: 0, pending: 0, rejected: 2 } })).toEqual(['creative_rejected']);
  });

  it('a channel not live in this mode says so first, whatever else holds', () => {
    for (const type of ['SEARCH', 'YOUTUBE', 'META_ADS', 'AUDIO', 'MANUAL'] as const)
      expect(setup({ campaign: { ...live.campaign, type } })).toEqual(['channel_not_live']);
    expect(
      setup({
        campaign: { ...live.campaign, type: 'YOUTUBE', status: 'paused' },
        channel: { deliverable: false, status: null },
      }),
    ).toEqual(['channel_not_live', 'paused']);
    for (const type of ['PROGRAMMATIC', 'NATIVE', 'NATIVE_CONTEXTUAL', 'NATIVE_OPEN', 'PUSH'] as const)
      expect(setup({ campaign: { ...live.campaign, type } })).toEqual([]);
  });

  it('a live channel: being created, refused, paused on the platform (the budget watch), or delivering', () => {
    const search = { ...live.campaign, type: 'SEARCH' as const };
    const at = (status: 'creating' | 'paused' | 'active' | 'failed' | null, campaign = search) =>
      setup({ campaign, channel: { deliverable: true, status } });
    expect(at(null)).toEqual(['channel_creating']);
    expect(at('creating')).toEqual(['channel_creating']);
    expect(at('failed')).toEqual(['channel_refused']);
    expect(at('paused')).toEqual(['channel_paused']);
    expect(at('active')).toEqual([]);
    // Before approval the review says it; a paused campaign says paused.
    expect(at(null, { ...search, status: 'pending' })).toEqual(['pending_review']);
    expect(at('paused', { ...search, status: 'paused' })).toEqual(['paused']);
  });

  it('budget used up: the reservation is empty or the strategy spent its budget', () => {
    expect(setup({ reservationRemaining: 0n })).toEqual(['budget_used_up']);
    expect(setup({ strategySpendMicros: 5_000n * 10_000n })).toEqual(['budget_used_up']);
    expect(setup({ strategySpendMicros: 5_000n * 10_000n - 1n })).toEqual([]);
    expect(setup({ strategyBudget: null, strategySpendMicros: 10n ** 15n })).toEqual([]);
  });
});

describe('mergeReasons', () => {
  it('setup reasons win; bidder reasons are not shown next to them', () => {
    expect(mergeReasons({ setup: ['paused'], bidder: { pacing: 9 }, deliveredLately: false })).toEqual([
      { code: 'paused', source: 'setup', count: null },
    ]);
  });

  it('a strategy that delivers shows nothing', () => {
    expect(mergeReasons({ setup: [], bidder: { pacing: 9 }, deliveredLately: true })).toEqual([]);
  });

  it('bidder reasons by count, merged by meaning, request-level ones dropped', () => {
    expect(
      mergeReasons({
        setup: [],
        bidder: { targeting: 5, format: 4, frequency_cap: 7, malformed: 100, pacing: 1, floor_above_bid: 2 },
        deliveredLately: false,
      }),
    ).toEqual([
      { code: 'no_matching_traffic', source: 'bidder', count: 9 },
      { code: 'frequency_cap', source: 'bidder', count: 7 },
      { code: 'floor_above_bid', source: 'bidder', count: 2 },
    ]);
  });

  it('nothing known: no recent delivery', () => {
    expect(mergeReasons({ setup: [], bidder: undefined, deliveredLately: false })).toEqual([
      { code: 'no_recent_delivery', source: 'setup', count: null },
    ]);
  });
});
