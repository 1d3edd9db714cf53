import { describe, expect, it } from 'vitest';
import { createLiveCatalog } from './live-catalog';
import type { StrategyIndex } from './ports';
import { liveStrategy } from './testing/fake-ports';

/** An index that records what it holds and fails on the ids it is told to. */
function failingIndex(failOn: ReadonlySet<string>) {
  const held = new Set<string>();
  const index: StrategyIndex = {
    match: () => ({ candidates: [] }),
    upsert(strategy) {
      if (failOn.has(strategy.strategyId)) throw new Error(`cannot index ${strategy.strategyId}`);
      held.add(strategy.strategyId);
    },
    remove(strategyId) {
      if (failOn.has(strategyId)) throw new Error(`cannot remove ${strategyId}`);
      held.delete(strategyId);
    },
    get size() {
      return held.size;
    },
  };
  return { index, held };
}

describe('live catalog', () => {
  it('applies the rest of a batch when one strategy fails, and reports that one', () => {
    const failOn = new Set<string>();
    const { index, held } = failingIndex(failOn);
    const catalog = createLiveCatalog(index);
    catalog.apply({
      upserts: ['a', 'b', 'c'].map((strategyId) => liveStrategy({ strategyId })),
      removals: [],
    });
    expect([...held]).toEqual(['a', 'b', 'c']);

    failOn.add('a').add('d');
    const errors: string[] = [];
    catalog.apply(
      {
        upserts: ['d', 'e'].map((strategyId) => liveStrategy({ strategyId })),
        removals: ['a', 'b'],
      },
      (_error, strategyId) => errors.push(strategyId),
    );
    expect(errors).toEqual(['a', 'd']);
    // b's removal and e's upsert landed after a's and d's failures.
    expect([...held].sort()).toEqual(['a', 'c', 'e']);
    // d is not taken as known: the same version is applied again once the index takes it.
    expect(catalog.get('d')).toBeUndefined();
    failOn.clear();
    catalog.apply({ upserts: [liveStrategy({ strategyId: 'd' })], removals: [] });
    expect(held.has('d')).toBe(true);
  });

  it('throws without an error handler, as before', () => {
    const { index } = failingIndex(new Set(['x']));
    expect(() =>
      createLiveCatalog(index).apply({ upserts: [liveStrategy({ strategyId: 'x' })], removals: [] }),
    ).toThrow('cannot index x');
  });
});
