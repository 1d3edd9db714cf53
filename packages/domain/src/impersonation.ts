import type { ErrorCode } from './errors';

/** Why platform staff may not act as a user; each is the error code the grant answers with. */
export const impersonationRefusals = [
  'IMPERSONATION_TARGET_SELF',
  'IMPERSONATION_TARGET_STAFF',
  'USER_INACTIVE',
] as const satisfies readonly ErrorCode[];
export type ImpersonationRefusal = (typeof impersonationRefusals)[number];

/**
 * The rule of an impersonation target (DESIGN §7): never oneself nor another staff member, and
 * only an active user. Asking for a grant and redeeming it refuse with this code; the staff users
 * list shows it beside the disabled action. Null when staff may act as the user.
 */
export function impersonationRefusal(
  target: { id: string; isStaff: boolean; isActive: boolean },
  staffUserId: string,
): ImpersonationRefusal | null {
  if (target.id === staffUserId) return 'IMPERSONATION_TARGET_SELF';
  if (target.isStaff) return 'IMPERSONATION_TARGET_STAFF';
  if (!target.isActive) return 'USER_INACTIVE';
  return null;
}
