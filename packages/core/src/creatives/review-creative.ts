import { eq } from 'drizzle-orm';
import { creatives } from '@verba/db';
import type { ReviewCreativeInput } from '@verba/domain';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { toCreativeView } from './creative-view';
import { findCreative } from './find-creative';

/** `POST staff/creatives/:id/review`: platform staff approve a pending creative or reject it with a reason. */
export async function reviewCreative({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: ReviewCreativeInput;
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await findCreative({ db: tx, companyId: null, id, forUpdate: true });
    if (current.creative.status !== 'pending') throw fail('CREATIVE_NOT_PENDING');
    const approved = input.decision === 'approve';
    const [row] = await tx
      .update(creatives)
      .set({
        status: approved ? 'approved' : 'rejected',
        rejectionReason: approved ? null : input.reason,
        reviewedAt: now,
        reviewedByUserId: actor.userId,
        updatedAt: now,
      })
      .where(eq(creatives.id, current.creative.id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: approved ? 'creative.approved' : 'creative.rejected',
      companyId: row!.companyId,
      targetType: 'creative',
      targetId: row!.id,
      metadata: approved ? {} : { reason: input.reason },
      at: now,
    });
    return toCreativeView(row!, {
      asset: current.asset,
      advertiserName: current.advertiserName,
      advertiserDisplayName: current.advertiserDisplayName,
    });
  });
}
