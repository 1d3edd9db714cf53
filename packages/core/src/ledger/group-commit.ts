import { sql } from 'drizzle-orm';
import { preparedQuery, type Db } from '@verba/db';
import type { Currency } from '@verba/domain';

/** One call of ledger_transfer() (migrations/0009_ledger_hot_path.sql), in its parameter order. */
export interface TransferCall {
  key: string;
  from: string;
  to: string;
  /** Minor units, as a decimal string. */
  amount: string;
  kind: string;
  referenceType: string | null;
  referenceId: string | null;
  metadata: Record<string, unknown>;
}

export interface TransferResultRow {
  transfer_id: string;
  currency: Currency;
  created_at: string;
  replayed: boolean;
}

/** Runs one call on its own statement and commit (errors are translated by the caller). */
export type RunAlone = (db: Db, call: TransferCall) => Promise<TransferResultRow>;

/** A batch larger than this waits for the next commit (keeps each transaction's locks short). */
const maxBatch = 64;

const p = (name: string) => sql.placeholder(name);
const batchStatement = preparedQuery<TransferResultRow>(
  'ledger_transfer_batch',
  sql`SELECT r.transfer_id::text AS transfer_id, r.currency, to_json(r.created_at) #>> '{}' AS created_at, r.replayed
      FROM ROWS FROM (jsonb_to_recordset(${p('calls')}::jsonb) AS (key text, "from" uuid, "to" uuid, amount bigint,
             kind text, "referenceType" text, "referenceId" text, metadata jsonb)) WITH ORDINALITY
             AS c(key, "from", "to", amount, kind, "referenceType", "referenceId", metadata, n)
      CROSS JOIN LATERAL ledger_transfer(c.key, c."from", c."to", c.amount, c.kind, c."referenceType", c."referenceId", c.metadata) r
      ORDER BY c.n`,
);

interface Pending {
  call: TransferCall;
  resolve(row: TransferResultRow): void;
  reject(error: unknown): void;
}

/**
 * Group commit for the transfers that callers book outside a transaction of their own.
 *
 * Each such transfer is a transaction, and its commit (a WAL flush and a round trip) costs more
 * than the transfer itself. So the transfers submitted while the previous batch was committing
 * are booked together: one statement calls ledger_transfer() for each of them, in the order they
 * were submitted, and commits them at once. Every rule is the same as for a transfer on its own,
 * because it is the same function in the same order; a batch simply sees the earlier transfers of
 * the same batch, as it would have after their commits.
 *
 * A batch is all or nothing. When it fails (one transfer short of funds, a reused key, a deadlock
 * with another transaction, a lost connection), each of its transfers runs again on its own, in
 * order, so every caller gets exactly the outcome it would have had alone. Nothing of the failed
 * batch was committed, so nothing is booked twice (and had a connection broken after the commit,
 * the rerun would find each transfer by its key and return it as a replay).
 *
 * One batch per database handle is in flight at a time: transfers of one batch lock their wallets
 * one after the other, so two concurrent batches could deadlock each other. With no batch in
 * flight a transfer starts at once (after the microtasks already queued), so a lone transfer waits
 * for nothing; under load, the transfers submitted while a batch commits form the next one.
 */
export class GroupCommit {
  private readonly queue: Pending[] = [];
  private inFlight = false;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly runAlone: RunAlone,
  ) {}

  submit(call: TransferCall): Promise<TransferResultRow> {
    return new Promise((resolve, reject) => {
      this.queue.push({ call, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.inFlight || this.queue.length === 0) return;
    this.scheduled = true;
    // After the microtasks already queued, so the callers woken by the last commit share the batch.
    queueMicrotask(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush() {
    const batch = this.queue.splice(0, maxBatch);
    this.inFlight = true;
    try {
      if (batch.length === 1) await this.settleAlone(batch[0]!);
      else await this.settleTogether(batch);
    } finally {
      this.inFlight = false;
      this.schedule();
    }
  }

  private async settleTogether(batch: Pending[]) {
    let rows: TransferResultRow[];
    try {
      rows = await batchStatement(this.db, { calls: JSON.stringify(batch.map((pending) => pending.call)) });
    } catch {
      for (const pending of batch) await this.settleAlone(pending);
      return;
    }
    batch.forEach((pending, index) => pending.resolve(rows[index]!));
  }

  private async settleAlone(pending: Pending) {
    try {
      pending.resolve(await this.runAlone(this.db, pending.call));
    } catch (error) {
      pending.reject(error);
    }
  }
}

const byDatabase = new WeakMap<Db, GroupCommit>();

/** The group commit of a database handle (one per handle, created on first use). */
export function groupCommitOf(db: Db, runAlone: RunAlone): GroupCommit {
  let group = byDatabase.get(db);
  if (!group) {
    group = new GroupCommit(db, runAlone);
    byDatabase.set(db, group);
  }
  return group;
}
