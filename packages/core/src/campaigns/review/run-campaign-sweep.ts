import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { campaigns } from '@verba/db';
import type { Deps } from '../../deps';
import { autoReviewOverdueCreatives } from '../../creatives/auto-review-creative';
import { enqueueJob } from '../../jobs/enqueue-job';
import { autoReviewOverduePixelGroups } from '../../pixels/auto-review-pixel-group';
import { autoReviewCampaign } from './auto-review-campaign';
import { consolidateDueCampaigns } from './consolidate-campaigns';
import { finishDueCampaigns } from './finish-campaigns';
import { campaignSweepJob } from './jobs';
import { releaseUndeliverableCampaigns } from '../../channels/lifecycle/release-undeliverable-campaigns';

export const campaignSweepMinutes = 10;
const sweepMs = campaignSweepMinutes * 60_000;

/**
 * Job `campaigns.sweep`, every 10 minutes: first enqueues the next run (one per 10-minute slot, so
 * the chain never breaks nor doubles when a run is retried), then releases what campaigns of
 * channels not live in this mode hold (issue 27), finishes the campaigns past
 * their end date, consolidates those due, and lets the automatic reviewer look at pending
 * campaigns (and creatives and pixels) whose own auto-review job was lost. The chain is started by
 * migration 0031.
 */
export async function runCampaignSweep({ deps }: { deps: Deps }): Promise<void> {
  const slot = Math.floor(deps.now().getTime() / sweepMs) + 1;
  await enqueueJob({
    db: deps.db,
    kind: campaignSweepJob,
    runAt: new Date(slot * sweepMs),
    dedupeKey: `${campaignSweepJob}:${slot}`,
  });
  const released = await releaseUndeliverableCampaigns({ deps });
  const finished = await finishDueCampaigns({ deps });
  const consolidated = await consolidateDueCampaigns({ deps });
  const creativesApproved = await autoReviewOverdueCreatives({ deps });
  const pixelsActivated = await autoReviewOverduePixelGroups({ deps });
  const approved = await autoReviewOverdue(deps);
  if (released + finished + consolidated + approved + creativesApproved + pixelsActivated > 0)
    deps.logger.info(
      { released, finished, consolidated, approved, creativesApproved, pixelsActivated },
      'campaigns swept',
    );
}

async function autoReviewOverdue(deps: Deps): Promise<number> {
  const delayMs = deps.config.campaignAutoReviewSeconds * 1000;
  if (delayMs <= 0) return 0;
  const pending = await deps.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'pending'),
        isNull(campaigns.deletedAt),
        lte(campaigns.submittedAt, new Date(deps.now().getTime() - delayMs)),
      ),
    )
    .orderBy(asc(campaigns.submittedAt), asc(campaigns.id))
    .limit(100);
  let approved = 0;
  for (const { id } of pending) if (await autoReviewCampaign({ deps, campaignId: id })) approved += 1;
  return approved;
}
