import { describe, expect, it } from 'vitest';
import { validateStaffCreativesSearch } from './staff-creatives-search';

describe('staff creatives search', () => {
  it('leaves pending (the default) and unknown values out of the URL', () => {
    expect(validateStaffCreativesSearch({ status: 'pending', format: 'x', page: '1' })).toEqual({
      page: undefined,
      status: undefined,
      format: undefined,
      search: undefined,
    });
    expect(
      validateStaffCreativesSearch({ status: 'rejected', format: 'PUSH', page: 3, search: ' a ' }),
    ).toEqual({
      page: 3,
      status: 'rejected',
      format: 'PUSH',
      search: 'a',
    });
  });
});
