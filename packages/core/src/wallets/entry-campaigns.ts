import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import type { WalletEntryCampaign } from '@verba/domain';
import type { WalletEntry } from '../ledger/wallet-entries';

/**
 * The campaigns a page of statement entries reserved budget for (or had it released), with the
 * budget they hold and the delivery spend posted against it so far — the statement's view of
 * spend, which moves the reservation, not the wallet. One query for the page.
 */
export async function campaignsOfEntries(
  db: DbOrTx,
  entries: readonly WalletEntry[],
): Promise<Map<string, WalletEntryCampaign>> {
  const ids = [
    ...new Set(entries.flatMap((e) => (e.reference?.type === 'campaign' ? [e.reference.id] : []))),
  ];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string | null; reserved: string; spent: string }>(
    db,
    sql`SELECT c.id::text, c.name,
               coalesce(sum(r.amount), 0)::text AS reserved,
               coalesce(sum(r.posted), 0)::text AS spent
        FROM campaigns c
        LEFT JOIN ledger_reservations r ON r.reference_type = 'campaign' AND r.reference_id = c.id::text
        WHERE c.id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        GROUP BY c.id, c.name`,
  );
  return new Map(
    rows.map((r) => [r.id, { id: r.id, name: r.name ?? '', reserved: r.reserved, spent: r.spent }]),
  );
}
