import { and, eq, isNull } from 'drizzle-orm';
import { campaigns, type CampaignRow, type DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { isUuid } from '../ids';

/**
 * The campaign `id` of `companyId` (any company when null: staff and jobs), not deleted, or
 * NOT_FOUND, also for another company's campaign (DESIGN §4). `forUpdate` locks the row until the
 * transaction ends: every change to a campaign tree takes this lock first.
 */
export async function findCampaign({
  db,
  companyId,
  id,
  forUpdate = false,
}: {
  db: DbOrTx;
  companyId: string | null;
  id: string;
  forUpdate?: boolean;
}): Promise<CampaignRow> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const query = db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.id, id),
        isNull(campaigns.deletedAt),
        companyId === null ? undefined : eq(campaigns.companyId, companyId),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw fail('NOT_FOUND');
  return row;
}
