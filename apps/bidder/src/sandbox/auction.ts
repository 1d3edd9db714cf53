/**
 * The sandbox exchange's first-price auction: our bid against a few synthetic competitors whose
 * prices are log-normal around the floor, and the OpenRTB 2.6 notice macros (§4.4) with the loss
 * reason codes of its loss notice (§5.25).
 */
import type { Random } from './random';

export const lossReasons = {
  won: 0,
  invalidResponse: 3,
  belowFloor: 100,
  belowDealFloor: 101,
  lostToHigherBid: 102,
} as const;

export interface AuctionResult {
  won: boolean;
  /** What the winner pays (first price: its own bid), in the request's currency per CPM. */
  clearingPrice: number;
  /** The lowest price that would have won (for `${AUCTION_MIN_TO_WIN}`). */
  minToWin: number;
  lossReason: number;
}

/** Competitors bid 1.4× the floor at the median, spread log-normally; those under the floor drop out. */
export function runAuction(random: Random, input: { floor: number; price: number }): AuctionResult {
  const floor = Math.max(0, input.floor);
  const reference = floor > 0 ? floor : 1;
  const competitors = Array.from({ length: random.int(1, 4) }, () =>
    Number((reference * random.logNormal(Math.log(1.4), 0.5)).toFixed(4)),
  ).filter((price) => price >= floor);
  const best = Math.max(0, ...competitors);
  if (!(input.price >= floor))
    return {
      won: false,
      clearingPrice: best,
      minToWin: Math.max(floor, best),
      lossReason: lossReasons.belowFloor,
    };
  if (input.price > best)
    return {
      won: true,
      clearingPrice: input.price,
      minToWin: Math.max(floor, best),
      lossReason: lossReasons.won,
    };
  return { won: false, clearingPrice: best, minToWin: best, lossReason: lossReasons.lostToHigherBid };
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
