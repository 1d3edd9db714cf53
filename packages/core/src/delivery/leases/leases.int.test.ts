import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestDeps, type TestDeps } from '../../testing';
import { releaseReservation } from '../../ledger/release-reservation';
import { expectLedgerBalanced } from '../../ledger/testing';
import { insertActiveCampaign } from './testing';
import { acquireLease } from './acquire-lease';
import { closeExpiredLeases } from './close-expired-leases';
import { leaseInvariantViolations } from './lease-invariant';
import { outstandingMicros } from './outstanding-micros';
import { postgresLeaseSource } from './postgres-lease-source';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.database.close());

const lease = (campaignId: string, wantMicros: bigint, bidderId = 'bidder-a', now = deps.now()) =>
  acquireLease({ db: deps.db, campaignId, bidderId, wantMicros, now, leaseSeconds: 30 });

const isClosed = async (leaseId: string) => {
  const [row] = await queryRows<{ closed: boolean }>(
    deps.db,
    sql`SELECT closed_at IS NOT NULL AS closed FROM delivery_leases WHERE id = ${leaseId}`,
  );
  return row!.closed;
};

describe('acquireLease', () => {
  it('grants what is asked while the reservation holds it, then the rest, then nothing', async () => {
    const { campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget: 1_000n });
    const now = deps.now();
    const first = await lease(campaignId, 6_000_000n, 'bidder-a', now);
    expect(first).toMatchObject({ campaignId, bidderId: 'bidder-a', grantedMicros: 6_000_000n });
    expect(first!.expiresAt).toBe(now.getTime() + 30_000);
    const second = await lease(campaignId, 6_000_000n, 'bidder-b');
    expect(second!.grantedMicros).toBe(4_000_000n);
    expect(await lease(campaignId, 1n)).toBeNull();
    expect(await outstandingMicros({ db: deps.db, reservationId })).toBe(10_000_000n);
    expect(await leaseInvariantViolations({ db: deps.db })).toEqual([]);
  });

  it('grants nothing for a paused campaign, a resolved reservation, a bad id or a non-positive want', async () => {
    const paused = await insertActiveCampaign({ db: deps.db, budget: 1_000n });
    await deps.db.execute(sql`UPDATE campaigns SET status = 'paused' WHERE id = ${paused.campaignId}`);
    expect(await lease(paused.campaignId, 100n)).toBeNull();
    const resolved = await insertActiveCampaign({ db: deps.db, budget: 1_000n });
    await releaseReservation({ db: deps.db, reservationId: resolved.reservationId });
    expect(await lease(resolved.campaignId, 100n)).toBeNull();
    expect(await lease('not-a-uuid', 100n)).toBeNull();
    const active = await insertActiveCampaign({ db: deps.db, budget: 1_000n });
    expect(await lease(active.campaignId, 0n)).toBeNull();
    await expectLedgerBalanced(deps.db);
  });

  it('never grants more than the reservation holds to bidders asking at once', async () => {
    const { campaignId } = await insertActiveCampaign({ db: deps.db, budget: 500n });
    const source = postgresLeaseSource(deps);
    const grants = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        source.acquire({ campaignId, bidderId: `b${i % 3}`, wantMicros: 300_000n, now: Date.now() }),
      ),
    );
    const total = grants.reduce((sum, g) => sum + (g?.grantedMicros ?? 0n), 0n);
    expect(total).toBe(5_000_000n);
    expect(await leaseInvariantViolations({ db: deps.db })).toEqual([]);
  });
});

describe('closeExpiredLeases', () => {
  it('closes a lease only once its notice window and that minute are posted; its unposted part returns', async () => {
    const { campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget: 100n });
    const granted = await lease(campaignId, 1_000_000n);
    await deps.db.execute(sql`UPDATE delivery_leases SET posted_micros = 250000 WHERE id = ${granted!.id}`);
    const expiresAt = granted!.expiresAt;
    const close = (postedThroughMs: number) =>
      closeExpiredLeases({
        db: deps.db,
        postedThrough: new Date(postedThroughMs),
        noticeWindowSeconds: 120,
        now: deps.now(),
      });
    await close(expiresAt + 120_000 + 59_999);
    expect(await isClosed(granted!.id)).toBe(false);
    expect(await outstandingMicros({ db: deps.db, reservationId })).toBe(750_000n);
    expect(await close(expiresAt + 120_000 + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await isClosed(granted!.id)).toBe(true);
    expect(await outstandingMicros({ db: deps.db, reservationId })).toBe(0n);
    expect((await lease(campaignId, 10_000_000n))!.grantedMicros).toBe(1_000_000n);
  });
});
