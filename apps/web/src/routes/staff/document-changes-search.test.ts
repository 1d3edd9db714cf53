import { describe, expect, it } from 'vitest';
import { validateStaffDocumentChangesSearch } from './document-changes-search';

describe('validateStaffDocumentChangesSearch', () => {
  it('keeps a page after the first and a decided status', () => {
    expect(validateStaffDocumentChangesSearch({ page: '2', status: 'rejected' })).toEqual({
      page: 2,
      status: 'rejected',
    });
  });

  it('drops page 1, bad pages, unknown statuses and the default pending', () => {
    expect(validateStaffDocumentChangesSearch({ page: 1, status: 'lost' })).toEqual({
      page: undefined,
      status: undefined,
    });
    expect(validateStaffDocumentChangesSearch({ page: 2.5, status: 'pending' })).toEqual({
      page: undefined,
      status: undefined,
    });
  });
});
