import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createEventStore, type EventStore } from '@verba/events';
import { ensureSandboxExchange } from '@verba/core/exchanges/ensure-sandbox-exchange';
import { importExchangeReport } from '@verba/core/exchanges/reports/import-exchange-report';
import { compareExchangeReports } from '@verba/core/exchanges/reports/compare-exchange-reports';
import { createTestDeps, type TestDeps } from '@verba/core/testing';
import { sandboxExchangeSlug } from '@verba/domain';
import { fakeTokens, liveStrategy } from '../server/testing/fake-ports';
import { realTargetingPorts } from '../server/testing/real-targeting-ports';
import {
  createTestBidder,
  registeredTestExchange,
  testExchangeBidPath,
  type TestBidder,
} from '../server/testing/test-bidder';
import { createBillingReport } from './billing-report';
import { startSandboxExchange } from './exchange';

/**
 * Issue 25, spend follows exchange truth: the sandbox exchange's own daily report of a run, imported
 * into PostgreSQL (PGlite), agrees with what the bidder counted in the event store (chDB); a doctored
 * report is a difference; a re-import replaces the day.
 */
describe('sandbox exchange daily report against the event store', () => {
  const day = '2026-03-10';
  let deps: TestDeps;
  let store: EventStore;
  let dataDir: string;
  let t: TestBidder;
  let stopPorts: () => Promise<void>;
  let exchangeId: string;
  let csv: string;
  let path: string;
  let wins = 0;

  beforeAll(async () => {
    deps = await createTestDeps({ trackingSecret: 'exchange-report-test-secret-0123456789' });
    await ensureSandboxExchange({ deps });
    [{ id: exchangeId }] = (await queryRows<{ id: string }>(
      deps.db,
      sql`SELECT id::text FROM exchanges WHERE slug = ${sandboxExchangeSlug}`,
    )) as [{ id: string }];
    dataDir = mkdtempSync(join(tmpdir(), 'verba-exchange-report-'));
    store = await createEventStore({ dataDir });

    const real = realTargetingPorts();
    stopPorts = real.stop;
    let base = '';
    const tokens = fakeTokens();
    t = await createTestBidder({
      strategies: [liveStrategy({ adCategories: ['30', '1'], bid: { type: 'CPM', amount: 700n } })],
      budgets: { 'campaign-1': 1_000_000_000_000 },
      exchanges: [registeredTestExchange({ id: exchangeId })],
      ports: {
        ...real.ports,
        tokens: {
          ...tokens,
          noticeUrls: (token, slug) => ({
            nurl: `${base}/t/v1/x/${slug}/win?t=${token}&p=\${AUCTION_PRICE}`,
            burl: `${base}/t/v1/x/${slug}/bill?t=${token}&p=\${AUCTION_PRICE}`,
            lurl: `${base}/t/v1/x/${slug}/loss?t=${token}&p=\${AUCTION_PRICE}&r=\${AUCTION_LOSS}`,
          }),
        },
      },
    });
    base = t.url;
    const billing = createBillingReport();
    const exchange = startSandboxExchange({
      bidUrl: `${base}${testExchangeBidPath}`,
      qps: 150,
      seed: 25,
      now: () => new Date(`${day}T15:00:00Z`),
      logger: { info: () => undefined, warn: () => undefined },
      pace: 0,
      billing,
    });
    for (let waited = 0; exchange.stats().wins < 15 && waited < 45_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await exchange.stop({ drainMs: 5_000 });
    wins = exchange.stats().wins;
    path = billing.write(join(dataDir, 'exchange-reports'), sandboxExchangeSlug, day);
    csv = readFileSync(path, 'utf8');
    await store.append(t.store.events);
    await store.flush();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await stopPorts?.();
    await store?.close();
    await deps?.database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const compare = () => compareExchangeReports({ db: deps.db, store, from: day, to: day });

  it("writes the day's report and, imported, it agrees with what the bidder counted", async () => {
    expect(path).toBe(join(dataDir, 'exchange-reports', 'sandbox', `${day}.csv`));
    expect(csv.split('\n')[0]).toBe('day,buyer_seat,deal_id,site_domain,currency,imps,spend');
    expect(wins).toBeGreaterThanOrEqual(15);

    // Before the import: counted, no report.
    const [before] = await compare();
    expect(before).toMatchObject({ slug: 'sandbox', day, status: 'no_report', billed: null });
    expect(before!.counted.impressions).toBe(wins);

    const imported = await importExchangeReport({
      deps,
      actor: null,
      input: { exchange: { slug: sandboxExchangeSlug }, bytes: Buffer.from(csv), source: 'sandbox' },
    });
    expect(imported.days).toEqual([expect.objectContaining({ day, impressions: wins, replaced: false })]);
    const [row] = await compare();
    expect(row).toMatchObject({ status: 'agrees', difference: { impressions: 0 } });
    expect(row!.billed!.impressions).toBe(wins);
    expect(row!.counted.spendMicros).toBeGreaterThan(0n);
    expect(row!.difference!.spendMicros).toBe(0n);
  });

  it('reports a doctored report (100 impressions more) as a difference; a re-import replaces the day, audited', async () => {
    const [header, ...lines] = csv.trim().split('\n');
    const cells = lines[0]!.split(',');
    cells[5] = String(Number(cells[5]) + 100);
    const doctored = [header, cells.join(','), ...lines.slice(1)].join('\n');
    const imported = await importExchangeReport({
      deps,
      actor: null,
      input: { exchange: { slug: sandboxExchangeSlug }, bytes: Buffer.from(doctored), source: 'cli' },
    });
    expect(imported.days).toEqual([expect.objectContaining({ day, impressions: wins + 100, replaced: true })]);
    const rows = await compare();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'differs', difference: { impressions: -100 } });

    const stored = await queryRows<{ n: number; impressions: string; source: string }>(
      deps.db,
      sql`SELECT count(*)::int AS n, max(impressions)::text AS impressions, max(source) AS source
          FROM exchange_daily_reports WHERE exchange_id = ${exchangeId}`,
    );
    expect(stored[0]).toEqual({ n: 1, impressions: String(wins + 100), source: 'cli' });
    const audits = await queryRows<{ metadata: { replaced?: { impressions: number } } }>(
      deps.db,
      sql`SELECT metadata FROM audit_log WHERE action = 'exchange.report_imported' ORDER BY id`,
    );
    expect(audits).toHaveLength(2);
    expect(audits[1]!.metadata.replaced).toMatchObject({ impressions: wins });

    // The honest report again: agrees again.
    await importExchangeReport({
      deps,
      actor: null,
      input: { exchange: { slug: sandboxExchangeSlug }, bytes: Buffer.from(csv), source: 'sandbox' },
    });
    expect((await compare())[0]).toMatchObject({ status: 'agrees' });
  });

  it('refuses a report with a bad row, storing nothing of it', async () => {
    const bad = `day,buyer_seat,deal_id,site_domain,currency,imps,spend\n${day},,,,BRL,12,1,5\n2026-03-11,,,,BRL,x,1.0\n`;
    await expect(
      importExchangeReport({
        deps,
        actor: null,
        input: { exchange: { slug: sandboxExchangeSlug }, bytes: Buffer.from(bad), source: 'cli' },
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const [row] = await compare();
    expect(row!.billed!.impressions).toBe(wins);
  });
});
