import { describe, expect, it } from 'vitest';
import type { LeaseSource } from '@verba/domain/delivery/contracts';
import { createRatePredictor } from '@verba/domain/delivery/pricing/rate-predictor';
import { emptyDeliveryTotals } from '@verba/events/event-store';
import { liveStrategy } from '../server/testing/fake-ports';
import { createBudgetControl } from './budget-control';

const minute = 60_000;

/** A campaign whose strategy matches a request only every `everyMs`: is there a lease when it does? */
async function sparseCampaign(everyMs: number, forMs: number) {
  let now = Date.parse('2026-03-10T15:00:00Z');
  let acquired = 0;
  const source: LeaseSource = {
    acquire: ({ campaignId, bidderId, wantMicros }) => {
      acquired++;
      return Promise.resolve({
        id: `lease-${acquired}`,
        campaignId,
        bidderId,
        grantedMicros: wantMicros,
        expiresAt: now + 30_000,
      });
    },
  };
  const control = createBudgetControl({
    source,
    bidderId: 'b',
    store: { strategyTotals: () => Promise.resolve(new Map()) },
    predictor: createRatePredictor(),
    leaseSeconds: 30,
    now: () => now,
    random: () => 0,
  });
  const strategy = liveStrategy();
  control.apply({ upserts: [strategy], removals: [] });
  const answers: boolean[] = [];
  const acquiredBy = new Map<number, number>();
  for (let at = 0; at <= forMs; at += 10_000) {
    now += at === 0 ? 0 : 10_000;
    if (at > 0 && at % everyMs === 0) {
      control.pace(strategy, now);
      answers.push(control.banker.headroom(strategy, now).ok);
    }
    await control.step();
    acquiredBy.set(at, acquired);
  }
  await control.stop();
  return { answers, acquiredBy };
}

describe('budget control', () => {
  it('keeps a lease for a campaign whose traffic is sparse (a match a minute), so each match can bid', async () => {
    const { answers } = await sparseCampaign(minute, 10 * minute);
    expect(answers).toHaveLength(10);
    expect(answers.every(Boolean)).toBe(true);
  });

  it('renews leases for an hour after going live or the last request, then stops', async () => {
    const quiet = await sparseCampaign(Number.POSITIVE_INFINITY, 120 * minute);
    expect(quiet.acquiredBy.get(60 * minute)).toBeGreaterThanOrEqual(150);
    expect(quiet.acquiredBy.get(120 * minute)).toBe(quiet.acquiredBy.get(61 * minute));
    // A match every half hour still finds a lease.
    const asked = await sparseCampaign(30 * minute, 120 * minute);
    expect(asked.answers).toEqual([true, true, true, true]);
  });

  it('once started, reads the spend of a strategy new to it at once, not a step later (a restarted bidder)', async () => {
    const now = Date.parse('2026-03-10T23:00:00Z'); // 20:00 in São Paulo
    const strategy = liveStrategy(); // R$ 1.000,00, no end date: all of it may go today
    const spentToday = (spendMicros: bigint) =>
      createBudgetControl({
        source: { acquire: () => Promise.resolve(null) },
        bidderId: 'b',
        store: {
          strategyTotals: () =>
            Promise.resolve(new Map([[strategy.strategyId, { ...emptyDeliveryTotals(), spendMicros }]])),
        },
        predictor: createRatePredictor(),
        leaseSeconds: 30,
        now: () => now,
        stepMs: 60_000,
        random: () => 0,
      });
    const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

    // Its whole budget was spent today before the restart: no bid, right from the start.
    const spent = spentToday(1_000_000_000n);
    spent.start();
    spent.apply({ upserts: [strategy], removals: [] });
    await settled();
    expect(spent.pace(strategy, now).bid).toBe(false);
    await spent.stop();

    // Part of it spent, more than the rate guard's bucket holds: that spend opens no debt, it bids at once.
    const part = spentToday(30_000_000n);
    part.start();
    part.apply({ upserts: [strategy], removals: [] });
    await settled();
    expect(part.pace(strategy, now).bid).toBe(true);
    await part.stop();
  });
});

describe('a step', () => {
  it("reads each campaign's spend for that campaign's strategies, after a strategy moved campaigns too", async () => {
    const now = Date.parse('2026-03-10T15:00:00Z');
    const source: LeaseSource = {
      acquire: ({ campaignId, bidderId }) =>
        Promise.resolve({
          id: `lease-${campaignId}`,
          campaignId,
          bidderId,
          grantedMicros: 10n ** 12n,
          expiresAt: now + 3_600_000,
        }),
    };
    // The whole budget (100,000 centavos) spent by these strategies, each read under its campaign.
    const spentIn: Record<string, string[]> = { c1: ['s1'], c2: ['s3'] };
    const control = createBudgetControl({
      source,
      bidderId: 'b',
      store: {
        strategyTotals: ({ campaignId }) =>
          Promise.resolve(
            new Map(
              (spentIn[campaignId] ?? []).map((id) => [
                id,
                {
                  bids: 1,
                  wins: 1,
                  impressions: 1,
                  clicks: 0,
                  conversions: 0,
                  videoStarts: 0,
                  videoCompletes: 0,
                  spendMicros: 1_000_000_000n,
                  conversionValueMicros: 0n,
                  excluded: 0,
                },
              ]),
            ),
          ),
      },
      predictor: createRatePredictor(),
      leaseSeconds: 3600,
      now: () => now,
    });
    const s1 = liveStrategy({ strategyId: 's1', campaignId: 'c1' });
    const s2 = liveStrategy({ strategyId: 's2', campaignId: 'c2' });
    const s3 = liveStrategy({ strategyId: 's3', campaignId: 'c1' });
    control.apply({ upserts: [s1, s2, s3], removals: [] });
    const moved = { ...s3, campaignId: 'c2', version: '2' };
    control.apply({ upserts: [moved], removals: [] });
    await control.step();
    const hold = (strategy: typeof s1) =>
      control.banker.hold({ bidId: `bid-${strategy.strategyId}`, strategy, cpmMicros: 5_000, now });
    expect(hold(s1)).toEqual({ ok: false, reason: 'campaign_budget' });
    expect(hold(s2)).toMatchObject({ ok: true });
    expect(hold(moved)).toEqual({ ok: false, reason: 'campaign_budget' });
    await control.stop();
  });
});
