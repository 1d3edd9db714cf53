import { and, eq } from 'drizzle-orm';
import { withdrawals, type DbOrTx, type WithdrawalRow } from '@verba/db';
import { fail } from '../errors';
import { isUuid } from '../ids';

/**
 * A withdrawal by id, within `companyId` when given (the payout job looks it up by id alone).
 * NOT_FOUND for another company's. `forUpdate` locks the row until the transaction ends.
 */
export async function findWithdrawal({
  db,
  id,
  companyId,
  forUpdate = false,
}: {
  db: DbOrTx;
  id: string;
  companyId: string | null;
  forUpdate?: boolean;
}): Promise<WithdrawalRow> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const where = companyId
    ? and(eq(withdrawals.id, id), eq(withdrawals.companyId, companyId))
    : eq(withdrawals.id, id);
  const query = db.select().from(withdrawals).where(where);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw fail('NOT_FOUND');
  return row;
}
