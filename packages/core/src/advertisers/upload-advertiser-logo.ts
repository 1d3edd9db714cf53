import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { advertisers } from '@verba/db';
import type { Language } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { blobStoreOf } from '../storage';
import { toAdvertiserView } from './advertiser-view';
import { auditAdvertiser } from './audit';
import { assertEditable, findAdvertiser } from './find-advertiser';
import { inspectLogo } from './logo-image';

/**
 * Replaces an active advertiser's logo after checking the real file (spec §5). The file is stored
 * under a new random key before the row points at it, and the old file is removed after commit,
 * so the advertiser never points at a missing or half-written file.
 */
export async function uploadAdvertiserLogo({
  deps,
  actor,
  id,
  bytes,
  truncated = false,
  language,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  bytes: Uint8Array;
  /** The upload went past what the server reads: bigger than any acceptable logo. */
  truncated?: boolean;
  language: Language;
}) {
  assertEditable(await findAdvertiser({ db: deps.db, companyId: actor.companyId, id }));
  const logo = await inspectLogo({ bytes, truncated, language });
  const store = blobStoreOf(deps);
  const key = `advertisers/${id}/logo-${randomBytes(12).toString('hex')}.${logo.format}`;
  await store.put(key, bytes);

  const now = deps.now();
  let previousKey: string | null = null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      const current = await findAdvertiser({ db: tx, companyId: actor.companyId, id, forUpdate: true });
      assertEditable(current);
      previousKey = current.logoKey;
      const [updated] = await tx
        .update(advertisers)
        .set({ logoKey: key, updatedAt: now })
        .where(eq(advertisers.id, current.id))
        .returning();
      await auditAdvertiser({
        db: tx,
        actor,
        advertiserId: current.id,
        action: 'advertiser.logo_changed',
        metadata: { format: logo.format, bytes: bytes.length },
        at: now,
      });
      return updated!;
    });
    if (previousKey) await store.delete(previousKey).catch((error: unknown) => deps.logger.warn({ err: error, key: previousKey }, 'old logo not removed'));
    return toAdvertiserView(row);
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}
