import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users, type DbOrTx } from '@verba/db';
import { can, roleIds, roles, type Language } from '@verba/domain';

export interface FinanceRecipient {
  name: string;
  email: string;
  language: Language;
}

/** Role ids of the roles that manage the company's finances (manager, user_manager). */
const financeRoleIds = roles.filter((role) => can.manageFinance(role)).map((role) => roleIds[role]);

/**
 * Who is told about the company's money: active, not deleted users of a finance role, with a
 * confirmed e-mail (an invitation not yet accepted may carry a mistyped address) who keep e-mail
 * notices on (Settings → Notifications covers payments; only sign-in codes and password resets
 * ignore it).
 */
export async function financeRecipients({
  db,
  companyId,
}: {
  db: DbOrTx;
  companyId: string;
}): Promise<FinanceRecipient[]> {
  return db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.roleId, financeRoleIds),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        eq(users.isEmailVerified, true),
        eq(users.emailsEnabled, true),
        eq(users.isStaff, false),
      ),
    )
    .orderBy(users.createdAt, users.id);
}
