import type { CampaignRow, DbOrTx } from '@verba/db';
import { fail } from '../../errors';
import { liveConnectionFor } from '../connections/connection-rules';
import { metaIdentitiesOf } from './meta-identities';

/**
 * META_ADS ads run under the advertiser's own Facebook Page (issue 28): without a connected Page
 * (purpose facebook_page, of this campaign's company and advertiser) Meta refuses every creative,
 * so publishing and re-activating are refused with META_PAGE_NOT_CONNECTED *before* anything is
 * reserved. A `reconnect` connection still counts: the Page lent to Verba's business stays usable
 * (Verba's system user creates the ads); the page asks to reconnect.
 */
export async function assertMetaPageConnected({
  db,
  campaign,
}: {
  db: DbOrTx;
  campaign: Pick<CampaignRow, 'type' | 'companyId' | 'advertiserId'> &
    Partial<Pick<CampaignRow, 'metaSettings'>>;
}): Promise<void> {
  if (campaign.type !== 'META_ADS') return;
  // The Page the wizard chose (issue 28) must still be one this advertiser connected.
  const chosen = campaign.metaSettings?.page_id;
  if (chosen) {
    const identities = await metaIdentitiesOf({
      db,
      companyId: campaign.companyId,
      advertiserId: campaign.advertiserId,
      statuses: ['active', 'reconnect'],
    });
    if (!identities.some((i) => i.pageId === chosen)) throw fail('META_PAGE_NOT_CONNECTED');
    return;
  }
  const page = await liveConnectionFor({
    db,
    companyId: campaign.companyId,
    advertiserId: campaign.advertiserId,
    platform: 'meta',
    purpose: 'facebook_page',
  });
  if (!page) throw fail('META_PAGE_NOT_CONNECTED');
}
