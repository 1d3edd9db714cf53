import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';

/** The campaign's creatives (not archived) by review status. */
export async function creativeReviewCounts({ db, campaignId }: { db: DbOrTx; campaignId: string }) {
  const rows = await queryRows<{ status: string; n: number }>(
    db,
    sql`SELECT c.status, count(*)::int AS n FROM campaign_creatives cc
        JOIN creatives c ON c.id = cc.creative_id
        WHERE cc.campaign_id = ${campaignId} AND c.archived_at IS NULL
        GROUP BY c.status`,
  );
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { approved: of('approved'), pending: of('pending'), rejected: of('rejected') };
}
