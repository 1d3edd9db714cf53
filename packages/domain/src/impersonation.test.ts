import { describe, expect, it } from 'vitest';
import { impersonationRefusal } from './impersonation';

describe('impersonationRefusal', () => {
  const staffId = 'staff-1';
  const user = { id: 'user-1', isStaff: false, isActive: true };

  it('allows an active user who is not staff', () => {
    expect(impersonationRefusal(user, staffId)).toBeNull();
  });

  it('refuses oneself, another staff member and an inactive user, in that order', () => {
    expect(impersonationRefusal({ id: staffId, isStaff: true, isActive: true }, staffId)).toBe(
      'IMPERSONATION_TARGET_SELF',
    );
    expect(impersonationRefusal({ ...user, isStaff: true }, staffId)).toBe('IMPERSONATION_TARGET_STAFF');
    expect(impersonationRefusal({ ...user, isStaff: true, isActive: false }, staffId)).toBe(
      'IMPERSONATION_TARGET_STAFF',
    );
    expect(impersonationRefusal({ ...user, isActive: false }, staffId)).toBe('USER_INACTIVE');
  });
});
