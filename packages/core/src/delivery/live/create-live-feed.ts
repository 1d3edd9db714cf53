import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { saoPauloDateOf } from '@verba/domain/calendar/calendar-date';
import type { LiveStrategy } from '@verba/domain/delivery/contracts';
import { loadLiveStrategies } from './load-live-strategies';

/** Strategies to add or replace, and ids to drop, in the bidder's index. */
export interface LiveBatch {
  upserts: LiveStrategy[];
  removals: string[];
}

export interface LiveFeed extends AsyncIterable<LiveBatch> {
  stop(): void;
}

const hourMs = 3_600_000;
const maxGaps = 10_000;

/**
 * The live strategies as a stream of changes: first every live strategy, then, every
 * `intervalMs`, the strategies of the campaigns the `delivery_changes` triggers noted (migration
 * 0035) reloaded and compared with what was sent — only changed strategies are upserted, and
 * those no longer live removed. Ids skipped by the sequence (a transaction still open, or rolled
 * back) are re-read for `gapWindowMs`. At São Paulo midnight every campaign is re-checked
 * (start and end dates). Rows older than a day are pruned hourly.
 */
export function createLiveFeed({
  db,
  creativesOrigin,
  intervalMs = 250,
  gapWindowMs = 60_000,
  now = () => new Date(),
}: {
  db: DbOrTx;
  /** CREATIVES_ORIGIN: where the creatives' files are served (their `mediaUrl`). */
  creativesOrigin: string;
  intervalMs?: number;
  gapWindowMs?: number;
  now?: () => Date;
}): LiveFeed {
  let stopped = false;
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const versions = new Map<string, string>();
  const byCampaign = new Map<string, Set<string>>();

  /** What changed in these campaigns since last sent (all campaigns when `campaignIds` is absent). */
  const diff = (loaded: LiveStrategy[], campaignIds: readonly string[] | null): LiveBatch => {
    const upserts: LiveStrategy[] = [];
    const removals: string[] = [];
    const seen = new Map<string, Set<string>>();
    for (const strategy of loaded) {
      let ids = seen.get(strategy.campaignId);
      if (!ids) seen.set(strategy.campaignId, (ids = new Set()));
      ids.add(strategy.strategyId);
      if (versions.get(strategy.strategyId) !== strategy.version) {
        versions.set(strategy.strategyId, strategy.version);
        upserts.push(strategy);
      }
    }
    for (const campaignId of campaignIds ?? [...byCampaign.keys()]) {
      const now = seen.get(campaignId);
      for (const id of byCampaign.get(campaignId) ?? [])
        if (!now?.has(id)) {
          versions.delete(id);
          removals.push(id);
        }
      if (now) byCampaign.set(campaignId, now);
      else byCampaign.delete(campaignId);
    }
    for (const [campaignId, ids] of seen) byCampaign.set(campaignId, ids);
    return { upserts, removals };
  };

  async function* batches(): AsyncGenerator<LiveBatch> {
    const [top] = await queryRows<{ max: string | null }>(
      db,
      sql`SELECT max(id)::text AS max FROM delivery_changes`,
    );
    let cursor = Number(top?.max ?? 0);
    const gaps = new Map<number, number>();
    let day = saoPauloDateOf(now());
    let prunedAt = now().getTime();
    yield diff(await loadLiveStrategies({ db, now: now(), creativesOrigin }), null);

    while (!stopped) {
      await sleep(intervalMs);
      if (stopped) return;
      const at = now();
      for (const [id, since] of gaps) if (at.getTime() - since > gapWindowMs) gaps.delete(id);
      const gapIds = `{${[...gaps.keys()].join(',')}}`;
      const rows = await queryRows<{ id: string; campaign_id: string }>(
        db,
        sql`SELECT id::text AS id, campaign_id FROM delivery_changes
            WHERE id > ${cursor} OR id = ANY(${gapIds}::bigint[]) ORDER BY id`,
      );
      const changed = new Set<string>();
      for (const row of rows) {
        const id = Number(row.id);
        gaps.delete(id);
        if (id > cursor) {
          for (let skipped = cursor + 1; skipped < id && gaps.size < maxGaps; skipped++)
            gaps.set(skipped, at.getTime());
          cursor = id;
        }
        changed.add(row.campaign_id);
      }
      const today = saoPauloDateOf(at);
      let batch: LiveBatch;
      if (today !== day) {
        day = today;
        batch = diff(await loadLiveStrategies({ db, now: at, creativesOrigin }), null);
      } else if (changed.size > 0) {
        const campaignIds = [...changed];
        batch = diff(await loadLiveStrategies({ db, now: at, creativesOrigin, campaignIds }), campaignIds);
      } else batch = { upserts: [], removals: [] };
      if (at.getTime() - prunedAt > hourMs) {
        prunedAt = at.getTime();
        await queryRows(db, sql`DELETE FROM delivery_changes WHERE changed_at < now() - interval '1 day'`);
      }
      if (batch.upserts.length > 0 || batch.removals.length > 0) yield batch;
    }
  }

  return {
    [Symbol.asyncIterator]: () => batches(),
    stop() {
      stopped = true;
      wake?.();
    },
  };
}
