import { and, eq, isNull } from 'drizzle-orm';
import { advertisers, creativeAssets, creatives, type DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { isUuid } from '../ids';

/**
 * A live (not archived) creative of `companyId` with its file and advertiser's name, or
 * CREATIVE_NOT_FOUND — also for another company's creative, which is never revealed.
 */
export async function findCreative({
  db,
  companyId,
  id,
  forUpdate = false,
}: {
  db: DbOrTx;
  companyId: string | null;
  id: string;
  forUpdate?: boolean;
}) {
  if (!isUuid(id)) throw fail('CREATIVE_NOT_FOUND');
  const conditions = [eq(creatives.id, id), isNull(creatives.archivedAt)];
  if (companyId) conditions.push(eq(creatives.companyId, companyId));
  const query = db
    .select({
      creative: creatives,
      asset: creativeAssets,
      advertiserName: advertisers.name,
      advertiserDisplayName: advertisers.displayName,
    })
    .from(creatives)
    .innerJoin(advertisers, eq(advertisers.id, creatives.advertiserId))
    .leftJoin(creativeAssets, eq(creativeAssets.id, creatives.assetId))
    .where(and(...conditions))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: creatives }) : await query;
  if (!row) throw fail('CREATIVE_NOT_FOUND');
  return row;
}
