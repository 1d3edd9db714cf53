import { and, gte, inArray, sql } from 'drizzle-orm';
import { pixelRefusals, queryRows, type Db } from '@verba/db';
import { pixelRefusalReasons, saoPauloDateOf, type PixelRefusalReason } from '@verba/domain';
import type { Deps } from '../deps';

/** Where a refusal is counted: a rule already looked up, or a group and event name (before the lookup). */
export type PixelRefusalTarget = { ruleId: string } | { pixelId: string; eventName: string };

interface Pending {
  ruleId: string | null;
  pixelId: string | null;
  eventName: string | null;
  day: string;
  reason: PixelRefusalReason;
  count: number;
}

/** In-memory keys before the next flush: a flood of distinct pixels cannot grow memory past this. */
const maxPendingKeys = 10_000;
const flushDelayMs = 2_000;

/**
 * Counts of refused pixel hits (issue 25), per rule, São Paulo day and reason, for the pixel page.
 * Refusals are counted in memory (a flood costs no write per hit) and added to `pixel_refusals`
 * by one statement a couple of seconds after the first one since the last flush, so every process
 * adds its own counts. A target that is no rule (an unknown pixel or event) is never stored.
 */
export function createPixelRefusalCounter({ db, logger }: Pick<Deps, 'db' | 'logger'>) {
  let pending = new Map<string, Pending>();
  let overflow = 0;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = [...pending.values()];
    pending = new Map();
    if (overflow > 0) {
      logger.warn({ pixel_refusals_not_counted: overflow }, 'pixel refusals over the in-memory bound');
      overflow = 0;
    }
    if (rows.length === 0) return flushing;
    flushing = flushing.then(() =>
      queryRows(
        db,
        sql`INSERT INTO pixel_refusals (rule_id, day, reason, count)
            SELECT rule_id, day, reason, sum(count) FROM (
              SELECT coalesce(v."ruleId", r.id) AS rule_id, v.day, v.reason, v.count
              FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
                AS v("ruleId" uuid, "pixelId" uuid, "eventName" text, day date, reason text, count bigint)
              LEFT JOIN pixel_rules r
                ON v."ruleId" IS NULL AND r.group_id = v."pixelId" AND lower(r.event_name) = v."eventName"
            ) counted
            WHERE rule_id IS NOT NULL AND EXISTS (SELECT 1 FROM pixel_rules WHERE id = counted.rule_id)
            GROUP BY rule_id, day, reason
            ON CONFLICT (rule_id, day, reason) DO UPDATE SET count = pixel_refusals.count + excluded.count`,
      ).then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error, rows: rows.length }, 'pixel refusals not counted'),
      ),
    );
    return flushing;
  };

  return {
    /** Counts one refused hit (or unattributed conversion) for its rule. */
    count(target: PixelRefusalTarget, reason: PixelRefusalReason, at: Date): void {
      const day = saoPauloDateOf(at);
      const ruleId = 'ruleId' in target ? target.ruleId : null;
      const pixelId = 'pixelId' in target ? target.pixelId : null;
      const eventName = 'eventName' in target ? target.eventName.toLowerCase() : null;
      const key = `${ruleId ?? `${pixelId}/${eventName}`}|${day}|${reason}`;
      const entry = pending.get(key);
      if (entry) entry.count += 1;
      else if (pending.size >= maxPendingKeys) overflow += 1;
      else pending.set(key, { ruleId, pixelId, eventName, day, reason, count: 1 });
      if (!timer) {
        timer = setTimeout(() => void flush(), flushDelayMs);
        timer.unref();
      }
    },
    /** Adds what is counted to the table now (the page reads after it; tests; shutdown). */
    flush,
  };
}
export type PixelRefusalCounter = ReturnType<typeof createPixelRefusalCounter>;

const counters = new WeakMap<Db, PixelRefusalCounter>();

/** The process's refusal counter for this database. */
export function pixelRefusalCounterOf(deps: Pick<Deps, 'db' | 'logger'>): PixelRefusalCounter {
  let counter = counters.get(deps.db);
  if (!counter) {
    counter = createPixelRefusalCounter(deps);
    counters.set(deps.db, counter);
  }
  return counter;
}

export type PixelRefusalCounts = Record<PixelRefusalReason, number>;

export const noPixelRefusals = (): PixelRefusalCounts =>
  Object.fromEntries(pixelRefusalReasons.map((reason) => [reason, 0])) as PixelRefusalCounts;

/** Refusals per rule and reason on São Paulo days from `sinceDay` on (rules without any: zeros). */
export async function pixelRefusalsSince({
  db,
  ruleIds,
  sinceDay,
}: {
  db: Db;
  ruleIds: string[];
  sinceDay: string;
}): Promise<Map<string, PixelRefusalCounts>> {
  const counts = new Map(ruleIds.map((id) => [id, noPixelRefusals()]));
  if (ruleIds.length === 0) return counts;
  const rows = await db
    .select({
      ruleId: pixelRefusals.ruleId,
      reason: pixelRefusals.reason,
      total: sql<string>`sum(${pixelRefusals.count})::text`,
    })
    .from(pixelRefusals)
    .where(and(inArray(pixelRefusals.ruleId, ruleIds), gte(pixelRefusals.day, sinceDay)))
    .groupBy(pixelRefusals.ruleId, pixelRefusals.reason);
  for (const row of rows) counts.get(row.ruleId)![row.reason] = Number(row.total);
  return counts;
}
