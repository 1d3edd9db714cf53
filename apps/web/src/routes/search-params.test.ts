import { describe, expect, it } from 'vitest';
import { safeReturnPath, stringParam } from './search-params';

describe('safeReturnPath', () => {
  it('keeps a path of this app', () => expect(safeReturnPath('/campaigns/12?tab=lines')).toBe('/campaigns/12?tab=lines'));
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'campaigns', '', undefined])('falls back to / for %s', (value) =>
    expect(safeReturnPath(value)).toBe('/'),
  );
});

describe('stringParam', () => {
  it('trims strings and drops empty ones', () => {
    expect(stringParam('  abc ')).toBe('abc');
    expect(stringParam('   ')).toBeUndefined();
    expect(stringParam(undefined)).toBeUndefined();
  });
  it('reads numbers the router parsed from the query string', () => expect(stringParam(123456)).toBe('123456'));
});
