import { and, eq, gt, isNull } from 'drizzle-orm';
import { users } from '@verba/db';
import type { ConfirmEmailChangeInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { revokeAllSessions } from '../auth/access-tokens';
import { invalidateActorCache } from '../auth/actor-cache';
import { recordAuthEvent } from '../auth/record-auth-event';
import { queueEmail } from '../mail/queue-email';
import { hashToken } from '../security/tokens';
import { emailHolder, isUniqueViolation } from './email-availability';

/**
 * `email-change/confirm`: the link e-mailed to a user's pending address. Its token is single use
 * and works 24 hours; the address must still be free at this moment (else 409
 * EMAIL_CHANGE_ADDRESS_TAKEN and nothing changes, the link included). The user's e-mail becomes
 * the new one (confirmed: the link proved it), their other sessions end as after a password
 * reset — the session confirming it stays when it is that user's own — and the old address is told.
 */
export async function confirmEmailChange({
  deps,
  input,
  actor,
  ip,
}: {
  deps: Deps;
  input: ConfirmEmailChangeInput;
  actor?: Actor | null;
  ip?: string | undefined;
}): Promise<{ email: string }> {
  const now = deps.now();
  const changed = await deps.db
    .transaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(
          and(
            eq(users.pendingEmailTokenHash, hashToken(input.token)),
            gt(users.pendingEmailExpiresAt, now),
            isNull(users.deletedAt),
            eq(users.isActive, true),
            eq(users.invitationBlocked, false),
          ),
        )
        .limit(1)
        .for('update');
      if (!user?.pendingEmail) throw fail('EMAIL_CHANGE_TOKEN_INVALID');
      const email = user.pendingEmail;
      const holder = await emailHolder({ db: tx, email, companyId: user.companyId, exceptUserId: user.id });
      if (holder.kind !== 'free') throw fail('EMAIL_CHANGE_ADDRESS_TAKEN');

      await tx
        .update(users)
        .set({
          email,
          isEmailVerified: true,
          pendingEmail: null,
          pendingEmailTokenHash: null,
          pendingEmailExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      const ownSession = actor?.userId === user.id ? actor.tokenId : undefined;
      await revokeAllSessions({ db: tx, userId: user.id, now, exceptTokenId: ownSession });
      await recordAuthEvent({
        db: tx,
        entry: {
          action: 'user.email_changed',
          companyId: user.companyId,
          actorUserId: user.id,
          targetType: 'user',
          targetId: user.id,
          metadata: { changes: { email: { from: user.email, to: email } } },
          ip,
          at: now,
        },
      });
      await queueEmail({
        db: tx,
        to: user.email,
        template: 'email_changed',
        language: user.language,
        params: { name: user.name, email },
      });
      return { userId: user.id, email };
    })
    .catch((error: unknown) => {
      // Two confirmations of one address can both pass the check; the unique index decides.
      throw isUniqueViolation(error) ? fail('EMAIL_CHANGE_ADDRESS_TAKEN') : error;
    });
  invalidateActorCache({ userId: changed.userId });
  return { email: changed.email };
}
