/**
 * Native `adm` (OpenRTB Native 1.2 response, 1.1 trackers when the request is 1.1): the assets the
 * request asks for, by its ids, filled from a NATIVE_DISPLAY or PUSH creative. A request asset we
 * cannot fill is left out when optional; when it is required there is no answer at all (the bidder
 * then tries another creative).
 */
import type { LiveCreative } from '@verba/domain/delivery/contracts';
import type { NativeRequest, NativeRequestAsset } from '@verba/domain/delivery/request';
import { clickUrl, impressionUrl, secureUrl } from '../tracking/urls';
import type { MarkupContext } from './context';
import { cutText } from './escape';

/** Native 1.2 image asset types and data asset types we answer. */
const imageType = { icon: 1, main: 3 } as const;
const dataType = { sponsored: 1, description: 2, displayUrl: 11, callToAction: 12 } as const;
const eventImpression = 1;
const methodImage = 1;
/** Aspect ratio tolerance when the request gives an exact w×h (the client scales within it). */
const aspectTolerance = 0.02;

type ResponseAsset =
  | { id: number; title: { text: string } }
  | { id: number; img: { type: number; url: string; w: number; h: number } }
  | { id: number; data: { type: number; value: string } };

const dataValue = (creative: LiveCreative, type: number): string | null => {
  switch (type) {
    case dataType.sponsored:
      return creative.sponsoredBy ?? creative.advertiserDomain;
    case dataType.description:
      return creative.body;
    case dataType.displayUrl:
      return creative.displayUrl ?? creative.advertiserDomain;
    case dataType.callToAction:
      return creative.callToAction;
    default:
      return null;
  }
};

/** PUSH creatives carry an icon; NATIVE_DISPLAY creatives a main image. */
const imageOfType = (creative: LiveCreative, type: number): boolean =>
  creative.format === 'PUSH' ? type === imageType.icon : type === imageType.main;

const imageFits = (creative: LiveCreative, img: NonNullable<NativeRequestAsset['img']>): boolean => {
  const { width, height, mimeType } = creative;
  if (!width || !height) return false;
  if (img.mimes?.length && (!mimeType || !img.mimes.includes(mimeType))) return false;
  if ((img.wmin && width < img.wmin) || (img.hmin && height < img.hmin)) return false;
  if (img.w && img.h && !img.wmin && !img.hmin) {
    const wanted = img.w / img.h;
    return Math.abs(width / height - wanted) <= wanted * aspectTolerance;
  }
  return true;
};

const fill = (asset: NativeRequestAsset, context: MarkupContext): ResponseAsset | null => {
  const { creative } = context;
  if (asset.title) {
    const text = cutText(creative.title ?? '', asset.title.len);
    return text ? { id: asset.id, title: { text } } : null;
  }
  if (asset.img) {
    const type = asset.img.type ?? imageType.main;
    if (!creative.mediaUrl || !imageOfType(creative, type) || !imageFits(creative, asset.img)) return null;
    const url = context.secure ? secureUrl(creative.mediaUrl) : creative.mediaUrl;
    return { id: asset.id, img: { type, url, w: creative.width!, h: creative.height! } };
  }
  if (asset.data) {
    const whole = dataValue(creative, asset.data.type);
    const value = whole && asset.data.len ? cutText(whole, asset.data.len) : whole;
    return value ? { id: asset.id, data: { type: asset.data.type, value } } : null;
  }
  return null;
};

const usesEventTrackers = (request: NativeRequest): boolean =>
  !request.ver.startsWith('1.1') &&
  (request.eventtrackers === undefined ||
    request.eventtrackers.some((t) => t.event === eventImpression && t.methods.includes(methodImage)));

/** The response JSON, or null when a required asset cannot be filled or the creative is not native. */
export function nativeMarkup(context: MarkupContext & { request: NativeRequest }): string | null {
  const { creative, request } = context;
  if (creative.format !== 'NATIVE_DISPLAY' && creative.format !== 'PUSH') return null;
  const assets: ResponseAsset[] = [];
  const answered = new Set<number>();
  for (const asset of request.assets) {
    if (answered.has(asset.id)) continue;
    const filled = fill(asset, context);
    if (filled) {
      assets.push(filled);
      answered.add(asset.id);
    } else if (asset.required) {
      return null;
    }
  }
  const beacon = impressionUrl(context);
  const trackers = usesEventTrackers(request)
    ? { eventtrackers: [{ event: eventImpression, method: methodImage, url: beacon }] }
    : { imptrackers: [beacon] };
  return JSON.stringify({
    native: {
      ver: request.ver.startsWith('1.1') ? '1.1' : '1.2',
      assets,
      // The click is counted by the signed redirect itself, so no separate click tracker.
      link: { url: clickUrl(context, creative.destinationUrl) },
      ...trackers,
    },
  });
}
