import { eq } from 'drizzle-orm';
import { users } from '@verba/db';
import type { PasswordResetInput } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { issueAccessToken, revokeAllSessions } from './access-tokens';
import { invalidateActorCache } from './actor-cache';
import { checkCode } from './one-time-codes';
import { hashPassword } from './password-hashing';
import { assertPasswordAllowed } from './password-policy';
import { recordAuthEvent } from './record-auth-event';
import { findUserByEmail } from './user-view';

/**
 * Sets a password from an e-mailed link token (reset or first password of an invitation): the
 * token is consumed, the e-mail counts as confirmed (the link proved it) and every session of the
 * user ends. Any problem with the token or e-mail is the same TOKEN_INVALID. With `signIn` (the
 * invitation's first password) a new session is opened in the same transaction, unless the user
 * signs in with a second factor: the link proves the e-mail, not the second factor.
 */
export async function setPasswordWithToken({
  deps,
  input,
  purpose,
  ip,
  signIn = false,
}: {
  deps: Deps;
  input: PasswordResetInput;
  purpose: 'password_reset' | 'password_create';
  ip?: string | undefined;
  signIn?: boolean;
}): Promise<{ email: string; access_token?: string }> {
  await assertPasswordAllowed(input.password);
  const user = await findUserByEmail({ db: deps.db, email: input.email });
  if (!user || !user.isActive) throw fail('TOKEN_INVALID');
  const passwordHash = await hashPassword(input.password);
  const check = await checkCode({
    db: deps.db,
    userId: user.id,
    purpose,
    code: input.token,
    now: deps.now(),
  });
  if (check !== 'ok') throw fail('TOKEN_INVALID');

  const now = deps.now();
  const accessToken = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, isEmailVerified: true, updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeAllSessions({ db: tx, userId: user.id, now });
    await recordAuthEvent({
      db: tx,
      entry: {
        action: purpose === 'password_create' ? 'auth.password_created' : 'auth.password_reset',
        companyId: user.companyId,
        actorUserId: user.id,
        ip,
        at: now,
      },
    });
    if (!signIn || user.use2fa) return undefined;
    await recordAuthEvent({
      db: tx,
      entry: {
        action: 'auth.login',
        companyId: user.companyId,
        actorUserId: user.id,
        metadata: { method: purpose },
        ip,
        at: now,
      },
    });
    return issueAccessToken({ db: tx, userId: user.id, now });
  });
  invalidateActorCache({ userId: user.id });
  return accessToken ? { email: user.email, access_token: accessToken } : { email: user.email };
}
