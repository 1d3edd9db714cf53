/**
 * The `adm` and OpenRTB 2.6 `mtype` of a creative for one imp: the creative's format picks the
 * markup, the imp must offer that medium (banner size, video/audio mime and duration, native
 * assets). Null when it cannot be served there; the bidder then tries another creative.
 */
import type { ImpOffer } from '@verba/domain/delivery/request';
import { bannerMarkup } from './banner';
import type { MarkupContext } from './context';
import { nativeMarkup } from './native';
import { vastMarkup } from './vast';

/** OpenRTB 2.6 `bid.mtype`. */
export const markupTypes = { banner: 1, video: 2, audio: 3, native: 4 } as const;
export type MarkupType = (typeof markupTypes)[keyof typeof markupTypes];

export interface AdMarkup {
  adm: string;
  mtype: MarkupType;
}

const answer = (adm: string | null, mtype: MarkupType): AdMarkup | null =>
  adm === null ? null : { adm, mtype };

type Playable = { mimes: string[]; minDuration: number; maxDuration: number };

const playable = (offer: Playable, mimeType: string | null, seconds: number | null): boolean =>
  !!mimeType &&
  !!seconds &&
  (offer.mimes.length === 0 || offer.mimes.includes(mimeType)) &&
  seconds >= offer.minDuration &&
  (offer.maxDuration <= 0 || seconds <= offer.maxDuration);

/**
 * Whether a banner, video or audio creative can be served in the imp (banner size; video/audio mime
 * and duration); false for the other formats (native markup is checked as it is built).
 */
export function fitsImp(creative: MarkupContext['creative'], imp: ImpOffer): boolean {
  switch (creative.format) {
    case 'DISPLAY': {
      const sizes = imp.banner?.sizes;
      if (!sizes) return false;
      return sizes.length === 0 || sizes.some((s) => s.w === creative.width && s.h === creative.height);
    }
    case 'DISPLAY_VIDEO':
      return !!imp.video && playable(imp.video, creative.mimeType, creative.durationSeconds);
    case 'AUDIO':
      return !!imp.audio && playable(imp.audio, creative.mimeType, creative.durationSeconds);
    default:
      return false;
  }
}

export function adMarkup(
  options: Omit<MarkupContext, 'secure'> & { imp: ImpOffer; bidId: string },
): AdMarkup | null {
  const { imp, bidId, creative, token, trackingBaseUrl, key } = options;
  const secure = imp.secure;
  // Each builder's context by its fields, not spread from the options: a spread per bid cost ~1 µs.
  switch (creative.format) {
    case 'DISPLAY':
      return fitsImp(creative, imp)
        ? answer(bannerMarkup({ creative, token, trackingBaseUrl, key, secure }), markupTypes.banner)
        : null;
    case 'NATIVE_DISPLAY':
    case 'PUSH':
      return imp.native
        ? answer(
            nativeMarkup({ creative, token, trackingBaseUrl, key, secure, request: imp.native }),
            markupTypes.native,
          )
        : null;
    case 'DISPLAY_VIDEO':
      return fitsImp(creative, imp)
        ? answer(vastMarkup({ creative, token, trackingBaseUrl, key, secure, bidId }), markupTypes.video)
        : null;
    case 'AUDIO':
      return fitsImp(creative, imp)
        ? answer(vastMarkup({ creative, token, trackingBaseUrl, key, secure, bidId }), markupTypes.audio)
        : null;
    default:
      return null;
  }
}
