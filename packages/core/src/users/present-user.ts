import type { users } from '@verba/db';
import { roleById } from '@verba/domain';
import { pendingEmailOf } from './email-change';

type UserRow = typeof users.$inferSelect;

/**
 * The API shape of a user (spec §3 User), shared by `GET users`, `GET users/me` and mutations;
 * `pending_email` is an e-mail change waiting for its confirmation link (until `now` passes its expiry).
 */
export function presentUser(user: UserRow, now: Date) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    pending_email: pendingEmailOf(user, now),
    phone: user.phone,
    role_id: user.roleId,
    // role_id references the roles table, which holds exactly the three slugs.
    role: roleById(user.roleId) ?? 'user',
    is_active: user.isActive,
    is_staff: user.isStaff,
    language: user.language,
    use_2fa: user.use2fa,
    emails_enabled: user.emailsEnabled,
    whatsapp_enabled: user.whatsappEnabled,
    is_email_verified: user.isEmailVerified,
    /** An invited user who has not created a password yet. */
    invitation_pending: user.passwordHash === null,
    company_id: user.companyId,
    company: { id: user.companyId },
    created_at: user.createdAt.toISOString(),
  };
}
export type PresentedUser = ReturnType<typeof presentUser>;
