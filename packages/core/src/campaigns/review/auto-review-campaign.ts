import type { Deps } from '../../deps';
import { decideCampaign, lockCampaign } from './decide-campaign';
import { runAutomaticChecks } from './run-automatic-checks';

/**
 * The embedded automatic reviewer (job `campaigns.auto-review`, and the sweep for any it missed):
 * approves a campaign still pending CAMPAIGN_AUTO_REVIEW_SECONDS after its submission when its
 * automatic checks, run again now, find nothing. Campaigns with findings wait for staff.
 * Returns whether it approved.
 */
export async function autoReviewCampaign({ deps, campaignId }: { deps: Deps; campaignId: string }) {
  const delayMs = deps.config.campaignAutoReviewSeconds * 1000;
  if (delayMs <= 0) return false;
  return deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId);
    if (!campaign || campaign.status !== 'pending' || !campaign.submittedAt) return false;
    if (campaign.submittedAt.getTime() + delayMs > deps.now().getTime()) return false;
    const findings = await runAutomaticChecks({ deps, db: tx, campaign });
    if (findings.length > 0) return false;
    await decideCampaign({ deps, tx, campaign, decision: { outcome: 'approved' }, reviewer: null });
    return true;
  });
}

/** Job handler of `campaigns.auto-review` (payload `{ campaignId }`). */
export async function runCampaignAutoReview({
  deps,
  payload,
}: {
  deps: Deps;
  payload: Record<string, unknown>;
}) {
  if (typeof payload.campaignId === 'string')
    await autoReviewCampaign({ deps, campaignId: payload.campaignId });
}
