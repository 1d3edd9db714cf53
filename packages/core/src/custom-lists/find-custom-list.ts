import { and, eq } from 'drizzle-orm';
import { customLists, type CustomListRow, type DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { isUuid } from '../ids';

/**
 * The list `id` of `companyId`, or NOT_FOUND, also for another company's list (DESIGN §4).
 * `forUpdate` locks the row until the transaction ends (imports and edits of one list queue).
 */
export async function findCustomList({
  db,
  companyId,
  id,
  forUpdate = false,
}: {
  db: DbOrTx;
  companyId: string;
  id: string;
  forUpdate?: boolean;
}): Promise<CustomListRow> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const query = db
    .select()
    .from(customLists)
    .where(and(eq(customLists.id, id), eq(customLists.companyId, companyId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw fail('NOT_FOUND');
  return row;
}
