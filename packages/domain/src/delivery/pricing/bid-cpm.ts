/**
 * The price of one bid. CPM bids as is; CPC and CPV become an expected CPM (bid × predicted
 * rate × 1000). The price never exceeds the cap the budget allows and is never under the imp's
 * (or deal's) floor: a bid that cannot clear the floor is no bid. Money in integer micros.
 */
import type { CreativeFormat } from '../../creatives/formats';
import type { Currency, LiveStrategy, NoBidReason } from '../contracts';
import type { ImpOffer, ParsedBidRequest } from '../request';
import { bidCurrencyOf, convertMicros, isCurrency, type CurrencyRates } from './currency-rates';
import type { FormatKind, RatePredictor } from './rate-predictor';

/** Minor units (centavos, cents) → micros: every Verba currency has two decimals. */
export const microsPerMinorUnit = 10_000;

export type BidPrice =
  | {
      ok: true;
      /** The bid's CPM in micros of the campaign currency (what the banker and events count). */
      cpmMicros: number;
      /** The floor it cleared, in micros of the campaign currency. */
      floorMicros: number;
      /** The price to write in the bid response, in a currency the exchange accepts. */
      price: { micros: number; currency: Currency };
    }
  | { ok: false; reason: NoBidReason };

export interface BidCpmOptions {
  strategy: LiveStrategy;
  imp: ImpOffer;
  request: ParsedBidRequest;
  predictor: RatePredictor;
  rates: CurrencyRates;
  /** The creative format that would serve (decides the prior); defaults to the imp's kind. */
  format?: CreativeFormat;
  /** The deal the bid is for (its floor applies), null in the open auction. */
  dealId?: string | null;
  /** The most the budget allows for this bid's CPM, in micros of the campaign currency. */
  capMicros?: number;
  /** Why there is no bid when the cap is under the floor (daily budget, lease, pacing …). */
  capReason?: NoBidReason;
}

const formatKinds: Partial<Record<CreativeFormat, FormatKind>> = {
  DISPLAY: 'display',
  NATIVE_DISPLAY: 'native',
  PUSH: 'push',
  DISPLAY_VIDEO: 'video',
  AUDIO: 'audio',
};

function formatKindOf(imp: ImpOffer, format: CreativeFormat | undefined): FormatKind {
  const kind = format && formatKinds[format];
  if (kind) return kind;
  return imp.video ? 'video' : imp.audio ? 'audio' : imp.native ? 'native' : 'display';
}

/** The strategy's value of one thousand impressions, in micros of its currency. */
export function expectedCpmMicros(
  strategy: LiveStrategy,
  format: FormatKind,
  predictor: RatePredictor,
): number {
  const bidMicros = Number(strategy.bid.amount) * microsPerMinorUnit;
  switch (strategy.bid.type) {
    case 'CPM':
      return bidMicros;
    case 'CPC':
      return Math.floor(bidMicros * predictor.predict(strategy.strategyId, 'click', format) * 1000);
    case 'CPV':
      return Math.floor(bidMicros * predictor.predict(strategy.strategyId, 'view', format) * 1000);
  }
}

/**
 * The most `bidCpmMicros` can answer for this strategy on this imp, whichever of its creatives
 * serves (micros of its currency): the order of best-first pricing (`best-first.ts`).
 */
export function cpmUpperBoundMicros(strategy: LiveStrategy, imp: ImpOffer, predictor: RatePredictor): number {
  if (strategy.bid.type === 'CPM') return Number(strategy.bid.amount) * microsPerMinorUnit;
  let bound = expectedCpmMicros(strategy, formatKindOf(imp, undefined), predictor);
  for (const creative of strategy.creatives)
    bound = Math.max(bound, expectedCpmMicros(strategy, formatKindOf(imp, creative.format), predictor));
  return bound;
}

/** What `cpmUpperBoundMicros` reads of an imp (0–3): imps of one kind have the same bounds. */
export const impKindOf = (imp: ImpOffer): number => (imp.video ? 0 : imp.audio ? 1 : imp.native ? 2 : 3);

/**
 * The least a bid in `currency` must reach on this imp (micros of `currency` per CPM): the lowest
 * of the floors it offers (its own unless the auction is private, and its deals'), converted up
 * as `bidCpmMicros` converts them. A strategy of that currency whose `cpmUpperBoundMicros` is under
 * it can only be answered `floor_above_bid`, whichever deal and creative it would take, so
 * best-first pricing may refuse it without running its rule. -Infinity when `bidCpmMicros` would
 * refuse such a bid for another reason first (a currency the request does not take or Verba does
 * not convert): nothing is cut then.
 */
export function lowestFloorMicros(
  imp: ImpOffer,
  request: ParsedBidRequest,
  currency: string,
  rates: CurrencyRates,
): number {
  if (!isCurrency(currency) || bidCurrencyOf(request.currencies, currency) === null) return -Infinity;
  let lowest = Infinity;
  const floors = imp.privateAuction ? imp.deals : [imp, ...imp.deals];
  for (const { floorCpmMicros, floorCurrency } of floors) {
    const micros =
      floorCpmMicros === 0 ? 0 : convertMicros(floorCpmMicros, floorCurrency, currency, rates, 'up');
    if (micros === null) return -Infinity;
    if (micros < lowest) lowest = micros;
  }
  // No floor at all (a private auction without readable deals admits no bid): nothing to cut by.
  return lowest === Infinity ? -Infinity : lowest;
}

export function bidCpmMicros(options: BidCpmOptions): BidPrice {
  const { strategy, imp, request, rates } = options;
  const campaignCurrency = strategy.currency;
  const deal = options.dealId ? imp.deals.find((d) => d.id === options.dealId) : undefined;
  const floor = deal
    ? { micros: deal.floorCpmMicros, currency: deal.floorCurrency }
    : { micros: imp.floorCpmMicros, currency: imp.floorCurrency };
  const floorMicros =
    floor.micros === 0 ? 0 : convertMicros(floor.micros, floor.currency, campaignCurrency, rates, 'up');
  const currency = bidCurrencyOf(request.currencies, campaignCurrency);
  if (floorMicros === null || currency === null) return { ok: false, reason: 'unsupported' };

  const value = expectedCpmMicros(strategy, formatKindOf(imp, options.format), options.predictor);
  if (value <= 0 || value < floorMicros) return { ok: false, reason: 'floor_above_bid' };
  const cap = options.capMicros ?? Infinity;
  const cpmMicros = Math.min(value, Math.floor(cap));
  if (cpmMicros <= 0 || cpmMicros < floorMicros)
    return { ok: false, reason: options.capReason ?? 'campaign_budget' };

  // Compare in the response currency too: rounding both ways must not put the price under the floor.
  const priceMicros = convertMicros(cpmMicros, campaignCurrency, currency, rates, 'down')!;
  const floorInPrice =
    floor.micros === 0 ? 0 : convertMicros(floor.micros, floor.currency, currency, rates, 'up')!;
  if (priceMicros <= 0 || priceMicros < floorInPrice) return { ok: false, reason: 'floor_above_bid' };
  return { ok: true, cpmMicros, floorMicros, price: { micros: priceMicros, currency } };
}
