import type { LiveStrategy } from '@verba/domain/delivery/contracts';
import type { LiveCatalog } from './live-catalog';

export interface LiveBatch {
  upserts: readonly LiveStrategy[];
  removals: readonly string[];
}

/**
 * Applies each batch of the live feed to the catalog (and so to the index) as it arrives, one
 * strategy at a time, while bidding goes on. A strategy that fails to apply is reported and the
 * rest of its batch, and the feed, go on.
 */
export function followLiveFeed({
  feed,
  catalog,
  onError,
  onBatch,
}: {
  feed: AsyncIterable<LiveBatch>;
  catalog: LiveCatalog;
  onError: (error: unknown) => void;
  onBatch?: (batch: LiveBatch) => void;
}): { done: Promise<void> } {
  const done = (async () => {
    try {
      for await (const batch of feed) {
        try {
          catalog.apply(batch, onError);
          onBatch?.(batch);
        } catch (error) {
          onError(error);
        }
      }
    } catch (error) {
      onError(error);
    }
  })();
  return { done };
}
