import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NativeRequest, NativeRequestAsset } from '@verba/domain/delivery/request';
import { trackingParams, trackingPaths } from '../tracking/paths';
import { verifyClickTarget } from '../tracking/token';
import { testTrackingKey } from '../tracking/tracking-test-helpers';
import { hostileText, markupContext } from './markup-test-helpers';
import { nativeMarkup } from './native';

interface NativeResponseAsset {
  id: number;
  title?: { text: string };
  img?: { url: string; w: number; h: number; type: number };
  data?: { type: number; value: string };
}
interface NativeResponse {
  native: {
    ver: string;
    assets: NativeResponseAsset[];
    link: { url: string };
    eventtrackers?: { event: number; method: number; url: string }[];
    imptrackers?: string[];
  };
}

const nativeCreative = {
  format: 'NATIVE_DISPLAY' as const,
  width: 1200,
  height: 627,
  mimeType: 'image/jpeg',
};
const build = (request: NativeRequest, creative = {}) =>
  nativeMarkup({ ...markupContext({ ...nativeCreative, ...creative }), request });
const parse = (adm: string | null) => JSON.parse(adm!) as NativeResponse;

/** The IAB Native 1.2 example request (§6.1 shape): title, main image, icon, sponsored, desc, cta. */
const exampleRequest: NativeRequest = {
  ver: '1.2',
  assets: [
    { id: 123, required: true, title: { len: 25 } },
    { id: 124, required: true, img: { type: 3, wmin: 1200, hmin: 627 } },
    { id: 125, required: false, img: { type: 1, wmin: 50, hmin: 50 } },
    { id: 126, required: true, data: { type: 1, len: 25 } },
    { id: 127, required: false, data: { type: 2, len: 90 } },
    { id: 128, required: false, data: { type: 12, len: 15 } },
  ],
  eventtrackers: [{ event: 1, methods: [1, 2] }],
};

describe('native response', () => {
  it('answers the request asset ids it can fill, with texts cut to their length', () => {
    const response = parse(build(exampleRequest, { title: `🎉🎉${hostileText} and a very long title` }));
    expect(response.native.ver).toBe('1.2');
    expect(response.native.assets.map((a) => a.id)).toEqual([123, 124, 126, 127, 128]);
    const byId = new Map(response.native.assets.map((a) => [a.id, a]));
    expect(byId.get(123)!.title!.text).toBe(Array.from(`🎉🎉${hostileText}`).slice(0, 25).join(''));
    expect(byId.get(124)!.img).toEqual({
      type: 3,
      url: 'https://verba.example.com.br/cr/v1/77777777-8888-4999-aaaa-bbbbbbbbbbbb/k3Jd9xQm_w-banner.png',
      w: 1200,
      h: 627,
    });
    expect(byId.get(126)!.data).toEqual({ type: 1, value: 'Loja Exemplo' });
    expect(byId.get(127)!.data).toEqual({ type: 2, value: 'Descontos de até 50% em toda a loja' });
    expect(byId.get(128)!.data).toEqual({ type: 12, value: 'Compre já' });
  });

  it('links through the signed click redirect and reports the impression as the request asks', () => {
    const response = parse(build(exampleRequest));
    const click = new URL(response.native.link.url);
    expect(click.pathname).toBe(trackingPaths.click);
    expect(
      verifyClickTarget(
        click.searchParams.get(trackingParams.token),
        click.searchParams.get(trackingParams.clickTarget),
        click.searchParams.get(trackingParams.clickSignature),
        [testTrackingKey],
      ),
    ).toBe(true);
    expect(response.native.eventtrackers).toHaveLength(1);
    expect(response.native.eventtrackers![0]).toMatchObject({ event: 1, method: 1 });
    expect(response.native.eventtrackers![0]!.url).toContain('/t/v1/imp?t=');
    expect(response.native.imptrackers).toBeUndefined();

    const old = parse(build({ ver: '1.1', assets: exampleRequest.assets }));
    expect(old.native.ver).toBe('1.1');
    expect(old.native.imptrackers).toEqual([expect.stringContaining('/t/v1/imp?t=')]);
    expect(old.native.eventtrackers).toBeUndefined();
  });

  it('answers null when a required asset cannot be filled', () => {
    expect(build(exampleRequest, { title: null })).toBeNull();
    expect(build(exampleRequest, { width: 600, height: 314 })).toBeNull();
    expect(build({ ...exampleRequest, assets: [{ id: 1, required: true, img: { type: 1 } }] })).toBeNull();
    expect(
      build({ ...exampleRequest, assets: [{ id: 1, required: true, video: { mimes: ['video/mp4'] } }] }),
    ).toBeNull();
    expect(build({ ...exampleRequest, assets: [{ id: 1, required: true, data: { type: 3 } }] })).toBeNull();
    expect(
      build({
        ...exampleRequest,
        assets: [{ id: 1, required: true, img: { type: 3, mimes: ['image/png'] } }],
      }),
    ).toBeNull();
    expect(build(exampleRequest, { format: 'DISPLAY' })).toBeNull();
  });

  it('serves a PUSH creative: its image is the icon', () => {
    const request: NativeRequest = {
      ver: '1.2',
      assets: [
        { id: 1, required: true, title: { len: 30 } },
        { id: 2, required: true, img: { type: 1, wmin: 80, hmin: 80 } },
        { id: 3, required: false, img: { type: 3, wmin: 300, hmin: 150 } },
        { id: 4, required: true, data: { type: 2 } },
      ],
    };
    const response = parse(
      build(request, { format: 'PUSH', width: 192, height: 192, mimeType: 'image/png' }),
    );
    expect(response.native.assets.map((a) => a.id)).toEqual([1, 2, 4]);
    expect(response.native.assets[1]!.img).toMatchObject({ type: 1, w: 192, h: 192 });
  });

  it('answers exactly the request ids: every required one, no other (property)', () => {
    const fillable: fc.Arbitrary<Omit<NativeRequestAsset, 'id' | 'required'>> = fc.oneof(
      fc.record({ title: fc.record({ len: fc.integer({ min: 1, max: 140 }) }) }),
      fc.record({ img: fc.record({ type: fc.constant(3), wmin: fc.integer({ min: 1, max: 1200 }) }) }),
      fc.record({ img: fc.record({ type: fc.constant(3), w: fc.constant(1200), h: fc.constant(627) }) }),
      fc.record({
        data: fc.record({ type: fc.constantFrom(1, 2, 11, 12), len: fc.integer({ min: 1, max: 200 }) }),
      }),
    );
    const unfillable: fc.Arbitrary<Omit<NativeRequestAsset, 'id' | 'required'>> = fc.oneof(
      fc.record({ img: fc.record({ type: fc.constant(1) }) }),
      fc.record({ img: fc.record({ type: fc.constant(3), wmin: fc.constant(2000) }) }),
      fc.record({ data: fc.record({ type: fc.constantFrom(3, 4, 5, 6, 7, 8, 9, 10, 500) }) }),
      fc.record({ video: fc.record({ mimes: fc.constant(['video/mp4'] as string[]) }) }),
    );
    const asset = fc.record({
      id: fc.nat({ max: 1_000_000 }),
      required: fc.boolean(),
      kind: fc.oneof(
        fillable.map((a) => ({ a, ok: true })),
        unfillable.map((a) => ({ a, ok: false })),
      ),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(asset, { selector: (a) => a.id, minLength: 1, maxLength: 12 }),
        fc.constantFrom('1.1', '1.2'),
        (drawn, ver) => {
          const request: NativeRequest = {
            ver,
            assets: drawn.map(({ id, required, kind }) => ({ id, required, ...kind.a })),
          };
          const adm = build(request);
          const requiredIds = drawn.filter((d) => d.required).map((d) => d.id);
          const fillableIds = drawn.filter((d) => d.kind.ok).map((d) => d.id);
          if (drawn.some((d) => d.required && !d.kind.ok)) {
            expect(adm).toBeNull();
            return;
          }
          const ids = parse(adm).native.assets.map((a) => a.id);
          expect(ids).toEqual(fillableIds);
          expect(ids).toEqual(expect.arrayContaining(requiredIds));
        },
      ),
    );
  });
});
