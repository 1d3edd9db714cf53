import { and, asc, eq, lte } from 'drizzle-orm';
import { pixelGroups, type DbOrTx } from '@verba/db';
import { writeAuditRow } from '../audit/write-audit-row';
import type { Deps } from '../deps';
import { enqueueJob } from '../jobs/enqueue-job';
import { isUuid } from '../ids';

/** Durable job kind of the embedded pixel reviewer (handler in ../jobs/handlers.ts). */
export const pixelAutoReviewJob = 'pixels.auto-review';

/** What creating a pixel group calls in its transaction when the automatic reviewer is on. */
export async function schedulePixelAutoReview({
  deps,
  db,
  groupId,
  at,
}: {
  deps: Deps;
  db: DbOrTx;
  groupId: string;
  at: Date;
}) {
  const delaySeconds = deps.config.assetAutoReviewSeconds;
  if (delaySeconds <= 0) return;
  await enqueueJob({
    db,
    kind: pixelAutoReviewJob,
    payload: { groupId },
    runAt: new Date(at.getTime() + delaySeconds * 1000),
    dedupeKey: `${pixelAutoReviewJob}:${groupId}`,
  });
}

/**
 * The embedded automatic reviewer of pixels (ASSET_AUTO_REVIEW_SECONDS > 0, the embedded
 * default), as campaigns have: activates a pixel group still pending that long after its creation.
 * Returns whether it activated it.
 */
export async function autoReviewPixelGroup({ deps, groupId }: { deps: Deps; groupId: string }) {
  const delayMs = deps.config.assetAutoReviewSeconds * 1000;
  if (delayMs <= 0 || !isUuid(groupId)) return false;
  return deps.db.transaction(async (tx) => {
    const [group] = await tx.select().from(pixelGroups).where(eq(pixelGroups.id, groupId)).for('update');
    if (!group || group.status !== 'pending') return false;
    if (group.createdAt.getTime() + delayMs > deps.now().getTime()) return false;
    const now = deps.now();
    await tx
      .update(pixelGroups)
      .set({ status: 'active', rejectionReason: null, decidedByUserId: null, decidedAt: now, updatedAt: now })
      .where(eq(pixelGroups.id, group.id));
    await writeAuditRow({
      db: tx,
      row: {
        action: 'pixel_group.activated',
        companyId: group.companyId,
        targetType: 'pixel_group',
        targetId: group.id,
        metadata: { automatic: true },
        at: now,
      },
    });
    return true;
  });
}

/** Job handler of `pixels.auto-review` (payload `{ groupId }`). */
export async function runPixelAutoReview({
  deps,
  payload,
}: {
  deps: Deps;
  payload: Record<string, unknown>;
}) {
  if (typeof payload.groupId === 'string') await autoReviewPixelGroup({ deps, groupId: payload.groupId });
}

/** The sweep's catch-up: pending pixel groups whose own job was lost (at most 100 a run). */
export async function autoReviewOverduePixelGroups({ deps }: { deps: Deps }): Promise<number> {
  const delayMs = deps.config.assetAutoReviewSeconds * 1000;
  if (delayMs <= 0) return 0;
  const pending = await deps.db
    .select({ id: pixelGroups.id })
    .from(pixelGroups)
    .where(
      and(
        eq(pixelGroups.status, 'pending'),
        lte(pixelGroups.createdAt, new Date(deps.now().getTime() - delayMs)),
      ),
    )
    .orderBy(asc(pixelGroups.createdAt), asc(pixelGroups.id))
    .limit(100);
  let activated = 0;
  for (const { id } of pending) if (await autoReviewPixelGroup({ deps, groupId: id })) activated += 1;
  return activated;
}
