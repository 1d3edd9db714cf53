import { describe, expect, it } from 'vitest';
import { activeNavHref, mainNavigation } from './navigation';

describe('the highlighted menu entry', () => {
  it('is the area of the page, on its own screens and below them', () => {
    expect(activeNavHref(mainNavigation, '/')).toBe('/');
    expect(activeNavHref(mainNavigation, '/finances')).toBe('/finances');
    expect(activeNavHref(mainNavigation, '/advertisers/123/edit')).toBe('/advertisers');
  });

  it('stays on Finances on an order’s NFS-e page, reached from its payments', () => {
    expect(activeNavHref(mainNavigation, '/orders/3f1c/nfse')).toBe('/finances');
  });

  it('is none on a path of no area', () => {
    expect(activeNavHref(mainNavigation, '/nowhere')).toBeUndefined();
  });
});
