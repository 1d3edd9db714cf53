import { describe, expect, it } from 'vitest';
import {
  validateAdvertiserPageSearch,
  validateCreateCreativeSearch,
  validateCreativesSearch,
} from './search';

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

describe('creatives page search', () => {
  it('keeps an advertiser id in the URL, and drops anything else', () => {
    const id = '0b4f7c1e-6f2a-4c55-9a3e-2d1f0e9b8a77';
    expect(validateCreativesSearch({ advertiser: id, status: 'approved', tab: 'creatives' })).toEqual({
      advertiser: id,
      status: 'approved',
      format: undefined,
      search: undefined,
      page: undefined,
    });
    expect(validateCreativesSearch({ advertiser: '../x' }).advertiser).toBeUndefined();
  });
});
