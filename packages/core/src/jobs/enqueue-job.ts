import { jobs, type DbOrTx } from '@verba/db';

export interface EnqueueJobOptions {
  db: DbOrTx;
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  /** A second enqueue with the same key is ignored (at most one such job ever). */
  dedupeKey?: string;
}

/** Enqueues a durable job; call it inside the transaction whose commit should trigger it. */
export async function enqueueJob({
  db,
  kind,
  payload = {},
  runAt,
  maxAttempts,
  dedupeKey,
}: EnqueueJobOptions) {
  await db
    .insert(jobs)
    .values({ kind, payload, ...(runAt && { runAt }), ...(maxAttempts && { maxAttempts }), dedupeKey })
    .onConflictDoNothing();
}
