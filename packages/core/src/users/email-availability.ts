import { and, eq, isNull, ne } from 'drizzle-orm';
import { users, type DbOrTx } from '@verba/db';
import { fail } from '../errors';

/** 409 EMAIL_TAKEN when a live user (of any company) already uses the e-mail. */
export async function assertEmailAvailable({ db, email, exceptUserId }: { db: DbOrTx; email: string; exceptUserId?: string }) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  if (taken) throw fail('EMAIL_TAKEN');
}

/** Two concurrent writes can both pass the check above; the unique index then decides. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs a write and turns a unique violation on users' e-mail into EMAIL_TAKEN. */
export async function withEmailUniqueness<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('EMAIL_TAKEN');
    throw error;
  }
}
