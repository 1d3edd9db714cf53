import { eq } from 'drizzle-orm';
import { users } from '@verba/db';
import type { UpdateUserInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';
import { findCompanyUser } from './find-company-user';
import { assertMayAssignRole, assertMayEditProfile } from './user-permissions';
import { withEmailUniqueness } from './email-availability';
import { startEmailChange } from './email-change';
import { presentUser } from './present-user';

/**
 * Updates name, phone and (when given) the role of a user of the actor's company, and asks for an
 * e-mail change. Users edit their own profile; others need manageUsers; nobody changes their own
 * role. A new e-mail never takes effect here: it waits as `pending_email` until confirmed from
 * that address (see email-change.ts), whether the address is free or another company's, so the
 * answer and later reads are the same for both (issue 8). A colleague's address is 409 EMAIL_TAKEN.
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

      const [edited] = await tx
        .update(users)
        .set({
          name: input.name,
          ...(input.phone !== undefined && { phone: input.phone }),
          ...(roleChanged && { roleId: input.role_id }),
          updatedAt: now,
        })
        .where(eq(users.id, target.id))
        .returning();
      const emailChanged = input.email !== target.email;
      const row = emailChanged
        ? await startEmailChange({
            db: tx,
            target: edited!,
            email: input.email,
            now,
            appUrl: deps.config.appUrl,
          })
        : edited!;

      const changes = Object.fromEntries(
        (['name', 'phone'] as const)
          .filter((field) => row[field] !== target[field])
          .map((field) => [field, { from: target[field], to: row[field] }]),
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
      if (emailChanged) {
        await recordAudit({
          db: tx,
          actor,
          action: 'user.email_change_requested',
          targetType: 'user',
          targetId: target.id,
          metadata: { to: input.email },
        });
      }
      if (roleChanged) {
        await recordAudit({
          db: tx,
          actor,
          action: 'user.role_changed',
          targetType: 'user',
          targetId: target.id,
          metadata: { from: target.roleId, to: row.roleId },
        });
      }
      return row;
    }),
  );
  invalidateActorCache({ userId: updated.id });
  return presentUser(updated, now);
}
