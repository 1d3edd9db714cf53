import { describe, expect, it } from 'vitest';
import { validateAdvertiserPageSearch, validateCreateCreativeSearch } from './search';

describe('advertiser page search', () => {
  it('keeps known filters and drops the rest', () => {
    expect(
      validateAdvertiserPageSearch({
        tab: 'creatives',
        format: 'DISPLAY',
        status: 'pending',
        search: ' x ',
        page: '2',
      }),
    ).toEqual({ tab: 'creatives', format: 'DISPLAY', status: 'pending', search: 'x', page: 2 });
    expect(validateAdvertiserPageSearch({ tab: 'nope', format: 'BANNER', status: 'ok', page: '1' })).toEqual({
      tab: undefined,
      format: undefined,
      status: undefined,
      search: undefined,
      page: undefined,
    });
  });

  it('takes a known format for the create page', () => {
    expect(validateCreateCreativeSearch({ format: 'SEARCH' })).toEqual({ format: 'SEARCH' });
    expect(validateCreateCreativeSearch({ format: 'x' })).toEqual({});
  });
});
