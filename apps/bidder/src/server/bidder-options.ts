import type { Config } from '@verba/core/config';
import type { BidderOptions } from './create-bidder';

/** The bidder's settings from the config (embedded in the app, or its own process). */
export function bidderOptionsOf(
  config: Pick<
    Config,
    'bidderId' | 'redisUrl' | 'bidTtlSeconds' | 'defaultTmaxMs' | 'deliveryNoticeWindowSeconds'
  >,
): BidderOptions {
  return {
    ...(config.bidderId ? { bidderId: config.bidderId } : {}),
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    bidTtlSeconds: config.bidTtlSeconds,
    defaultTmaxMs: config.defaultTmaxMs,
    // One notice window (issue 25): the tracking routes, the leases and the spend poster read the same setting.
    noticeWindowSeconds: config.deliveryNoticeWindowSeconds,
  };
}
