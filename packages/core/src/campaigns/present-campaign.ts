import { eq } from 'drizzle-orm';
import { advertisers, readTogether, type CampaignRow, type DbOrTx } from '@verba/db';
import { checkPublishable } from '@verba/domain';
import { loadCampaignTree } from './campaign-tree';
import { campaignReservation } from './campaign-reservation';
import { campaignRuleContext } from './rule-context';
import { ruleCampaignOf } from './rule-campaign';
import { toCampaignDetail } from './campaign-view';

/** Reads a campaign's tree and everything CampaignDetail shows, issues checked now. */
export async function presentCampaign({
  db,
  campaign,
  now,
}: {
  db: DbOrTx;
  campaign: CampaignRow;
  now: Date;
}) {
  const [tree, reservation, [advertiser]] = await readTogether(db, [
    () => loadCampaignTree({ db, campaign }),
    () => campaignReservation({ db, campaign }),
    () =>
      db
        .select({ name: advertisers.displayName })
        .from(advertisers)
        .where(eq(advertisers.id, campaign.advertiserId))
        .limit(1),
  ]);
  const draft = ruleCampaignOf(tree);
  const context = await campaignRuleContext({ db, campaign, draft, reservation, now });
  return toCampaignDetail({
    tree,
    advertiserName: advertiser?.name ?? '',
    reservation,
    check: checkPublishable(draft, context),
  });
}
