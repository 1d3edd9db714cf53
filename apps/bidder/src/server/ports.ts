/**
 * What the bidder needs from the pieces other modules own (the OpenRTB parser, the targeting
 * index, pricing, markup and tracking tokens, the banker, the pacer, the event store). The
 * bidder codes against these types only; the lead plugs the real implementations in
 * (apps/bidder/src/compose/real-ports.ts), the tests small fakes.
 */
import type {
  Currency,
  LiveCreative,
  LiveStrategy,
  NoBidReason,
  TrackingClaims,
} from '@verba/domain/delivery/contracts';
import type { ImpOffer, ParsedBidRequest } from '@verba/domain/delivery/request';
import type { EventStore } from '@verba/events/event-store';

/** OpenRTB 2.5/2.6 JSON → ParsedBidRequest, or why it cannot be read (never throws). */
export type ParseBidRequest = (
  body: unknown,
  options: { version: string | undefined },
) => { ok: true; request: ParsedBidRequest } | { ok: false; reason: 'malformed' | 'unsupported' };

/** A strategy and one of its creatives that fit an imp. */
export interface Candidate {
  strategy: LiveStrategy;
  creative: LiveCreative;
  /** The PMP deal the strategy buys this imp through; absent or null in the open auction. */
  dealId?: string | null;
}

/**
 * The strategies that may bid on one imp, ranked for best-first pricing
 * (packages/domain/src/delivery/pricing/best-first.ts): the bidder runs the full rule and prices
 * them in rank order only until no unvisited one can beat the best offer held.
 */
export interface RankedCandidates {
  readonly count: number;
  strategy(rank: number): LiveStrategy;
  /** No price of this one can exceed it (micros of its campaign currency per CPM); non-increasing in rank. */
  bound(rank: number): number;
  /** Its place in the index's order: of two equal prices, the lower wins (as a stable sort). */
  tie(rank: number): number;
  /**
   * It after the full targeting rule; or the request's block that refused it (badv, bcat, bapp:
   * counted as its no-bid reason); or null when it does not fit the imp.
   */
  candidate(
    rank: number,
  ): Candidate | Extract<NoBidReason, 'blocked' | 'blocked_category' | 'blocked_app'> | null;
}

/** The in-memory targeting index of live strategies, updated in place (no rebuild). */
export interface StrategyIndex {
  /** Every candidate fully matched (small indexes, tests), or ranked for best-first pricing. */
  match(
    request: ParsedBidRequest,
    imp: ImpOffer,
  ):
    | {
        candidates: Candidate[];
        /** Strategies looked at and refused, with why (optional: for "why not delivering"). */
        rejected?: { strategyId: string; reason: NoBidReason }[];
      }
    | { ranked: RankedCandidates };
  /**
   * Why the next strategy in turn (round robin over the index) would not fill this imp, or null
   * when it would: asked once per request, so a strategy the posting lists never let through still
   * gets a reason ("no matching traffic") on its pages; null too when the index gives no more
   * explanations this second (the real one: `explainPerSecond`). Optional: small test indexes skip it.
   */
  sampleMismatch?(
    request: ParsedBidRequest,
    imp: ImpOffer,
  ): { strategyId: string; reason: NoBidReason } | null;
  upsert(strategy: LiveStrategy): void;
  remove(strategyId: string): void;
  readonly size: number;
}

/**
 * The bid price of a candidate in a currency the request accepts: never below the imp's floor
 * (else `floor_above_bid`), never above `maxCpmMicros` (what the lease and budgets allow).
 */
export type PriceBid = (input: {
  request: ParsedBidRequest;
  imp: ImpOffer;
  strategy: LiveStrategy;
  creative: LiveCreative;
  /** Bid shading from the pacer (1 = none). */
  shading: number;
  /** Upper bound in micros of the campaign currency per CPM. */
  maxCpmMicros: number;
  /** The candidate's deal (its floor applies). */
  dealId?: string | null;
}) =>
  | {
      ok: true;
      /** CPM in micros of `currency` (the response's `cur`). */
      cpmMicros: number;
      currency: Currency;
      /** The same CPM in micros of the campaign currency (exposure, events). */
      campaignCpmMicros: number;
      dealId?: string;
    }
  | { ok: false; reason: NoBidReason };

/**
 * The least a bid in `currency` must reach on this imp, micros of `currency` per CPM
 * (`lowestFloorMicros`, pricing/bid-cpm.ts): a candidate of that currency whose bound is under it
 * could only be priced `floor_above_bid`. -Infinity when nothing may be cut.
 */
export type LowestFloor = (request: ParsedBidRequest, imp: ImpOffer, currency: Currency) => number;

/** Converts micros between currencies with the rates setting; null when a rate is unknown. */
export type ConvertMicros = (micros: number, from: string, to: Currency) => number | null;

/** The ad markup of a bid (banner HTML, Native 1.2 JSON or VAST 4.2). */
export type RenderMarkup = (input: {
  request: ParsedBidRequest;
  imp: ImpOffer;
  strategy: LiveStrategy;
  creative: LiveCreative;
  token: string;
  bidId: string;
}) =>
  | {
      ok: true;
      adm: string;
      /** `JSON.stringify(adm)`, when the renderer has it without escaping `adm` again (a template's escaped pieces). */
      admJson?: string;
      mtype: 1 | 2 | 3 | 4;
      w: number;
      h: number;
    }
  | { ok: false };

/** Signed tracking tokens and URLs (apps/bidder/src/tracking/token.ts, urls.ts). */
export interface TrackingTokens {
  sign(claims: TrackingClaims): string;
  /** The claims of an untampered token, else null. */
  verify(token: string): TrackingClaims | null;
  /** True when `signature` signs the click target `url` for this token. */
  verifyClick(token: string, url: string, signature: string): boolean;
  /**
   * nurl/burl/lurl on the exchange's own notice paths, with the `${AUCTION_PRICE}` (and
   * `${AUCTION_LOSS}`) macros; `plain`: the three are plain text for JSON (the bid answer quotes
   * them without scanning them again).
   */
  noticeUrls(
    token: string,
    exchangeSlug: string,
  ): { nurl: string; burl: string; lurl: string; plain?: boolean };
}

export type BudgetRefusal = 'no_lease' | 'daily_budget' | 'campaign_budget';

/** The in-memory banker: exposure of open bids against the leases this bidder holds. */
export interface Banker {
  /** Holds `cpmMicros / 1000` of exposure for a bid, or says which budget refused it. */
  hold(input: {
    bidId: string;
    strategy: LiveStrategy;
    cpmMicros: number;
    now: number;
  }): { ok: true; leaseId: string } | { ok: false; reason: BudgetRefusal };
  /**
   * Most a bid on the strategy may cost per CPM now (micros of the campaign currency), or which
   * budget leaves nothing (no lease held, daily or campaign budget used up).
   */
  headroom(
    strategy: LiveStrategy,
    now: number,
  ): { ok: true; maxCpmMicros: number } | { ok: false; reason: BudgetRefusal };
  /** The bid was won: its exposure becomes spend of `costMicros`. */
  settle(input: {
    bidId: string;
    leaseId: string;
    campaignId: string;
    strategyId: string;
    costMicros: number;
  }): void;
  /** The bid was lost: its exposure returns to the lease. */
  release(input: { bidId: string; leaseId: string; campaignId: string }): void;
}

/** The pacing controller: throttle and shade a strategy's bids to follow its daily curve. */
export type Pace = (strategy: LiveStrategy, now: number) => { bid: true; shading: number } | { bid: false };

/** What the bidder writes to and reads from the event store. */
export type BidderStore = Pick<EventStore, 'append' | 'appendStats' | 'lastTouch'>;

export interface BidderPorts {
  parse: ParseBidRequest;
  index: StrategyIndex;
  price: PriceBid;
  /** Optional: without it, every candidate best-first pricing reaches is priced. */
  lowestFloor?: LowestFloor;
  convert: ConvertMicros;
  markup: RenderMarkup;
  tokens: TrackingTokens;
  banker: Banker;
  pace: Pace;
  store: BidderStore;
  /**
   * The tier-1 Content Taxonomy id of a category id (itself when it is tier 1 or unknown): what a
   * bid's events carry as their content category (reports, issue 29). Absent: the id as sent.
   */
  contentTier1?: (id: string) => string;
}
