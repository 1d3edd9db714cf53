import { sql } from 'drizzle-orm';
import { queryRows, type CampaignRow, type DbOrTx } from '@verba/db';
import { reservationColumns, toReservation, type ReservationRow } from '../ledger/rows';
import type { LedgerReservation } from '../ledger/types';

/** The ledger owner of a campaign's budget reservations. */
export const campaignReference = (campaignId: string) => ({ type: 'campaign', id: campaignId });

/** The reservation holding the campaign's published budget, or null before publishing. */
export async function campaignReservation({
  db,
  campaign,
}: {
  db: DbOrTx;
  campaign: Pick<CampaignRow, 'reservationId'>;
}): Promise<LedgerReservation | null> {
  if (!campaign.reservationId) return null;
  const [row] = await queryRows<ReservationRow>(
    db,
    sql`SELECT ${reservationColumns} FROM ledger_reservations r WHERE r.id = ${campaign.reservationId}`,
  );
  return row ? toReservation(row) : null;
}

/** The reservations of a page of campaigns, by campaign id. */
export async function campaignReservationsOf({
  db,
  campaigns,
}: {
  db: DbOrTx;
  campaigns: readonly Pick<CampaignRow, 'id' | 'reservationId'>[];
}): Promise<Map<string, LedgerReservation>> {
  const ids = campaigns.flatMap((c) => (c.reservationId ? [c.reservationId] : []));
  if (ids.length === 0) return new Map();
  const rows = await queryRows<ReservationRow>(
    db,
    sql`SELECT ${reservationColumns} FROM ledger_reservations r WHERE r.id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((row) => [row.id, toReservation(row)]));
  const out = new Map<string, LedgerReservation>();
  for (const c of campaigns) {
    const reservation = c.reservationId ? byId.get(c.reservationId) : undefined;
    if (reservation) out.set(c.id, reservation);
  }
  return out;
}
