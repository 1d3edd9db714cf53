import { z } from '../zod';
import { impersonationRefusals } from '../impersonation';
import { roles } from '../roles';
import { limits, pageQuerySchema } from './common';
import { text } from './text';
import { userAccountStatuses, type UserAccountStatus } from '../account-statuses';

/** A user's account as support sees it: deactivated, e-mail not confirmed yet (invited users too), or active. */
export { userAccountStatuses, type UserAccountStatus };

export function userAccountStatus(user: { isActive: boolean; isEmailVerified: boolean }): UserAccountStatus {
  if (!user.isActive) return 'inactive';
  return user.isEmailVerified ? 'active' : 'unconfirmed';
}

/** `GET staff/users`: every company's users, filtered by status and role, searched by text. */
export const listStaffUsersQuerySchema = pageQuerySchema.extend({
  status: z.enum(userAccountStatuses).optional(),
  role: z.enum(roles).optional(),
  /** The user's name or e-mail, or the company's trade or legal name. */
  search: text().trim().max(limits.name).optional(),
});
export type ListStaffUsersQuery = z.output<typeof listStaffUsersQuerySchema>;

/* eslint-disable no-restricted-syntax -- an answer the server writes, not input */
/** One row of the staff users list, with whether staff may act as the user right now. */
export const staffUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(userAccountStatuses),
  is_staff: z.boolean(),
  company: z.object({ id: z.string(), name: z.string() }),
  /** When the user last signed in (a session started), null if never. */
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  can_impersonate: z.boolean(),
  /** The error code asking for a grant would answer, null when `can_impersonate`. */
  impersonation_refusal: z.enum(impersonationRefusals).nullable(),
});
/* eslint-enable no-restricted-syntax */
export type StaffUser = z.output<typeof staffUserSchema>;
