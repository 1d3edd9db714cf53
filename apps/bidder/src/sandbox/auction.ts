/**
 * The sandbox exchange's first-price auction: our bid against the imp's market — a Poisson number
 * of competing buyers whose bids spread log-normally around the market's median (market.ts), those
 * under the floor staying out — and the OpenRTB 2.6 notice macros (§4.4) with the loss reason codes
 * of its loss notice (§5.25). So the more we bid, the more we win, with diminishing returns.
 */
import type { Random } from './random';

export const lossReasons = {
  won: 0,
  invalidResponse: 3,
  belowFloor: 100,
  belowDealFloor: 101,
  lostToHigherBid: 102,
} as const;

/** The imp's market in the request's currency: the median competitor bid per CPM and how many bid (mean). */
export interface AuctionMarket {
  median: number;
  competitors: number;
}

export interface AuctionInput {
  /** The floor that applies (the deal's when the bid is in a deal), request currency per CPM. */
  floor: number;
  price: number;
  market: AuctionMarket;
  /** The bid is in a deal: a bid under its floor loses with 101, not 100. */
  deal?: boolean;
}

export interface AuctionResult {
  won: boolean;
  /** What the winner pays (first price: its own bid), in the request's currency per CPM. */
  clearingPrice: number;
  /** The lowest price that would have won (for `${AUCTION_MIN_TO_WIN}`): a bid of at least it wins. */
  minToWin: number;
  lossReason: number;
}

/** How far the competitors' bids spread around the market's median (log-normal sigma). */
const competitorSpread = 0.5;

export function runAuction(random: Random, input: AuctionInput): AuctionResult {
  const floor = Math.max(0, input.floor);
  const median = input.market.median > 0 ? input.market.median : Math.max(floor, 0.01);
  const competitors = Array.from({ length: random.poisson(input.market.competitors) }, () =>
    Number((median * random.logNormal(0, competitorSpread)).toFixed(4)),
  ).filter((price) => price >= floor);
  const best = Math.max(0, ...competitors);
  const minToWin = Math.max(floor, best);
  if (!(input.price >= floor))
    return {
      won: false,
      clearingPrice: best,
      minToWin,
      lossReason: input.deal ? lossReasons.belowDealFloor : lossReasons.belowFloor,
    };
  if (input.price >= best)
    return { won: true, clearingPrice: input.price, minToWin, lossReason: lossReasons.won };
  return { won: false, clearingPrice: best, minToWin, lossReason: lossReasons.lostToHigherBid };
}

export interface MacroValues {
  auctionId: string;
  bidId: string;
  impId: string;
  seatId: string;
  adId: string;
  currency: string;
  price: number;
  lossReason: number;
  minToWin: number;
}

/** Replaces the OpenRTB substitution macros in a notice URL or markup. */
export function substituteMacros(text: string, values: MacroValues): string {
  const map: Record<string, string> = {
    AUCTION_ID: values.auctionId,
    AUCTION_BID_ID: values.bidId,
    AUCTION_IMP_ID: values.impId,
    AUCTION_SEAT_ID: values.seatId,
    AUCTION_AD_ID: values.adId,
    AUCTION_PRICE: String(values.price),
    AUCTION_CURRENCY: values.currency,
    AUCTION_MBR: '',
    AUCTION_LOSS: String(values.lossReason),
    AUCTION_MIN_TO_WIN: String(values.minToWin),
  };
  return text.replace(/\$\{(AUCTION_[A-Z_]+)\}|\$%7B(AUCTION_[A-Z_]+)%7D/gi, (match, plain, encoded) => {
    const name = String(plain ?? encoded).toUpperCase();
    const value = map[name];
    return value === undefined ? match : encodeURIComponent(value);
  });
}
