import { and, eq, sql } from 'drizzle-orm';
import { customListEntries, customLists } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { fail } from '../errors';
import { findAdvertiser } from '../advertisers/find-advertiser';
import { toCustomListView } from './custom-list-view';
import { findCustomList } from './find-custom-list';

/** Removes one entry (as stored: the normalised value, or an e-mail's hash), audited; NOT_FOUND if absent. */
export async function removeCustomListEntry({
  deps,
  actor,
  id,
  value,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  value: string;
}) {
  const row = await deps.db.transaction(async (tx) => {
    const list = await findCustomList({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    const removed = await tx
      .delete(customListEntries)
      .where(and(eq(customListEntries.listId, list.id), eq(customListEntries.value, value)))
      .returning({ value: customListEntries.value });
    if (removed.length === 0) throw fail('NOT_FOUND');
    // The list row is locked, so the count moves by exactly the one entry removed.
    const [updated] = await tx
      .update(customLists)
      .set({ entryCount: sql`${customLists.entryCount} - 1`, updatedAt: deps.now() })
      .where(eq(customLists.id, list.id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'custom_list.entry_removed',
      targetType: 'custom_list',
      targetId: list.id,
      // As stored: e-mails are already hashed, so no address reaches the audit log.
      metadata: { value },
    });
    return updated!;
  });
  const advertiser = await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: row.advertiserId });
  return toCustomListView(row, advertiser);
}
