import { and, desc, eq, inArray } from 'drizzle-orm';
import { channelConnections, type DbOrTx } from '@verba/db';
import type { MetaIdentityOption } from '@verba/domain';

/**
 * The Facebook Pages (with their Instagram accounts) an advertiser connected for its ads (purpose
 * facebook_page) — of this company and this advertiser only, newest first. `active` connections by
 * default; saving a draft also accepts one to reconnect (it still names the advertiser's Page).
 */
export async function metaIdentitiesOf({
  db,
  companyId,
  advertiserId,
  statuses = ['active'],
}: {
  db: DbOrTx;
  companyId: string;
  advertiserId: string;
  statuses?: ('active' | 'reconnect')[];
}): Promise<(MetaIdentityOption & { instagramName: string | null; status: 'active' | 'reconnect' })[]> {
  const rows = await db
    .select()
    .from(channelConnections)
    .where(
      and(
        eq(channelConnections.companyId, companyId),
        eq(channelConnections.advertiserId, advertiserId),
        eq(channelConnections.platform, 'meta'),
        eq(channelConnections.purpose, 'facebook_page'),
        inArray(channelConnections.status, statuses),
      ),
    )
    .orderBy(desc(channelConnections.connectedAt));
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.externalAccountId)) return [];
    seen.add(row.externalAccountId);
    const instagram = row.accounts.find((a) => a.kind === 'instagram_account');
    return [
      {
        pageId: row.externalAccountId,
        pageName: row.displayName,
        instagramUserId: instagram?.id ?? null,
        instagramName: instagram?.name ?? null,
        status: row.status as 'active' | 'reconnect',
      },
    ];
  });
}
