import type { Deps } from '../deps';
import { issueAccessToken } from './access-tokens';
import { codeFailure } from './code-failure';
import { checkCode } from './one-time-codes';
import { recordAuthEvent } from './record-auth-event';
import { findUserByEmail, loadUserView, type UserView } from './user-view';

/** `two-factor-authentication/authenticate`: completes a 2FA sign-in with the e-mailed code. */
export async function authenticateTwoFactor({
  deps,
  input,
  ip,
}: {
  deps: Deps;
  input: { email: string; code: string };
  ip?: string;
}): Promise<{ user: UserView; access_token: string }> {
  const user = await findUserByEmail({ db: deps.db, email: input.email });
  if (!user || !user.isActive || !user.isEmailVerified) throw codeFailure('invalid');
  const check = await checkCode({ db: deps.db, userId: user.id, purpose: 'two_factor', code: input.code, now: deps.now() });
  if (check !== 'ok') throw codeFailure(check);

  const now = deps.now();
  const accessToken = await deps.db.transaction(async (tx) => {
    await recordAuthEvent({ db: tx, entry: { action: 'auth.login', companyId: user.companyId, actorUserId: user.id, metadata: { method: 'two_factor' }, ip, at: now } });
    return issueAccessToken({ db: tx, userId: user.id, now });
  });
  const view = await loadUserView({ db: deps.db, userId: user.id });
  if (!view) throw codeFailure('invalid');
  return { user: view, access_token: accessToken };
}
