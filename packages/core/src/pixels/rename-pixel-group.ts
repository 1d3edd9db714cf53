import { eq } from 'drizzle-orm';
import { pixelGroups } from '@verba/db';
import type { PixelGroupView, RenamePixelGroupInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { auditPixelGroup } from './audit';
import { findPixelGroup } from './find-pixel-group';
import { pixelGroupView } from './pixel-group-view';

/** Renames a pixel group of the actor's company (the only change a group allows besides new rules). */
export async function renamePixelGroup({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: RenamePixelGroupInput;
}): Promise<PixelGroupView> {
  const now = deps.now();
  const group = await deps.db.transaction(async (tx) => {
    const current = await findPixelGroup({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    if (current.name === input.name) return current;
    const [updated] = await tx
      .update(pixelGroups)
      .set({ name: input.name, updatedAt: now })
      .where(eq(pixelGroups.id, current.id))
      .returning();
    await auditPixelGroup({
      db: tx,
      actor,
      companyId: current.companyId,
      groupId: current.id,
      action: 'pixel_group.renamed',
      metadata: { changes: { name: { from: current.name, to: input.name } } },
      at: now,
    });
    return updated!;
  });
  return pixelGroupView({ db: deps.db, group });
}
