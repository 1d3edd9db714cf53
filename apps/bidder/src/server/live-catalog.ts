import type { LiveStrategy } from '@verba/domain/delivery/contracts';
import type { StrategyIndex } from './ports';

/**
 * The live strategies this bidder knows, by id, kept in step with the targeting index (the
 * tracking routes read a strategy's frequency cap here). Upserts and removals are applied one
 * strategy at a time: bidding never pauses for a rebuild.
 */
export interface LiveCatalog {
  get(strategyId: string): LiveStrategy | undefined;
  apply(batch: { upserts: readonly LiveStrategy[]; removals: readonly string[] }): void;
  readonly size: number;
}

export function createLiveCatalog(index: StrategyIndex): LiveCatalog {
  const strategies = new Map<string, LiveStrategy>();
  return {
    get: (id) => strategies.get(id),
    apply({ upserts, removals }) {
      for (const id of removals) {
        if (strategies.delete(id)) index.remove(id);
      }
      for (const strategy of upserts) {
        const known = strategies.get(strategy.strategyId);
        if (known && known.version === strategy.version) continue;
        strategies.set(strategy.strategyId, strategy);
        index.upsert(strategy);
      }
    },
    get size() {
      return strategies.size;
    },
  };
}
