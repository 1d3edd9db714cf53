import { and, eq } from 'drizzle-orm';
import { pixelGroups, type DbOrTx, type PixelGroupRow } from '@verba/db';
import { fail } from '../errors';
import { isUuid } from '../ids';

/**
 * The pixel group `id` of `companyId` (any company when null: staff), or NOT_FOUND, also for
 * another company's group (DESIGN §4). `forUpdate` locks the row until the transaction ends.
 */
export async function findPixelGroup({
  db,
  companyId,
  id,
  forUpdate = false,
}: {
  db: DbOrTx;
  companyId: string | null;
  id: string;
  forUpdate?: boolean;
}): Promise<PixelGroupRow> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const query = db
    .select()
    .from(pixelGroups)
    .where(and(eq(pixelGroups.id, id), companyId === null ? undefined : eq(pixelGroups.companyId, companyId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw fail('NOT_FOUND');
  return row;
}
