import { eq } from 'drizzle-orm';
import { companies, users } from '@verba/db';
import type { InviteUserInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { issueCode } from '../auth/one-time-codes';
import { queueEmail } from '../mail/queue-email';
import { recordAudit } from '../audit/record-audit';
import { assertMayAssignRole } from './user-permissions';
import { assertNotColleague, emailHolder, withEmailUniqueness } from './email-availability';
import { presentUser } from './present-user';

/**
 * Invites a colleague into the actor's company: an unverified user without a password, and an
 * e-mail (in the inviter's language) with the link to create the password. An address of another
 * company's account gets the same answer and a pending invitation that is blocked (it holds no
 * link and never becomes an account), and its owner an e-mail saying someone tried and nothing
 * changed, so the answer never tells whether an address has an account (issue 8).
 */
export async function inviteUser({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: InviteUserInput;
}) {
  assertMayAssignRole(actor, input.role_id);
  const now = deps.now();
  const user = await withEmailUniqueness(() =>
    deps.db.transaction(async (tx) => {
      const holder = await emailHolder({ db: tx, email: input.email, companyId: actor.companyId });
      assertNotColleague(holder);
      const [created] = await tx
        .insert(users)
        .values({
          companyId: actor.companyId,
          roleId: input.role_id,
          name: input.name,
          email: input.email,
          passwordHash: null,
          isEmailVerified: false,
          invitationBlocked: holder.kind === 'elsewhere',
          language: actor.language,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (holder.kind === 'elsewhere') {
        const { owner } = holder;
        await queueEmail({
          db: tx,
          to: owner.email,
          template: 'invitation_blocked',
          language: owner.language,
          params: { name: owner.name },
        });
      } else {
        const [context] = await tx
          .select({ inviter: users.name, company: companies.tradeName })
          .from(users)
          .innerJoin(companies, eq(companies.id, users.companyId))
          .where(eq(users.id, actor.userId));
        const token = await issueCode({ db: tx, userId: created!.id, purpose: 'password_create', now });
        const url = `${deps.config.appUrl}/password/create/${token}?email=${encodeURIComponent(created!.email)}`;
        await queueEmail({
          db: tx,
          to: created!.email,
          template: 'invitation',
          language: created!.language,
          params: {
            name: created!.name,
            inviter: context?.inviter ?? '',
            company: context?.company ?? '',
            url,
          },
        });
      }
      await recordAudit({
        db: tx,
        actor,
        action: 'user.invited',
        targetType: 'user',
        targetId: created!.id,
        metadata: { email: created!.email, role_id: created!.roleId },
      });
      return created!;
    }),
  );
  return presentUser(user, now);
}
