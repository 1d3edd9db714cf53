import { and, eq, isNull } from 'drizzle-orm';
import { users, type DbOrTx } from '@verba/db';
import type { Actor } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';

/**
 * A live user of the actor's company, locked for update unless `lock` is false (reads outside a
 * transaction). Anything else (another company's user, a deleted one, a malformed id) is a 404
 * that reveals nothing.
 */
export async function findCompanyUser({ db, actor, userId, lock = true }: { db: DbOrTx; actor: Actor; userId: string; lock?: boolean }) {
  if (!isUuid(userId)) throw fail('NOT_FOUND');
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, actor.companyId), isNull(users.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail('NOT_FOUND');
  return row;
}
