import { describe, expect, it } from 'vitest';
import { lossReasons, runAuction, substituteMacros } from './auction';
import { createRandom } from './random';

describe('sandbox auction', () => {
  it('is first price: a winner pays its own bid, and never wins under the floor', () => {
    const random = createRandom(1);
    let wins = 0;
    for (let i = 0; i < 5_000; i++) {
      const result = runAuction(random, { floor: 2, price: 3 });
      if (result.won) {
        wins++;
        expect(result.clearingPrice).toBe(3);
        expect(result.minToWin).toBeLessThan(3);
      } else {
        expect(result.lossReason).toBe(lossReasons.lostToHigherBid);
        expect(result.clearingPrice).toBeGreaterThanOrEqual(3);
      }
      expect(runAuction(random, { floor: 2, price: 1.99 }).lossReason).toBe(lossReasons.belowFloor);
    }
    // 1.5× the floor beats 1 to 4 competitors at 1.4× (median) about half the time.
    expect(wins / 5_000).toBeGreaterThan(0.25);
    expect(wins / 5_000).toBeLessThan(0.75);
  });

  it('wins more often the higher the bid', () => {
    const rate = (price: number) => {
      const random = createRandom(9);
      let wins = 0;
      for (let i = 0; i < 2_000; i++) if (runAuction(random, { floor: 1, price }).won) wins++;
      return wins / 2_000;
    };
    expect(rate(1.2)).toBeLessThan(rate(2));
    expect(rate(2)).toBeLessThan(rate(5));
    expect(rate(5)).toBeGreaterThan(0.9);
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
