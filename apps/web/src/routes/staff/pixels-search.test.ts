import { describe, expect, it } from 'vitest';
import { validateStaffPixelsSearch } from './pixels-search';

describe('validateStaffPixelsSearch', () => {
  it('defaults to pending (left out of the URL)', () => {
    expect(validateStaffPixelsSearch({ status: 'pending', page: '3', search: ' x ' })).toEqual({
      status: undefined,
      page: 3,
      search: 'x',
    });
    expect(validateStaffPixelsSearch({ status: 'rejected' }).status).toBe('rejected');
    expect(validateStaffPixelsSearch({ status: 'bogus' }).status).toBeUndefined();
  });
});
