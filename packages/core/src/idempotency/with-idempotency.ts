import { and, eq, isNull, lt } from 'drizzle-orm';
import { idempotencyKeys, type Db } from '@verba/db';
import { fail } from '../errors';
import { requestHash } from './request-hash';

/** A key is an opaque client string (a UUID is typical): 1–255 visible ASCII characters. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** A first request that never finished (a crash) frees its key after this long. */
export const idempotencyStaleMs = 60_000;

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

export interface WithIdempotencyOptions<T> {
  db: Db;
  /** Where keys are unique, e.g. `company:<id>:POST /payment-orders`. */
  scope: string;
  /** The client's Idempotency-Key; without one, `run` simply runs. */
  key: string | undefined;
  /** What identifies the request's content (the parsed body): same key + other content → 422. */
  request: unknown;
  now: Date;
  run: () => Promise<{ statusCode: number; body: T }>;
}

/**
 * DESIGN §4: a mutation with an Idempotency-Key runs once; a replay gets the first answer; the
 * same key with a different body is IDEMPOTENCY_KEY_REUSED (422); a replay while the first is
 * still running is IDEMPOTENCY_REQUEST_IN_PROGRESS (409). A failed first attempt frees the key,
 * so the client may retry it (errors are not stored). Keys live in `idempotency_keys`.
 */
export async function withIdempotency<T>({ db, scope, key, request, now, run }: WithIdempotencyOptions<T>): Promise<IdempotentAnswer<T>> {
  if (key === undefined) return { ...(await run()), replayed: false };
  if (!keyPattern.test(key)) throw fail('IDEMPOTENCY_KEY_INVALID');
  const hash = requestHash(request);

  const claimed = await claim(db, scope, key, hash, now);
  if (!claimed) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) return withIdempotency({ db, scope, key, request, now, run });
    if (row.requestHash !== hash) throw fail('IDEMPOTENCY_KEY_REUSED');
    if (row.statusCode === null) throw fail('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    return { statusCode: row.statusCode, body: row.response as T, replayed: true };
  }

  let answer: { statusCode: number; body: T };
  try {
    answer = await run();
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    throw error;
  }
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return { ...answer, replayed: false };
}

/** Inserts the key as in flight, or takes over one whose first request died long ago. */
async function claim(db: Db, scope: string, key: string, hash: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, hash),
        isNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyStaleMs)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return takenOver.length > 0;
}
