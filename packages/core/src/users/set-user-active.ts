import { eq } from 'drizzle-orm';
import { users } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';
import { findCompanyUser } from './find-company-user';
import { assertMayManageUser } from './user-permissions';
import { revokeUserSessions } from './revoke-user-sessions';
import { presentUser } from './present-user';

/** Activates or deactivates a user of the actor's company; deactivation ends all their sessions. */
export async function setUserActive({ deps, actor, userId, isActive }: { deps: Deps; actor: Actor; userId: string; isActive: boolean }) {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const target = await findCompanyUser({ db: tx, actor, userId });
    if (target.id === actor.userId) {
      if (!isActive) throw fail('CANNOT_DEACTIVATE_SELF');
      return target;
    }
    assertMayManageUser(actor, target);
    if (target.isActive === isActive) return target;
    const [updated] = await tx.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, target.id)).returning();
    if (!isActive) await revokeUserSessions({ db: tx, userId: target.id, now });
    await recordAudit({
      db: tx,
      actor,
      action: isActive ? 'user.activated' : 'user.deactivated',
      targetType: 'user',
      targetId: target.id,
    });
    return updated!;
  });
  invalidateActorCache({ userId: row.id });
  return presentUser(row, now);
}
