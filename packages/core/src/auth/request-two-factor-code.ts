import type { TwoFactorRequestInput } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { challengeFailure } from './code-failure';
import { resendChallengeCode } from './two-factor-challenges';
import { findUserByEmail } from './user-view';

/**
 * `two-factor-authentication/request`: e-mails a new code for the challenge of a sign-in in
 * progress (its id came with the password step). The challenge keeps its expiry and its attempts;
 * an unknown, used, expired or exhausted challenge is refused.
 */
export async function requestTwoFactorCode({
  deps,
  input,
}: {
  deps: Deps;
  input: TwoFactorRequestInput;
}): Promise<{ email: string }> {
  const user = await findUserByEmail({ db: deps.db, email: input.email });
  if (!user || !user.isActive) throw challengeFailure();
  const now = deps.now();
  const outcome = await deps.db.transaction((tx) =>
    resendChallengeCode({ db: tx, challengeId: input.challenge_id, user, now }),
  );
  if (outcome === 'challenge_invalid') throw challengeFailure();
  if (outcome === 'resends_exceeded') throw fail('TWO_FACTOR_RESENDS_EXCEEDED');
  return { email: input.email };
}
