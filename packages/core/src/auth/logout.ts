import type { Actor, Deps } from '../deps';
import { revokeAccessToken } from './access-tokens';
import { invalidateActorCache } from './actor-cache';
import { recordAuthEvent } from './record-auth-event';

/** Revokes the presented token only (other devices stay signed in; an impersonation ends). */
export async function logout({ deps, actor }: { deps: Deps; actor: Actor }): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await revokeAccessToken({ db: tx, tokenId: actor.tokenId, now });
    await recordAuthEvent({
      db: tx,
      entry: {
        action: 'auth.logout',
        companyId: actor.companyId,
        actorUserId: actor.userId,
        impersonatorUserId: actor.impersonatorUserId,
        ip: actor.ip,
        at: now,
      },
    });
  });
  invalidateActorCache({ tokenId: actor.tokenId });
}
