import { randomUUID } from 'node:crypto';
import type {
  DeliveryEvent,
  LiveCreative,
  LiveStrategy,
  NoBidReason,
  TrackingClaims,
} from '@verba/domain/delivery/contracts';
import type { ImpOffer, ParsedBidRequest } from '@verba/domain/delivery/request';
import { bidCategories } from '@verba/domain/delivery/openrtb/bid-categories';
import { bestFirst } from '@verba/domain/delivery/pricing/best-first';
import { bidResponseJson } from './bid-response-json';
import { bidEvent } from './delivery-events';
import type { CapKey, FrequencyCounter } from './frequency-caps';
import type { BidderMetrics } from './metrics';
import type { BidderPorts, Candidate, RankedCandidates } from './ports';
import { hashUserKey } from './user-key';

export const bidPath = '/openrtb2/bid';

export interface BidRouteOptions {
  ports: BidderPorts;
  caps: FrequencyCounter;
  metrics: BidderMetrics;
  /** tmax when the request has none. */
  defaultTmaxMs: number;
  /** Kept back from tmax for the network and the exchange's own clock. */
  tmaxMarginMs: number;
  now: () => number;
  /** Monotonic milliseconds (performance.now), for deadlines. */
  clock: () => number;
  onError: (error: unknown, where: string) => void;
}

export interface OpenRtbBid {
  id: string;
  impid: string;
  price: number;
  adid: string;
  crid: string;
  cid: string;
  adomain: string[];
  /** Content Taxonomy 3.x ids (OpenRTB 2.6, `cattax` 7) or IAB 1.0 codes (2.5). */
  cat?: string[];
  cattax?: number;
  w: number;
  h: number;
  mtype: 1 | 2 | 3 | 4;
  nurl: string;
  burl: string;
  lurl: string;
  adm: string;
  dealid?: string;
}

export interface OpenRtbBidResponse {
  id: string;
  cur: string;
  seatbid: { seat: 'verba'; bid: OpenRtbBid[] }[];
}

class Timeout extends Error {}

/** A shared-counter read that does not come back in time is a timeout, not a late answer. */
function withinMs<T>(promise: Promise<T>, remainingMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Timeout()), Math.max(0, remainingMs));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

interface ImpOutcome {
  bid: OpenRtbBid | null;
  /** The JSON text of `bid.adm` when the markup renderer had it (bid-response-json.ts). */
  admJson: string | undefined;
  /** The bid's notice URLs are plain text for JSON (quoted as they are). */
  plainUrls: boolean;
  reason: NoBidReason | null;
  event: DeliveryEvent | null;
  /** Exposure held for the bid (released if the response is abandoned). */
  held: { bidId: string; leaseId: string; campaignId: string } | null;
  currency: string | null;
}

/** The order of importance when an imp got no bid for several reasons: the most useful to report. */
const reasonRank: Partial<Record<NoBidReason, number>> = {
  no_matching_strategy: 0,
  targeting: 1,
  format: 2,
  frequency_cap: 3,
  pacing: 4,
  floor_above_bid: 5,
  no_lease: 6,
  daily_budget: 7,
  campaign_budget: 8,
};
const mostTelling = (reasons: NoBidReason[]): NoBidReason =>
  reasons.reduce((best, r) => ((reasonRank[r] ?? 9) > (reasonRank[best] ?? 9) ? r : best));

/** What the bid route answers; the transport (bid-server.ts) writes it. */
export interface BidAnswer {
  status: 200 | 204 | 400 | 403;
  /** `x-openrtb-version`: the request's own, else the version its body was read as; none when unread. */
  version: string | undefined;
  /** The JSON text of a 200 or 400; empty for a 204. */
  body: string;
  /** A body that could not be read whole (too large, not UTF-8 JSON): the connection is closed. */
  close: boolean;
}

/** The registered exchange a bid request came from (authenticated by the transport before the body was read). */
export interface BidExchange {
  /** `exchanges.id`: carried by every claim and event of its bids. */
  id: string;
  /** Names its notice URLs (`/t/v1/x/<slug>/win`...). */
  slug: string;
}

export interface BidRoute {
  /**
   * Never throws or rejects: a failure is answered 204 (counted), never a 5xx. Answered at once
   * unless a shared (Redis) frequency-cap read has to be awaited: no promise, no turn of the
   * microtask queue, for the in-process path.
   */
  answer(
    body: unknown,
    versionHeader: string | undefined,
    start: number,
    exchange: BidExchange,
  ): BidAnswer | Promise<BidAnswer>;
  /** A body too large, not UTF-8 or not JSON: 400, counted as malformed. */
  malformedBody(start: number): BidAnswer;
  /** A body whose exchange signature does not match: refused unparsed (counted as refused by the caller). */
  refusedBody(start: number, status: 403, body: string): BidAnswer;
}

const malformedJson = JSON.stringify({ error: 'malformed' });

/**
 * `POST /openrtb2/bid`: OpenRTB 2.5/2.6 in, `200` with one seat of bids or `204` out, never a
 * 5xx. Per imp: index match → frequency caps → pacing → price within what the banker allows →
 * exposure held → markup. Nothing here awaits the database; only the Redis caps may be awaited.
 */
export function createBidRoute(options: BidRouteOptions): BidRoute {
  const { ports, caps, metrics, clock } = options;

  return {
    answer(body, versionHeader, start, exchange) {
      try {
        const answered = answerParsed(body, versionHeader, start, exchange);
        return answered instanceof Promise
          ? answered.catch((error: unknown) => failed(error, versionHeader, start))
          : answered;
      } catch (error) {
        return failed(error, versionHeader, start);
      }
    },
    malformedBody(start) {
      metrics.request({ latencyMs: clock() - start, bids: 0, noBid: 'malformed' });
      return { status: 400, version: undefined, body: malformedJson, close: true };
    },
    refusedBody(_start, status, body) {
      return { status, version: undefined, body, close: false };
    },
  };

  function failed(error: unknown, versionHeader: string | undefined, start: number): BidAnswer {
    options.onError(error, 'bid');
    metrics.failure('bid');
    metrics.request({ latencyMs: clock() - start, bids: 0 });
    return { status: 204, version: versionHeader || undefined, body: '', close: false };
  }

  function answerParsed(
    body: unknown,
    versionHeader: string | undefined,
    start: number,
    exchange: BidExchange,
  ): BidAnswer | Promise<BidAnswer> {
    let parsed: ReturnType<BidderPorts['parse']>;
    try {
      parsed = ports.parse(body, { version: versionHeader });
    } catch (error) {
      options.onError(error, 'parse');
      parsed = { ok: false, reason: 'malformed' };
    }
    // An empty header is not echoed, and does not give way to the version the body was read as.
    const echoed = versionHeader || undefined;
    if (!parsed.ok) {
      metrics.request({ latencyMs: clock() - start, bids: 0, noBid: parsed.reason });
      return parsed.reason === 'malformed'
        ? { status: 400, version: echoed, body: malformedJson, close: false }
        : { status: 204, version: echoed, body: '', close: false };
    }
    const bidRequest = parsed.request;
    const version = versionHeader === undefined ? bidRequest.version : echoed;
    const deadline = start + (bidRequest.tmax ?? options.defaultTmaxMs) - options.tmaxMarginMs;
    let outcomes: ImpOutcome[] | Promise<ImpOutcome[]>;
    try {
      outcomes = auction(bidRequest, deadline, exchange);
    } catch (error) {
      return timedOut(error, version, start);
    }
    if (outcomes instanceof Promise)
      return outcomes.then(
        (settled) => answerOutcomes(bidRequest, settled, version, deadline, start),
        (error: unknown) => timedOut(error, version, start),
      );
    return answerOutcomes(bidRequest, outcomes, version, deadline, start);
  }

  /** A deadline passed during the auction: a no-bid; anything else thrown is a failure. */
  function timedOut(error: unknown, version: string | undefined, start: number): BidAnswer {
    if (!(error instanceof Timeout)) throw error;
    metrics.request({ latencyMs: clock() - start, bids: 0, noBid: 'timeout' });
    return { status: 204, version, body: '', close: false };
  }

  function answerOutcomes(
    bidRequest: ParsedBidRequest,
    outcomes: ImpOutcome[],
    version: string | undefined,
    deadline: number,
    start: number,
  ): BidAnswer {
    const noBidAnswer: BidAnswer = { status: 204, version, body: '', close: false };
    const currency = outcomes.find((o) => o.bid)?.currency ?? null;
    const bids: OpenRtbBid[] = [];
    const admJsons: (string | undefined)[] = [];
    const plainUrls: boolean[] = [];
    const events: DeliveryEvent[] = [];
    for (const outcome of outcomes) {
      if (!outcome.bid) continue;
      if (outcome.currency !== currency) {
        // One response, one currency: a bid priced in another is withdrawn.
        if (outcome.held) ports.banker.release(outcome.held);
        continue;
      }
      bids.push(outcome.bid);
      admJsons.push(outcome.admJson);
      plainUrls.push(outcome.plainUrls);
      if (outcome.event) events.push(outcome.event);
    }
    if (clock() > deadline) {
      for (const o of outcomes) if (o.held) ports.banker.release(o.held);
      metrics.request({ latencyMs: clock() - start, bids: 0, noBid: 'timeout' });
      return noBidAnswer;
    }
    if (events.length > 0) {
      ports.store.append(events).catch((error: unknown) => {
        metrics.failure('bid_events');
        options.onError(error, 'bid_events');
      });
    }
    if (bids.length === 0) {
      const reasons = outcomes.map((o) => o.reason).filter((r): r is NoBidReason => r !== null);
      metrics.request({
        latencyMs: clock() - start,
        bids: 0,
        noBid: reasons.length > 0 ? mostTelling(reasons) : 'no_matching_strategy',
      });
      return noBidAnswer;
    }
    metrics.request({ latencyMs: clock() - start, bids: bids.length });
    const response: OpenRtbBidResponse = {
      id: bidRequest.id,
      cur: currency!,
      seatbid: [{ seat: 'verba', bid: bids }],
    };
    return { status: 200, version, body: bidResponseJson(response, admJsons, plainUrls), close: false };
  }

  function auction(
    request: ParsedBidRequest,
    deadline: number,
    exchange: BidExchange,
  ): ImpOutcome[] | Promise<ImpOutcome[]> {
    const now = options.now();
    const userKey = hashUserKey(request.user.key);
    const matched: Matched[] = [];
    const first = request.imps[0];
    const sampled = first && ports.index.sampleMismatch?.(request, first);
    if (sampled) metrics.strategyNoBid(sampled.strategyId, sampled.reason, now);
    for (const imp of request.imps) {
      if (clock() > deadline) throw new Timeout();
      const found = ports.index.match(request, imp);
      if ('ranked' in found) matched.push({ imp, ranked: found.ranked, blocked: [] });
      else {
        const rejected = found.rejected ?? [];
        for (const r of rejected) metrics.strategyNoBid(r.strategyId, r.reason, now);
        matched.push({
          imp,
          ranked: rankedAsListed(found.candidates),
          blocked: rejected.map((r) => r.reason),
        });
      }
    }
    // In-process counters answer at once: no await (and no turn of the event loop) for them.
    const reader = capReader(matched, userKey, now, deadline);
    if (typeof reader === 'function')
      return bidOnImps(request, matched, reader, userKey, now, deadline, exchange);
    return reader.then((capped) => bidOnImps(request, matched, capped, userKey, now, deadline, exchange));
  }

  function bidOnImps(
    request: ParsedBidRequest,
    matched: Matched[],
    capped: CapCheck,
    userKey: string,
    now: number,
    deadline: number,
    exchange: BidExchange,
  ): ImpOutcome[] {
    if (clock() > deadline) throw new Timeout();
    const taken = new Set<string>();
    const outcomes: ImpOutcome[] = [];
    for (const { imp, ranked, blocked } of matched) {
      if (clock() > deadline) {
        for (const o of outcomes) if (o.held) ports.banker.release(o.held);
        throw new Timeout();
      }
      outcomes.push(bidOnImp({ request, imp, ranked, blocked, capped, taken, userKey, now, exchange }));
    }
    return outcomes;
  }

  /**
   * Whether the user has reached a strategy's cap. In-process counters are read when a candidate
   * is visited; shared (Redis) ones in one read, before the auction, for every candidate that
   * carries a cap.
   */
  function capReader(
    matched: { ranked: RankedCandidates }[],
    userKey: string,
    now: number,
    deadline: number,
  ): CapCheck | Promise<CapCheck> {
    if (userKey === '') return neverCapped;
    if (caps.kind === 'memory')
      return (strategy) => {
        if (!strategy.frequencyCap) return false;
        const counts = caps.counts([capKeyOf(strategy, userKey)], now) as number[];
        return (counts[0] ?? 0) >= strategy.frequencyCap.count;
      };
    return sharedCapReader(matched, userKey, now, deadline);
  }

  async function sharedCapReader(
    matched: { ranked: RankedCandidates }[],
    userKey: string,
    now: number,
    deadline: number,
  ): Promise<CapCheck> {
    const keys = new Map<string, CapKey>();
    for (const { ranked } of matched)
      for (let rank = 0; rank < ranked.count; rank++) {
        const strategy = ranked.strategy(rank);
        if (strategy.frequencyCap && !keys.has(strategy.strategyId))
          keys.set(strategy.strategyId, capKeyOf(strategy, userKey));
      }
    const capped = new Set<string>();
    if (keys.size > 0) {
      const list = [...keys.values()];
      const read = caps.counts(list, now);
      const counts = Array.isArray(read) ? read : await withinMs(read, deadline - clock());
      list.forEach((key, i) => {
        if ((counts[i] ?? 0) >= key.cap.count) capped.add(key.strategyId);
      });
    }
    return (strategy) => capped.has(strategy.strategyId);
  }

  /** A visited candidate refused: counted for the strategy and kept for the imp's own reason. */
  function refuse(reasons: NoBidReason[], strategy: LiveStrategy, now: number, reason: NoBidReason) {
    reasons.push(reason);
    metrics.strategyNoBid(strategy.strategyId, reason, now);
  }

  function bidOnImp({
    request,
    imp,
    ranked,
    blocked,
    capped,
    taken,
    userKey,
    now,
    exchange,
  }: {
    request: ParsedBidRequest;
    imp: ImpOffer;
    ranked: RankedCandidates;
    /** Why a fully matching index's blocks (badv, bcat, bapp) refused strategies. */
    blocked: NoBidReason[];
    capped: (strategy: LiveStrategy) => boolean;
    taken: Set<string>;
    userKey: string;
    now: number;
    exchange: BidExchange;
  }): ImpOutcome {
    if (ranked.count === 0) return noBid(blocked.length > 0 ? mostTelling(blocked) : 'no_matching_strategy');
    const reasons: NoBidReason[] = [];
    // The imp's lowest floor in the currency last asked (campaigns mostly share one).
    let floorCurrency = '';
    let lowestFloor = -Infinity;
    // Best first: a candidate is matched, capped, paced and priced only while it could still beat
    // the best offer held; one never visited (a better one won) counts nothing, like one outbid.
    // One whose bound is under every floor the imp offers can only be priced `floor_above_bid`:
    // it is counted so without its rule, caps, pacing or budget being run (an imp no strategy can
    // clear would otherwise run the whole rule on every survivor of the index).
    const priced = bestFirst({
      count: ranked.count,
      bound(rank) {
        return ranked.bound(rank);
      },
      evaluate(rank) {
        const strategy = ranked.strategy(rank);
        // One bid per strategy per request: two imps of one page never both go to it.
        if (taken.has(strategy.strategyId)) return null;
        if (ports.lowestFloor) {
          if (strategy.currency !== floorCurrency) {
            floorCurrency = strategy.currency;
            lowestFloor = ports.lowestFloor(request, imp, strategy.currency);
          }
          if (ranked.bound(rank) < lowestFloor) {
            refuse(reasons, strategy, now, 'floor_above_bid');
            return null;
          }
        }
        const candidate = ranked.candidate(rank);
        if (!candidate) return null;
        if (typeof candidate === 'string') {
          refuse(reasons, strategy, now, candidate);
          return null;
        }
        if (capped(strategy)) {
          refuse(reasons, strategy, now, 'frequency_cap');
          return null;
        }
        const pace = ports.pace(strategy, now);
        if (!pace.bid) {
          refuse(reasons, strategy, now, 'pacing');
          return null;
        }
        const headroom = ports.banker.headroom(strategy, now);
        if (!headroom.ok) {
          refuse(reasons, strategy, now, headroom.reason);
          return null;
        }
        const price = ports.price({
          request,
          imp,
          strategy,
          creative: candidate.creative,
          shading: pace.shading,
          maxCpmMicros: headroom.maxCpmMicros,
          dealId: candidate.dealId ?? null,
        });
        if (!price.ok) {
          refuse(reasons, strategy, now, price.reason);
          return null;
        }
        // Fields named, not spread: an object spread costs ~0.4 µs, several a bid.
        const offer: Offer = {
          candidate,
          cpmMicros: price.cpmMicros,
          currency: price.currency,
          campaignCpmMicros: price.campaignCpmMicros,
          dealId: price.dealId,
        };
        return { value: price.campaignCpmMicros, tie: ranked.tie(rank), offer };
      },
    });
    for (const offer of priced) {
      const { strategy, creative } = offer.candidate;
      const bidId = randomUUID();
      let leaseId = '';
      if (!request.test) {
        const hold = ports.banker.hold({ bidId, strategy, cpmMicros: offer.campaignCpmMicros, now });
        if (!hold.ok) {
          refuse(reasons, strategy, now, hold.reason);
          continue;
        }
        leaseId = hold.leaseId;
      }
      const held = leaseId ? { bidId, leaseId, campaignId: strategy.campaignId } : null;
      const claims = claimsOf({ request, strategy, creative, bidId, leaseId, userKey, now, offer, exchange });
      const browser = request.device.browser;
      if (browser) claims.browser = browser;
      const category = request.contentCategoryIds[0];
      if (category) claims.contentCategory = ports.contentTier1?.(category) ?? category;
      const token = ports.tokens.sign(claims);
      const markup = ports.markup({ request, imp, strategy, creative, token, bidId });
      if (!markup.ok) {
        if (held) ports.banker.release(held);
        refuse(reasons, strategy, now, 'format');
        continue;
      }
      taken.add(strategy.strategyId);
      metrics.strategyBid(strategy.strategyId, now);
      const urls = ports.tokens.noticeUrls(token, exchange.slug);
      // Fields added in order, not spread: the answer's JSON keeps its order.
      const bid = {
        id: bidId,
        impid: imp.impId,
        price: offer.cpmMicros / 1_000_000,
        adid: creative.id,
        crid: creative.id,
        cid: strategy.campaignId,
        adomain: [creative.advertiserDomain],
      } as OpenRtbBid;
      const categories = bidCategories(strategy.adCategories, request.version);
      if (categories.cat !== undefined) bid.cat = categories.cat;
      if (categories.cattax !== undefined) bid.cattax = categories.cattax;
      bid.w = markup.w;
      bid.h = markup.h;
      bid.mtype = markup.mtype;
      bid.nurl = urls.nurl;
      bid.burl = urls.burl;
      bid.lurl = urls.lurl;
      bid.adm = markup.adm;
      if (offer.dealId) bid.dealid = offer.dealId;
      return {
        bid,
        admJson: markup.admJson,
        plainUrls: urls.plain === true,
        reason: null,
        event: bidEvent(claims, request.test),
        held,
        currency: offer.currency,
      };
    }
    return noBid(reasons.length > 0 ? mostTelling(reasons) : 'no_matching_strategy');
  }
}

type CapCheck = (strategy: LiveStrategy) => boolean;

/** A visited candidate's price. */
interface Offer {
  candidate: Candidate;
  cpmMicros: number;
  currency: string;
  campaignCpmMicros: number;
  dealId: string | undefined;
}

/** An imp with its ranked candidates, and why a fully matching index's blocks refused strategies. */
interface Matched {
  imp: ImpOffer;
  ranked: RankedCandidates;
  blocked: NoBidReason[];
}

const neverCapped: CapCheck = () => false;

const capKeyOf = (strategy: LiveStrategy, userKey: string): CapKey => ({
  strategyId: strategy.strategyId,
  userKey,
  cap: strategy.frequencyCap!,
});

const noBid = (reason: NoBidReason): ImpOutcome => ({
  bid: null,
  admJson: undefined,
  plainUrls: false,
  reason,
  event: null,
  held: null,
  currency: null,
});

/** Candidates fully matched already (an index that ranks nothing): every one priced, in list order. */
function rankedAsListed(candidates: Candidate[]): RankedCandidates {
  return {
    count: candidates.length,
    strategy: (rank) => candidates[rank]!.strategy,
    bound: () => Infinity,
    tie: (rank) => rank,
    candidate: (rank) => candidates[rank]!,
  };
}

function claimsOf({
  request,
  strategy,
  creative,
  bidId,
  leaseId,
  userKey,
  now,
  offer,
  exchange,
}: {
  request: ParsedBidRequest;
  strategy: LiveStrategy;
  creative: LiveCreative;
  bidId: string;
  leaseId: string;
  userKey: string;
  now: number;
  offer: { campaignCpmMicros: number; currency: string };
  exchange: BidExchange;
}): TrackingClaims {
  const claims: TrackingClaims = {
    bidId,
    leaseId,
    companyId: strategy.companyId,
    advertiserId: strategy.advertiserId,
    campaignId: strategy.campaignId,
    groupId: strategy.groupId,
    strategyId: strategy.strategyId,
    creativeId: creative.id,
    currency: strategy.currency,
    bidCpmMicros: offer.campaignCpmMicros,
    at: now,
    state: request.device.geo.state,
    city: request.device.geo.city,
    device: request.device.type ?? '',
    environment: request.environment,
    siteOrApp: request.siteOrApp,
    audienceIds: request.user.segments,
    userKey,
    exchangeId: exchange.id,
  };
  if (offer.currency !== strategy.currency) claims.bidCurrency = offer.currency as TrackingClaims['currency'];
  if (request.test) claims.test = true;
  return claims;
}
