import { describe, expect, it } from 'vitest';
import { validatePixelsSearch } from './search';

describe('validatePixelsSearch', () => {
  it('keeps valid state and drops the rest', () => {
    expect(
      validatePixelsSearch({
        page: '2',
        search: ' loja ',
        status: 'active',
        advertiser: '6f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a',
      }),
    ).toEqual({
      page: 2,
      search: 'loja',
      status: 'active',
      advertiser: '6f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a',
    });
    expect(validatePixelsSearch({ page: '1', search: '', status: 'nope', advertiser: 'x' })).toEqual({
      page: undefined,
      search: undefined,
      status: undefined,
      advertiser: undefined,
    });
  });
});
