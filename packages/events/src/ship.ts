import { createHash } from 'node:crypto';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import { eventRow } from './event-rows';
import type { ClickHouseRunner } from './runner';

/** Keeps the first event of each id. */
export function uniqueById(events: readonly DeliveryEvent[]): DeliveryEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => !seen.has(event.id) && Boolean(seen.add(event.id)));
}

/** A token that names exactly these events, so the same block shipped again is the same token. */
export const deduplicationToken = (events: readonly DeliveryEvent[]) =>
  createHash('sha256')
    .update(events.map((event) => event.id).join('\n'))
    .digest('hex');

/**
 * Inserts events with a stable `insert_deduplication_token`: the engine drops a block it has
 * already written (the tables keep a `non_replicated_deduplication_window`), in the rollups too
 * (`deduplicate_blocks_in_dependent_materialized_views`), so a replayed batch counts once.
 */
export async function insertEvents(
  runner: ClickHouseRunner,
  events: readonly DeliveryEvent[],
): Promise<void> {
  await runner.insert('events', events.map(eventRow), {
    insert_deduplicate: 1,
    insert_deduplication_token: deduplicationToken(events),
    deduplicate_blocks_in_dependent_materialized_views: 1,
  });
}

// Ids travel as a query parameter (in the URL for a ClickHouse server): keep each lookup small.
const lookupChunk = 2_000;

/** Ids among `events` the store already holds (an event id arriving again in a later batch). */
async function knownIds(runner: ClickHouseRunner, events: readonly DeliveryEvent[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < events.length; start += lookupChunk) {
    const ids = events.slice(start, start + lookupChunk).map((event) => event.id);
    const rows = await runner.query<{ id: string }>(
      'SELECT DISTINCT id FROM events WHERE id IN {ids:Array(String)}',
      { ids },
    );
    for (const row of rows) known.add(row.id);
  }
  return known;
}

/** The events of a batch to insert: the first of each id, less ids the store already holds. */
export async function freshEvents(
  runner: ClickHouseRunner,
  events: readonly DeliveryEvent[],
): Promise<DeliveryEvent[]> {
  const unique = uniqueById(events);
  if (unique.length === 0) return [];
  const known = await knownIds(runner, unique);
  return unique.filter((event) => !known.has(event.id));
}
