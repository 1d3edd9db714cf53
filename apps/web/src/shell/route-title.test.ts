import { describe, expect, it } from 'vitest';
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
