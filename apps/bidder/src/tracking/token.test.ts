import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devices, environments } from '@verba/domain/campaigns/enumerations';
import type { TrackingClaims } from '@verba/domain/delivery/contracts';
import {
  maxTokenAudienceIds,
  maxTokenTextLength,
  maxTrackingTokenLength,
  signClickTarget,
  signTrackingToken,
  verifyClickTarget,
  verifyTrackingToken,
} from './token';
import { sampleClaims, testTrackingKey } from './tracking-test-helpers';

const otherKey = 'another-key-fedcba9876543210';

/** Signs an arbitrary payload the way token.ts does, to prove verify checks what it decodes. */
const forge = (payload: unknown, key = testTrackingKey): string => {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', key).update(`t1.${body}`).digest().subarray(0, 16);
  return `${body}.${mac.toString('base64url')}`;
};

/** Ids as plain strings (not UUID-shaped, so they travel unpacked). */
const positional = (claims: TrackingClaims): unknown[] => [
  3,
  'bid-1',
  'lease-1',
  'company-1',
  'advertiser-1',
  'campaign-1',
  'group-1',
  'strategy-1',
  'creative-1',
  claims.currency,
  claims.bidCpmMicros,
  claims.at,
  claims.state,
  claims.city,
  claims.device,
  claims.environment,
  claims.siteOrApp,
  claims.audienceIds,
  claims.userKey,
  claims.bidCurrency ?? '',
  claims.test ? 1 : 0,
  'exchange-1',
  claims.browser ?? '',
  claims.contentCategory ?? '',
];

const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const id = fc.oneof(
  fc.uuid(),
  text,
  text.map((t) => `~${t}`),
  fc.uuid().map((u) => u.toUpperCase()),
);
const claimsArbitrary: fc.Arbitrary<TrackingClaims> = fc.record({
  bidId: id,
  leaseId: id,
  companyId: id,
  advertiserId: id,
  campaignId: id,
  groupId: id,
  strategyId: id,
  creativeId: id,
  currency: fc.constantFrom('BRL', 'EUR', 'USD'),
  bidCpmMicros: fc.nat(),
  at: fc.nat(),
  state: text,
  city: text,
  device: fc.constantFrom('', ...devices),
  environment: fc.constantFrom('', ...environments),
  siteOrApp: text,
  audienceIds: fc.array(text, { maxLength: maxTokenAudienceIds }),
  userKey: text,
  exchangeId: id,
});

describe('tracking token', () => {
  it('property: a UUID travels as `~` and its 16 bytes in base64url', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        const token = signTrackingToken(
          { ...sampleClaims(), bidId: uuid, campaignId: uuid },
          testTrackingKey,
        );
        const payload = JSON.parse(
          Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'),
        ) as string[];
        const packed = `~${Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url')}`;
        expect(payload[1]).toBe(packed);
        expect(payload[5]).toBe(packed);
      }),
    );
  });

  it('carries the bid currency and the test flag when the bid has them', () => {
    const claims = { ...sampleClaims(), bidCurrency: 'USD' as const, test: true };
    expect(verifyTrackingToken(signTrackingToken(claims, testTrackingKey), [testTrackingKey])).toEqual(
      claims,
    );
    const plain = sampleClaims();
    expect(verifyTrackingToken(signTrackingToken(plain, testTrackingKey), [testTrackingKey])).toEqual(plain);
  });

  it('round-trips any claims (property)', () => {
    fc.assert(
      fc.property(claimsArbitrary, (claims) => {
        const token = signTrackingToken(claims, testTrackingKey);
        expect(verifyTrackingToken(token, [testTrackingKey])).toEqual(claims);
      }),
    );
  });

  it('its mac is HMAC-SHA256 of the purpose and payload, truncated to 16 bytes (property)', () => {
    fc.assert(
      fc.property(claimsArbitrary, fc.string({ minLength: 32 }), (claims, key) => {
        const [body, mac] = signTrackingToken(claims, key).split('.');
        const expected = createHmac('sha256', key).update(`t1.${body}`).digest().subarray(0, 16);
        expect(mac).toBe(expected.toString('base64url'));
      }),
    );
  });

  it('is URL-safe and compact: a positional array, not named fields', () => {
    const token = signTrackingToken(sampleClaims(), testTrackingKey);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    const [body] = token.split('.');
    expect(Buffer.from(body!, 'base64url').toString()).not.toContain('campaignId');
    expect(token.length).toBeLessThan(560); // ~520 with the exchange id (payload v2), + browser and category (v3)
  });

  it('refuses every single-character change anywhere in the token', () => {
    const token = signTrackingToken(sampleClaims(), testTrackingKey);
    for (let i = 0; i < token.length; i++) {
      for (const replacement of ['A', 'z', '0', '_', '-', '.', '%']) {
        if (token[i] === replacement) continue;
        const tampered = token.slice(0, i) + replacement + token.slice(i + 1);
        expect(verifyTrackingToken(tampered, [testTrackingKey]), `position ${i}`).toBeNull();
      }
    }
  });

  it('refuses every bit flip of the payload and of the mac bytes', () => {
    const token = signTrackingToken(sampleClaims(), testTrackingKey);
    const [body, tag] = token.split('.') as [string, string];
    for (const [part, rebuild] of [
      [body, (flipped: string) => `${flipped}.${tag}`],
      [tag, (flipped: string) => `${body}.${flipped}`],
    ] as const) {
      const bytes = Buffer.from(part, 'base64url');
      for (let i = 0; i < bytes.length; i++) {
        for (let bit = 0; bit < 8; bit++) {
          const copy = Buffer.from(bytes);
          copy[i]! ^= 1 << bit;
          expect(verifyTrackingToken(rebuild(copy.toString('base64url')), [testTrackingKey])).toBeNull();
        }
      }
    }
  });

  it('refuses truncated and extended tokens', () => {
    const token = signTrackingToken(sampleClaims(), testTrackingKey);
    for (let cut = 0; cut < token.length; cut++) {
      expect(verifyTrackingToken(token.slice(0, cut), [testTrackingKey])).toBeNull();
    }
    expect(verifyTrackingToken(`${token}A`, [testTrackingKey])).toBeNull();
    expect(verifyTrackingToken(`A${token}`, [testTrackingKey])).toBeNull();
  });

  it('refuses a token signed with another key and accepts any key of the rotation list', () => {
    const token = signTrackingToken(sampleClaims(), otherKey);
    expect(verifyTrackingToken(token, [testTrackingKey])).toBeNull();
    expect(verifyTrackingToken(token, [testTrackingKey, otherKey])).toEqual(sampleClaims());
    expect(verifyTrackingToken(token, [])).toBeNull();
    expect(verifyTrackingToken(token, otherKey)).toEqual(sampleClaims());
    expect(verifyTrackingToken(token, Buffer.from(otherKey))).toEqual(sampleClaims());
  });

  it('refuses well-signed payloads of the wrong shape or types', () => {
    const good = positional(sampleClaims());
    const wrong: unknown[] = [
      null,
      {},
      'x',
      [],
      good.slice(0, -1),
      [...good, 'extra'],
      [4, ...good.slice(1)],
      [2, ...good.slice(1)],
      [1, ...good.slice(1)],
      [2, ...good.slice(1, -1)],
      good.map((v, i) => (i === 1 ? 42 : v)),
      good.map((v, i) => (i === 9 ? 'GBP' : v)),
      good.map((v, i) => (i === 10 ? '4250000' : v)),
      good.map((v, i) => (i === 10 ? -1 : v)),
      good.map((v, i) => (i === 10 ? 1.5 : v)),
      good.map((v, i) => (i === 11 ? Number.MAX_SAFE_INTEGER + 2 : v)),
      good.map((v, i) => (i === 14 ? 'TABLET' : v)),
      good.map((v, i) => (i === 15 ? 'CTV' : v)),
      good.map((v, i) => (i === 17 ? 'segment' : v)),
      good.map((v, i) => (i === 17 ? [1, 2] : v)),
      good.map((v, i) => (i === 18 ? null : v)),
      good.map((v, i) => (i === 13 ? 'x'.repeat(300) : v)),
      good.map((v, i) => (i === 2 ? 'x'.repeat(300) : v)),
      good.map((v, i) => (i === 19 ? 'GBP' : v)),
      good.map((v, i) => (i === 20 ? true : v)),
      good.map((v, i) => (i === 21 ? 7 : v)),
      good.map((v, i) => (i === 21 ? '~short' : v)),
    ];
    for (const payload of wrong) {
      expect(verifyTrackingToken(forge(payload), [testTrackingKey]), JSON.stringify(payload)).toBeNull();
    }
    const plainIds = {
      bidId: 'bid-1',
      leaseId: 'lease-1',
      companyId: 'company-1',
      advertiserId: 'advertiser-1',
      campaignId: 'campaign-1',
      groupId: 'group-1',
      strategyId: 'strategy-1',
      creativeId: 'creative-1',
      exchangeId: 'exchange-1',
    };
    expect(verifyTrackingToken(forge(good), [testTrackingKey])).toEqual(sampleClaims(plainIds));
    for (const badId of ['~', '~short', `~${'A'.repeat(22)}B`, `~${'A'.repeat(21)}B`]) {
      const payload = good.map((v, i) => (i === 1 ? badId : v));
      expect(verifyTrackingToken(forge(payload), [testTrackingKey]), badId).toBeNull();
    }
  });

  it('still verifies a version 1 token (signed before exchanges) with no exchange, which no notice bills', () => {
    const v1 = [1, ...positional(sampleClaims()).slice(1, -3)];
    expect(verifyTrackingToken(forge(v1), [testTrackingKey])).toMatchObject({
      bidId: 'bid-1',
      exchangeId: '',
    });
  });

  it('carries the browser and the content category (version 3); a version 2 token verifies without them', () => {
    const claims = { ...sampleClaims(), browser: 'CHROME', contentCategory: '483' };
    expect(verifyTrackingToken(signTrackingToken(claims, testTrackingKey), [testTrackingKey])).toEqual(claims);
    const v2 = [2, ...positional(claims).slice(1, -2)];
    const decoded = verifyTrackingToken(forge(v2), [testTrackingKey]);
    expect(decoded).toMatchObject({ bidId: 'bid-1', exchangeId: 'exchange-1' });
    expect(decoded).not.toHaveProperty('browser');
    expect(decoded).not.toHaveProperty('contentCategory');
    expect(verifyTrackingToken(forge([...positional(claims).slice(0, -1), 7]), [testTrackingKey])).toBeNull();
  });

  it('refuses garbage, non-strings and oversize input without throwing', () => {
    const oversize = `${'A'.repeat(maxTrackingTokenLength)}.${'A'.repeat(22)}`;
    const body = Buffer.from('not json').toString('base64url');
    const mac = createHmac('sha256', testTrackingKey).update(`t1.${body}`).digest().subarray(0, 16);
    for (const input of [
      undefined,
      null,
      42,
      {},
      '',
      '.',
      'a.b',
      'é.ü',
      oversize,
      `${body}.${mac.toString('base64url')}`,
    ]) {
      expect(verifyTrackingToken(input, [testTrackingKey])).toBeNull();
    }
  });

  it('cuts overlong descriptive texts at signing so the token still verifies', () => {
    const long = 'x'.repeat(1000);
    const claims = sampleClaims({
      siteOrApp: long,
      city: long,
      state: long,
      userKey: long,
      audienceIds: [long],
    });
    const verified = verifyTrackingToken(signTrackingToken(claims, testTrackingKey), [testTrackingKey]);
    const cut = long.slice(0, maxTokenTextLength);
    expect(verified).toMatchObject({
      siteOrApp: cut,
      city: cut,
      state: cut,
      userKey: cut,
      audienceIds: [cut],
    });
  });

  it(`keeps at most ${maxTokenAudienceIds} audience ids`, () => {
    const many = Array.from({ length: 500 }, (_, i) => String(i));
    const token = signTrackingToken(sampleClaims({ audienceIds: many }), testTrackingKey);
    expect(verifyTrackingToken(token, [testTrackingKey])?.audienceIds).toEqual(
      many.slice(0, maxTokenAudienceIds),
    );
  });
});

describe('click target signature', () => {
  const token = signTrackingToken(sampleClaims(), testTrackingKey);
  const target = 'https://loja.example.com.br/oferta?utm_source=verba&x=1#top';

  it('verifies only the same token and target', () => {
    const signature = signClickTarget(token, target, testTrackingKey);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(verifyClickTarget(token, target, signature, [otherKey, testTrackingKey])).toBe(true);
    expect(verifyClickTarget(token, `${target}x`, signature, [testTrackingKey])).toBe(false);
    expect(verifyClickTarget(token, 'https://evil.example/', signature, [testTrackingKey])).toBe(false);
    expect(verifyClickTarget(`${token}x`, target, signature, [testTrackingKey])).toBe(false);
    expect(verifyClickTarget(token, target, signature, [otherKey])).toBe(false);
    for (let i = 0; i < signature.length; i++) {
      const flipped = signature.slice(0, i) + (signature[i] === 'A' ? 'B' : 'A') + signature.slice(i + 1);
      expect(verifyClickTarget(token, target, flipped, [testTrackingKey])).toBe(false);
    }
    for (const bad of [undefined, null, 3, '', signature.slice(1), `${signature}A`]) {
      expect(verifyClickTarget(token, target, bad, [testTrackingKey])).toBe(false);
    }
  });

  it('is not the token signature (no reuse across purposes)', () => {
    const [body, tokenMac] = token.split('.');
    expect(verifyClickTarget(body!, '', tokenMac, [testTrackingKey])).toBe(false);
  });
});

describe('speed (printed, not asserted)', () => {
  it('signs and verifies in microseconds', () => {
    const claims = sampleClaims();
    const rounds = 20_000;
    let token = '';
    let started = performance.now();
    for (let i = 0; i < rounds; i++) token = signTrackingToken(claims, testTrackingKey);
    const signMicros = ((performance.now() - started) * 1000) / rounds;
    started = performance.now();
    for (let i = 0; i < rounds; i++) verifyTrackingToken(token, [testTrackingKey]);
    const verifyMicros = ((performance.now() - started) * 1000) / rounds;
    started = performance.now();
    for (let i = 0; i < rounds; i++) signClickTarget(token, claims.siteOrApp, testTrackingKey);
    const clickMicros = ((performance.now() - started) * 1000) / rounds;
    console.log(
      `tracking token: ${token.length} chars; sign ${signMicros.toFixed(2)} µs, verify ${verifyMicros.toFixed(2)} µs, click signature ${clickMicros.toFixed(2)} µs`,
    );
  });
});
