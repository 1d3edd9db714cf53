/**
 * Which creative of a strategy can fill which imp: the campaign type decides the creative formats
 * (PROGRAMMATIC: display banners and display video; NATIVE*: native; PUSH: native push; AUDIO:
 * audio), the creative's size, media type and duration decide the rest, and a native imp is
 * filled only when every required asset of its request can be answered from the creative.
 */
import { creativeFormatsByCampaignType, type CampaignType } from '../../campaigns/enumerations';
import type { LiveCreative } from '../contracts';
import type { ImpOffer, NativeRequestAsset } from '../request';

/** Campaign types the bidder serves; the others run on their platforms' own APIs. */
const bidderServed = new Set<CampaignType>([
  'PROGRAMMATIC',
  'MANUAL',
  'NATIVE',
  'NATIVE_CONTEXTUAL',
  'NATIVE_OPEN',
  'PUSH',
  'AUDIO',
]);

export const sizeKey = (w: number, h: number): string => `banner:${w}x${h}`;

/** The index keys of a creative: what kind of imp (and banner size) it can fill; none when its campaign type cannot. */
export function creativeKeys(campaignType: CampaignType, creative: LiveCreative): string[] {
  if (!bidderServed.has(campaignType)) return [];
  if (!creativeFormatsByCampaignType[campaignType].includes(creative.format)) return [];
  switch (creative.format) {
    case 'DISPLAY':
      return creative.width && creative.height ? [sizeKey(creative.width, creative.height)] : [];
    case 'DISPLAY_VIDEO':
      return ['video'];
    case 'NATIVE_DISPLAY':
    case 'PUSH':
      return ['native'];
    case 'AUDIO':
      return ['audio'];
    default:
      return [];
  }
}

/** The index keys an imp offers. */
export function impKeys(imp: ImpOffer): string[] {
  const keys = imp.banner ? imp.banner.sizes.map((s) => sizeKey(s.w, s.h)) : [];
  if (imp.native) keys.push('native');
  if (imp.video) keys.push('video');
  if (imp.audio) keys.push('audio');
  return keys;
}

const fits = (text: string | null, len: number | undefined) =>
  text !== null && text !== '' && (len === undefined || text.length <= len);

/** Main images: the requested shape within 10 %, or at least the minimum size. */
function imageFits(creative: LiveCreative, img: NonNullable<NativeRequestAsset['img']>): boolean {
  if (!creative.mediaUrl || !creative.width || !creative.height) return false;
  if (img.type === 1) return true; // icons are scaled by the exchange; any image of the creative serves
  if (img.w && img.h) {
    const wanted = img.w / img.h;
    if (Math.abs(creative.width / creative.height - wanted) > wanted * 0.1) return false;
  }
  return creative.width >= (img.wmin ?? 0) && creative.height >= (img.hmin ?? 0);
}

/** Native data assets (Native 1.2 §7.4): 1 sponsored, 2 desc, 11 displayurl, 12 ctatext. */
function dataFits(creative: LiveCreative, data: NonNullable<NativeRequestAsset['data']>): boolean {
  switch (data.type) {
    case 1:
      return fits(creative.sponsoredBy ?? creative.advertiserDomain, data.len);
    case 2:
      return fits(creative.body, data.len);
    case 11:
      return fits(creative.displayUrl ?? creative.advertiserDomain, data.len);
    case 12:
      return fits(creative.callToAction, data.len);
    default:
      return false;
  }
}

function assetFits(creative: LiveCreative, asset: NativeRequestAsset): boolean {
  if (asset.title) return fits(creative.title, asset.title.len);
  if (asset.data) return dataFits(creative, asset.data);
  if (asset.img)
    return creative.format === 'PUSH'
      ? asset.img.type === 1 && imageFits(creative, asset.img)
      : imageFits(creative, asset.img);
  return false;
}

function mediaFits(
  creative: LiveCreative,
  media: { mimes: string[]; minDuration: number; maxDuration: number },
): boolean {
  if (media.mimes.length > 0 && !media.mimes.includes((creative.mimeType ?? '').toLowerCase())) return false;
  const duration = creative.durationSeconds;
  return duration !== null && duration >= media.minDuration && duration <= media.maxDuration;
}

/** Whether this creative (already allowed by its campaign type) can fill this imp. */
export function creativeFitsImp(creative: LiveCreative, imp: ImpOffer): boolean {
  switch (creative.format) {
    case 'DISPLAY':
      return (
        imp.banner !== null && imp.banner.sizes.some((s) => s.w === creative.width && s.h === creative.height)
      );
    case 'DISPLAY_VIDEO':
      return imp.video !== null && mediaFits(creative, imp.video);
    case 'AUDIO':
      return imp.audio !== null && mediaFits(creative, imp.audio);
    case 'NATIVE_DISPLAY':
    case 'PUSH':
      return (
        imp.native !== null &&
        imp.native.assets.every((asset) => !asset.required || assetFits(creative, asset)) &&
        imp.native.assets.some((asset) => assetFits(creative, asset))
      );
    default:
      return false;
  }
}
