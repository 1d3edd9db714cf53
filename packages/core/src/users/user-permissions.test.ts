import { describe, expect, it } from 'vitest';
import { roleIds, type RoleSlug } from '@verba/domain';
import type { users } from '@verba/db';
import type { Actor } from '../deps';
import { assertMayAssignRole, assertMayEditProfile, assertMayManageUser } from './user-permissions';

const actor = (role: RoleSlug): Actor => ({
  userId: 'actor',
  companyId: 'company',
  role,
  isStaff: false,
  tokenId: 'token',
  impersonatorUserId: null,
  language: 'pt_BR',
});
const target = (role: RoleSlug, id = 'target') => ({ id, roleId: roleIds[role] }) as typeof users.$inferSelect;
const outcome = (check: () => void) => {
  try {
    check();
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('user permissions (spec §6)', () => {
  it.each([
    ['manager', 'manager', 'ok'],
    ['manager', 'user_manager', 'ok'],
    ['manager', 'user', 'ok'],
    ['user_manager', 'manager', 'FORBIDDEN'],
    ['user_manager', 'user_manager', 'ok'],
    ['user_manager', 'user', 'ok'],
    ['user', 'manager', 'FORBIDDEN'],
    ['user', 'user_manager', 'FORBIDDEN'],
    ['user', 'user', 'FORBIDDEN'],
  ] as const)('a %s managing a %s: %s', (who, whom, expected) => {
    expect(outcome(() => assertMayManageUser(actor(who), target(whom)))).toBe(expected);
  });

  it.each([
    ['manager', 'manager', 'ok'],
    ['manager', 'user', 'ok'],
    ['user_manager', 'manager', 'FORBIDDEN'],
    ['user_manager', 'user_manager', 'ok'],
    ['user', 'user', 'FORBIDDEN'],
  ] as const)('a %s assigning the %s role: %s', (who, role, expected) => {
    expect(outcome(() => assertMayAssignRole(actor(who), roleIds[role]))).toBe(expected);
  });

  it('lets everyone edit their own profile', () => {
    for (const role of ['manager', 'user_manager', 'user'] as const) {
      expect(outcome(() => assertMayEditProfile(actor(role), target(role, 'actor')))).toBe('ok');
    }
    expect(outcome(() => assertMayEditProfile(actor('user'), target('user')))).toBe('FORBIDDEN');
  });
});
