import { and, eq, isNull } from 'drizzle-orm';
import { users, type DbOrTx } from '@verba/db';
import { impersonationRefusal, roleById } from '@verba/domain';
import type { Actor } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';

/** Only platform staff acting as themselves (never from inside an impersonation) may impersonate. */
export function assertMayImpersonate(actor: Actor) {
  if (!actor.isStaff || actor.impersonatorUserId) throw fail('IMPERSONATION_FORBIDDEN');
}

/**
 * The user a staff member may act as: an active company user, neither staff nor themselves
 * (`impersonationRefusal`, which the staff users list shows too). Checked when the grant is asked
 * for and again when it is redeemed.
 */
export async function findImpersonationTarget({
  db,
  actor,
  userId,
}: {
  db: DbOrTx;
  actor: Actor;
  userId: string;
}) {
  if (!isUuid(userId)) throw fail('NOT_FOUND');
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!target) throw fail('NOT_FOUND');
  const refusal = impersonationRefusal(target, actor.userId);
  if (refusal) throw fail(refusal);
  if (!roleById(target.roleId)) throw fail('IMPERSONATION_FORBIDDEN');
  return target;
}
