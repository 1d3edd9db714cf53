import { describe, expect, it } from 'vitest';
import { validateStaffPaymentsSearch } from './search';

describe('validateStaffPaymentsSearch', () => {
  it('keeps a valid page, status, method and search text', () => {
    expect(
      validateStaffPaymentsSearch({
        page: '3',
        status: 'waiting_payment',
        method: 'DEPOSIT',
        search: ' Solar ',
      }),
    ).toEqual({
      page: 3,
      status: 'waiting_payment',
      method: 'DEPOSIT',
      search: 'Solar',
    });
  });

  it('drops page 1, bad pages, unknown statuses and methods, and blank searches', () => {
    expect(validateStaffPaymentsSearch({ page: 1, status: 'lost', method: 'CASH', search: '  ' })).toEqual({
      page: undefined,
      status: undefined,
      method: undefined,
      search: undefined,
    });
    expect(validateStaffPaymentsSearch({ page: 2.5 }).page).toBeUndefined();
    expect(validateStaffPaymentsSearch({ method: 'deposit' }).method).toBeUndefined();
  });
});
