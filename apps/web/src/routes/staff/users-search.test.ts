import { describe, expect, it } from 'vitest';
import { validateStaffUsersSearch } from './users-search';

describe('validateStaffUsersSearch', () => {
  it('keeps a valid page, status, role and search text', () => {
    expect(
      validateStaffUsersSearch({ page: '2', status: 'unconfirmed', role: 'user_manager', search: ' ana@ ' }),
    ).toEqual({ page: 2, status: 'unconfirmed', role: 'user_manager', search: 'ana@' });
  });

  it('drops page 1, bad pages, unknown statuses and roles, and blank searches', () => {
    expect(validateStaffUsersSearch({ page: 1, status: 'deleted', role: 'staff', search: '  ' })).toEqual({
      page: undefined,
      status: undefined,
      role: undefined,
      search: undefined,
    });
    expect(validateStaffUsersSearch({ page: 'x' }).page).toBeUndefined();
    expect(validateStaffUsersSearch({ search: 'a'.repeat(200) }).search).toHaveLength(128);
  });
});
