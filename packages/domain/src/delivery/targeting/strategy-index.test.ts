import { describe, expect, it } from 'vitest';
import type { LiveCreative } from '../contracts';
import { parseBidRequest } from '../openrtb/parse-bid-request';
import { brazilGeoLookup } from '../openrtb/test-geo-lookup';
import type { ImpOffer, ParsedBidRequest } from '../request';
import { creativeFitsImp } from './imp-fit';
import { createStrategyIndex } from './strategy-index';
import { emptyTargeting, liveStrategy, noon, pools } from './test-arbitraries';

const geo = brazilGeoLookup();
const creative = (patch: Partial<LiveCreative>): LiveCreative => ({
  id: 'c1',
  format: 'DISPLAY',
  width: 300,
  height: 250,
  title: null,
  body: null,
  callToAction: null,
  destinationUrl: 'https://adv.com.br/',
  displayUrl: null,
  sponsoredBy: null,
  mediaUrl: 'https://cdn/x.png',
  mimeType: 'image/png',
  durationSeconds: null,
  advertiserDomain: 'adv.com.br',
  ...patch,
});
const native = creative({
  format: 'NATIVE_DISPLAY',
  width: 1200,
  height: 627,
  title: 'Promoção de verão',
  body: 'Até 50% off',
  sponsoredBy: 'Loja',
});

function request(body: object): ParsedBidRequest {
  const result = parseBidRequest({ id: 'r', ...body }, { geo });
  if (!result.ok) throw new Error(result.detail);
  return result.request;
}
const imp = (offer: object): ImpOffer => request({ imp: [{ id: '1', ...offer }] }).imps[0]!;

describe('creative fit', () => {
  it('banner: exact size among w/h and format[]', () => {
    expect(
      creativeFitsImp(
        creative({}),
        imp({
          banner: {
            format: [
              { w: 728, h: 90 },
              { w: 300, h: 250 },
            ],
          },
        }),
      ),
    ).toBe(true);
    expect(creativeFitsImp(creative({}), imp({ banner: { w: 320, h: 50 } }))).toBe(false);
  });

  it('native: every required asset answerable; the Native 1.2 spec example asks an icon, title, sponsor and description', () => {
    const assets = [
      { id: 123, required: 1, title: { len: 140 } },
      { id: 128, required: 0, img: { wmin: 836, hmin: 627, type: 3 } },
      { id: 124, required: 1, img: { wmin: 50, hmin: 50, type: 1 } },
      { id: 126, required: 1, data: { type: 1, len: 25 } },
      { id: 127, required: 1, data: { type: 2, len: 140 } },
    ];
    const offer = imp({ native: { request: JSON.stringify({ ver: '1.2', assets }) } });
    expect(creativeFitsImp(native, offer)).toBe(true);
    expect(creativeFitsImp({ ...native, body: null }, offer)).toBe(false);
    const shortTitle = imp({ native: { request: { assets: [{ id: 1, required: 1, title: { len: 5 } }] } } });
    expect(creativeFitsImp(native, shortTitle)).toBe(false);
    const rating = imp({ native: { request: { assets: [{ id: 1, required: 1, data: { type: 3 } }] } } });
    expect(creativeFitsImp(native, rating)).toBe(false);
  });

  it('push: title, body and icon; never a required main image', () => {
    const push = creative({ format: 'PUSH', width: 192, height: 192, title: 'Oferta', body: 'Só hoje' });
    const pushImp = imp({
      native: {
        request: {
          assets: [
            { id: 1, required: 1, title: { len: 30 } },
            { id: 2, required: 1, img: { type: 1 } },
            { id: 3, required: 1, data: { type: 2 } },
          ],
        },
      },
    });
    expect(creativeFitsImp(push, pushImp)).toBe(true);
    const withMain = imp({
      native: {
        request: {
          assets: [
            { id: 1, required: 1, title: { len: 30 } },
            { id: 2, required: 1, img: { type: 3 } },
          ],
        },
      },
    });
    expect(creativeFitsImp(push, withMain)).toBe(false);
  });

  it('video and audio: mime among the accepted and duration within bounds', () => {
    const video = creative({ format: 'DISPLAY_VIDEO', mimeType: 'video/mp4', durationSeconds: 15 });
    expect(
      creativeFitsImp(video, imp({ video: { mimes: ['video/mp4'], minduration: 5, maxduration: 30 } })),
    ).toBe(true);
    expect(creativeFitsImp(video, imp({ video: { mimes: ['video/webm'], maxduration: 30 } }))).toBe(false);
    expect(creativeFitsImp(video, imp({ video: { mimes: ['video/mp4'], maxduration: 10 } }))).toBe(false);
    const audio = creative({ format: 'AUDIO', mimeType: 'audio/mpeg', durationSeconds: 30 });
    expect(creativeFitsImp(audio, imp({ audio: { mimes: ['audio/mpeg'], maxduration: 30 } }))).toBe(true);
  });
});

describe('strategy index', () => {
  it('campaign type decides the imp kind: a PROGRAMMATIC display never fills native, a NATIVE never a banner', () => {
    const index = createStrategyIndex({ now: () => noon });
    index.upsert(liveStrategy('prog', emptyTargeting, [creative({})], 'PROGRAMMATIC'));
    index.upsert(liveStrategy('nat', emptyTargeting, [native], 'NATIVE'));
    index.upsert(liveStrategy('search', emptyTargeting, [creative({})], 'SEARCH'));
    const both = request({
      imp: [
        { id: 'b', banner: { w: 300, h: 250 } },
        { id: 'n', native: { request: { assets: [{ id: 1, required: 1, title: { len: 90 } }] } } },
      ],
    });
    expect(index.match(both, both.imps[0]!).map((m) => m.strategy.strategyId)).toEqual(['prog']);
    expect(index.match(both, both.imps[1]!).map((m) => m.strategy.strategyId)).toEqual(['nat']);
  });

  it('explains a mismatch: targeting, format or blocked; null when the strategy fills the imp', () => {
    const index = createStrategyIndex({ now: () => noon });
    const mobileOnly = { ...emptyTargeting, devices: ['MOBILE' as const] };
    index.upsert(liveStrategy('mobile', mobileOnly, [creative({})], 'PROGRAMMATIC'));
    const desktop = request({ imp: [{ id: '1', banner: { w: 300, h: 250 } }], device: { devicetype: 2 } });
    const phone728 = request({ imp: [{ id: '1', banner: { w: 728, h: 90 } }], device: { devicetype: 4 } });
    const phoneBlocking = request({
      imp: [{ id: '1', banner: { w: 300, h: 250 } }],
      device: { devicetype: 4 },
      badv: ['adv.com.br'],
    });
    const phone = request({ imp: [{ id: '1', banner: { w: 300, h: 250 } }], device: { devicetype: 4 } });
    expect(index.explain('mobile', desktop, desktop.imps[0]!)).toBe('targeting');
    expect(index.explain('mobile', phone728, phone728.imps[0]!)).toBe('format');
    expect(index.explain('mobile', phoneBlocking, phoneBlocking.imps[0]!)).toBe('blocked');
    expect(index.explain('mobile', phone, phone.imps[0]!)).toBeNull();
  });

  it('radius around a city centre reaches a request located only by its city', () => {
    const index = createStrategyIndex({ geo, now: () => noon });
    const targeting = {
      ...emptyTargeting,
      locations: [{ kind: 'radius' as const, city: '3550308', km: 30 }],
    };
    index.upsert(liveStrategy('sp30', targeting, [creative({})], 'PROGRAMMATIC'));
    const at = (city: string) =>
      request({ imp: [{ id: '1', banner: { w: 300, h: 250 } }], device: { geo: { country: 'BRA', city } } });
    const guarulhos = at('Guarulhos');
    expect(index.match(guarulhos, guarulhos.imps[0]!)).toHaveLength(1);
    const campinas = at('Campinas');
    expect(index.match(campinas, campinas.imps[0]!)).toHaveLength(0);
  });

  it('an upsert of a new version replaces the old one; the same version is a no-op; remove forgets it', () => {
    const index = createStrategyIndex({ now: () => noon });
    const sp = {
      ...emptyTargeting,
      locations: [{ kind: 'state' as const, country: 'BR', state: 'SP' as const }],
    };
    const rj = {
      ...emptyTargeting,
      locations: [{ kind: 'state' as const, country: 'BR', state: 'RJ' as const }],
    };
    const inRio = request({
      imp: [{ id: '1', banner: { w: 300, h: 250 } }],
      device: { geo: { country: 'BR', region: 'RJ' } },
    });
    index.upsert(liveStrategy('s', sp, [creative({})], 'PROGRAMMATIC', 'v1'));
    expect(index.match(inRio, inRio.imps[0]!)).toHaveLength(0);
    index.upsert(liveStrategy('s', rj, [creative({})], 'PROGRAMMATIC', 'v1'));
    expect(index.match(inRio, inRio.imps[0]!)).toHaveLength(0);
    index.upsert(liveStrategy('s', rj, [creative({})], 'PROGRAMMATIC', 'v2'));
    expect(index.match(inRio, inRio.imps[0]!)).toHaveLength(1);
    expect([...index.ids()]).toEqual(['s']);
    expect(index.explain('unknown', inRio, inRio.imps[0]!)).toBe('targeting');
    index.remove('s');
    expect(index.size).toBe(0);
    expect(index.match(inRio, inRio.imps[0]!)).toHaveLength(0);
  });

  it('at 10,000 strategies a request runs the full rule on a few hundred at most, and an upsert takes microseconds', () => {
    const index = createStrategyIndex({ geo, now: () => noon });
    const sizes = [...pools.sizes, { w: 300, h: 600 }, { w: 160, h: 600 }, { w: 970, h: 250 }];
    const states = ['SP', 'RJ', 'MG', 'BA', 'PR', 'RS', 'PE', 'CE', 'PA', 'SC', 'GO', 'AM'] as const;
    for (let i = 0; i < 10_000; i++) {
      const size = sizes[i % sizes.length]!;
      const targeting = {
        ...emptyTargeting,
        locations:
          i % 10 === 0 ? [] : [{ kind: 'state' as const, country: 'BR', state: states[i % states.length]! }],
        devices: i % 3 === 0 ? (['MOBILE'] as const) : [],
        audienceIds: i % 4 === 0 ? [String(i % 50)] : [],
      };
      index.upsert(
        liveStrategy(
          `s${i}`,
          targeting,
          [creative({ id: `c${i}`, width: size.w, height: size.h })],
          'PROGRAMMATIC',
        ),
      );
    }
    const bidRequest = request({
      imp: [{ id: '1', banner: { w: 300, h: 250 } }],
      device: { devicetype: 4, geo: { country: 'BRA', region: 'SP', city: 'Campinas' } },
      user: { data: [{ ext: { segtax: 4 }, segment: [{ id: '8' }] }] },
    });
    const started = performance.now();
    let found = 0;
    for (let i = 0; i < 1000; i++) found = index.match(bidRequest, bidRequest.imps[0]!).length;
    const perMatchMs = (performance.now() - started) / 1000;
    expect(found).toBeGreaterThan(0);
    expect(index.lastExamined).toBeLessThan(400);
    expect(perMatchMs).toBeLessThan(2);
    const upsertStarted = performance.now();
    for (let v = 0; v < 1000; v++)
      index.upsert(
        liveStrategy(
          's1',
          { ...emptyTargeting, devices: ['DESKTOP'] },
          [creative({ id: 'c1' })],
          'PROGRAMMATIC',
          `v${v}`,
        ),
      );
    const perUpsertMs = (performance.now() - upsertStarted) / 1000;
    expect(perUpsertMs).toBeLessThan(1);
    console.info(
      `strategy index at 10,000: ${index.lastExamined} examined, ${found} matched, ${(perMatchMs * 1000).toFixed(0)} µs/match, ${(perUpsertMs * 1000).toFixed(1)} µs/upsert`,
    );
  });
});
