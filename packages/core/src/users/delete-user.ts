import { eq } from 'drizzle-orm';
import { users } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';
import { findCompanyUser } from './find-company-user';
import { assertMayManageUser } from './user-permissions';
import { revokeUserSessions } from './revoke-user-sessions';

/**
 * Soft-deletes a user of the actor's company and ends their sessions. Their e-mail becomes free
 * for a new account; history (audit, ledger) keeps pointing at the row.
 */
export async function deleteUser({ deps, actor, userId }: { deps: Deps; actor: Actor; userId: string }) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const target = await findCompanyUser({ db: tx, actor, userId });
    if (target.id === actor.userId) throw fail('CANNOT_DELETE_SELF');
    assertMayManageUser(actor, target);
    await tx.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, target.id));
    await revokeUserSessions({ db: tx, userId: target.id, now });
    await recordAudit({ db: tx, actor, action: 'user.deleted', targetType: 'user', targetId: target.id, metadata: { email: target.email } });
  });
  invalidateActorCache({ userId });
}
