import type { DbOrTx } from '@verba/db';
import type { EventStore } from '@verba/events';
import { readSpendCursor } from '../spend/spend-cursor';
import { microsToMinor } from './delivery-figures';

const minuteMs = 60_000;

/**
 * What the campaign has spent that the ledger has not been posted yet, in minor units: the billed
 * spend of the minutes at or after the spend poster's cursor (their notice window is still open, or
 * the poster has not run since it closed). Zero without an event store.
 */
export async function unpostedSpend({
  db,
  events,
  campaignId,
  now,
}: {
  db: DbOrTx;
  events: EventStore | undefined;
  campaignId: string;
  now: Date;
}): Promise<bigint> {
  if (!events) return 0n;
  const from = await readSpendCursor({ db });
  const rows = await events.minuteSpend({ from, to: new Date(now.getTime() + minuteMs), campaignId });
  return microsToMinor(rows.reduce((sum, row) => sum + row.costMicros, 0n));
}
