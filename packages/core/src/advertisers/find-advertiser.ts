import { and, eq } from 'drizzle-orm';
import { advertisers, type AdvertiserRow, type DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { isUuid } from '../ids';

/**
 * The advertiser `id` of `companyId`, or NOT_FOUND, also for another company's advertiser
 * (DESIGN §4: never reveal that it exists). `forUpdate` locks the row until the transaction ends.
 */
export async function findAdvertiser({
  db,
  companyId,
  id,
  forUpdate = false,
}: {
  db: DbOrTx;
  companyId: string;
  id: string;
  forUpdate?: boolean;
}): Promise<AdvertiserRow> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const query = db
    .select()
    .from(advertisers)
    .where(and(eq(advertisers.id, id), eq(advertisers.companyId, companyId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw fail('NOT_FOUND');
  return row;
}

/** Spec §4: an advertiser must be active to be edited. */
export function assertEditable(row: AdvertiserRow): void {
  if (row.status !== 'active') throw fail('ADVERTISER_INACTIVE');
}
