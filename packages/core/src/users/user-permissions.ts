import { can, roleById, roleIds } from '@verba/domain';
import type { users } from '@verba/db';
import type { Actor } from '../deps';
import { fail } from '../errors';

type UserRow = typeof users.$inferSelect;

/**
 * Managing another user needs the manageUsers ability (manager, user_manager). A user_manager
 * never acts on a manager's account: otherwise they could lock the company's administrators out.
 */
export function assertMayManageUser(actor: Actor, target: UserRow) {
  if (!can.manageUsers(actor.role)) throw fail('FORBIDDEN');
  if (actor.role !== 'manager' && roleById(target.roleId) === 'manager') throw fail('FORBIDDEN');
}

/** Own profile, language and preferences are the user's; anyone else's need assertMayManageUser. */
export function assertMayEditProfile(actor: Actor, target: UserRow) {
  if (target.id !== actor.userId) assertMayManageUser(actor, target);
}

/** Only a manager may make someone a manager. */
export function assertMayAssignRole(actor: Actor, roleId: number) {
  if (!can.manageUsers(actor.role)) throw fail('FORBIDDEN');
  if (roleId === roleIds.manager && actor.role !== 'manager') throw fail('FORBIDDEN');
}
