import { and, count, eq } from 'drizzle-orm';
import { customListEntries, customLists } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { findAdvertiser } from '../advertisers/find-advertiser';
import { toCustomListView } from './custom-list-view';
import { findCustomList } from './find-custom-list';

/** Removes one entry (as stored: the normalised value, or an e-mail's hash); NOT_FOUND if absent. */
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
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(customListEntries)
      .where(eq(customListEntries.listId, list.id));
    const [updated] = await tx
      .update(customLists)
      .set({ entryCount: total, updatedAt: deps.now() })
      .where(eq(customLists.id, list.id))
      .returning();
    return updated!;
  });
  const advertiser = await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: row.advertiserId });
  return toCustomListView(row, advertiser);
}
