import { eq } from 'drizzle-orm';
import { exchanges, type DbOrTx, type ExchangeRow } from '@verba/db';
import { isUuid } from '../ids';
import { fail } from '../errors';

/** The exchange, locked for update when asked, or EXCHANGE_NOT_FOUND. */
export async function findExchange({
  db,
  id,
  forUpdate = false,
}: {
  db: DbOrTx;
  id: string;
  forUpdate?: boolean;
}): Promise<ExchangeRow> {
  if (!isUuid(id)) throw fail('EXCHANGE_NOT_FOUND');
  const query = db.select().from(exchanges).where(eq(exchanges.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw fail('EXCHANGE_NOT_FOUND');
  return row;
}
