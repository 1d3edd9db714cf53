import type { CampaignRow, DbOrTx } from '@verba/db';
import type { Deps } from '../../deps';
import { enqueueJob } from '../../jobs/enqueue-job';
import { campaignAutoReviewJob } from './jobs';
import { runAutomaticChecks } from './run-automatic-checks';

/**
 * What every submission (publish, or an edit that sends a published campaign back to pending)
 * calls in its transaction: runs the automatic checks and, when the automatic reviewer is on,
 * enqueues its look at the campaign CAMPAIGN_AUTO_REVIEW_SECONDS later.
 */
export async function scheduleCampaignReview({
  deps,
  db,
  campaign,
}: {
  deps: Deps;
  db: DbOrTx;
  campaign: Pick<CampaignRow, 'id' | 'type' | 'name' | 'submittedAt'>;
}) {
  const findings = await runAutomaticChecks({ deps, db, campaign });
  const delaySeconds = deps.config.campaignAutoReviewSeconds;
  if (delaySeconds > 0) {
    const submittedAt = campaign.submittedAt ?? deps.now();
    await enqueueJob({
      db,
      kind: campaignAutoReviewJob,
      payload: { campaignId: campaign.id },
      runAt: new Date(submittedAt.getTime() + delaySeconds * 1000),
      dedupeKey: `${campaignAutoReviewJob}:${campaign.id}:${submittedAt.toISOString()}`,
    });
  }
  return findings;
}
