import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  DeliveryEvent,
  DeliveryEventType,
  EventExclusion,
  TrackingClaims,
} from '@verba/domain/delivery/contracts';
import { exchangeNoticePrefix } from '../tracking/paths';
import { deliveryEventOf } from './delivery-events';
import {
  addressAllowed,
  refusalStatus,
  type CompiledExchange,
  type ExchangeRefusal,
  type ExchangeRegistry,
} from './exchange-registry';
import { exchangeProtocolSchema } from './exchange-protocol';
import { isBotUserAgent } from './bot-user-agents';
import type { FrequencyCounter } from './frequency-caps';
import type { LiveCatalog } from './live-catalog';
import type { BidderMetrics } from './metrics';
import type { BidderPorts } from './ports';
import type { SeenEvents } from './seen-events';

export const trackingPaths = {
  impression: '/t/v1/imp',
  click: '/t/v1/c',
  win: '/t/v1/win',
  bill: '/t/v1/bill',
  loss: '/t/v1/loss',
  videoEvent: '/t/v1/ev',
} as const;

const videoEventTypes: Record<string, DeliveryEventType> = {
  start: 'video_start',
  firstQuartile: 'video_first_quartile',
  midpoint: 'video_midpoint',
  thirdQuartile: 'video_third_quartile',
  complete: 'video_complete',
  skip: 'video_skip',
  error: 'video_error',
};

export interface TrackingRouteOptions {
  ports: Pick<BidderPorts, 'tokens' | 'banker' | 'convert' | 'store'>;
  caps: FrequencyCounter;
  catalog: Pick<LiveCatalog, 'get'>;
  seen: SeenEvents;
  metrics: BidderMetrics;
  bidTtlSeconds: number;
  /**
   * DELIVERY_NOTICE_WINDOW_SECONDS. A win or billing notice is billed only within its exchange's
   * window (≤ this) after the bid — the spend poster and the leases wait for this one, so whatever
   * is billed in the events is also charged to the ledger. An impression or video event still
   * counts until the bid TTL plus this window (else `late`).
   */
  noticeWindowSeconds: number;
  exchanges: ExchangeRegistry;
  now: () => number;
  onError: (error: unknown, where: string) => void;
}

const transparentGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

type Query = Record<string, string | undefined>;
const queryOf = (request: FastifyRequest): Query => {
  const q = request.query as Record<string, unknown> | undefined;
  const out: Query = {};
  for (const [k, v] of Object.entries(q ?? {})) if (typeof v === 'string') out[k] = v;
  return out;
};

/** `${AUCTION_PRICE}` as sent back: a CPM in the bid's currency → micros, or null when unusable. */
function auctionPriceMicros(value: string | undefined): number | null {
  if (value === undefined || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const micros = Math.round(Number(value) * 1_000_000);
  return Number.isSafeInteger(micros) ? micros : null;
}

/**
 * The public tracking endpoints (`/t/v1/*`): the signed token is verified (tampered → 400), the
 * event is deduplicated by id (a repeat is recorded apart as `replay`), bots and late notices
 * are recorded as excluded, and the answer (pixel, 204 or redirect) goes out only once the
 * event store has made the event durable. Nothing else ever errors: a failure still answers
 * the pixel or 204, and is logged and counted.
 */
export async function trackingRoutes(app: FastifyInstance, options: TrackingRouteOptions) {
  const { ports, metrics } = options;
  const lateAfterMs = (options.bidTtlSeconds + options.noticeWindowSeconds) * 1000;
  const globalNoticeWindowMs = options.noticeWindowSeconds * 1000;
  const seenTtlSeconds = Math.max(86_400, options.bidTtlSeconds + options.noticeWindowSeconds);

  const pixel = (reply: FastifyReply) =>
    reply
      .status(200)
      .headers({ 'cache-control': 'no-store', 'cross-origin-resource-policy': 'cross-origin' })
      .type('image/gif')
      .send(transparentGif);
  const empty = (reply: FastifyReply) => reply.status(204).header('cache-control', 'no-store').send();

  /** Verified claims, or a 400 already sent. */
  const claimsOr400 = (request: FastifyRequest, reply: FastifyReply): TrackingClaims | null => {
    const token = queryOf(request).t;
    let claims: TrackingClaims | null = null;
    try {
      claims = token ? ports.tokens.verify(token) : null;
    } catch {
      claims = null;
    }
    if (!claims) {
      metrics.failure('tracking_token');
      void reply.status(400).header('cache-control', 'no-store').send({ error: 'invalid_token' });
    }
    return claims;
  };

  /** Appends, or logs and counts the failure (the caller answers either way). */
  const record = async (events: DeliveryEvent[]) => {
    if (events.length === 0) return;
    try {
      await ports.store.append(events);
    } catch (error) {
      metrics.failure('tracking_append');
      options.onError(error, 'tracking_append');
    }
  };

  /** The event as it will be recorded: excluded as a replay, bot or late when it is one. */
  const classify = async (
    event: DeliveryEvent,
    dedupKey: string,
    checks: { bot?: boolean; late?: boolean },
  ): Promise<DeliveryEvent> => {
    if (!(await options.seen.firstTime(dedupKey, seenTtlSeconds)))
      return excluded(event, 'replay', `${event.id}#replay:${randomUUID()}`);
    if (event.exclusion) return event;
    if (checks.bot) return excluded(event, 'bot');
    if (checks.late) return excluded(event, 'late');
    return event;
  };
  const excluded = (event: DeliveryEvent, exclusion: EventExclusion, id = event.id): DeliveryEvent => ({
    ...event,
    id,
    exclusion,
    costMicros: 0,
  });
  const isLate = (claims: TrackingClaims, now: number) => now - claims.at > lateAfterMs;
  /** A notice after its exchange's window (never longer than the platform's) bills nothing. */
  const isLateNotice = (claims: TrackingClaims, exchange: CompiledExchange, now: number) =>
    now - claims.at > Math.min(exchange.noticeWindowMs, globalNoticeWindowMs);

  const refuse = (reply: FastifyReply, reason: ExchangeRefusal) => {
    metrics.refused(`notice_${reason}`);
    return reply.status(refusalStatus[reason]).header('cache-control', 'no-store').send({ error: reason });
  };

  /**
   * The exchange a notice is billed for: the one its path names, registered, active, reached from
   * an allowed address, and the very exchange the bid was answered for. Else refused (sent).
   */
  const noticeExchange = (
    request: FastifyRequest,
    reply: FastifyReply,
    claims: TrackingClaims,
  ): CompiledExchange | null => {
    const { slug } = request.params as { slug: string };
    const exchange = options.exchanges.bySlug(slug);
    let refusal: ExchangeRefusal | null = null;
    if (exchange === undefined) refusal = 'unknown_exchange';
    else if (claims.exchangeId !== exchange.id) refusal = 'other_exchange';
    else if (!addressAllowed(exchange, request.socket.remoteAddress)) refusal = 'address';
    else if (!exchange.active) refusal = 'paused';
    if (refusal === null) return exchange!;
    void refuse(reply, refusal);
    return null;
  };
  const failSafe =
    (where: string, fallback: (reply: FastifyReply) => unknown) =>
    (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await handler(request, reply);
      } catch (error) {
        metrics.failure(where);
        options.onError(error, where);
        return reply.sent ? reply : fallback(reply);
      }
    };

  app.get(
    trackingPaths.impression,
    { schema: exchangeProtocolSchema },
    failSafe(
      'impression',
      pixel,
    )(async (request, reply) => {
      const claims = claimsOr400(request, reply);
      if (!claims) return reply;
      const now = options.now();
      const event = await classify(
        deliveryEventOf(claims, 'impression', `imp:${claims.bidId}`, now),
        `imp:${claims.bidId}`,
        { bot: isBotUserAgent(request.headers['user-agent']), late: isLate(claims, now) },
      );
      if (event.exclusion === '' && claims.userKey !== '') {
        const cap = options.catalog.get(claims.strategyId)?.frequencyCap;
        if (cap) {
          await options.caps
            .increment({ strategyId: claims.strategyId, userKey: claims.userKey, cap }, now)
            .catch((error: unknown) => {
              metrics.failure('frequency_increment');
              options.onError(error, 'frequency_increment');
            });
        }
      }
      await record([event]);
      return pixel(reply);
    }),
  );

  app.get(
    trackingPaths.click,
    { schema: exchangeProtocolSchema },
    failSafe('click', (reply) => reply.status(400).send({ error: 'invalid_click' }))(
      async (request, reply) => {
        const claims = claimsOr400(request, reply);
        if (!claims) return reply;
        const { t, u, s } = queryOf(request);
        let signed = false;
        try {
          signed = !!u && !!s && /^https?:\/\//i.test(u) && ports.tokens.verifyClick(t!, u, s);
        } catch {
          signed = false;
        }
        if (!signed) {
          metrics.failure('click_signature');
          return reply.status(400).header('cache-control', 'no-store').send({ error: 'invalid_click' });
        }
        const now = options.now();
        const event = await classify(
          deliveryEventOf(claims, 'click', `click:${claims.bidId}:1`, now),
          `click:${claims.bidId}:1`,
          { bot: isBotUserAgent(request.headers['user-agent']) },
        );
        await record([event]);
        return reply.status(302).header('cache-control', 'no-store').redirect(u!);
      },
    ),
  );

  /**
   * A win (`nurl`) or billing (`burl`) notice on its exchange's path. Only the notice the exchange
   * bills on charges: `burl` exchanges bill on `burl` (their `nurl` records the win and bills
   * nothing), `nurl` exchanges on `nurl`, `report` exchanges on the first of them (their daily
   * report is reconciled later). Both make one `billing:<bidId>` event at most, capped at the bid.
   */
  const notice = (kind: 'win' | 'bill') =>
    failSafe(
      kind,
      empty,
    )(async (request, reply) => {
      const claims = claimsOr400(request, reply);
      if (!claims) return reply;
      const exchange = noticeExchange(request, reply, claims);
      if (!exchange) return reply;
      const now = options.now();
      const late = isLateNotice(claims, exchange, now);
      const win = await classify(
        deliveryEventOf(claims, 'win', `win:${claims.bidId}`, now),
        `${kind}-notice:${claims.bidId}`,
        { late },
      );
      const events: DeliveryEvent[] = [win];
      const bills =
        exchange.billing === 'report' || (exchange.billing === 'burl' ? kind === 'bill' : kind === 'win');
      if (bills && (win.exclusion === '' || win.exclusion === 'invalid')) {
        // Only the first billing notice of a bid makes the billing event.
        if (await options.seen.firstTime(`billing:${claims.bidId}`, seenTtlSeconds)) {
          const costMicros = win.exclusion === '' ? costOf(claims, queryOf(request).p) : 0;
          events.push({ ...deliveryEventOf(claims, 'billing', `billing:${claims.bidId}`, now), costMicros });
          if (claims.leaseId && !claims.test)
            ports.banker.settle({
              bidId: claims.bidId,
              leaseId: claims.leaseId,
              campaignId: claims.campaignId,
              strategyId: claims.strategyId,
              costMicros,
            });
        }
      } else if (win.exclusion === 'late' && claims.leaseId && !claims.test) {
        ports.banker.release({ bidId: claims.bidId, leaseId: claims.leaseId, campaignId: claims.campaignId });
      }
      await record(events);
      return empty(reply);
    });
  const onExchangePath = (notice: 'win' | 'bill' | 'loss') => `${exchangeNoticePrefix}:slug/${notice}`;
  app.get(onExchangePath('win'), { schema: exchangeProtocolSchema }, notice('win'));
  app.get(onExchangePath('bill'), { schema: exchangeProtocolSchema }, notice('bill'));

  // Notices without an exchange in their path (bids made before exchanges were registered): refused.
  for (const path of [trackingPaths.win, trackingPaths.bill, trackingPaths.loss])
    app.get(path, { schema: exchangeProtocolSchema }, (_request, reply) => refuse(reply, 'no_exchange'));

  app.get(
    onExchangePath('loss'),
    { schema: exchangeProtocolSchema },
    failSafe(
      'loss',
      empty,
    )(async (request, reply) => {
      const claims = claimsOr400(request, reply);
      if (!claims) return reply;
      const exchange = noticeExchange(request, reply, claims);
      if (!exchange) return reply;
      const now = options.now();
      const event = await classify(
        deliveryEventOf(claims, 'loss', `loss:${claims.bidId}`, now),
        `loss:${claims.bidId}`,
        {},
      );
      if (event.exclusion !== 'replay' && claims.leaseId && !claims.test)
        ports.banker.release({ bidId: claims.bidId, leaseId: claims.leaseId, campaignId: claims.campaignId });
      await record([event]);
      return empty(reply);
    }),
  );

  app.get(
    trackingPaths.videoEvent,
    { schema: exchangeProtocolSchema },
    failSafe(
      'video_event',
      pixel,
    )(async (request, reply) => {
      const claims = claimsOr400(request, reply);
      if (!claims) return reply;
      const name = queryOf(request).e ?? '';
      const type = Object.hasOwn(videoEventTypes, name) ? videoEventTypes[name]! : null;
      if (!type)
        return reply.status(400).header('cache-control', 'no-store').send({ error: 'invalid_event' });
      const now = options.now();
      const event = await classify(
        deliveryEventOf(claims, type, `${type}:${claims.bidId}`, now),
        `${type}:${claims.bidId}`,
        { bot: isBotUserAgent(request.headers['user-agent']) },
      );
      await record([event]);
      return pixel(reply);
    }),
  );

  /**
   * The cost of a won impression: `${AUCTION_PRICE}` (a CPM in the bid's currency) converted to
   * micros of the campaign currency, never above the bid (first price), divided by 1,000. A
   * price the exchange did not fill in is billed at the bid.
   */
  function costOf(claims: TrackingClaims, price: string | undefined): number {
    const cpm = auctionPriceMicros(price);
    let campaignCpm = claims.bidCpmMicros;
    if (cpm !== null) {
      const converted = ports.convert(cpm, claims.bidCurrency ?? claims.currency, claims.currency);
      if (converted !== null) campaignCpm = Math.min(converted, claims.bidCpmMicros);
    }
    return Math.floor(campaignCpm / 1000);
  }
}
