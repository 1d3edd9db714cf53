import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { invalidateActorCache } from '../auth/actor-cache';
import { startEmailChange, pendingEmailOf } from './email-change';
import { withEmailUniqueness } from './email-availability';
import { findCompanyUser } from './find-company-user';
import { presentUser } from './present-user';
import { assertMayEditProfile } from './user-permissions';

/**
 * `users/{id}/pending-email/resend`: a new link for the pending e-mail change (the earlier one
 * stops working, the 24 hours start again), sent exactly as the first one was (the owner's
 * notice instead when the address is another company's). 409 EMAIL_CHANGE_NOT_PENDING without one.
 */
export async function resendEmailChange({
  deps,
  actor,
  userId,
}: {
  deps: Deps;
  actor: Actor;
  userId: string;
}) {
  const now = deps.now();
  const row = await withEmailUniqueness(() =>
    deps.db.transaction(async (tx) => {
      const target = await findCompanyUser({ db: tx, actor, userId });
      assertMayEditProfile(actor, target);
      const pending = pendingEmailOf(target, now);
      if (!pending) throw fail('EMAIL_CHANGE_NOT_PENDING');
      return startEmailChange({ db: tx, target, email: pending, now, appUrl: deps.config.appUrl });
    }),
  );
  invalidateActorCache({ userId: row.id });
  return presentUser(row, now);
}
