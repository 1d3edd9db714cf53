import { eq } from 'drizzle-orm';
import { users } from '@verba/db';
import type { UpdateUserInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';
import { findCompanyUser } from './find-company-user';
import { assertMayAssignRole, assertMayEditProfile } from './user-permissions';
import { assertEmailAvailable, withEmailUniqueness } from './email-availability';
import { presentUser } from './present-user';

/**
 * Updates name, e-mail, phone and (when given) the role of a user of the actor's company. Users
 * edit their own profile; others need manageUsers; nobody changes their own role.
 */
export async function updateUser({ deps, actor, userId, input }: { deps: Deps; actor: Actor; userId: string; input: UpdateUserInput }) {
  const now = deps.now();
  const updated = await withEmailUniqueness(() =>
    deps.db.transaction(async (tx) => {
      const target = await findCompanyUser({ db: tx, actor, userId });
      assertMayEditProfile(actor, target);
      const roleChanged = input.role_id !== undefined && input.role_id !== target.roleId;
      if (roleChanged && target.id === actor.userId) throw fail('CANNOT_CHANGE_OWN_ROLE');
      if (roleChanged) assertMayAssignRole(actor, input.role_id!);
      if (input.email !== target.email) await assertEmailAvailable({ db: tx, email: input.email, exceptUserId: target.id });

      const [row] = await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
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
        await recordAudit({ db: tx, actor, action: 'user.updated', targetType: 'user', targetId: target.id, metadata: { changes } });
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
      return row!;
    }),
  );
  invalidateActorCache({ userId: updated.id });
  return presentUser(updated);
}
