import { eq } from 'drizzle-orm';
import { users } from '@verba/db';
import type { Deps } from '../deps';
import { issueAccessToken } from './access-tokens';
import { invalidateActorCache } from './actor-cache';
import { codeFailure } from './code-failure';
import { checkCode } from './one-time-codes';
import { recordAuthEvent } from './record-auth-event';
import { findUserByEmail, loadUserView, type UserView } from './user-view';

/**
 * `register/verify`: confirms the e-mail with the code sent at sign-up (or at a login before
 * confirming) and signs the user in. Unknown e-mails get the same CODE_INVALID as a wrong code.
 */
export async function verifyEmail({
  deps,
  input,
  ip,
}: {
  deps: Deps;
  input: { email: string; code: string };
  ip?: string;
}): Promise<{ user: UserView; access_token: string }> {
  const user = await findUserByEmail({ db: deps.db, email: input.email });
  if (!user || !user.isActive || user.isEmailVerified) throw codeFailure('invalid');
  const check = await checkCode({ db: deps.db, userId: user.id, purpose: 'email_verification', code: input.code, now: deps.now() });
  if (check !== 'ok') throw codeFailure(check);

  const now = deps.now();
  const accessToken = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
    await recordAuthEvent({ db: tx, entry: { action: 'auth.email_verified', companyId: user.companyId, actorUserId: user.id, ip, at: now } });
    await recordAuthEvent({ db: tx, entry: { action: 'auth.login', companyId: user.companyId, actorUserId: user.id, metadata: { method: 'email_code' }, ip, at: now } });
    return issueAccessToken({ db: tx, userId: user.id, now });
  });
  invalidateActorCache({ userId: user.id });
  const view = await loadUserView({ db: deps.db, userId: user.id });
  if (!view) throw codeFailure('invalid');
  return { user: view, access_token: accessToken };
}
