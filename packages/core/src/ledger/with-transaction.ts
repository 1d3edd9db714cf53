import { PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '@verba/db';
import { isRetryableTransactionError } from './db-errors';

export interface RetryOptions {
  /** Total attempts including the first (default 10). */
  maxAttempts?: number;
  /** Called before each new attempt, e.g. to count retries in tests and logs. */
  onRetry?: (info: { attempt: number; error: unknown }) => void;
}

export interface WithTransactionOptions extends RetryOptions {
  isolationLevel?: PgTransactionConfig['isolationLevel'];
  accessMode?: PgTransactionConfig['accessMode'];
}

export const isTransaction = (db: DbOrTx): db is Tx => db instanceof PgTransaction;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` again when it fails with a serialization failure (40001) or a deadlock (40P01),
 * with jittered exponential backoff. `work` must be safe to repeat (no outside side effects).
 */
export async function retryOnConflict<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const maxAttempts = options.maxAttempts ?? 10;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryableTransactionError(error)) throw error;
      options.onRetry?.({ attempt, error });
      await sleep(Math.random() * Math.min(200, 4 * 2 ** attempt));
    }
  }
}

/**
 * Runs `work` in a transaction. Given a transaction already, it joins it (the owner of the outer
 * transaction decides about retries). Given the database, it opens one and retries the whole
 * transaction on serialization failures and deadlocks.
 */
export async function withTransaction<T>(
  db: DbOrTx,
  work: (tx: Tx) => Promise<T>,
  options: WithTransactionOptions = {},
): Promise<T> {
  if (isTransaction(db)) return work(db);
  const { isolationLevel, accessMode, ...retry } = options;
  // An empty config makes drizzle send a bare `set transaction`, which PostgreSQL rejects.
  const config: PgTransactionConfig | undefined =
    isolationLevel || accessMode
      ? { ...(isolationLevel && { isolationLevel }), ...(accessMode && { accessMode }) }
      : undefined;
  return retryOnConflict(() => db.transaction(work, config), retry);
}
