import { eq } from 'drizzle-orm';
import { creatives } from '@verba/db';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { toCreativeView } from './creative-view';
import { findCreative } from './find-creative';

/**
 * `DELETE creatives/:id`: archives the creative (campaigns may refer to it later), so it leaves
 * every list and read, and its name is free again. Its file stays for what refers to it.
 */
export async function archiveCreative({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await findCreative({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    const [row] = await tx
      .update(creatives)
      .set({ archivedAt: now, updatedAt: now })
      .where(eq(creatives.id, current.creative.id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'creative.archived',
      targetType: 'creative',
      targetId: row!.id,
      at: now,
    });
    return toCreativeView(row!, {
      asset: current.asset,
      advertiserName: current.advertiserName,
      advertiserDisplayName: current.advertiserDisplayName,
    });
  });
}
