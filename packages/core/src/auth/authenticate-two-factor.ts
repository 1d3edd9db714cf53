import type { TwoFactorAuthenticateInput } from '@verba/domain';
import type { Deps } from '../deps';
import { issueAccessToken } from './access-tokens';
import { challengeFailure, codeFailure } from './code-failure';
import { recordAuthEvent } from './record-auth-event';
import { checkChallengeCode } from './two-factor-challenges';
import { findUserByEmail, loadUserView, type UserView } from './user-view';

/**
 * `two-factor-authentication/authenticate`: completes a 2FA sign-in with the challenge id of its
 * password step and the e-mailed code. A used, expired or exhausted challenge (or one of another
 * e-mail) needs a new password step.
 */
export async function authenticateTwoFactor({
  deps,
  input,
  ip,
}: {
  deps: Deps;
  input: TwoFactorAuthenticateInput;
  ip?: string;
}): Promise<{ user: UserView; access_token: string }> {
  const user = await findUserByEmail({ db: deps.db, email: input.email });
  if (!user || !user.isActive || !user.isEmailVerified) throw challengeFailure();
  const check = await checkChallengeCode({
    db: deps.db,
    challengeId: input.challenge_id,
    userId: user.id,
    code: input.code,
    now: deps.now(),
  });
  if (check === 'challenge_invalid') throw challengeFailure();
  if (check === 'code_invalid') throw codeFailure('invalid');

  const now = deps.now();
  const accessToken = await deps.db.transaction(async (tx) => {
    await recordAuthEvent({
      db: tx,
      entry: {
        action: 'auth.login',
        companyId: user.companyId,
        actorUserId: user.id,
        metadata: { method: 'two_factor' },
        ip,
        at: now,
      },
    });
    return issueAccessToken({ db: tx, userId: user.id, now });
  });
  const view = await loadUserView({ db: deps.db, userId: user.id });
  if (!view) throw challengeFailure();
  return { user: view, access_token: accessToken };
}
