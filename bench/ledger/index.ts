import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDatabase, queryRows, type Database } from '@verba/db';
import { ensureAccount, transfer, verifyLedger, type LedgerAccount } from '@verba/core/ledger/index';
import { embeddedDatabase, postgresDatabase, type BenchDatabase } from '../api/databases';

/**
 * `npm run bench -- ledger` (issue 3, DESIGN §3, §5): transfers per second through the real
 * `transfer()` with every invariant on (guarded non-negative balances, CHECK constraints, unique
 * idempotency keys, foreign keys, immutability triggers), on the embedded PGlite and on a
 * PostgreSQL server, with 1, 8 and 32 concurrent writers:
 * - one wallet: every writer credits and debits the same wallet (all queue on its row);
 * - many wallets: each writer has its own wallet; payments and refunds go through the shared
 *   gateway clearing account, as in production.
 * The writers call transfer() with the database, as a use case without a transaction of its own
 * does, so concurrent transfers share commits (ledger/group-commit.ts); each one is still a full
 * ledger_transfer() with every rule checked.
 * Each figure is compared with a bare INSERT loop into a plain table on the same database with
 * the same number of writers, measured in the same run. The three loops take turns for
 * BENCH_LEDGER_ROUNDS rounds (default 3) of BENCH_LEDGER_SECONDS each (default 2), and each figure
 * is the median of its rounds, so a burst of load on the machine (or autovacuum) does not land on
 * one loop only. verifyLedger must pass afterwards.
 */
const seconds = Number(process.env.BENCH_LEDGER_SECONDS ?? 2);
const rounds = Number(process.env.BENCH_LEDGER_ROUNDS ?? 3);
const writerCounts = [1, 8, 32];

interface Row {
  database: string;
  writers: number;
  bare: number;
  oneWallet: number;
  manyWallets: number;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0).toFixed(2);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs `op` in `writers` parallel loops for `seconds`; operations per second. */
async function drive(writers: number, op: (writer: number, i: number) => Promise<unknown>): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const counts = await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      let i = 0;
      while (performance.now() < deadline) await op(writer, i++);
      return i;
    }),
  );
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - started) / 1000);
}

async function wallet(db: Database['db'], clearing: LedgerAccount) {
  const account = await ensureAccount({
    db,
    type: 'advertiser_wallet',
    owner: { type: 'advertiser', id: randomUUID() },
    currency: 'BRL',
  });
  await transfer({
    db,
    from: clearing.id,
    to: account.id,
    amount: 1_000_000n,
    kind: 'payment_credit',
    idempotencyKey: `seed:${randomUUID()}`,
  });
  return account;
}

/** Credit then refund, alternately: the refund exercises the guarded (non-negative) debit. */
const paymentOrRefund = (db: Database['db'], clearing: LedgerAccount, target: LedgerAccount, i: number) =>
  i % 2 === 0
    ? transfer({
        db,
        from: clearing.id,
        to: target.id,
        amount: 10_000n,
        kind: 'payment_credit',
        idempotencyKey: `b:${randomUUID()}`,
      })
    : transfer({
        db,
        from: target.id,
        to: clearing.id,
        amount: 7_000n,
        kind: 'refund',
        idempotencyKey: `b:${randomUUID()}`,
      });

async function measure(target: BenchDatabase): Promise<Row[]> {
  console.log(`\n${target.label}`);
  const database = await createDatabase({
    url: target.url,
    dataDir: target.dataDir,
    poolSize: Math.max(...writerCounts) + 1,
  });
  const rows: Row[] = [];
  try {
    const db = database.db;
    await db.execute(
      sql`CREATE TABLE bench_bare_insert (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, amount bigint NOT NULL)`,
    );
    const clearing = await ensureAccount({ db, type: 'gateway_clearing', currency: 'BRL' });
    const shared = await wallet(db, clearing);
    console.log(
      `  ${'writers'.padStart(7)} ${'bare INSERT/s'.padStart(14)} ${'one wallet/s'.padStart(13)} ${'ratio'.padStart(6)} ${'many wallets/s'.padStart(15)} ${'ratio'.padStart(6)}`,
    );
    for (const writers of writerCounts) {
      const own = await Promise.all(Array.from({ length: writers }, () => wallet(db, clearing)));
      const samples = { bare: [] as number[], oneWallet: [] as number[], manyWallets: [] as number[] };
      for (let round = 0; round < rounds; round++) {
        samples.bare.push(
          await drive(writers, (_, i) =>
            db.execute(sql`INSERT INTO bench_bare_insert (amount) VALUES (${i})`),
          ),
        );
        samples.oneWallet.push(await drive(writers, (_, i) => paymentOrRefund(db, clearing, shared, i)));
        samples.manyWallets.push(
          await drive(writers, (writer, i) => paymentOrRefund(db, clearing, own[writer]!, i)),
        );
      }
      const [bare, oneWallet, manyWallets] = [
        median(samples.bare),
        median(samples.oneWallet),
        median(samples.manyWallets),
      ];
      rows.push({ database: target.label, writers, bare, oneWallet, manyWallets });
      console.log(
        `  ${String(writers).padStart(7)} ${fmt(bare).padStart(14)} ${fmt(oneWallet).padStart(13)} ${ratio(oneWallet, bare).padStart(6)} ${fmt(manyWallets).padStart(15)} ${ratio(manyWallets, bare).padStart(6)}`,
      );
    }
    const started = performance.now();
    const violations = await verifyLedger({ db });
    const [{ count } = { count: '0' }] = await queryRows<{ count: string }>(
      db,
      sql`SELECT count(*)::text AS count FROM ledger_transfers`,
    );
    console.log(
      `  verifyLedger over ${fmt(Number(count))} transfers: ${violations.length === 0 ? 'every invariant holds' : `${violations.length} VIOLATIONS`} (${fmt(performance.now() - started)} ms)`,
    );
    if (violations.length > 0)
      throw new Error(`ledger invariants violated: ${violations.map((v) => v.message).join('; ')}`);
  } finally {
    await database.close();
    // pg's Pool.end() resolves before its clients have disconnected; dropping the database
    // (WITH FORCE) under them would kill those connections with an unhandled error.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await target.dispose();
  }
  return rows;
}

export async function run() {
  const rows = await measure(embeddedDatabase());
  const server = await postgresDatabase();
  if (server) rows.push(...(await measure(server)));
  else
    console.log(
      '\nPostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL, or install Debian postgresql)',
    );

  // Headline: many wallets with the most writers on the server (DESIGN target ≥ 0.5), else embedded.
  const onServer = rows.filter((r) => r.database.startsWith('PostgreSQL'));
  const headline = (onServer.length ? onServer : rows).at(-1)!;
  console.log(`\nheadline: ${headline.database}, ${headline.writers} writers, many wallets`);
  console.log(
    `ledger: ${fmt(headline.manyWallets)} transfers/s, ratio ${ratio(headline.manyWallets, headline.bare)} vs bare insert`,
  );
}
