import { checkPublishable, publishCampaign as publishTree } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { DomainError, fail } from '../errors';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { advertiserOwner } from '../advertisers/symbolic-credit';
import { findAccount } from '../ledger/find-account';
import { reserve } from '../ledger/reserve';
import { loadCampaignTree, stateTreeOf } from './campaign-tree';
import { campaignReference, campaignReservation } from './campaign-reservation';
import { auditCampaign } from './audit-campaign';
import { findCampaign } from './find-campaign';
import { presentCampaign } from './present-campaign';
import { queueProcessingEmail } from './processing-email';
import { assertVersion, changedOrThrow } from './refuse';
import { assertPublishable } from './rule-failure';
import { campaignRuleContext } from './rule-context';
import { ruleCampaignOf } from './rule-campaign';
import { touchCampaign } from './write-campaign-tree';
import { scheduleCampaignReview } from './review/schedule-campaign-review';
import { assertMetaPageConnected } from '../channels/meta/assert-meta-page';
import { assertChannelDeliverable } from '../channels/lifecycle/assert-channel-deliverable';
import { recordCampaignForecast } from './forecast/record-campaign-forecast';

/** One publish of one version of a campaign: a retried request reserves once. */
export const publishKey = (campaignId: string, version: number) =>
  `campaign:${campaignId}:publish:${version}`;

/**
 * POST campaigns/:id/publish: the campaign type's channel must be live in this mode (422
 * CHANNEL_NOT_LIVE, nothing reserved), every rule must pass (422 with all errors), then the budget is
 * reserved from the advertiser's wallet (DESIGN §5, phase one) and the campaign goes to `pending`
 * for processing and approval, with the processing e-mail. Retrying the same version after it
 * succeeded answers the published campaign again, without reserving twice.
 */
export async function publishCampaign({
  deps,
  actor,
  id,
  version,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  version: number;
}) {
  const now = deps.now();
  const published = await deps.db.transaction(async (tx) => {
    const campaign = await findCampaign({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    const current = await campaignReservation({ db: tx, campaign });
    if (current?.idempotencyKey === publishKey(campaign.id, version)) return campaign;
    assertVersion(campaign.version, version);
    // A channel without a live connector cannot deliver: refused before anything is reserved.
    assertChannelDeliverable(deps, campaign.type);
    await assertMetaPageConnected({ db: tx, campaign });
    const tree = await loadCampaignTree({ db: tx, campaign });
    changedOrThrow(publishTree(stateTreeOf(tree)));
    const advertiser = await findAdvertiser({
      db: tx,
      companyId: actor.companyId,
      id: campaign.advertiserId,
    });
    assertEditable(advertiser);
    const draft = ruleCampaignOf(tree);
    const context = await campaignRuleContext({ db: tx, campaign, draft, reservation: null, now });
    assertPublishable(checkPublishable(draft, context));
    const wallet = await findAccount({
      db: tx,
      type: 'advertiser_wallet',
      owner: advertiserOwner(advertiser.id),
      currency: campaign.currency,
    });
    if (!wallet) throw fail('BUDGET_OVER_BALANCE');
    const reservation = await reserve({
      db: tx,
      wallet: wallet.id,
      amount: campaign.budget!,
      reference: campaignReference(campaign.id),
      idempotencyKey: publishKey(campaign.id, version),
    }).catch((error: unknown) => {
      // The wallet was spent between the check and the reservation.
      if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')
        throw fail('BUDGET_OVER_BALANCE');
      throw error;
    });
    const saved = await touchCampaign(tx, campaign, now, {
      status: 'pending',
      submittedAt: now,
      rejectionReason: null,
      reservationId: reservation.id,
    });
    await recordCampaignForecast({ db: tx, campaign, draft, now });
    await queueProcessingEmail({ deps, db: tx, actor, campaign: saved, edited: false });
    await scheduleCampaignReview({ deps, db: tx, campaign: saved });
    await auditCampaign({
      db: tx,
      actor,
      campaign: saved,
      action: 'campaign.published',
      metadata: { version },
    });
    return saved;
  });
  return presentCampaign({ db: deps.db, campaign: published, now });
}
