import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { Banker } from '@verba/domain/delivery/budget/banker';
import { createTestDeps, type TestDeps } from '../../testing';
import { expectLedgerBalanced } from '../../ledger/testing';
import { leaseInvariantViolations } from '../leases/lease-invariant';
import { postgresLeaseSource } from '../leases/postgres-lease-source';
import { insertActiveCampaign } from '../leases/testing';
import { fakeEventStore } from './fake-event-store';
import { postMinuteSpend } from './post-minute-spend';
import { spendAsFastAsPossible } from './testing/spend-loop';

/**
 * Never overspend (issue 12): two bidders at full speed against a reservation that runs out
 * mid-run, one of them killed in the middle; then the spend poster. Total posted ≤ the
 * reservation to the centavo, the events' spend fits in it, and the ledger verifies. On
 * PostgreSQL the bidders are two child processes and the kill is a SIGKILL; on PGlite (one
 * connection, in-process) two bankers share the database and one is stopped dead.
 */
let deps: TestDeps;
let dir: string;
const budget = 300n; // centavos: 3,000,000 micros, ~600 wins of 2,000–9,000 micros
const strategyIds = [randomUUID(), randomUUID(), randomUUID()];

beforeAll(async () => {
  deps = await createTestDeps();
  dir = mkdtempSync(join(tmpdir(), 'verba-overspend-'));
});
afterAll(async () => {
  await deps.database.close();
  rmSync(dir, { recursive: true, force: true });
});

async function testDatabaseUrl(): Promise<string> {
  const [row] = await queryRows<{ name: string }>(deps.db, sql`SELECT current_database() AS name`);
  const url = new URL((process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL)!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}

function startBidder(url: string, file: string, campaignId: string, bidderId: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'testing', 'spending-bidder.ts'),
      url,
      file,
      campaignId,
      bidderId,
      strategyIds.join(','),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let wins = 0;
  let ready = false;
  const done = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = chunk.trim().split('\n');
    if (lines.includes('ready')) ready = true;
    const last = lines.at(-1) ?? '';
    if (last.startsWith('win ')) wins = Number(last.slice(4));
  });
  return { child, done, wins: () => wins, ready: () => ready, go: () => child.stdin.end('go\n') };
}

const waitFor = async (condition: () => boolean, ms = 30_000) => {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
};

async function runTwoBidders(campaignId: string, file: string) {
  if (deps.database.kind === 'pg') {
    const url = await testDatabaseUrl();
    const a = startBidder(url, file, campaignId, 'bidder-a');
    const b = startBidder(url, file, campaignId, 'bidder-b');
    // Both start spending together: one loading slower (a busy machine) must not find the budget gone.
    await waitFor(() => a.ready() && b.ready());
    a.go();
    b.go();
    // Killed early in its run: on a busy machine (the whole int suite in parallel) the other bidder
    // may lease most of the budget, and one that already finished cannot be killed mid-run.
    await waitFor(() => a.wins() >= 30);
    a.child.kill('SIGKILL');
    await Promise.all([a.done, b.done]);
    expect(a.child.signalCode).toBe('SIGKILL');
    expect(b.child.exitCode).toBe(0);
    return;
  }
  const bankerOf = (bidderId: string) =>
    new Banker({
      source: postgresLeaseSource({ db: deps.db, config: { deliveryLeaseSeconds: 30 } }),
      bidderId,
      now: () => deps.now().getTime(),
      leaseMs: 30_000,
      minWantMicros: 20_000n,
      retryMs: 50,
    });
  const store = fakeEventStore({ file });
  let winsOfA = 0;
  const loop = (banker: Banker, stopped: () => boolean, onProgress?: (wins: number) => void) =>
    spendAsFastAsPossible({
      banker,
      store,
      campaignId,
      strategyIds,
      now: () => deps.now().getTime(),
      stopped,
      ...(onProgress && { onProgress }),
    });
  await Promise.all([
    loop(
      bankerOf('bidder-a'),
      () => winsOfA >= 100,
      (wins) => (winsOfA = wins),
    ),
    loop(bankerOf('bidder-b'), () => false),
  ]);
  expect(winsOfA).toBe(100);
}

describe('never overspend', () => {
  it('two bidders at full speed, one killed mid-run: posted ≤ the reservation to the centavo, the ledger verifies', async () => {
    const { campaignId, reservationId } = await insertActiveCampaign({ db: deps.db, budget });
    const file = join(dir, 'events.jsonl');
    await runTwoBidders(campaignId, file);

    // Every lease granted fits in the reservation while they are open.
    expect(await leaseInvariantViolations({ db: deps.db })).toEqual([]);
    const store = fakeEventStore({ file });
    const all = { from: new Date(0), to: new Date(deps.now().getTime() + 3_600_000) };
    const eventMicros = (await store.minuteSpend(all)).reduce((sum, row) => sum + row.costMicros, 0n);
    // The budget ran out mid-run: it is all leased (the killed bidder's part until its leases end).
    const [leased] = await queryRows<{ granted: string }>(
      deps.db,
      sql`SELECT sum(granted_micros)::text AS granted FROM delivery_leases WHERE campaign_id = ${campaignId}`,
    );
    expect(BigInt(leased!.granted)).toBe(budget * 10_000n);
    expect(eventMicros).toBeGreaterThan(0n);
    expect(eventMicros).toBeLessThanOrEqual(budget * 10_000n);

    deps.advance((deps.config.deliveryNoticeWindowSeconds + 180) * 1000);
    await postMinuteSpend({ deps, store });
    const [reservation] = await queryRows<{ posted: string; amount: string }>(
      deps.db,
      sql`SELECT posted::text, amount::text FROM ledger_reservations WHERE id = ${reservationId}`,
    );
    const posted = BigInt(reservation!.posted);
    expect(posted).toBeLessThanOrEqual(budget);
    // What was posted is exactly the events' spend, floor per strategy (remainders are carried).
    const perStrategy = new Map<string, bigint>();
    for (const row of await store.minuteSpend(all))
      perStrategy.set(row.strategyId, (perStrategy.get(row.strategyId) ?? 0n) + row.costMicros);
    const floorSum = [...perStrategy.values()].reduce((sum, micros) => sum + micros / 10_000n, 0n);
    expect(posted).toBe(floorSum);
    expect(await leaseInvariantViolations({ db: deps.db })).toEqual([]);
    await expectLedgerBalanced(deps.db);
  }, 120_000);
});
