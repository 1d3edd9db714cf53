import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBidRequest, type ParseBidRequestResult } from './parse-bid-request';
import { createAncestry } from './taxonomy-ancestry';
import { brazilGeoLookup } from './test-geo-lookup';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const geo = brazilGeoLookup();

function parsed(result: ParseBidRequestResult) {
  if (!result.ok) throw new Error(`${result.reason}: ${result.detail}`);
  return result.request;
}

describe('parseBidRequest (OpenRTB 2.6 spec examples)', () => {
  it('simple banner: one 300x250 imp, USD floor in micros, the site domain without www', () => {
    const request = parsed(parseBidRequest(fixture('spec-2.6-simple-banner.json'), { geo }));
    expect(request.version).toBe('2.5');
    expect(request.imps).toEqual([
      expect.objectContaining({
        impId: '1',
        banner: { sizes: [{ w: 300, h: 250 }] },
        floorCpmMicros: 30_000,
        floorCurrency: 'USD',
      }),
    ]);
    expect(request).toMatchObject({
      environment: 'WEB',
      siteOrApp: 'foobar.com',
      publisherId: '8953',
      currencies: ['USD'],
    });
    // site.cat IAB3-1 (Advertising, IAB 1.0: the default cattax) as Content Taxonomy 3.1.
    expect(request.contentCategoryIds).toEqual(['58']);
  });

  it('mobile: app bundle, devicetype, ifa as the cap key when no user id… and bcat/badv', () => {
    const request = parsed(parseBidRequest(fixture('spec-2.6-mobile.json'), { geo }));
    expect(request).toMatchObject({ environment: 'APP', siteOrApp: '12345' });
    expect(request.device).toMatchObject({
      type: 'MOBILE',
      browser: 'SAFARI',
      ifa: 'AA000DFE74168477C70D291f574D344790E0BB11',
    });
    expect(request.user.key).toBe('ffffffd5135596709273b3a1a07e466ea2bf4fff');
    // IAB 1.0 codes (the default cattax 1) mapped to Content Taxonomy 3.1: IAB25's sensitive
    // kinds, Sexual Health, Alcoholic Beverages (wine, cocktails/beer), Cigars.
    expect(request.blockedCategories).toEqual([
      '6i4dB6',
      'I4GWl6',
      'Rm3SiT',
      'j9PaO9',
      'HxqYV1',
      '307',
      '211',
      '260',
    ]);
    // app.cat IAB15, IAB15-10: Science, Weather.
    expect(request.contentCategoryIds).toEqual(['464', '390']);
    expect(request.blockedAdvertiserDomains).toEqual(['apple.com', 'go-text.me', 'heywire.com']);
  });

  it('video: mimes, protocols, durations, size; tmax', () => {
    const request = parsed(parseBidRequest(fixture('spec-2.6-video.json'), { geo }));
    expect(request.tmax).toBe(120);
    expect(request.imps[0]!.video).toEqual({
      mimes: ['video/x-flv', 'video/mp4', 'application/javascript'],
      protocols: [2, 3],
      minDuration: 5,
      maxDuration: 30,
      w: 640,
      h: 480,
      skippable: false,
    });
    expect(request.device).toMatchObject({ browser: 'FIREFOX', type: 'DESKTOP' });
    expect(request.user.key).toBe('545678765467876567898765678987654');
    expect(request.user.segments).toEqual([]);
  });

  it('PMP: private auction with its deals and their floors', () => {
    const imp = parsed(parseBidRequest(fixture('spec-2.6-pmp-direct-deal.json'))).imps[0]!;
    expect(imp.privateAuction).toBe(true);
    expect(imp.deals).toEqual([
      { id: 'AB-Agency1-0001', floorCpmMicros: 2_500_000, floorCurrency: 'USD' },
      { id: 'XY-Agency2-0001', floorCpmMicros: 2_000_000, floorCurrency: 'USD' },
    ]);
  });

  it('native: the request string of Native 1.2 with its asset ids and event trackers', () => {
    const native = parsed(parseBidRequest(fixture('spec-2.6-native.json'))).imps[0]!.native!;
    expect(native.ver).toBe('1.2');
    expect(native.assets.map((a) => a.id)).toEqual([123, 128, 124, 126, 127]);
    expect(native.assets[0]).toEqual({ id: 123, required: true, title: { len: 140 } });
    expect(native.assets[1]).toEqual({ id: 128, required: false, img: { type: 3, wmin: 836, hmin: 627 } });
    expect(native.eventtrackers).toEqual([
      { event: 1, methods: [1, 2] },
      { event: 2, methods: [1] },
    ]);
    expect(native.privacy).toBe(true);
  });

  it('native: a request text seen before reads the same, shared and frozen; its ver still counts', () => {
    const text = JSON.stringify(fixture('native-1.2-social-clickout.json'));
    const nativeOf = (native: Record<string, unknown>) =>
      parsed(parseBidRequest({ id: 'n', imp: [{ id: '1', native }] })).imps[0]!.native!;
    const first = nativeOf({ ver: '1.2', request: text });
    const again = nativeOf({ ver: '1.2', request: `${text}` });
    expect(again).toBe(first);
    expect(Object.isFrozen(first.assets[0])).toBe(true);
    const textWithoutVer = JSON.stringify({ ...(JSON.parse(text) as object), ver: undefined });
    expect(nativeOf({ ver: '1.0', request: textWithoutVer }).ver).toBe('1.0');
    expect(nativeOf({ ver: '1.1', request: textWithoutVer }).ver).toBe('1.1');
  });

  it.each([
    'native-1.2-social-clickout.json',
    'native-1.2-content-video.json',
    'native-1.2-third-party.json',
  ])('Native 1.2 example %s parses as a string and as an object', (name) => {
    const nativeRequest = fixture(name) as { assets: { id: number }[] };
    for (const request of [JSON.stringify(nativeRequest), nativeRequest]) {
      const body = { id: 'n', imp: [{ id: '1', native: { ver: '1.2', request } }] };
      const native = parsed(parseBidRequest(body)).imps[0]!.native!;
      expect(native.assets.map((a) => a.id)).toEqual(nativeRequest.assets.map((a) => a.id));
    }
  });
});

describe('parseBidRequest (2.5 ext forms and 2.6 fields as exchanges send them)', () => {
  it('Prebid Server 2.5: format[], Native 1.1 wrapped, ext consent and eids, segtax 4 segments, geo by name', () => {
    const request = parsed(parseBidRequest(fixture('ortb-2.5-prebid-banner-native.json'), { geo }));
    expect(request.version).toBe('2.5');
    expect(request.imps.map((i) => i.impId)).toEqual(['div-top', 'div-native']);
    expect(request.imps[0]!.banner!.sizes).toEqual([
      { w: 300, h: 250 },
      { w: 336, h: 280 },
    ]);
    expect(request.imps[0]).toMatchObject({ floorCpmMicros: 1_200_000, floorCurrency: 'BRL', secure: true });
    expect(request.imps[1]!.native!.assets.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(request.siteOrApp).toBe('g1.globo.com');
    expect(request.device.geo).toEqual({ country: 'BR', state: 'SP', city: '3550308', lat: null, lon: null });
    expect(request.user).toMatchObject({
      key: 'verba-uid-1',
      yob: 1988,
      gender: 'FEMALE',
      segments: ['3', '187'],
    });
    expect(request.user.eids).toEqual([{ source: 'pubcid.org', ids: ['11b2-33c4'] }]);
    expect(request.personalDataAllowed).toBe(true);
  });

  it('2.6 app: sua, lat/lon → nearest municipality, cattax 7 categories, video and audio imps, test, bapp', () => {
    const request = parsed(parseBidRequest(fixture('ortb-2.6-brazil-app-video-audio.json'), { geo }));
    expect(request.version).toBe('2.6');
    expect(request).toMatchObject({ environment: 'APP', siteOrApp: 'com.example.radio', test: true });
    expect(request.contentCategoryIds).toEqual(['379', '150', '432']);
    expect(request.device).toMatchObject({ browser: 'CHROME', type: 'MOBILE' });
    expect(request.device.geo).toEqual({
      country: 'BR',
      state: 'RJ',
      city: '3304557',
      lat: -22.9068,
      lon: -43.1729,
    });
    expect(request.imps[0]!.video).toMatchObject({ skippable: true, minDuration: 5, maxDuration: 30 });
    expect(request.imps[1]!.audio).toEqual({
      mimes: ['audio/mpeg', 'audio/mp4'],
      protocols: [2, 3],
      minDuration: 10,
      maxDuration: 30,
    });
    expect(request.user.key).toBe('exchange-user-9');
    expect(request.blockedApps).toEqual(['com.competitor.app']);
  });

  it('the x-openrtb-version header decides the version; 3.0 is unsupported', () => {
    const body = fixture('spec-2.6-simple-banner.json');
    expect(parsed(parseBidRequest(body, { version: '2.6' })).version).toBe('2.6');
    expect(parseBidRequest(body, { version: '3.0' })).toMatchObject({ ok: false, reason: 'unsupported' });
  });

  it('GDPR or LGPD without consent: no personal data (segments, age, gender, eids), the cap key kept', () => {
    const body = {
      id: 'r',
      imp: [{ id: '1', banner: { w: 300, h: 250 } }],
      user: { id: 'u1', yob: 1990, gender: 'M', data: [{ ext: { segtax: 4 }, segment: [{ id: '3' }] }] },
      regs: { ext: { lgpd: 1 } },
    };
    const request = parsed(parseBidRequest(body));
    expect(request.personalDataAllowed).toBe(false);
    expect(request.user).toEqual({ key: 'u1', yob: null, gender: null, segments: [], eids: [] });
    expect(parsed(parseBidRequest({ ...body, regs: { gdpr: 1 } })).personalDataAllowed).toBe(false);
    expect(
      parsed(parseBidRequest({ ...body, user: { ...body.user, consent: 'CP…' } })).personalDataAllowed,
    ).toBe(true);
  });

  it('region as "SP" or "BR-SP", country alpha-2 or alpha-3; a city outside its state is dropped', () => {
    const geoOf = (g: object) =>
      parsed(
        parseBidRequest({ id: 'r', imp: [{ id: '1', banner: { w: 1, h: 1 } }], device: { geo: g } }, { geo }),
      ).device.geo;
    expect(geoOf({ country: 'BR', region: 'sp' })).toMatchObject({ country: 'BR', state: 'SP', city: '' });
    expect(geoOf({ country: 'BRA', region: 'BR-RJ', city: 'Niterói' })).toMatchObject({
      state: 'RJ',
      city: '3303302',
    });
    expect(geoOf({ country: 'USA', region: 'CA', city: 'Los Angeles' })).toMatchObject({
      country: 'US',
      state: '',
      city: '',
    });
    expect(geoOf({ region: 'MG', city: '3550308' })).toMatchObject({ state: 'MG', city: '' });
    expect(geoOf({ lat: -15.7939, lon: -47.8828 })).toMatchObject({
      country: 'BR',
      state: 'DF',
      city: '5300108',
    });
  });

  it('a repeated imp id keeps its first imp; a private auction without readable deals stays private', () => {
    const request = parsed(
      parseBidRequest({
        id: 'r',
        imp: [
          { id: '1', banner: { w: 300, h: 250 }, pmp: { private_auction: 1, deals: [{ bidfloor: 2 }] } },
          { id: '1', banner: { w: 728, h: 90 } },
        ],
      }),
    );
    expect(request.imps).toHaveLength(1);
    expect(request.imps[0]).toMatchObject({
      banner: { sizes: [{ w: 300, h: 250 }] },
      deals: [],
      privateAuction: true,
    });
  });

  it('a declared connected TV is no device type Verba targets, whatever its user agent', () => {
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const typeOf = (device: object) =>
      parsed(parseBidRequest({ id: 'r', imp: [{ id: '1', banner: { w: 1, h: 1 } }], device })).device.type;
    expect(typeOf({ ua, devicetype: 3 })).toBeNull();
    expect(typeOf({ ua, devicetype: 2 })).toBe('DESKTOP');
    expect(typeOf({ ua })).toBe('DESKTOP');
  });

  it('imps without any media type are dropped; none left is unsupported', () => {
    expect(parseBidRequest({ id: 'r', imp: [{ id: '1' }] })).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
    const request = parsed(
      parseBidRequest({ id: 'r', imp: [{ id: '1' }, { id: '2', banner: { w: 320, h: 50 } }] }),
    );
    expect(request.imps.map((i) => i.impId)).toEqual(['2']);
  });
});

describe('segments and categories with their taxonomy ancestors; sua brands', () => {
  const ancestry = createAncestry([
    { id: 'sports', parentId: null },
    { id: 'soccer', parentId: 'sports' },
    { id: 'futsal', parentId: 'soccer' },
    { id: 'news', parentId: null },
  ]);
  const request = (segmentIds: string[], brands: string[]) => ({
    id: 'r',
    imp: [{ id: '1', banner: { w: 300, h: 250 } }],
    site: { domain: 'example.com', cat: ['futsal', 'news'], cattax: 7 },
    device: { sua: { browsers: brands.map((brand) => ({ brand })) } },
    user: { data: [{ ext: { segtax: 4 }, segment: segmentIds.map((id) => ({ id })) }] },
  });

  it('lists the ids sent first, then their ancestors, each once', () => {
    const parsedRequest = parsed(
      parseBidRequest(request(['futsal', 'news', 'soccer'], []), {
        audienceAncestry: ancestry,
        contentAncestry: ancestry,
      }),
    );
    expect(parsedRequest.user.segments).toEqual(['futsal', 'news', 'soccer', 'sports']);
    expect(parsedRequest.contentCategoryIds).toEqual(['futsal', 'news', 'soccer', 'sports']);
    expect(parsed(parseBidRequest(request(['futsal'], []))).user.segments).toEqual(['futsal']);
  });

  it('keeps the cap: ancestors only while there is room', () => {
    const many = Array.from({ length: 256 }, (_, i) => (i === 0 ? 'futsal' : `s${i}`));
    const segments = parsed(parseBidRequest(request(many, []), { audienceAncestry: ancestry })).user.segments;
    expect(segments.slice(0, 256)).toEqual(many);
    expect(segments.slice(256)).toEqual(['soccer', 'sports']);
  });

  it('a specific brand wins over Chrome/Chromium, the same in every request', () => {
    for (let i = 0; i < 2; i++) {
      const browserOf = (brands: string[]) => parsed(parseBidRequest(request([], brands))).device.browser;
      expect(browserOf(['Not)A;Brand', 'Chromium', 'Microsoft Edge'])).toBe('EDGE');
      expect(browserOf(['Microsoft Edge', 'Chromium'])).toBe('EDGE');
      expect(browserOf(['Not)A;Brand', 'Google Chrome'])).toBe('CHROME');
      expect(browserOf(['Not)A;Brand'])).toBeNull();
    }
  });
});
