import type { EventStore, MinuteSpend } from '@verba/events';
import type { Deps } from '../../deps';
import { isUuid } from '../../ids';
import { withTransaction } from '../../ledger/with-transaction';
import { closeExpiredLeases } from '../leases/close-expired-leases';
import { postStrategyMinute } from './post-strategy-minute';
import { advanceSpendCursor, readSpendCursor } from './spend-cursor';

export interface PostMinuteSpendOptions {
  deps: Pick<Deps, 'db' | 'config' | 'logger' | 'now'>;
  store: EventStore;
  /** Only this campaign's minutes, without moving the cursor (its consolidation). */
  campaignId?: string;
}

export interface PostMinuteSpendResult {
  /** Strategy-minutes posted this time. */
  strategyMinutes: number;
  /** Centavos posted this time. */
  posted: bigint;
  postedThrough: Date;
}

const minuteMs = 60_000;

/**
 * The spend poster: reads the billed spend of the minutes after the cursor that the notice window
 * has closed (older than now − DELIVERY_NOTICE_WINDOW_SECONDS), posts each strategy's minute to
 * its campaign's reservation (one transaction per minute, idempotent keys), moves the cursor past
 * them and closes the leases whose spend is all posted. With `campaignId` it posts that campaign
 * only and leaves the cursor (the global run then skips what is done).
 */
export async function postMinuteSpend({
  deps,
  store,
  campaignId,
}: PostMinuteSpendOptions): Promise<PostMinuteSpendResult> {
  const from = await readSpendCursor({ db: deps.db });
  const windowMs = deps.config.deliveryNoticeWindowSeconds * 1000;
  const to = new Date(Math.floor((deps.now().getTime() - windowMs) / minuteMs) * minuteMs);
  let strategyMinutes = 0;
  let posted = 0n;
  if (to <= from) return { strategyMinutes, posted, postedThrough: from };

  await store.flush();
  const rows = await store.minuteSpend({ from, to, ...(campaignId && { campaignId }) });
  for (const [minute, ofMinute] of byMinute(rows, deps)) {
    const strategies = byStrategy(ofMinute);
    posted += await withTransaction(deps.db, async (tx) => {
      let minutePosted = 0n;
      for (const strategyRows of strategies)
        minutePosted += await postStrategyMinute({ tx, rows: strategyRows });
      if (!campaignId) await advanceSpendCursor({ db: tx, to: new Date(minute + minuteMs) });
      return minutePosted;
    });
    strategyMinutes += strategies.length;
  }
  if (campaignId) return { strategyMinutes, posted, postedThrough: from };

  await advanceSpendCursor({ db: deps.db, to });
  await closeExpiredLeases({
    db: deps.db,
    postedThrough: to,
    noticeWindowSeconds: deps.config.deliveryNoticeWindowSeconds,
    now: deps.now(),
  });
  return { strategyMinutes, posted, postedThrough: to };
}

/** Rows with spend, by minute in time order (rows naming no real campaign or strategy are logged and left out). */
function byMinute(rows: readonly MinuteSpend[], deps: Pick<Deps, 'logger'>): Map<number, MinuteSpend[]> {
  const out = new Map<number, MinuteSpend[]>();
  for (const row of [...rows].sort((a, b) => a.minute.getTime() - b.minute.getTime())) {
    if (row.costMicros <= 0n) continue;
    if (!isUuid(row.campaignId) || !isUuid(row.strategyId)) {
      deps.logger.warn(
        { campaignId: row.campaignId, strategyId: row.strategyId },
        'spend of an unknown strategy',
      );
      continue;
    }
    const minute = row.minute.getTime();
    out.set(minute, [...(out.get(minute) ?? []), row]);
  }
  return out;
}

/** One minute's rows grouped by strategy, in campaign order so reservations are always locked in the same order. */
function byStrategy(rows: readonly MinuteSpend[]): MinuteSpend[][] {
  const groups = new Map<string, MinuteSpend[]>();
  for (const row of rows) groups.set(row.strategyId, [...(groups.get(row.strategyId) ?? []), row]);
  return [...groups.values()].sort((a, b) =>
    `${a[0]!.campaignId}|${a[0]!.strategyId}`.localeCompare(`${b[0]!.campaignId}|${b[0]!.strategyId}`),
  );
}
