import type { Deps } from '../deps';
import { sendCode } from './send-code';
import { findUserByEmail } from './user-view';

/**
 * `confirmation-code/request`: e-mails a new confirmation code to an active, unconfirmed account.
 * The answer never says whether one was sent (no enumeration).
 */
export async function requestConfirmationCode({ deps, input }: { deps: Deps; input: { email: string } }): Promise<{ email: string }> {
  const user = await findUserByEmail({ db: deps.db, email: input.email });
  if (user && user.isActive && !user.isEmailVerified && user.passwordHash) {
    const now = deps.now();
    await deps.db.transaction((tx) => sendCode({ db: tx, user, purpose: 'email_verification', now }));
  }
  return { email: input.email };
}
