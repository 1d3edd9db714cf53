import { eq } from 'drizzle-orm';
import { pixelGroups, type PixelGroupRow } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { auditPixelGroup } from './audit';
import { findPixelGroup } from './find-pixel-group';
import { pixelGroupView } from './pixel-group-view';

/**
 * Staff's decision on a pending pixel group (DESIGN §7), audited in the owner's history. A group
 * already decided answers PIXEL_GROUP_DECIDED. Shared by activate and reject.
 */
export async function decidePixelGroup({
  deps,
  actor,
  id,
  decision,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  decision: { status: 'active' } | { status: 'rejected'; reason: string };
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const now = deps.now();
  const group: PixelGroupRow = await deps.db.transaction(async (tx) => {
    const current = await findPixelGroup({ db: tx, companyId: null, id, forUpdate: true });
    if (current.status !== 'pending') throw fail('PIXEL_GROUP_DECIDED');
    const [updated] = await tx
      .update(pixelGroups)
      .set({
        status: decision.status,
        rejectionReason: decision.status === 'rejected' ? decision.reason : null,
        decidedByUserId: actor.userId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(pixelGroups.id, current.id))
      .returning();
    await auditPixelGroup({
      db: tx,
      actor,
      companyId: current.companyId,
      groupId: current.id,
      action: decision.status === 'active' ? 'pixel_group.activated' : 'pixel_group.rejected',
      metadata: decision.status === 'rejected' ? { reason: decision.reason } : undefined,
      at: now,
    });
    return updated!;
  });
  return pixelGroupView({ db: deps.db, group, withCompany: true });
}
