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

export const clickUrl = (base: TrackingUrlBase & { targetUrl: string; key: TrackingKey }): string =>
  `${endpoint(base, trackingPaths.click)}&${p.clickTarget}=${encodeURIComponent(base.targetUrl)}` +
  `&${p.clickSignature}=${signClickTarget(base.token, base.targetUrl, base.key)}`;

export const winNoticeUrl = (base: TrackingUrlBase): string =>
  `${endpoint(base, trackingPaths.win)}&${p.price}=${auctionPriceMacro}`;

export const billingNoticeUrl = (base: TrackingUrlBase): string =>
  `${endpoint(base, trackingPaths.billing)}&${p.price}=${auctionPriceMacro}`;

export const lossNoticeUrl = (base: TrackingUrlBase): string =>
  `${endpoint(base, trackingPaths.loss)}&${p.price}=${auctionPriceMacro}&${p.lossReason}=${auctionLossMacro}`;

export const vastEventUrl = (base: TrackingUrlBase, event: VastTrackedEvent): string =>
  `${endpoint(base, trackingPaths.videoEvent)}&${p.videoEvent}=${event}` +
  (event === 'error' ? `&${p.errorCode}=${vastErrorCodeMacro}` : '');
