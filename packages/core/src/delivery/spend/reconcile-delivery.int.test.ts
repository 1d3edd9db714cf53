import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDeps, type TestDeps } from '../../testing';
import { acquireLease } from '../leases/acquire-lease';
import { insertActiveCampaign } from '../leases/testing';
import { billingEvent, fakeEventStore } from './fake-event-store';
import { postMinuteSpend } from './post-minute-spend';
import { reconcileDelivery } from './reconcile-delivery';

let deps: TestDeps;
const store = fakeEventStore();
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.database.close());

describe('reconcileDelivery', () => {
  it('finds nothing when events, rollups and ledger agree, and names each difference when they do not', async () => {
    const { campaignId } = await insertActiveCampaign({ db: deps.db, budget: 1_000n });
    const lease = await acquireLease({
      db: deps.db,
      campaignId,
      bidderId: 'b',
      wantMicros: 2_000_000n,
      now: deps.now(),
      leaseSeconds: 30,
    });
    const strategyId = randomUUID();
    const at = deps.now().getTime() + 1_000;
    const bill = (costMicros: number) =>
      billingEvent({ bidId: randomUUID(), leaseId: lease!.id, campaignId, strategyId, costMicros, at });
    await store.append([bill(123_456), bill(7_777)]);
    deps.advance((deps.config.deliveryNoticeWindowSeconds + 120) * 1000);
    await postMinuteSpend({ deps, store });
    expect(await reconcileDelivery({ db: deps.db, store })).toEqual([]);

    // A billing event arriving for a minute already posted: the events now bill more than the ledger.
    await store.append([bill(50_000)]);
    const differences = await reconcileDelivery({ db: deps.db, store });
    expect(differences).toEqual([
      expect.objectContaining({ check: 'events_vs_ledger', campaignId, expected: 18n, actual: 13n }),
    ]);

    // A lease granted past the reservation (by hand) breaks the invariant.
    await deps.db.execute(
      sql`UPDATE delivery_leases SET granted_micros = 100000000, expires_at = now() + interval '1 day' WHERE id = ${lease!.id}`,
    );
    const checks = (await reconcileDelivery({ db: deps.db, store })).map((d) => d.check);
    expect(checks).toContain('lease_invariant');
  });
});
