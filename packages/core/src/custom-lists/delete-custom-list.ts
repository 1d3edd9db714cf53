import { eq } from 'drizzle-orm';
import { customLists } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { findCustomList } from './find-custom-list';

/** Deletes the list and its entries (cascade); the audit log keeps its name. */
export async function deleteCustomList({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const list = await findCustomList({ db: deps.db, companyId: actor.companyId, id });
  await deps.db.transaction(async (tx) => {
    await tx.delete(customLists).where(eq(customLists.id, list.id));
    await recordAudit({
      db: tx,
      actor,
      action: 'custom_list.deleted',
      targetType: 'custom_list',
      targetId: list.id,
      metadata: { name: list.name, type: list.type, entry_count: list.entryCount },
    });
  });
}
