import type { LiveStrategy } from '@verba/domain/delivery/contracts';
import type { StrategyIndex } from './ports';

/**
 * The live strategies this bidder knows, by id, kept in step with the targeting index (the
 * tracking routes read a strategy's frequency cap here). Upserts and removals are applied one
 * strategy at a time: bidding never pauses for a rebuild, and one strategy that fails to apply is
 * reported without holding back the rest of its batch (a pause further down must still land).
 */
export interface LiveCatalog {
  get(strategyId: string): LiveStrategy | undefined;
  apply(
    batch: { upserts: readonly LiveStrategy[]; removals: readonly string[] },
    onError?: (error: unknown, strategyId: string) => void,
  ): void;
  readonly size: number;
}

const rethrow = (error: unknown) => {
  throw error;
};

export function createLiveCatalog(index: StrategyIndex): LiveCatalog {
  const strategies = new Map<string, LiveStrategy>();
  return {
    get: (id) => strategies.get(id),
    apply({ upserts, removals }, onError = rethrow) {
      for (const id of removals) {
        if (!strategies.has(id)) continue;
        try {
          strategies.delete(id);
          index.remove(id);
        } catch (error) {
          onError(error, id);
        }
      }
      for (const strategy of upserts) {
        const known = strategies.get(strategy.strategyId);
        if (known && known.version === strategy.version) continue;
        try {
          strategies.set(strategy.strategyId, strategy);
          index.upsert(strategy);
        } catch (error) {
          // Not known, so the feed's next version of it is applied, not skipped as seen.
          strategies.delete(strategy.strategyId);
          onError(error, strategy.strategyId);
        }
      }
    },
    get size() {
      return strategies.size;
    },
  };
}
