import type { Deps } from '../deps';
import { hasPendingCode } from './one-time-codes';
import { sendCode } from './send-code';
import { findUserByEmail } from './user-view';

/** How long after a password check a new 2FA code may be asked for. */
export const twoFactorChallengeWindowMs = 30 * 60_000;

/**
 * `two-factor-authentication/request`: re-sends the 2FA code of a sign-in in progress. Only a
 * challenge opened by a correct password (and not yet completed) can be renewed, so the e-mail
 * alone never opens a session. Same answer in every case.
 */
export async function requestTwoFactorCode({ deps, input }: { deps: Deps; input: { email: string } }): Promise<{ email: string }> {
  const user = await findUserByEmail({ db: deps.db, email: input.email });
  const now = deps.now();
  if (user && user.isActive && user.use2fa) {
    const since = new Date(now.getTime() - twoFactorChallengeWindowMs);
    if (await hasPendingCode({ db: deps.db, userId: user.id, purpose: 'two_factor', since })) {
      await deps.db.transaction((tx) => sendCode({ db: tx, user, purpose: 'two_factor', now }));
    }
  }
  return { email: input.email };
}
