import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { companies, users, type DbOrTx } from '@verba/db';
import { roleById, type Language, type RoleSlug } from '@verba/domain';

/** The user as the API shows it to themselves (login answers and users/me). */
export interface UserView {
  id: string;
  name: string;
  email: string;
  /** An e-mail change waiting for its confirmation link (see users/email-change.ts). */
  pending_email: string | null;
  phone: string;
  role_id: number;
  role: RoleSlug;
  is_active: boolean;
  is_staff: boolean;
  language: Language;
  use_2fa: boolean;
  emails_enabled: boolean;
  whatsapp_enabled: boolean;
  is_email_verified: boolean;
  company_id: string;
  company: { id: string; legal_name: string; trade_name: string; kind: 'agency' | 'advertiser' };
  created_at: string;
}

/** The columns of a user view (users ⨝ companies), for queries that select it alongside more. */
export const userViewColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  // The database's clock: this view is also read by the prepared statement of resolveActor.
  pendingEmail: sql<
    string | null
  >`CASE WHEN ${users.pendingEmailExpiresAt} > now() THEN ${users.pendingEmail} END`,
  phone: users.phone,
  roleId: users.roleId,
  isActive: users.isActive,
  isStaff: users.isStaff,
  language: users.language,
  use2fa: users.use2fa,
  emailsEnabled: users.emailsEnabled,
  whatsappEnabled: users.whatsappEnabled,
  isEmailVerified: users.isEmailVerified,
  createdAt: users.createdAt,
  companyId: companies.id,
  legalName: companies.legalName,
  tradeName: companies.tradeName,
  kind: companies.kind,
};

/** A live (not deleted) user with their company, shaped for the API; null when absent. */
export async function loadUserView({ db, userId }: { db: DbOrTx; userId: string }): Promise<UserView | null> {
  const [r] = await db
    .select(userViewColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return r ? toUserView(r) : null;
}

type UserViewRow = SelectResultFields<typeof userViewColumns>;

/** Shapes a row of `userViewColumns` for the API. */
export function toUserView(r: UserViewRow): UserView {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    pending_email: r.pendingEmail,
    phone: r.phone,
    role_id: r.roleId,
    role: roleById(r.roleId) ?? 'user',
    is_active: r.isActive,
    is_staff: r.isStaff,
    language: r.language,
    use_2fa: r.use2fa,
    emails_enabled: r.emailsEnabled,
    whatsapp_enabled: r.whatsappEnabled,
    is_email_verified: r.isEmailVerified,
    company_id: r.companyId,
    company: { id: r.companyId, legal_name: r.legalName, trade_name: r.tradeName, kind: r.kind },
    created_at: r.createdAt.toISOString(),
  };
}

/** A live user by (normalised, lower-case) e-mail, with what authentication needs; never a blocked invitation. */
export async function findUserByEmail({ db, email }: { db: DbOrTx; email: string }) {
  const [row] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      isEmailVerified: users.isEmailVerified,
      use2fa: users.use2fa,
      language: users.language,
    })
    .from(users)
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        isNull(users.deletedAt),
        eq(users.invitationBlocked, false),
      ),
    )
    .limit(1);
  return row ?? null;
}
export type AuthUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;
