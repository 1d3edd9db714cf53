import type { JobHandler } from '../jobs/worker';
import { queueEmail } from '../mail/queue-email';
import { issueCode } from './one-time-codes';
import { findUserByEmail } from './user-view';

export const sendPasswordResetJobKind = 'auth.password-reset';

/** The link of a password e-mail: `${appUrl}/password/{reset|create}/{token}?email=…`. */
export function passwordLink(appUrl: string, kind: 'reset' | 'create', token: string, email: string) {
  return `${appUrl}/password/${kind}/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
}

/**
 * The `auth.password-reset` job (queued by `password/email` for every address): e-mails a
 * single-use reset link, valid 60 minutes, to an active account with that e-mail; for any other
 * address it does nothing. Link and e-mail are written together, so a retry never sends two.
 */
export const sendPasswordReset: JobHandler = async ({ deps, payload }) => {
  const user = await findUserByEmail({ db: deps.db, email: String(payload.email) });
  if (!user?.isActive) return;
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
};
