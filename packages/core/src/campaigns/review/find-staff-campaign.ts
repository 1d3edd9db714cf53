import { eq } from 'drizzle-orm';
import { advertisers, companies, type CampaignRow, type DbOrTx } from '@verba/db';
import { toStaffCampaign } from './staff-campaign-view';

/** The staff's view of one campaign row (its advertiser's and company's names joined). */
export async function staffCampaignOf(db: DbOrTx, row: CampaignRow) {
  const [names] = await db
    .select({ advertiserName: advertisers.name, companyName: companies.tradeName })
    .from(advertisers)
    .innerJoin(companies, eq(companies.id, advertisers.companyId))
    .where(eq(advertisers.id, row.advertiserId));
  return toStaffCampaign(row, names ?? { advertiserName: '', companyName: '' });
}
