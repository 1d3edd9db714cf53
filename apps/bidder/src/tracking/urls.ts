/**
 * Builders for the tracking URLs a bid carries (paths in paths.ts). The token is URL-safe as it is;
 * the OpenRTB and VAST macros stay literal for the exchange or the player to substitute.
 */
import {
  auctionLossMacro,
  auctionPriceMacro,
  trackingParams as p,
  trackingPaths,
  vastErrorCodeMacro,
  type VastTrackedEvent,
} from './paths';
import { signClickTarget, type TrackingKey } from './token';

export interface TrackingUrlBase {
  /** Where the tracking routes are served (the app's APP_URL in embedded mode). */
  trackingBaseUrl: string;
  token: string;
  /** The imp requires https (OpenRTB `imp.secure`). */
  secure?: boolean;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with lone surrogates replaced by U+FFFD, so it can be percent-encoded. */
export const wellFormed = (text: string): string => text.replace(loneSurrogate, '\uFFFD');

const notUriChar = /[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]|%(?![0-9A-Fa-f]{2})/gu;

/**
 * The URL with every character a strict URI parser refuses (space, brackets, quotes, non-ASCII, a
 * stray %) percent-encoded after the authority, as XML Schema's anyURI wants. Encoded forms
 * already present are kept.
 */
export const strictUri = (url: string): string => {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  return (
    authority + wellFormed(url.slice(authority.length)).replace(notUriChar, (c) => encodeURIComponent(c))
  );
};

const loopbackHost = /^http:\/\/(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?=[:/?#]|$)/i;

/**
 * The https form of an http URL, for markup shown on a secure page. Loopback hosts stay as they
 * are: browsers already treat them as secure contexts, and the embedded app serves plain http.
 */
export const secureUrl = (url: string): string =>
  /^http:\/\//i.test(url) && !loopbackHost.test(url) ? `https://${url.slice('http://'.length)}` : url;

const endpoint = ({ trackingBaseUrl, token, secure }: TrackingUrlBase, path: string): string => {
  const origin = trackingBaseUrl.replace(/\/+$/, '');
  return `${secure ? secureUrl(origin) : origin}${path}?${p.token}=${token}`;
};

export const impressionUrl = (base: TrackingUrlBase): string => endpoint(base, trackingPaths.impression);

export const clickUrl = (base: TrackingUrlBase & { targetUrl: string; key: TrackingKey }): string => {
  const target = wellFormed(base.targetUrl);
  return (
    `${endpoint(base, trackingPaths.click)}&${p.clickTarget}=${encodeURIComponent(target)}` +
    `&${p.clickSignature}=${signClickTarget(base.token, target, base.key)}`
  );
};

export const winNoticeUrl = (base: TrackingUrlBase): string =>
  `${endpoint(base, trackingPaths.win)}&${p.price}=${auctionPriceMacro}`;

export const billingNoticeUrl = (base: TrackingUrlBase): string =>
  `${endpoint(base, trackingPaths.billing)}&${p.price}=${auctionPriceMacro}`;

export const lossNoticeUrl = (base: TrackingUrlBase): string =>
  `${endpoint(base, trackingPaths.loss)}&${p.price}=${auctionPriceMacro}&${p.lossReason}=${auctionLossMacro}`;

export const vastEventUrl = (base: TrackingUrlBase, event: VastTrackedEvent): string =>
  `${endpoint(base, trackingPaths.videoEvent)}&${p.videoEvent}=${event}` +
  (event === 'error' ? `&${p.errorCode}=${vastErrorCodeMacro}` : '');
