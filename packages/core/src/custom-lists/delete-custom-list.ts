import { eq } from 'drizzle-orm';
import { customLists } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { findCustomList } from './find-custom-list';

/** Deletes the list and its entries (cascade). */
export async function deleteCustomList({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const list = await findCustomList({ db: deps.db, companyId: actor.companyId, id });
  await deps.db.delete(customLists).where(eq(customLists.id, list.id));
}
