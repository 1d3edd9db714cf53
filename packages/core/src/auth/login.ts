import type { LoginInput } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { issueAccessToken } from './access-tokens';
import { burnPasswordCheck, verifyPassword } from './password-hashing';
import { recordAuthEvent } from './record-auth-event';
import { sendCode } from './send-code';
import { openTwoFactorChallenge } from './two-factor-challenges';
import { findUserByEmail, loadUserView, type UserView } from './user-view';

export interface LoginResult {
  user: UserView;
  /** Absent while the e-mail is unconfirmed or a 2FA code is pending (both e-mailed a code). */
  access_token?: string;
  /** For a 2FA user: the id of the second step, required to resend and to enter the code. */
  challenge_id?: string;
}

type Outcome = { access_token: string } | { challenge_id: string } | Record<string, never>;

/**
 * Signs in with e-mail and password. Unknown e-mail, wrong password and inactive user all give the
 * same INVALID_CREDENTIALS after the same password-hashing work (no account enumeration).
 */
export async function login({
  deps,
  input,
  ip,
}: {
  deps: Deps;
  input: LoginInput;
  ip?: string;
}): Promise<LoginResult> {
  const now = deps.now();
  const user = await findUserByEmail({ db: deps.db, email: input.email });
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !passwordOk || !user.isActive) {
    await recordAuthEvent({
      db: deps.db,
      entry: {
        action: 'auth.login_failed',
        companyId: user?.companyId,
        actorUserId: user?.id,
        metadata: { email: input.email },
        ip,
        at: now,
      },
    });
    throw fail('INVALID_CREDENTIALS');
  }

  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    if (!user.isEmailVerified) {
      await sendCode({ db: tx, user, purpose: 'email_verification', now });
      return {};
    }
    if (user.use2fa) {
      const challengeId = await openTwoFactorChallenge({ db: tx, user, now });
      await recordAuthEvent({
        db: tx,
        entry: {
          action: 'auth.two_factor_challenge',
          companyId: user.companyId,
          actorUserId: user.id,
          ip,
          at: now,
        },
      });
      return { challenge_id: challengeId };
    }
    const token = await issueAccessToken({ db: tx, userId: user.id, now });
    await recordAuthEvent({
      db: tx,
      entry: { action: 'auth.login', companyId: user.companyId, actorUserId: user.id, ip, at: now },
    });
    return { access_token: token };
  });
  const view = await loadUserView({ db: deps.db, userId: user.id });
  if (!view) throw fail('INVALID_CREDENTIALS');
  return { user: view, ...outcome };
}
