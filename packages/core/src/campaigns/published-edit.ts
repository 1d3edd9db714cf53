import type { CampaignRow, Tx } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';

/**
 * An edit of a published campaign (spec §4): every rule must pass, the campaign goes back to
 * `pending` and the reservation follows the budget. Built in the publish slice.
 */
export async function applyPublishedEdit({
  campaign,
}: {
  deps: Deps;
  tx: Tx;
  before: CampaignRow;
  campaign: CampaignRow;
  actor: Actor;
  now: Date;
}): Promise<CampaignRow> {
  if (campaign.status !== 'draft') throw fail('CAMPAIGN_NOT_EDITABLE');
  return campaign;
}
