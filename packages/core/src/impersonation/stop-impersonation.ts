import { and, eq, isNull } from 'drizzle-orm';
import { accessTokens } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';

/** Ends the impersonation of the current request: its token is revoked; the staff token lives on. */
export async function stopImpersonation({ deps, actor }: { deps: Deps; actor: Actor }) {
  if (!actor.impersonatorUserId) throw fail('IMPERSONATION_FORBIDDEN');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.id, actor.tokenId), isNull(accessTokens.revokedAt)));
    await recordAudit({
      db: tx,
      actor,
      action: 'impersonation.stopped',
      targetType: 'user',
      targetId: actor.userId,
      metadata: { token_id: actor.tokenId },
    });
  });
  invalidateActorCache({ tokenId: actor.tokenId });
  return { stopped: true as const };
}
