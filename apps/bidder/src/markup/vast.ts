/**
 * VAST 4.2 InLine `adm` for DISPLAY_VIDEO and AUDIO creatives: impression beacon, error URL,
 * quartile and skip tracking, the signed click redirect as ClickThrough, one progressive MediaFile.
 * Element order follows the IAB 4.2 schema (its sequences are ordered); texts are escaped and URLs
 * are in CDATA. vast.test.ts validates the output against the schema copied beside this file.
 * The Error URL keeps VAST's `[ERRORCODE]` macro literal for the player to fill; a strict anyURI
 * check (libxml2) refuses its brackets, the only schema complaint the test tolerates.
 */
import { vastTrackedEvents, type VastTrackedEvent } from '../tracking/paths';
import { clickUrl, impressionUrl, secureUrl, strictUri, vastEventUrl } from '../tracking/urls';
import type { MarkupContext } from './context';
import { cdata, escapeMarkup as e } from './escape';

const adSystem = 'Verba';
/** The registry of our UniversalAdId: the platform that issued the creative id. */
const universalAdIdRegistry = 'Verba';
const playerEvents = vastTrackedEvents.filter(
  (event): event is Exclude<VastTrackedEvent, 'error'> => event !== 'error',
);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** VAST Duration (xs:time): HH:MM:SS.mmm. */
export const vastDuration = (seconds: number): string => {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor(totalMs / 60_000) % 60;
  const wholeSeconds = Math.floor(totalMs / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(wholeSeconds)}.${pad(totalMs % 1000, 3)}`;
};

/** The VAST document, or null when the creative is not a playable video or audio file. */
export function vastMarkup(context: MarkupContext & { bidId: string }): string | null {
  const { creative } = context;
  const isAudio = creative.format === 'AUDIO';
  if (creative.format !== 'DISPLAY_VIDEO' && !isAudio) return null;
  if (!creative.mediaUrl || !creative.mimeType || !creative.durationSeconds) return null;
  if (!isAudio && (!creative.width || !creative.height)) return null;

  const media = strictUri(context.secure ? secureUrl(creative.mediaUrl) : creative.mediaUrl);
  const [width, height] = isAudio ? [0, 0] : [creative.width!, creative.height!];
  const title = creative.title ?? creative.sponsoredBy ?? creative.advertiserDomain;
  const tracking = playerEvents
    .map((event) => `<Tracking event="${event}">${cdata(vastEventUrl(context, event))}</Tracking>`)
    .join('');

  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<VAST version="4.2" xmlns="http://www.iab.com/VAST">` +
    `<Ad id="${e(creative.id)}" adType="${isAudio ? 'audio' : 'video'}">` +
    `<InLine>` +
    `<AdSystem version="1">${adSystem}</AdSystem>` +
    `<Error>${cdata(vastEventUrl(context, 'error'))}</Error>` +
    `<Impression id="verba">${cdata(impressionUrl(context))}</Impression>` +
    `<AdServingId>${e(context.bidId)}</AdServingId>` +
    `<AdTitle>${e(title)}</AdTitle>` +
    `<Advertiser>${e(creative.advertiserDomain)}</Advertiser>` +
    `<Creatives>` +
    `<Creative id="${e(creative.id)}" adId="${e(creative.id)}">` +
    `<Linear>` +
    `<TrackingEvents>${tracking}</TrackingEvents>` +
    `<Duration>${vastDuration(creative.durationSeconds)}</Duration>` +
    `<MediaFiles>` +
    `<MediaFile delivery="progressive" type="${e(creative.mimeType)}" width="${width}" height="${height}">${cdata(media)}</MediaFile>` +
    `</MediaFiles>` +
    // The redirect counts the click itself: a separate ClickTracking URL would count it twice.
    `<VideoClicks><ClickThrough id="verba">${cdata(clickUrl(context, creative.destinationUrl))}</ClickThrough></VideoClicks>` +
    `</Linear>` +
    `<UniversalAdId idRegistry="${universalAdIdRegistry}">${e(creative.id)}</UniversalAdId>` +
    `</Creative>` +
    `</Creatives>` +
    (creative.body ? `<Description>${e(creative.body)}</Description>` : '') +
    `</InLine>` +
    `</Ad>` +
    `</VAST>`
  );
}
