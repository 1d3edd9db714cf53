import { describe, expect, it } from 'vitest';
import { validateMyUsersSearch } from './search';

describe('validateMyUsersSearch', () => {
  it('keeps a valid page, search text and status', () => {
    expect(validateMyUsersSearch({ page: 3, search: ' ana ', status: 'inactive' })).toEqual({
      page: 3,
      search: 'ana',
      status: 'inactive',
    });
    expect(validateMyUsersSearch({ page: '2' })).toEqual({ page: 2, search: undefined, status: undefined });
  });

  it('drops page 1, bad pages, blank searches and unknown statuses', () => {
    expect(validateMyUsersSearch({ page: 1, search: '   ', status: 'deleted' })).toEqual({
      page: undefined,
      search: undefined,
      status: undefined,
    });
    expect(validateMyUsersSearch({ page: 'x' }).page).toBeUndefined();
    expect(validateMyUsersSearch({ page: -4 }).page).toBeUndefined();
    expect(validateMyUsersSearch({ page: 2.5 }).page).toBeUndefined();
  });

  it('caps the search text at 128 characters', () => {
    expect(validateMyUsersSearch({ search: 'a'.repeat(300) }).search).toHaveLength(128);
  });
});
