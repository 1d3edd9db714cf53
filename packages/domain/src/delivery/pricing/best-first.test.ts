import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestFirst, lazyRanking, type Ranked } from './best-first';

interface Item {
  id: number;
  /** null = does not evaluate (no bid). */
  value: number | null;
  bound: number;
}

/** Items with a bound each and a value at most the bound, ranked as an index ranks them (bound desc, then id). */
const itemsArb = fc
  .array(
    fc.record({
      bound: fc.integer({ min: 0, max: 20 }),
      cut: fc.integer({ min: 0, max: 20 }),
      fits: fc.boolean(),
    }),
    { maxLength: 40 },
  )
  .map((raw) =>
    raw
      .map(({ bound, cut, fits }, id): Item => ({ id, bound, value: fits ? Math.max(0, bound - cut) : null }))
      .sort((a, b) => b.bound - a.bound || a.id - b.id),
  );

/** The full evaluation: every item priced, then sorted by value, ties in id order (a stable sort over index order). */
const fullOrder = (items: Item[]) =>
  items
    .filter((i) => i.value !== null)
    .sort((a, b) => b.value! - a.value! || a.id - b.id)
    .map((i) => i.id);

function run(items: Item[], take = Infinity) {
  const evaluated: number[] = [];
  const ranked: Ranked<Item> = {
    count: items.length,
    bound: (i) => items[i]!.bound,
    evaluate(i) {
      const item = items[i]!;
      evaluated.push(item.id);
      return item.value === null ? null : { value: item.value, tie: item.id, offer: item };
    },
  };
  const order: number[] = [];
  for (const offer of bestFirst(ranked)) {
    order.push(offer.id);
    if (order.length >= take) break;
  }
  return { order, evaluated };
}

describe('best-first pricing', () => {
  it('property: yields the offers in the order of the full evaluation (so the same winner)', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        expect(run(items).order).toEqual(fullOrder(items));
      }),
      { numRuns: 500 },
    );
  });

  it('property: the winner is found evaluating only the items whose bound reaches its value', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const { order, evaluated } = run(items, 1);
        const winner = items.find((i) => i.id === order[0]);
        if (!winner) return;
        for (const id of evaluated)
          expect(items.find((i) => i.id === id)!.bound).toBeGreaterThanOrEqual(winner.value!);
      }),
      { numRuns: 500 },
    );
  });

  it('evaluates lazily: the best of 1,000 found after evaluating a handful', () => {
    const items = Array.from({ length: 1000 }, (_, id) => ({ id, bound: 1000 - id, value: 1000 - id }));
    const { order, evaluated } = run(items, 1);
    expect(order).toEqual([0]);
    expect(evaluated.length).toBeLessThanOrEqual(2);
  });
});

describe('lazy ranking', () => {
  it('property: ranks as a sort by bound (highest first, ties by index), in any order of asking', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (values, asks) => {
          const ranking = lazyRanking(Float64Array.from(values));
          const sorted = values.map((_, i) => i).sort((a, b) => values[b]! - values[a]! || a - b);
          for (const ask of asks)
            if (values.length > 0) expect(ranking.at(ask % values.length)).toBe(sorted[ask % values.length]);
          expect(values.map((_, rank) => ranking.at(rank))).toEqual(sorted);
        },
      ),
      { numRuns: 500 },
    );
  });
});
