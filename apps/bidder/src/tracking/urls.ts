/**
 * Builders for the tracking URLs a bid carries (paths in paths.ts). The token is URL-safe as it is;
 * the OpenRTB and VAST macros stay literal for the exchange or the player to substitute.
 */
import {
  auctionLossMacro,
  auctionPriceMacro,
  exchangeNoticePath,
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

/** The last base URL's origins, plain and secure: a process has one base, read for every URL of every bid. */
let lastBase = '';
let lastOrigin = '';
let lastSecureOrigin = '';

function originOf(trackingBaseUrl: string, secure: boolean | undefined): string {
  if (trackingBaseUrl !== lastBase) {
    lastOrigin = trackingBaseUrl.replace(/\/+$/, '');
    lastSecureOrigin = secureUrl(lastOrigin);
    lastBase = trackingBaseUrl;
  }
  return secure ? lastSecureOrigin : lastOrigin;
}

const endpoint = ({ trackingBaseUrl, token, secure }: TrackingUrlBase, path: string): string =>
  `${originOf(trackingBaseUrl, secure)}${path}?${p.token}=${token}`;

/** Click targets repeat (one per creative): each encoded once (a bounded memo of a pure function). */
const encodedTargets = new Map<string, { target: string; encoded: string }>();
const encodedTargetsKept = 10_000;

function encodedTarget(targetUrl: string): { target: string; encoded: string } {
  let found = encodedTargets.get(targetUrl);
  if (found === undefined) {
    const target = wellFormed(targetUrl);
    found = { target, encoded: encodeURIComponent(target) };
    if (encodedTargets.size >= encodedTargetsKept) encodedTargets.clear();
    encodedTargets.set(targetUrl, found);
  }
  return found;
}

export const impressionUrl = (base: TrackingUrlBase): string => endpoint(base, trackingPaths.impression);

/** The target apart from the base: a caller's context goes as it is, not copied into a new object per bid. */
export const clickUrl = (base: TrackingUrlBase & { key: TrackingKey }, targetUrl: string): string => {
  const { target, encoded } = encodedTarget(targetUrl);
  return (
    `${endpoint(base, trackingPaths.click)}&${p.clickTarget}=${encoded}` +
    `&${p.clickSignature}=${signClickTarget(base.token, target, base.key)}`
  );
};

/** Notice paths per exchange slug, built once per slug (a handful of exchanges). */
const noticePaths = new Map<string, { win: string; bill: string; loss: string }>();

function noticePathsOf(exchangeSlug: string) {
  let paths = noticePaths.get(exchangeSlug);
  if (paths === undefined) {
    paths = {
      win: exchangeNoticePath(exchangeSlug, 'win'),
      bill: exchangeNoticePath(exchangeSlug, 'bill'),
      loss: exchangeNoticePath(exchangeSlug, 'loss'),
    };
    if (noticePaths.size >= 1_000) noticePaths.clear();
    noticePaths.set(exchangeSlug, paths);
  }
  return paths;
}

/** Printable ASCII but `"` and `\`: text that JSON.stringify writes as it is, between quotes. */
export const jsonPlainText = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
/** Whether the fixed parts of an exchange's notice URLs are JSON-plain, per base and slug. */
const plainNoticeParts = new Map<string, boolean>();
/** The last base and slug asked (a process has one base and a handful of exchanges). */
let lastPlain = { trackingBaseUrl: '', exchangeSlug: '', plain: false };

/**
 * Whether the notice URLs built for `token` are plain text for JSON (printable ASCII but `"` and
 * `\`), so the bid answer can quote them without scanning each again: the fixed parts (origin,
 * the exchange's paths, the macros) are checked once per base and slug, the token per bid.
 */
export function noticeUrlsArePlain(trackingBaseUrl: string, exchangeSlug: string, token: string): boolean {
  if (lastPlain.trackingBaseUrl !== trackingBaseUrl || lastPlain.exchangeSlug !== exchangeSlug) {
    const at = `${trackingBaseUrl} ${exchangeSlug}`;
    let plain = plainNoticeParts.get(at);
    if (plain === undefined) {
      const base = { trackingBaseUrl, token: '' };
      plain = [winNoticeUrl, billingNoticeUrl, lossNoticeUrl].every((url) =>
        jsonPlainText.test(url(base, exchangeSlug)),
      );
      if (plainNoticeParts.size >= 1_000) plainNoticeParts.clear();
      plainNoticeParts.set(at, plain);
    }
    lastPlain = { trackingBaseUrl, exchangeSlug, plain };
  }
  return lastPlain.plain && jsonPlainText.test(token);
}

export const winNoticeUrl = (base: TrackingUrlBase, exchangeSlug: string): string =>
  `${endpoint(base, noticePathsOf(exchangeSlug).win)}&${p.price}=${auctionPriceMacro}`;

export const billingNoticeUrl = (base: TrackingUrlBase, exchangeSlug: string): string =>
  `${endpoint(base, noticePathsOf(exchangeSlug).bill)}&${p.price}=${auctionPriceMacro}`;

export const lossNoticeUrl = (base: TrackingUrlBase, exchangeSlug: string): string =>
  `${endpoint(base, noticePathsOf(exchangeSlug).loss)}&${p.price}=${auctionPriceMacro}&${p.lossReason}=${auctionLossMacro}`;

export const vastEventUrl = (base: TrackingUrlBase, event: VastTrackedEvent): string =>
  `${endpoint(base, trackingPaths.videoEvent)}&${p.videoEvent}=${event}` +
  (event === 'error' ? `&${p.errorCode}=${vastErrorCodeMacro}` : '');
