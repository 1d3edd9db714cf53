import { describe, expect, it } from 'vitest';
import type { ImpOffer } from '@verba/domain/delivery/request';
import { adMarkup } from './ad-markup';
import { markupContext } from './markup-test-helpers';

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
const bidId = 'bid-1';
const videoImp = imp({
  video: {
    mimes: ['video/mp4'],
    protocols: [7],
    minDuration: 5,
    maxDuration: 30,
    w: 640,
    h: 360,
    skippable: true,
  },
});
const videoCreative = {
  format: 'DISPLAY_VIDEO' as const,
  mimeType: 'video/mp4',
  durationSeconds: 15,
  width: 1280,
  height: 720,
};

describe('ad markup for an imp', () => {
  it('answers a banner imp of the creative size with banner HTML (mtype 1)', () => {
    const answer = adMarkup({
      ...markupContext(),
      imp: imp({ banner: { sizes: [{ w: 300, h: 250 }] } }),
      bidId,
    });
    expect(answer?.mtype).toBe(1);
    expect(answer?.adm).toMatch(/^<div/);
    expect(
      adMarkup({ ...markupContext(), imp: imp({ banner: { sizes: [{ w: 728, h: 90 }] } }), bidId }),
    ).toBeNull();
  });

  it('answers video with VAST (mtype 2) only for a playable mime and duration', () => {
    expect(adMarkup({ ...markupContext(videoCreative), imp: videoImp, bidId })?.mtype).toBe(2);
    expect(
      adMarkup({ ...markupContext({ ...videoCreative, mimeType: 'video/webm' }), imp: videoImp, bidId }),
    ).toBeNull();
    expect(
      adMarkup({ ...markupContext({ ...videoCreative, durationSeconds: 60 }), imp: videoImp, bidId }),
    ).toBeNull();
  });

  it('answers audio with VAST (mtype 3) and native with a Native response (mtype 4)', () => {
    const audio = adMarkup({
      ...markupContext({
        format: 'AUDIO',
        mimeType: 'audio/mpeg',
        durationSeconds: 30,
        width: null,
        height: null,
      }),
      imp: imp({ audio: { mimes: ['audio/mpeg'], protocols: [], minDuration: 0, maxDuration: 0 } }),
      bidId,
    });
    expect(audio?.mtype).toBe(3);
    expect(audio?.adm).toContain('adType="audio"');

    const native = adMarkup({
      ...markupContext({ format: 'NATIVE_DISPLAY', width: 1200, height: 627 }),
      imp: imp({ native: { ver: '1.2', assets: [{ id: 7, required: true, title: { len: 20 } }] } }),
      bidId,
    });
    expect(native?.mtype).toBe(4);
    expect(JSON.parse(native!.adm)).toMatchObject({ native: { assets: [{ id: 7 }] } });
  });

  it('answers null when the imp offers nothing the creative can fill', () => {
    expect(adMarkup({ ...markupContext(), imp: videoImp, bidId })).toBeNull();
    expect(
      adMarkup({ ...markupContext(videoCreative), imp: imp({ banner: { sizes: [] } }), bidId }),
    ).toBeNull();
  });
});
