import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { addCalendarDays, reportDefinitionSchema, saoPauloDateOf, saoPauloStartOfDay } from '@verba/domain';
import { createEventStore, type EventStore } from '@verba/events';
import { createTestDeps, type TestDeps } from '../testing';
import { acquireLease } from '../delivery/leases/acquire-lease';
import { insertActiveCampaign } from '../delivery/leases/testing';
import { billingEvent } from '../delivery/spend/fake-event-store';
import { postMinuteSpend } from '../delivery/spend/post-minute-spend';
import { runReport } from './run-report';

/**
 * Issue 29: a report's spend is the ledger's spend for the same campaigns and days. Billing events
 * go through the real event store (chDB: `events` and its materialized views, as live delivery),
 * the spend poster posts them to the ledger, and the report engine reads the rollups; per São Paulo
 * day and in total the two agree to the centavo, an event at 02:30 UTC counting on the day before.
 */
let deps: TestDeps;
let store: EventStore;

beforeAll(async () => {
  deps = await createTestDeps();
  store = await createEventStore({
    dataDir: mkdtempSync(join(tmpdir(), 'report-ledger-')),
    shipIntervalMs: 50,
  });
  deps.events = store;
});
afterAll(async () => {
  await store.close();
  await deps.database.close();
});

/** A small seeded generator (mulberry32): the same run every time. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hourMs = 3_600_000;

describe('report totals and the ledger', () => {
  it('a report by day spends what the ledger posted, day by day and in total, company by company', async () => {
    const today = saoPauloDateOf(deps.now());
    const days = [-3, -2, -1].map((d) => addCalendarDays(today, d));
    const first = saoPauloStartOfDay(days[0]!);
    // The poster posts minutes after its cursor: start it before the first day of the test.
    await deps.db.execute(sql`UPDATE delivery_spend_cursor SET posted_through = ${first}`);

    const mine = await insertActiveCampaign({ db: deps.db, budget: 100_000n });
    const other = await insertActiveCampaign({ db: deps.db, budget: 100_000n });
    const rand = random(29);
    const events = [];
    const expectedPerDay = new Map<string, number>();
    for (const campaign of [mine, other]) {
      const lease = await acquireLease({
        db: deps.db,
        campaignId: campaign.campaignId,
        bidderId: 'bidder-a',
        wantMicros: 400_000_000n,
        now: deps.now(),
        leaseSeconds: 30,
      });
      const strategies = [randomUUID(), randomUUID()];
      for (const day of days)
        for (let i = 0; i < 40; i++) {
          // Whole centavos (the ledger posts centavos; sub-centavo remainders carry to the next minute).
          const costMicros = (1 + Math.floor(rand() * 300)) * 10_000;
          // Hours 0–23 of the São Paulo day, some at 23:30 (02:30 UTC of the next UTC day).
          const at =
            saoPauloStartOfDay(day).getTime() + (i === 0 ? 23.5 * hourMs : Math.floor(rand() * 24 * hourMs));
          events.push({
            ...billingEvent({
              bidId: randomUUID(),
              leaseId: lease!.id,
              campaignId: campaign.campaignId,
              strategyId: strategies[i % 2]!,
              costMicros,
              at,
            }),
            companyId: campaign.companyId,
          });
          if (campaign === mine)
            expectedPerDay.set(day, (expectedPerDay.get(day) ?? 0) + costMicros / 10_000);
        }
    }
    await store.append(events);
    await store.flush();
    const posted = await postMinuteSpend({ deps, store });
    expect(posted.posted).toBeGreaterThan(0n);

    // The ledger's spend of my campaign per São Paulo day (its key names the strategy and minute).
    const postings = await queryRows<{ idempotency_key: string; amount: string }>(
      deps.db,
      sql`SELECT idempotency_key, amount::text FROM ledger_transfers
          WHERE kind = 'spend' AND metadata ->> 'campaign' = ${mine.campaignId}`,
    );
    const ledgerPerDay = new Map<string, number>();
    for (const p of postings) {
      const minute = new Date(p.idempotency_key.split(':').slice(2).join(':'));
      const day = saoPauloDateOf(minute);
      ledgerPerDay.set(day, (ledgerPerDay.get(day) ?? 0) + Number(p.amount));
    }
    expect(ledgerPerDay).toEqual(expectedPerDay);

    const actor = {
      userId: randomUUID(),
      companyId: mine.companyId,
      role: 'user' as const,
      isStaff: false,
      tokenId: 't',
      impersonatorUserId: null,
      language: 'pt_BR' as const,
    };
    const report = await runReport({
      deps,
      actor,
      input: {
        definition: reportDefinitionSchema.parse({
          dimensions: ['date'],
          metrics: ['spend'],
          range: { from: days[0], to: days[2] },
          sort: { by: 'date', direction: 'asc' },
        }),
      },
    });
    expect(report.rows.map((r) => [r.dimensions.date!.id, r.metrics.spend])).toEqual(
      days.map((day) => [day, ledgerPerDay.get(day)]),
    );
    const ledgerTotal = [...ledgerPerDay.values()].reduce((a, b) => a + b, 0);
    expect(report.totals.metrics.spend).toBe(ledgerTotal);
    // The same from the ledger's own reservation: what it posted is the report's total.
    const [reservation] = await queryRows<{ posted: string }>(
      deps.db,
      sql`SELECT posted::text FROM ledger_reservations WHERE id = ${mine.reservationId}`,
    );
    expect(Number(reservation!.posted)).toBe(report.totals.metrics.spend);
  });
});
