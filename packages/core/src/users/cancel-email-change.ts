import { eq } from 'drizzle-orm';
import { users } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';
import { findCompanyUser } from './find-company-user';
import { presentUser } from './present-user';
import { assertMayEditProfile } from './user-permissions';

/** `DELETE users/{id}/pending-email`: drops a pending e-mail change and its link (nothing pending is fine). */
export async function cancelEmailChange({
  deps,
  actor,
  userId,
}: {
  deps: Deps;
  actor: Actor;
  userId: string;
}) {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const target = await findCompanyUser({ db: tx, actor, userId });
    assertMayEditProfile(actor, target);
    if (target.pendingEmail === null) return target;
    const [updated] = await tx
      .update(users)
      .set({ pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null, updatedAt: now })
      .where(eq(users.id, target.id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'user.email_change_canceled',
      targetType: 'user',
      targetId: target.id,
      metadata: { to: target.pendingEmail },
    });
    return updated!;
  });
  invalidateActorCache({ userId: row.id });
  return presentUser(row, now);
}
