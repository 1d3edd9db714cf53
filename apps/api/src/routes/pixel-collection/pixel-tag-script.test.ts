import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hashEmail, hashPhone } from '@verba/core/channels/meta/conversions/meta-user-data';
import { readPixelHit } from '@verba/domain';
import { pixelTagScript } from './pixel-tag-script';

const pixelId = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

/** Runs the tag as a page would (the snippet's queued calls first) and returns the URLs it sent. */
async function runTag(queued: unknown[][]): Promise<URL[]> {
  const sent: string[] = [];
  const window: Record<string, unknown> = {
    verba: { q: queued },
    crypto: globalThis.crypto,
    TextEncoder,
    Promise,
    document: { currentScript: { src: 'https://verba.test/px.js' }, cookie: '', referrer: '' },
    location: { href: 'https://loja.test/obrigado' },
    navigator: { sendBeacon: (url: string) => (sent.push(url), true) },
    Image: class {},
  };
  window.window = window;
  runInNewContext(pixelTagScript, window);
  // Hashing is asynchronous (Web Crypto): let its promises settle.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return sent.map((url) => new URL(url));
}

describe('the pixel tag (/px.js) and the Conversions API fields', () => {
  it('sends neither consent nor user data when the site gives none', async () => {
    const [hit] = await runTag([['init', pixelId], ['track', 'purchase', { value: 1550 }]]);
    expect(hit!.pathname).toBe('/px/v1/e');
    expect([...hit!.searchParams.keys()].sort()).toEqual(['ev', 'pid', 'ref', 'url', 'v']);
  });

  it('with consent, sends only the SHA-256 of the e-mail and phone, normalised as the server does', async () => {
    const [hit] = await runTag([
      ['init', pixelId],
      ['consent', true],
      ['user', { email: '  Ana.Souza@Example.com ', phone: '(11) 98765-4321' }],
      ['track', 'purchase'],
    ]);
    expect(hit!.searchParams.get('cs')).toBe('1');
    expect(hit!.searchParams.get('em')).toBe(hashEmail('ana.souza@example.com'));
    expect(hit!.searchParams.get('ph')).toBe(hashPhone('11987654321'));
    expect(hit!.href).not.toMatch(/souza|98765/i);
    const read = readPixelHit(Object.fromEntries(hit!.searchParams));
    expect(read).toMatchObject({ hit: { consent: 'granted', email: hashEmail('ana.souza@example.com') } });
  });

  it('without consent (or after it is withdrawn) sends cs=0 and no user data', async () => {
    const sent = await runTag([
      ['init', pixelId],
      ['user', { email: 'ana@example.com', phone: '11987654321' }],
      ['consent', false],
      ['track', 'lead'],
      ['consent', true],
      ['consent', false],
      ['track', 'lead'],
    ]);
    expect(sent).toHaveLength(2);
    for (const hit of sent) {
      expect(hit.searchParams.get('cs')).toBe('0');
      expect(hit.searchParams.has('em')).toBe(false);
      expect(hit.searchParams.has('ph')).toBe(false);
    }
  });

  it('drops what is not an e-mail or a phone number instead of hashing it', async () => {
    const [hit] = await runTag([
      ['init', pixelId],
      ['consent', true],
      ['user', { email: 'não é e-mail', phone: '123' }],
      ['track', 'lead'],
    ]);
    expect(hit!.searchParams.get('cs')).toBe('1');
    expect(hit!.searchParams.has('em')).toBe(false);
    expect(hit!.searchParams.has('ph')).toBe(false);
  });
});
