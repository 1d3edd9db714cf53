import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestDeps, type TestDeps } from '../../testing';
import { planProblems, queriesSentBy } from '../../testing/query-plans';
import { leaseInvariantViolations } from './lease-invariant';
import { pruneClosedLeases } from './prune-closed-leases';
import { insertActiveCampaign } from './testing';

const dayMs = 24 * 3600_000;

describe('closed-lease retention (DELIVERY_LEASE_RETENTION_DAYS)', () => {
  let deps: TestDeps;
  let campaignId: string;
  let reservationId: string;
  beforeAll(async () => {
    deps = await createTestDeps({ deliveryLeaseRetentionDays: 30 });
    ({ campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget: 1_000n }));
  });
  afterAll(() => deps.database.close());

  /** One lease, closed `closedDaysAgo` days ago (null: still open). */
  const lease = async (closedDaysAgo: number | null) => {
    const closed = closedDaysAgo === null ? null : new Date(deps.now().getTime() - closedDaysAgo * dayMs);
    const [row] = await queryRows<{ id: string }>(
      deps.db,
      sql`INSERT INTO delivery_leases (campaign_id, reservation_id, bidder_id, granted_micros, expires_at, closed_at)
          VALUES (${campaignId}, ${reservationId}, 'bidder-a', 1000, ${closed ?? deps.now()}, ${closed})
          RETURNING id::text AS id`,
    );
    return row!.id;
  };
  const left = async () =>
    (await queryRows<{ id: string }>(deps.db, sql`SELECT id::text AS id FROM delivery_leases`))
      .map((r) => r.id)
      .sort();

  it('deletes leases closed past the retention, in bounded batches; keeps recent and open ones', async () => {
    const old = await Promise.all(Array.from({ length: 5 }, () => lease(31)));
    const recent = await lease(29);
    const open = await lease(null);
    expect(old).toHaveLength(5);
    expect(await pruneClosedLeases({ deps, batchSize: 2, maxBatches: 2 })).toEqual({
      deleted: 4,
      more: true,
    });
    expect(await pruneClosedLeases({ deps, batchSize: 2, maxBatches: 2 })).toEqual({
      deleted: 1,
      more: false,
    });
    expect(await left()).toEqual([recent, open].sort());
    expect(await leaseInvariantViolations({ db: deps.db })).toEqual([]);
  });

  it('reads its batch from the index of closed leases, oldest first, at 20,000 leases', async () => {
    await deps.db.execute(
      sql`INSERT INTO delivery_leases (campaign_id, reservation_id, bidder_id, granted_micros, expires_at, closed_at)
          SELECT ${campaignId}, ${reservationId}, 'bidder-a', 1000, ${deps.now()},
                 CASE WHEN i % 10 = 0 THEN NULL ELSE ${deps.now()}::timestamptz - (i || ' minutes')::interval END
          FROM generate_series(1, 20000) AS i`,
    );
    await deps.db.execute(sql`ANALYZE delivery_leases`);
    const [remove] = await queriesSentBy(deps.db, () => pruneClosedLeases({ deps, maxBatches: 1 }));
    expect(await planProblems(deps.db, remove!, ['delivery_leases'])).toEqual([]);
  });
});
