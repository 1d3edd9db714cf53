import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { creatives, type DbOrTx } from '@verba/db';
import { writeAuditRow } from '../audit/write-audit-row';
import type { Deps } from '../deps';
import { enqueueJob } from '../jobs/enqueue-job';
import { isUuid } from '../ids';

/** Durable job kind of the embedded creative reviewer (handler in ../jobs/handlers.ts). */
export const creativeAutoReviewJob = 'creatives.auto-review';

/**
 * What creating or editing a creative calls in its transaction: with the automatic reviewer on
 * (ASSET_AUTO_REVIEW_SECONDS > 0, the embedded default), its look at the creative that long after.
 */
export async function scheduleCreativeAutoReview({
  deps,
  db,
  creativeId,
  at,
}: {
  deps: Deps;
  db: DbOrTx;
  creativeId: string;
  at: Date;
}) {
  const delaySeconds = deps.config.assetAutoReviewSeconds;
  if (delaySeconds <= 0) return;
  await enqueueJob({
    db,
    kind: creativeAutoReviewJob,
    payload: { creativeId },
    runAt: new Date(at.getTime() + delaySeconds * 1000),
    dedupeKey: `${creativeAutoReviewJob}:${creativeId}:${at.toISOString()}`,
  });
}

/**
 * The embedded automatic reviewer of creatives, as campaigns have (spec §4/§9 give staff up to
 * 48 h; without staff the embedded default would leave a new user's creatives waiting forever):
 * approves a creative still pending ASSET_AUTO_REVIEW_SECONDS after its last save when nothing
 * needs a person — no stored file error and no regulated category (those wait for staff).
 * Returns whether it approved.
 */
export async function autoReviewCreative({ deps, creativeId }: { deps: Deps; creativeId: string }) {
  const delayMs = deps.config.assetAutoReviewSeconds * 1000;
  if (delayMs <= 0 || !isUuid(creativeId)) return false;
  return deps.db.transaction(async (tx) => {
    const [creative] = await tx
      .select()
      .from(creatives)
      .where(and(eq(creatives.id, creativeId), isNull(creatives.archivedAt)))
      .for('update');
    if (!creative || creative.status !== 'pending') return false;
    if (creative.updatedAt.getTime() + delayMs > deps.now().getTime()) return false;
    if (creative.errorCode !== null || creative.requiresCertification) return false;
    const now = deps.now();
    await tx
      .update(creatives)
      .set({
        status: 'approved',
        rejectionReason: null,
        reviewedAt: now,
        reviewedByUserId: null,
        updatedAt: now,
      })
      .where(eq(creatives.id, creative.id));
    await writeAuditRow({
      db: tx,
      row: {
        action: 'creative.approved',
        companyId: creative.companyId,
        targetType: 'creative',
        targetId: creative.id,
        metadata: { automatic: true },
        at: now,
      },
    });
    return true;
  });
}

/** Job handler of `creatives.auto-review` (payload `{ creativeId }`). */
export async function runCreativeAutoReview({
  deps,
  payload,
}: {
  deps: Deps;
  payload: Record<string, unknown>;
}) {
  if (typeof payload.creativeId === 'string')
    await autoReviewCreative({ deps, creativeId: payload.creativeId });
}

/** The sweep's catch-up: pending creatives whose own job was lost (at most 100 a run). */
export async function autoReviewOverdueCreatives({ deps }: { deps: Deps }): Promise<number> {
  const delayMs = deps.config.assetAutoReviewSeconds * 1000;
  if (delayMs <= 0) return 0;
  const pending = await deps.db
    .select({ id: creatives.id })
    .from(creatives)
    .where(
      and(
        eq(creatives.status, 'pending'),
        isNull(creatives.archivedAt),
        isNull(creatives.errorCode),
        eq(creatives.requiresCertification, false),
        lte(creatives.updatedAt, new Date(deps.now().getTime() - delayMs)),
      ),
    )
    .orderBy(asc(creatives.updatedAt), asc(creatives.id))
    .limit(100);
  let approved = 0;
  for (const { id } of pending) if (await autoReviewCreative({ deps, creativeId: id })) approved += 1;
  return approved;
}
