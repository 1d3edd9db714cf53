import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Reads = readonly (() => PromiseLike<unknown>)[];

/**
 * Runs independent reads at once on the pool, or one after another inside a transaction: its one
 * connection runs one statement at a time, and node-postgres deprecates queueing them on it.
 */
export async function readTogether<const T extends Reads>(
  db: DbOrTx,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}
