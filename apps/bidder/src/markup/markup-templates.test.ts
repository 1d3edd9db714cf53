import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LiveCreative } from '@verba/domain/delivery/contracts';
import type { ImpOffer } from '@verba/domain/delivery/request';
import { signTrackingToken } from '../tracking/token';
import { sampleClaims, testTrackingKey } from '../tracking/tracking-test-helpers';
import { adMarkup } from './ad-markup';
import { hostileText, sampleCreative } from './markup-test-helpers';
import { createMarkupTemplates } from './markup-templates';

const imp = (overrides: Partial<ImpOffer>): ImpOffer => ({
  impId: '1',
  banner: null,
  native: null,
  video: null,
  audio: null,
  floorCpmMicros: 0,
  floorCurrency: 'BRL',
  deals: [],
  privateAuction: false,
  secure: true,
  ...overrides,
});
const bannerImp = (secure: boolean) => imp({ banner: { sizes: [{ w: 300, h: 250 }] }, secure });
const videoImp = (secure: boolean) =>
  imp({
    video: {
      mimes: ['video/mp4'],
      protocols: [7],
      minDuration: 5,
      maxDuration: 30,
      w: 640,
      h: 360,
      skippable: true,
    },
    secure,
  });
const audioImp = (secure: boolean) =>
  imp({ audio: { mimes: ['audio/mpeg'], protocols: [], minDuration: 0, maxDuration: 0 }, secure });

const video: Partial<LiveCreative> = {
  format: 'DISPLAY_VIDEO',
  mimeType: 'video/mp4',
  durationSeconds: 15,
  width: 1280,
  height: 720,
};
const audio: Partial<LiveCreative> = {
  format: 'AUDIO',
  mimeType: 'audio/mpeg',
  durationSeconds: 20,
  width: null,
  height: null,
};
const trackingBaseUrl = 'https://verba.example.com.br';
const tokenFor = (at: number) =>
  signTrackingToken(sampleClaims({ bidId: randomUUID(), at }), testTrackingKey);

describe('markup from a template per creative', () => {
  const cases: [string, Partial<LiveCreative>, (secure: boolean) => ImpOffer][] = [
    ['banner', {}, bannerImp],
    [
      'banner with hostile texts and URLs',
      {
        title: `${hostileText} \u2028 \\ \t`,
        destinationUrl: `https://x.example/?q="<a>&b='c'\\`,
      },
      bannerImp,
    ],
    ['video', video, videoImp],
    [
      'video with hostile texts',
      { ...video, title: hostileText, body: hostileText, advertiserDomain: 'a&b.example' },
      videoImp,
    ],
    ['audio', audio, audioImp],
    ['plain-http media', { mediaUrl: 'http://cdn.example.com/a b.png' }, bannerImp],
  ];

  for (const [name, creative, impOf] of cases)
    it(`gives adMarkup's own markup, byte for byte, bid after bid: ${name}`, () => {
      const markupOf = createMarkupTemplates({ trackingBaseUrl, key: testTrackingKey });
      const live = sampleCreative(creative);
      for (const secure of [true, false, true])
        for (let bid = 0; bid < 3; bid++) {
          const token = tokenFor(1_795_000_000_000 + bid);
          const bidId = randomUUID();
          const expected = adMarkup({
            creative: live,
            token,
            trackingBaseUrl,
            key: testTrackingKey,
            imp: impOf(secure),
            bidId,
          });
          expect(expected).not.toBeNull();
          const got = markupOf({ creative: live, imp: impOf(secure), token, bidId });
          expect(got && { adm: got.adm, mtype: got.mtype }).toEqual(expected);
          // The adm's JSON text, escaped from the template's pieces, is JSON.stringify's.
          expect(got?.admJson).toBe(JSON.stringify(expected!.adm));
        }
      expect(markupOf.fromTemplates()).toBe(9);
    });

  it('answers no markup where adMarkup answers none (size, mime, duration)', () => {
    const markupOf = createMarkupTemplates({ trackingBaseUrl, key: testTrackingKey });
    const token = tokenFor(1);
    const bidId = randomUUID();
    const banner = sampleCreative();
    expect(markupOf({ creative: banner, imp: bannerImp(true), token, bidId })).not.toBeNull();
    expect(
      markupOf({ creative: banner, imp: imp({ banner: { sizes: [{ w: 728, h: 90 }] } }), token, bidId }),
    ).toBeNull();
    expect(markupOf({ creative: banner, imp: videoImp(true), token, bidId })).toBeNull();
    const clip = sampleCreative({ ...video, durationSeconds: 60 });
    expect(markupOf({ creative: clip, imp: videoImp(true), token, bidId })).toBeNull();
  });

  it('builds the slow way a creative whose own text holds a stand-in, or a value that is not URL-safe', () => {
    const markupOf = createMarkupTemplates({ trackingBaseUrl, key: testTrackingKey });
    const live = sampleCreative({ title: 'Vq7T0kEnStandIn.x9Z f3a1c0de-57a4-4d1e-9b0c-0000aa11bb22' });
    const token = tokenFor(2);
    const bidId = randomUUID();
    const expected = adMarkup({
      creative: live,
      token,
      trackingBaseUrl,
      key: testTrackingKey,
      imp: bannerImp(true),
      bidId,
    });
    expect(markupOf({ creative: live, imp: bannerImp(true), token, bidId })).toEqual(expected);
    expect(markupOf.fromTemplates()).toBe(0);
    const odd = 'bid "1" <&>';
    expect(markupOf({ creative: sampleCreative(), imp: bannerImp(true), token, bidId: odd })).toEqual(
      adMarkup({
        creative: sampleCreative(),
        token,
        trackingBaseUrl,
        key: testTrackingKey,
        imp: bannerImp(true),
        bidId: odd,
      }),
    );
    expect(markupOf.fromTemplates()).toBe(0);
  });

  it('keeps templates per tracking key: another key signs its own clicks', () => {
    const live = sampleCreative();
    const token = tokenFor(3);
    const bidId = randomUUID();
    const other = 'another-tracking-key-0123456789abcdef';
    createMarkupTemplates({ trackingBaseUrl, key: testTrackingKey })({
      creative: live,
      imp: bannerImp(true),
      token,
      bidId,
    });
    expect(
      createMarkupTemplates({ trackingBaseUrl, key: other })({
        creative: live,
        imp: bannerImp(true),
        token,
        bidId,
      })?.adm,
    ).toBe(
      adMarkup({ creative: live, token, trackingBaseUrl, key: other, imp: bannerImp(true), bidId })?.adm,
    );
  });

  it('keeps at most its limit of templates, and answers the same past it', () => {
    const markupOf = createMarkupTemplates({ trackingBaseUrl, key: testTrackingKey, limit: 3 });
    const creatives = Array.from({ length: 5 }, (_, i) => sampleCreative({ id: `creative-${i}` }));
    for (const round of [0, 1])
      for (const live of creatives) {
        const token = tokenFor(round);
        const bidId = randomUUID();
        expect(markupOf({ creative: live, imp: bannerImp(true), token, bidId })?.adm).toBe(
          adMarkup({
            creative: live,
            token,
            trackingBaseUrl,
            key: testTrackingKey,
            imp: bannerImp(true),
            bidId,
          })?.adm,
        );
        expect(markupOf.templatesBuilt()).toBeLessThanOrEqual(3);
      }
    expect(markupOf.fromTemplates()).toBe(10);
  });
});
