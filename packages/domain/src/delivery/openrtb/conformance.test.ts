import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBidRequest, type ParseBidRequestResult } from './parse-bid-request';
import { brazilGeoLookup } from './test-geo-lookup';

const fixturesDir = new URL('./fixtures/', import.meta.url);
const geo = brazilGeoLookup();
const simpleBanner = JSON.parse(
  readFileSync(new URL('spec-2.6-simple-banner.json', fixturesDir), 'utf8'),
) as Record<string, unknown>;

/** Every answer is ok with at least one imp, or a refusal with a reason; nothing throws. */
function expectWellFormed(result: ParseBidRequestResult) {
  if (result.ok) expect(result.request.imps.length).toBeGreaterThan(0);
  else expect(['malformed', 'unsupported']).toContain(result.reason);
}

describe('conformance corpus', () => {
  const requests = readdirSync(fixturesDir).filter((f) => /^(spec|ortb)-.*\.json$/.test(f));

  it.each(requests)('%s parses to a bid request', (name) => {
    const text = readFileSync(new URL(name, fixturesDir), 'utf8');
    for (const body of [text, JSON.parse(text) as unknown, new TextEncoder().encode(text)]) {
      const result = parseBidRequest(body, { geo });
      expect(result.ok, result.ok ? '' : result.detail).toBe(true);
    }
  });

  it('covers every §6 request example of OpenRTB 2.6 and the Native 1.2 examples', () => {
    expect(requests).toEqual(
      expect.arrayContaining([
        'spec-2.6-simple-banner.json',
        'spec-2.6-expandable-creative.json',
        'spec-2.6-mobile.json',
        'spec-2.6-video.json',
        'spec-2.6-pmp-direct-deal.json',
        'spec-2.6-native.json',
      ]),
    );
    expect(readdirSync(fixturesDir).filter((f) => f.startsWith('native-1.2-'))).toHaveLength(3);
  });
});

describe('hostile and malformed bodies', () => {
  const refusals: [string, unknown, 'malformed' | 'unsupported'][] = [
    ['null', null, 'malformed'],
    ['an array', [simpleBanner], 'malformed'],
    ['a number', 42, 'malformed'],
    ['not JSON', '{"id": "x", imp: [', 'malformed'],
    ['non-UTF-8 bytes', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'malformed'],
    ['a 10 MB body', `{"id":"x","imp":[],"pad":"${'a'.repeat(10 * 1024 * 1024)}"}`, 'malformed'],
    ['no id', { ...simpleBanner, id: undefined }, 'malformed'],
    ['an object id', { ...simpleBanner, id: { $ne: 1 } }, 'malformed'],
    ['no imp', { ...simpleBanner, imp: undefined }, 'malformed'],
    ['imp not an array', { ...simpleBanner, imp: { id: '1' } }, 'malformed'],
    ['empty imp', { ...simpleBanner, imp: [] }, 'malformed'],
    ['imps without ids', { ...simpleBanner, imp: [{ banner: { w: 300, h: 250 } }] }, 'malformed'],
    ['imps with unknown media only', { ...simpleBanner, imp: [{ id: '1', dooh: {} }] }, 'unsupported'],
  ];

  it.each(refusals)('%s is refused as %s', (_, body, reason) => {
    expect(parseBidRequest(body)).toMatchObject({ ok: false, reason });
  });

  it('deep nesting is refused or read, never a stack overflow', () => {
    const depth = 200_000;
    const deep = `{"id":"x","imp":[{"id":"1","banner":{"w":1,"h":1}}],"ext":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expectWellFormed(parseBidRequest(deep, { maxBodyBytes: 10_000_000 }));
    let nested: unknown = { id: '1', banner: { w: 1, h: 1 } };
    for (let i = 0; i < 10_000; i++) nested = { native: nested, request: nested };
    expectWellFormed(parseBidRequest({ id: 'x', imp: [nested], user: { data: nested } }));
  });

  it('huge arrays are capped and cost little', () => {
    const many = Array.from({ length: 1_000_000 }, (_, i) => ({ id: String(i), banner: { w: 300, h: 250 } }));
    const segments = Array.from({ length: 1_000_000 }, (_, i) => ({ id: String(i) }));
    const body = {
      ...simpleBanner,
      imp: many,
      cattax: 7,
      bcat: many.map((m) => m.id),
      user: {
        id: 'u',
        data: Array.from({ length: 1000 }, () => ({ ext: { segtax: 4 }, segment: segments })),
      },
    };
    const started = performance.now();
    const result = parseBidRequest(body);
    // Capped reads touch a few hundred elements; a full walk of these arrays would take seconds.
    expect(performance.now() - started).toBeLessThan(250);
    if (!result.ok) throw new Error(result.detail);
    expect(result.request.imps).toHaveLength(16);
    expect(result.request.blockedCategories).toHaveLength(512);
    expect(result.request.user.segments).toHaveLength(256);
  });

  it('unknown enums and wrong types are ignored, not trusted', () => {
    const result = parseBidRequest({
      id: 7,
      imp: [
        {
          id: 1,
          banner: { w: '300', h: -5, format: 'x' },
          bidfloor: 'NaN',
          bidfloorcur: 'XXXXX',
          video: { mimes: 'video/mp4', minduration: 1e12 },
        },
      ],
      device: { devicetype: 99, ua: ['x'], geo: { country: 42, region: {}, lat: 'x', lon: 1e9 } },
      user: { gender: 'Z', yob: 10, data: 'x', eids: [{ source: {}, uids: 3 }] },
      regs: { gdpr: 'yes' },
      tmax: -1,
      test: 'true',
      cur: [1, null, 'brl'],
    });
    if (!result.ok) throw new Error(result.detail);
    const request = result.request;
    expect(request.id).toBe('7');
    expect(request.imps[0]).toMatchObject({
      impId: '1',
      banner: { sizes: [] },
      floorCpmMicros: 0,
      floorCurrency: 'USD',
    });
    expect(request.imps[0]!.video).toMatchObject({ mimes: [], minDuration: 0 });
    expect(request.device).toMatchObject({
      type: null,
      ua: '',
      geo: { country: '', state: '', city: '', lat: null, lon: null },
    });
    expect(request.user).toMatchObject({ gender: null, yob: null, segments: [], eids: [] });
    expect(request).toMatchObject({ tmax: null, test: false, currencies: ['BRL'] });
  });

  it('any JSON value anywhere in a valid request: ok or a reason, never a throw (property)', () => {
    const paths = [
      'id',
      'imp',
      'site',
      'app',
      'device',
      'user',
      'regs',
      'cur',
      'bcat',
      'badv',
      'tmax',
      'test',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.jsonValue({ maxDepth: 6 }),
        fc.nat(3),
        (path, value, impIndex) => {
          const body = structuredClone(simpleBanner) as Record<string, unknown> & {
            imp: Record<string, unknown>[];
          };
          body[path] = value;
          expectWellFormed(parseBidRequest(body, { geo }));
          const withImpValue = structuredClone(simpleBanner) as typeof body;
          withImpValue.imp = [
            { id: '1', banner: value, native: { request: value }, video: value, audio: value, pmp: value },
          ];
          if (impIndex > 0) withImpValue.imp.push({ id: String(impIndex), ...(value as object) });
          expectWellFormed(parseBidRequest(withImpValue, { geo }));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('arbitrary bytes and strings: ok or a reason, never a throw (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.uint8Array({ maxLength: 512 }), fc.string({ maxLength: 512 }), fc.anything()),
        (body) => {
          expectWellFormed(parseBidRequest(body));
        },
      ),
      { numRuns: 500 },
    );
  });
});
