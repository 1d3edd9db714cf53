/**
 * The tracking endpoints' contract (issue 12): the markup builds these URLs, the bidder's server
 * serves them. Both import this file so a path or a parameter name can change in one place.
 */
import type { DeliveryEventType } from '@verba/domain/delivery/contracts';

export const trackingPaths = {
  /** Impression beacon, answers a 1×1 GIF. */
  impression: '/t/v1/imp',
  /** Signed click redirect: 302 only when `s` signs token + target, else 400 (no open redirect). */
  click: '/t/v1/c',
  /** Win notice (`nurl`) of a bid made before exchanges were registered: refused (403), bills nothing. */
  win: '/t/v1/win',
  /** Billing notice of a bid made before exchanges were registered: refused (403), bills nothing. */
  billing: '/t/v1/bill',
  /** Loss notice (`lurl`) without an exchange: refused like the two above. */
  loss: '/t/v1/loss',
  /** VAST tracking events. */
  videoEvent: '/t/v1/ev',
} as const;

/**
 * Notices name the exchange the bid was answered for (issue 25): `/t/v1/x/<slug>/win` (`nurl`),
 * `/bill` (`burl`, counted once with the win notice) and `/loss` (`lurl`). A notice is billed only
 * on its own bid's exchange path, by an active exchange, on the notice that exchange bills on.
 */
export const exchangeNoticePrefix = '/t/v1/x/';
export const exchangeNotices = ['win', 'bill', 'loss'] as const;
export type ExchangeNotice = (typeof exchangeNotices)[number];
export const exchangeNoticePath = (slug: string, notice: ExchangeNotice): string =>
  `${exchangeNoticePrefix}${slug}/${notice}`;

/** Query parameter names. */
export const trackingParams = {
  token: 't',
  clickTarget: 'u',
  clickSignature: 's',
  price: 'p',
  lossReason: 'r',
  videoEvent: 'e',
  errorCode: 'code',
} as const;

/** Macros the exchange or the player substitutes; written literally into the URLs. */
export const auctionPriceMacro = '${AUCTION_PRICE}';
export const auctionLossMacro = '${AUCTION_LOSS}';
export const vastErrorCodeMacro = '[ERRORCODE]';

/** The VAST events the markup asks players to report, as the `e` parameter spells them. */
export const vastTrackedEvents = [
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'skip',
  'error',
] as const;
export type VastTrackedEvent = (typeof vastTrackedEvents)[number];

/** The delivery event each VAST event is stored as. */
export const deliveryEventOfVastEvent: Readonly<Record<VastTrackedEvent, DeliveryEventType>> = {
  start: 'video_start',
  firstQuartile: 'video_first_quartile',
  midpoint: 'video_midpoint',
  thirdQuartile: 'video_third_quartile',
  complete: 'video_complete',
  skip: 'video_skip',
  error: 'video_error',
};

export const isVastTrackedEvent = (value: string): value is VastTrackedEvent =>
  (vastTrackedEvents as readonly string[]).includes(value);
