import type { Deps } from '../deps';
import { queueEmail } from '../mail/queue-email';
import { issueCode } from './one-time-codes';
import { findUserByEmail } from './user-view';

/** The link of a password e-mail: `${appUrl}/password/{reset|create}/{token}?email=…`. */
export function passwordLink(appUrl: string, kind: 'reset' | 'create', token: string, email: string) {
  return `${appUrl}/password/${kind}/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
}

/**
 * `password/email`: e-mails a single-use reset link (valid 60 minutes) to an active account.
 * The answer is the same whether or not the e-mail has an account.
 */
export async function requestPasswordReset({ deps, input }: { deps: Deps; input: { email: string } }): Promise<{ email: string }> {
  const user = await findUserByEmail({ db: deps.db, email: input.email });
  if (user && user.isActive) {
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const token = await issueCode({ db: tx, userId: user.id, purpose: 'password_reset', now });
      await queueEmail({
        db: tx,
        to: user.email,
        template: 'password_reset',
        language: user.language,
        params: { name: user.name, url: passwordLink(deps.config.appUrl, 'reset', token, user.email) },
      });
    });
  }
  return { email: input.email };
}
