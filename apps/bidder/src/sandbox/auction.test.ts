import { describe, expect, it } from 'vitest';
import { lossReasons, runAuction, substituteMacros } from './auction';
import { createRandom } from './random';

describe('sandbox auction', () => {
  /** A standard site's 300x250: median competitor bid R$ 4, five buyers on average, floor at 45 %. */
  const market = { median: 4, competitors: 5 };
  const floor = 1.8;
  const winRate = (price: number, input: { deal?: boolean; competitors?: number } = {}) => {
    const random = createRandom(9);
    let wins = 0;
    for (let i = 0; i < 4_000; i++)
      if (
        runAuction(random, {
          floor,
          price,
          market: { ...market, competitors: input.competitors ?? market.competitors },
          deal: input.deal,
        }).won
      )
        wins++;
    return wins / 4_000;
  };

  it('wins more the more we bid, with diminishing returns past the crowd', () => {
    const prices = [2, 3, 4, 6, 8, 10, 12];
    const rates = prices.map((price) => winRate(price));
    for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeGreaterThan(rates[i - 1]!);
    // From 1.5× the median on, each R$ 2 more buys less than the R$ 2 before it.
    expect(rates[5]! - rates[4]!).toBeLessThan(rates[4]! - rates[3]!);
    expect(rates[6]! - rates[5]!).toBeLessThan(rates[5]! - rates[4]!);
  });

  it('at the market median wins well under half against several buyers; at 3× it wins most', () => {
    expect(winRate(market.median)).toBeLessThan(0.25);
    expect(winRate(3 * market.median)).toBeGreaterThan(0.8);
    // Fewer buyers (a deal, a long-tail site): the same bid wins more.
    expect(winRate(market.median, { competitors: 1.5 })).toBeGreaterThan(winRate(market.median) * 2);
  });

  it('is first price: a winner pays its own bid; a bid of exactly the minimum to win wins, less loses', () => {
    for (let i = 0; i < 2_000; i++) {
      const seed = 1_000 + i;
      const result = runAuction(createRandom(seed), { floor, price: 5, market });
      if (result.won) {
        expect(result.clearingPrice).toBe(5);
        expect(result.minToWin).toBeLessThanOrEqual(5);
      } else {
        expect(result.lossReason).toBe(lossReasons.lostToHigherBid);
        expect(result.clearingPrice).toBeGreaterThan(5);
        expect(result.minToWin).toBe(result.clearingPrice);
      }
      expect(result.minToWin).toBeGreaterThanOrEqual(floor);
      // The same auction (same draws) replayed at the minimum to win, and just under it.
      expect(runAuction(createRandom(seed), { floor, price: result.minToWin, market }).won).toBe(true);
      const under = runAuction(createRandom(seed), { floor, price: result.minToWin - 0.0001, market });
      expect(under.won).toBe(false);
      expect(under.lossReason).toBe(
        result.minToWin === floor ? lossReasons.belowFloor : lossReasons.lostToHigherBid,
      );
    }
  });

  it('loses a bid under the floor with 100, under a deal floor with 101', () => {
    const random = createRandom(3);
    for (let i = 0; i < 500; i++) {
      expect(runAuction(random, { floor, price: 1.79, market }).lossReason).toBe(lossReasons.belowFloor);
      expect(runAuction(random, { floor, price: 1.79, market, deal: true }).lossReason).toBe(
        lossReasons.belowDealFloor,
      );
    }
  });

  it('substitutes the notice macros, plain or URL-encoded', () => {
    const values = {
      auctionId: 'req 1',
      bidId: 'b1',
      impId: '1',
      seatId: 'verba',
      adId: 'ad',
      currency: 'BRL',
      price: 4.25,
      lossReason: 102,
      minToWin: 5.1,
    };
    expect(
      substituteMacros(
        'https://x/win?p=${AUCTION_PRICE}&c=${AUCTION_CURRENCY}&l=${AUCTION_LOSS}&id=${AUCTION_ID}&m=$%7BAUCTION_MIN_TO_WIN%7D&u=${OTHER}',
        values,
      ),
    ).toBe('https://x/win?p=4.25&c=BRL&l=102&id=req%201&m=5.1&u=${OTHER}');
  });
});
