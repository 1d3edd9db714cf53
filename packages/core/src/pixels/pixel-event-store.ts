import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { pixelEvents, queryRows, type Db } from '@verba/db';
import type { PixelHit } from '@verba/domain';
import { hashEmail, hashPhone } from '../channels/meta/conversions/meta-user-data';

export interface RecentPixelEvent {
  id: string;
  occurredAt: Date;
  pageUrl: string;
  referrer: string;
  value: number | null;
}

/** A pixel event as recorded: what conversion attribution needs. */
export interface RecordedPixelEvent {
  id: string;
  ruleId: string;
  companyId: string;
  advertiserId: string;
  /** The hit's value, else its rule's, in minor units of the advertiser's currency. */
  value: number | null;
}

/** A hit of a known rule that was not recorded, and why. */
export interface RefusedPixelHit {
  refused: 'value_over_cap' | 'visitor_rate_limited';
  ruleId: string;
}

/** What a store checks before recording a hit. */
export interface PixelRecordLimits {
  /** Hits of one visitor id per rule in the hour before the hit; one more is refused. */
  perVisitorPerHour: number;
}

/**
 * Where collected pixel events live. PostgreSQL for now; DESIGN §8 moves events to ClickHouse in
 * the delivery issue, which replaces this implementation and keeps the interface.
 */
export interface PixelEventStore {
  /**
   * Records the hit against the rule of its group with its event name, unless its value (else the
   * rule's) is above the rule's cap or its visitor already has `perVisitorPerHour` hits of the rule
   * in the last hour (refused); null when there is no such rule (or the group is rejected).
   */
  record(
    hit: PixelHit,
    at: Date,
    limits: PixelRecordLimits,
  ): Promise<RecordedPixelEvent | RefusedPixelHit | null>;
  /** The latest `limit` events of a rule, newest first. */
  recent(ruleId: string, limit: number): Promise<RecentPixelEvent[]>;
  /** Events per rule since `since` (rules without any are left out). */
  countsSince(ruleIds: string[], since: Date): Promise<Map<string, number>>;
}

const hourMs = 3_600_000;

export function postgresPixelEventStore(db: Db): PixelEventStore {
  return {
    async record(hit, at, limits) {
      // Contact data only with the visitor's consent, and only hashed (Meta Conversions API matching).
      const granted = hit.consent === 'granted';
      const contact = {
        emailSha256: granted && hit.email ? hashEmail(hit.email) : null,
        phoneSha256: granted && hit.phone ? hashPhone(hit.phone) : null,
        userAgent: granted && hit.userAgent ? hit.userAgent.slice(0, 512) : null,
      };
      // One round trip: the rule is looked up, the cap and the visitor's hits of the last hour
      // checked, and the event inserted only when both pass, by the same statement. (Two hits of one
      // visitor at the same instant may both pass the count: the limit bounds a visitor, not a race.)
      const rows = await queryRows<{
        rule_id: string;
        company_id: string;
        advertiser_id: string;
        value: string | null;
        over_cap: boolean;
        over_visitor_limit: boolean;
        id: string | null;
      }>(
        db,
        sql`WITH rule AS (
              SELECT r.id AS rule_id, g.id AS group_id, g.company_id, g.advertiser_id,
                     coalesce(${hit.value}::bigint, r.value) AS value,
                     coalesce(${hit.value}::bigint, r.value) > r.max_value AS over_cap,
                     ${hit.visitorId}::text IS NOT NULL AND (
                       SELECT count(*) FROM (
                         SELECT 1 FROM pixel_events e
                         WHERE e.rule_id = r.id AND e.visitor_id = ${hit.visitorId}::text
                           AND e.occurred_at > ${new Date(at.getTime() - hourMs).toISOString()}::timestamptz
                         LIMIT ${limits.perVisitorPerHour}) recent
                     ) >= ${limits.perVisitorPerHour} AS over_visitor_limit
              FROM pixel_groups g JOIN pixel_rules r ON r.group_id = g.id
              WHERE g.id = ${hit.pixelId}::uuid AND lower(r.event_name) = lower(${hit.eventName}) AND g.status <> 'rejected'),
            recorded AS (
              INSERT INTO pixel_events (rule_id, group_id, occurred_at, page_url, referrer, visitor_id, value,
                                        consent, email_sha256, phone_sha256, user_agent)
              SELECT rule_id, group_id, ${at.toISOString()}::timestamptz, ${hit.pageUrl}, ${hit.referrer}, ${hit.visitorId}, value,
                     ${hit.consent ?? null}::text, ${contact.emailSha256}::text, ${contact.phoneSha256}::text, ${contact.userAgent}::text
              FROM rule WHERE NOT coalesce(over_cap, false) AND NOT over_visitor_limit
              RETURNING id)
            SELECT rule.rule_id, rule.company_id, rule.advertiser_id, rule.value::text AS value,
                   coalesce(rule.over_cap, false) AS over_cap, rule.over_visitor_limit, recorded.id
            FROM rule LEFT JOIN recorded ON true`,
      );
      const row = rows[0];
      if (!row) return null;
      if (!row.id)
        return { refused: row.over_cap ? 'value_over_cap' : 'visitor_rate_limited', ruleId: row.rule_id };
      return {
        id: row.id,
        ruleId: row.rule_id,
        companyId: row.company_id,
        advertiserId: row.advertiser_id,
        value: row.value === null ? null : Number(row.value),
      };
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
