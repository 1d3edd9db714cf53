import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { pixelEvents, queryRows, type Db } from '@verba/db';
import type { PixelHit } from '@verba/domain';

export interface RecentPixelEvent {
  id: string;
  occurredAt: Date;
  pageUrl: string;
  referrer: string;
  value: number | null;
}

/**
 * Where collected pixel events live. PostgreSQL for now; DESIGN §8 moves events to ClickHouse in
 * the delivery issue, which replaces this implementation and keeps the interface.
 */
/** A pixel event as recorded: what conversion attribution needs. */
export interface RecordedPixelEvent {
  id: string;
  advertiserId: string;
  /** The hit's value, else its rule's, in minor units of the advertiser's currency. */
  value: number | null;
}

export interface PixelEventStore {
  /** Records the hit against the rule of its group with its event name; null when there is none (or the group is rejected). */
  record(hit: PixelHit, at: Date): Promise<RecordedPixelEvent | null>;
  /** The latest `limit` events of a rule, newest first. */
  recent(ruleId: string, limit: number): Promise<RecentPixelEvent[]>;
  /** Events per rule since `since` (rules without any are left out). */
  countsSince(ruleIds: string[], since: Date): Promise<Map<string, number>>;
}

export function postgresPixelEventStore(db: Db): PixelEventStore {
  return {
    async record(hit, at) {
      // One round trip: the rule is looked up and the event inserted by the same statement.
      const rows = await queryRows<{ id: string; advertiser_id: string; value: string | null }>(
        db,
        sql`WITH recorded AS (
              INSERT INTO pixel_events (rule_id, group_id, occurred_at, page_url, referrer, visitor_id, value)
              SELECT r.id, g.id, ${at.toISOString()}::timestamptz, ${hit.pageUrl}, ${hit.referrer}, ${hit.visitorId},
                     coalesce(${hit.value}::bigint, r.value)
              FROM pixel_groups g JOIN pixel_rules r ON r.group_id = g.id
              WHERE g.id = ${hit.pixelId}::uuid AND lower(r.event_name) = lower(${hit.eventName}) AND g.status <> 'rejected'
              RETURNING id, group_id, value)
            SELECT recorded.id, g.advertiser_id, recorded.value::text AS value
            FROM recorded JOIN pixel_groups g ON g.id = recorded.group_id`,
      );
      const row = rows[0];
      return row
        ? {
            id: row.id,
            advertiserId: row.advertiser_id,
            value: row.value === null ? null : Number(row.value),
          }
        : null;
    },
    async recent(ruleId, limit) {
      return db
        .select({
          id: pixelEvents.id,
          occurredAt: pixelEvents.occurredAt,
          pageUrl: pixelEvents.pageUrl,
          referrer: pixelEvents.referrer,
          value: pixelEvents.value,
        })
        .from(pixelEvents)
        .where(eq(pixelEvents.ruleId, ruleId))
        .orderBy(desc(pixelEvents.occurredAt), desc(pixelEvents.id))
        .limit(limit);
    },
    async countsSince(ruleIds, since) {
      if (ruleIds.length === 0) return new Map();
      const rows = await db
        .select({ ruleId: pixelEvents.ruleId, total: count() })
        .from(pixelEvents)
        .where(and(inArray(pixelEvents.ruleId, ruleIds), gte(pixelEvents.occurredAt, since)))
        .groupBy(pixelEvents.ruleId);
      return new Map(rows.map((r) => [r.ruleId, r.total]));
    },
  };
}

const stores = new WeakMap<Db, PixelEventStore>();

/** The app's pixel event store: the one provided for this database (tests), else PostgreSQL. */
export function pixelEventStoreOf(deps: { db: Db }): PixelEventStore {
  let store = stores.get(deps.db);
  if (!store) {
    store = postgresPixelEventStore(deps.db);
    stores.set(deps.db, store);
  }
  return store;
}

export function providePixelEventStore(deps: { db: Db }, store: PixelEventStore): void {
  stores.set(deps.db, store);
}
