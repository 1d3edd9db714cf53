import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import type { BudgetLease } from '@verba/domain/delivery/contracts';
import { isUuid } from '../../ids';
import { lockReservation } from '../../ledger/lock-reservation';
import { withTransaction } from '../../ledger/with-transaction';
import { outstandingMicros } from './outstanding-micros';

/** 1 minor unit (centavo) = 10,000 micros. */
export const microsPerMinor = 10_000n;

export interface AcquireLeaseOptions {
  db: DbOrTx;
  campaignId: string;
  bidderId: string;
  wantMicros: bigint;
  now: Date;
  leaseSeconds: number;
}

/**
 * Leases budget to a bidder out of the campaign's reservation, under the reservation's row lock
 * (postings and other bidders queue on it): grants min(want, what the reservation still holds
 * minus what open leases have out), so reservation.posted × 10⁴ + Σ open (granted − posted) never
 * passes (amount − released) × 10⁴. Null when the campaign is not active, its reservation is
 * resolved, or nothing remains.
 */
export async function acquireLease({
  db,
  campaignId,
  bidderId,
  wantMicros,
  now,
  leaseSeconds,
}: AcquireLeaseOptions): Promise<BudgetLease | null> {
  if (!isUuid(campaignId) || wantMicros <= 0n) return null;
  return withTransaction(db, async (tx) => {
    const [campaign] = await queryRows<{ reservation_id: string | null }>(
      tx,
      sql`SELECT reservation_id FROM campaigns
          WHERE id = ${campaignId} AND status = 'active' AND deleted_at IS NULL`,
    );
    if (!campaign?.reservation_id) return null;
    const reservation = await lockReservation({ db: tx, reservationId: campaign.reservation_id });
    if (reservation.status !== 'open') return null;
    const out = await outstandingMicros({ db: tx, reservationId: reservation.id });
    const available = reservation.remaining * microsPerMinor - out;
    const granted = wantMicros < available ? wantMicros : available;
    if (granted <= 0n) return null;
    const expiresAt = new Date(now.getTime() + leaseSeconds * 1000);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO delivery_leases (campaign_id, reservation_id, bidder_id, granted_micros, expires_at, created_at)
          VALUES (${campaignId}, ${reservation.id}, ${bidderId}, ${granted.toString()}::bigint, ${expiresAt}, ${now})
          RETURNING id`,
    );
    return { id: row!.id, campaignId, bidderId, grantedMicros: granted, expiresAt: expiresAt.getTime() };
  });
}
