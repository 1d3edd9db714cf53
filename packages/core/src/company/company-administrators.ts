import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users, type DbOrTx } from '@verba/db';
import { can, roleIds, roles } from '@verba/domain';

/** Role ids of the roles that invite users (manager, user_manager). */
const inviterRoleIds = roles.filter((role) => can.manageUsers(role)).map((role) => roleIds[role]);

/** Who can invite someone into the company: active, not deleted, confirmed users of an inviting role. */
export async function companyAdministrators({ db, companyId }: { db: DbOrTx; companyId: string }) {
  return db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.roleId, inviterRoleIds),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        eq(users.isEmailVerified, true),
        eq(users.isStaff, false),
      ),
    )
    .orderBy(users.createdAt, users.id);
}
