import { eq } from 'drizzle-orm';
import { customLists } from '@verba/db';
import type { RenameCustomListInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { findAdvertiser } from '../advertisers/find-advertiser';
import { findCustomList } from './find-custom-list';
import { toCustomListView } from './custom-list-view';
import { withUniqueListName } from './list-name';

export async function renameCustomList({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: RenameCustomListInput;
}) {
  const list = await findCustomList({ db: deps.db, companyId: actor.companyId, id });
  const row = await withUniqueListName(() =>
    deps.db.transaction(async (tx) => {
      const [renamed] = await tx
        .update(customLists)
        .set({ name: input.name, updatedAt: deps.now() })
        .where(eq(customLists.id, list.id))
        .returning();
      await recordAudit({
        db: tx,
        actor,
        action: 'custom_list.renamed',
        targetType: 'custom_list',
        targetId: list.id,
        metadata: { from: list.name, to: input.name },
      });
      return renamed!;
    }),
  );
  const advertiser = await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: list.advertiserId });
  return toCustomListView(row, advertiser);
}
