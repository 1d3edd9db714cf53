import { eq } from 'drizzle-orm';
import { users } from '@verba/db';
import type { ChangePasswordInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { queueEmail } from '../mail/queue-email';
import { revokeAllSessions } from './access-tokens';
import { invalidateActorCache } from './actor-cache';
import { hashPassword, verifyPassword } from './password-hashing';
import { assertPasswordAllowed } from './password-policy';
import { recordAuthEvent } from './record-auth-event';

/**
 * `PUT users/me/password` (Settings): the signed-in user sets a new password by giving the current
 * one. The new one follows the sign-up rules (length, not a common password); every other session
 * of the user ends (this one stays) and the user's address gets a notice. Staff acting as the user
 * cannot change it (FORBIDDEN); a wrong current password is CURRENT_PASSWORD_INVALID on that field.
 */
export async function changePassword({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: ChangePasswordInput;
}) {
  if (actor.impersonatorUserId) throw fail('FORBIDDEN');
  const [user] = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      passwordHash: users.passwordHash,
      companyId: users.companyId,
    })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!user) throw fail('NOT_FOUND');
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw fail('CURRENT_PASSWORD_INVALID', {
      current_password: [{ key: 'errors:CURRENT_PASSWORD_INVALID', params: {} }],
    });
  }
  await assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeAllSessions({ db: tx, userId: user.id, now, exceptTokenId: actor.tokenId });
    await recordAuthEvent({
      db: tx,
      entry: {
        action: 'auth.password_changed',
        companyId: user.companyId,
        actorUserId: user.id,
        ip: actor.ip,
        at: now,
      },
    });
    await queueEmail({
      db: tx,
      to: user.email,
      template: 'password_changed',
      language: user.language,
      params: { name: user.name },
    });
  });
  invalidateActorCache({ userId: user.id });
  return { changed: true };
}
