import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users, type DbOrTx } from '@verba/db';
import { can, roleIds, roles, type Language } from '@verba/domain';

export interface CompanyRecipient {
  name: string;
  email: string;
  language: Language;
}

/**
 * The company's users an e-mail about `capability` goes to: active, not deleted, not platform
 * staff, with a confirmed e-mail (an invitation not yet accepted may carry a mistyped address),
 * of a role that has the capability; with `noticesOnly`, only those who keep e-mail notices on.
 */
export async function companyRecipients({
  db,
  companyId,
  capability,
  noticesOnly,
}: {
  db: DbOrTx;
  companyId: string;
  capability: 'manageUsers' | 'manageFinance';
  noticesOnly: boolean;
}): Promise<CompanyRecipient[]> {
  const roleIdsWith = roles.filter((role) => can[capability](role)).map((role) => roleIds[role]);
  return db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.roleId, roleIdsWith),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        eq(users.isEmailVerified, true),
        eq(users.isStaff, false),
        noticesOnly ? eq(users.emailsEnabled, true) : undefined,
      ),
    )
    .orderBy(users.createdAt, users.id);
}

/** Platform staff an e-mail about a request to them goes to: every active, not deleted staff user. */
export async function staffRecipients({ db }: { db: DbOrTx }): Promise<CompanyRecipient[]> {
  return db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.isStaff, true), eq(users.isActive, true), isNull(users.deletedAt)));
}
