import { eq } from 'drizzle-orm';
import { users } from '@verba/db';
import type { UpdateUserInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';
import { findCompanyUser } from './find-company-user';
import { assertMayAssignRole, assertMayEditProfile } from './user-permissions';
import { queueEmail } from '../mail/queue-email';
import { assertNotColleague, emailHolder, withEmailUniqueness } from './email-availability';
import { presentUser } from './present-user';

/**
 * Updates name, e-mail, phone and (when given) the role of a user of the actor's company. Users
 * edit their own profile; others need manageUsers; nobody changes their own role. A new e-mail
 * held by a colleague is 409 EMAIL_TAKEN; one held by another company's account is answered as if
 * it were free, but the user keeps their e-mail and the address's owner is told that someone tried
 * and nothing changed (issue 8: no answer tells whether an address has an account).
 */
export async function updateUser({
  deps,
  actor,
  userId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  userId: string;
  input: UpdateUserInput;
}) {
  const now = deps.now();
  const updated = await withEmailUniqueness(() =>
    deps.db.transaction(async (tx) => {
      const target = await findCompanyUser({ db: tx, actor, userId });
      assertMayEditProfile(actor, target);
      const roleChanged = input.role_id !== undefined && input.role_id !== target.roleId;
      if (roleChanged && target.id === actor.userId) throw fail('CANNOT_CHANGE_OWN_ROLE');
      if (roleChanged) assertMayAssignRole(actor, input.role_id!);
      const holder =
        input.email === target.email
          ? undefined
          : await emailHolder({
              db: tx,
              email: input.email,
              companyId: actor.companyId,
              exceptUserId: target.id,
            });
      if (holder) assertNotColleague(holder);
      const emailRefused = holder?.kind === 'elsewhere';

      const [row] = await tx
        .update(users)
        .set({
          name: input.name,
          ...(!emailRefused && { email: input.email }),
          ...(input.phone !== undefined && { phone: input.phone }),
          ...(roleChanged && { roleId: input.role_id }),
          updatedAt: now,
        })
        .where(eq(users.id, target.id))
        .returning();

      const changes = Object.fromEntries(
        (['name', 'email', 'phone'] as const)
          .filter((field) => row![field] !== target[field])
          .map((field) => [field, { from: target[field], to: row![field] }]),
      );
      if (Object.keys(changes).length > 0) {
        await recordAudit({
          db: tx,
          actor,
          action: 'user.updated',
          targetType: 'user',
          targetId: target.id,
          metadata: { changes },
        });
      }
      if (roleChanged) {
        await recordAudit({
          db: tx,
          actor,
          action: 'user.role_changed',
          targetType: 'user',
          targetId: target.id,
          metadata: { from: target.roleId, to: row!.roleId },
        });
      }
      if (holder?.kind === 'elsewhere') {
        const { owner } = holder;
        await queueEmail({
          db: tx,
          to: owner.email,
          template: 'email_in_use',
          language: owner.language,
          params: { name: owner.name },
        });
      }
      return { row: row!, emailRefused };
    }),
  );
  invalidateActorCache({ userId: updated.row.id });
  // The answer for another company's address is the answer for a free one.
  return presentUser(updated.emailRefused ? { ...updated.row, email: input.email } : updated.row);
}
