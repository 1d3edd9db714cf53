import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routeTitleKey } from './route-title';

describe('routeTitleKey', () => {
  it('takes the deepest route that names itself', () => {
    const matches = [
      { staticData: {} },
      { staticData: { title: 'shell:nav.home' } },
      { staticData: { title: 'advertisers:title' } },
      {},
    ];
    expect(routeTitleKey(matches, { authenticated: true })).toBe('advertisers:title');
  });

  it('asks a route whose title depends on the session', () => {
    const matches = [
      {
        staticData: {
          title: ({ authenticated }: { authenticated: boolean }) =>
            authenticated ? 'shell:nav.home' : 'auth:login.submit',
        },
      },
    ];
    expect(routeTitleKey(matches, { authenticated: false })).toBe('auth:login.submit');
    expect(routeTitleKey(matches, { authenticated: true })).toBe('shell:nav.home');
  });

  it('is undefined when no route names itself (the page sets its own, e.g. not found)', () => {
    expect(routeTitleKey([{ staticData: {} }], { authenticated: true })).toBeUndefined();
  });
});

describe('every screen of the router', () => {
  // Screens that name themselves on the page: the sign-in cards and the impersonation link.
  const untitled = new Set([
    '/impersonate',
    '/register',
    '/two-factor-authentication',
    '/forgot-password',
    '/password/reset/$token',
    '/password/create/$token',
    '/confirm-email',
  ]);

  beforeAll(() => {
    // The session store reads the token and listens to other tabs at import; nothing else needs a browser.
    const memory = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
    });
    vi.stubGlobal('window', { addEventListener: () => {}, location: { href: 'http://localhost/' } });
  });

  it('has a tab title, so the one route-title hook names it', async () => {
    const { router } = await import('../router');
    const paths = Object.values(router.routesById)
      .filter((route) => route.path && !route.isRoot)
      .filter((route) => !untitled.has(route.fullPath))
      .filter((route) => !route.options.staticData?.title)
      .map((route) => route.fullPath);
    expect(paths).toEqual([]);
  });

  it('titles the issue-10 screens (creatives, pixels, audiences, lists)', async () => {
    const { router } = await import('../router');
    const titleOf = (path: string) =>
      Object.values(router.routesById).find((route) => route.fullPath === path)?.options.staticData?.title;
    expect(titleOf('/creatives')).toBe('creatives:nav');
    expect(titleOf('/staff/creatives')).toBe('creatives:review.page_title');
    expect(titleOf('/pixels/$id')).toBe('pixels:detail_title');
    expect(titleOf('/staff/pixels')).toBe('staff:pixels.title');
    expect(titleOf('/audiences')).toBe('audiences:title');
    expect(titleOf('/lists')).toBe('lists:title');
    expect(titleOf('/lists/$id')).toBe('lists:detail_title');
  });
});
