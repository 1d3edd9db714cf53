import { describe, expect, it } from 'vitest';
import type { LeaseSource } from '@verba/domain/delivery/contracts';
import { createRatePredictor } from '@verba/domain/delivery/pricing/rate-predictor';
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
});
