import { eq } from 'drizzle-orm';
import { campaigns, type CampaignRow } from '@verba/db';
import { channelPlanGaps, channelPlatformOf } from '@verba/domain';
import { writeAuditRow } from '../../audit/write-audit-row';
import type { Deps } from '../../deps';
import { lockCampaign } from '../../campaigns/review/decide-campaign';
import type { ChannelConnector, PlatformCampaignRef, PlatformProblem } from '../connector';
import { connectorFor } from '../registry';
import { findChannelCampaign, updateChannelCampaign } from './channel-campaign-row';
import { emailCampaignCreator } from './email-campaign-creator';
import { loadCampaignPlan } from './load-campaign-plan';

/** What a push did, for logs and tests. */
export type ChannelPushOutcome = 'skipped' | 'refused' | 'paused' | 'active';

/** The platform's reasons as one line, the campaign's shown reason (rejection_reason). */
export const problemsReason = (problems: readonly PlatformProblem[]) =>
  problems.map((p) => p.platformMessage || p.platformCode || p.code).join(' · ');

/**
 * Job `channels.push` (after approval, and again after each re-approval): builds the campaign on
 * its platform.
 * 1. The plan (Verba tree → platform tree) goes through the platform's validation. Problems → the
 *    channel row `failed` with them (Verba code + the platform's reason), the campaign `error` with
 *    the reasons as its rejection reason, an e-mail to its creator, and — when an earlier version
 *    already runs on the platform — that one paused. The reservation is KEPT, as for a campaign
 *    rejected in review: the user fixes the campaign, which sends it back to review and here
 *    (docs/channels-lifecycle.md).
 * 2. Else `createPaused` (idempotent by campaign id: a retry or a re-approval creates only what
 *    is missing), the ref stored, the platform's daily budget and end date set (never above what
 *    remains reserved), and the campaign activated there when it is active in Verba.
 * A connector failure (network, 5xx) throws: the worker retries with backoff; last_error keeps it.
 */
export async function pushChannelCampaign({
  deps,
  campaignId,
}: {
  deps: Deps;
  campaignId: string;
}): Promise<ChannelPushOutcome> {
  const [campaign] = await deps.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  const platform = campaign ? channelPlatformOf(campaign.type) : null;
  if (!campaign || campaign.deletedAt || platform === null) return 'skipped';
  if (campaign.status !== 'active' && campaign.status !== 'paused') return 'skipped';
  const connector = connectorFor(deps, platform);
  if (!connector?.campaignTypes.includes(campaign.type)) return 'skipped';
  const state = await findChannelCampaign(deps.db, campaign.id);
  try {
    const plan = await loadCampaignPlan({ deps, db: deps.db, campaign });
    // What Verba knows the platform will refuse (YOUTUBE without the advertiser's logo or a video on
    // its channel) is refused here, in the user's words, before anything is sent.
    const gaps = channelPlanGaps(plan);
    if (gaps.length > 0) {
      await refuse({
        deps,
        connector,
        campaign,
        ref: state?.ref ?? null,
        problems: gaps.map((code) => ({
          code,
          field: `campaign:${campaign.id}`,
          platformCode: code,
          platformMessage:
            code === 'ADVERTISER_LOGO_REQUIRED'
              ? 'the advertiser has no logo (Google requires a square logo of at least 128×128 for YouTube ads)'
              : "a creative has no video on the advertiser's connected YouTube channel",
        })),
      });
      return 'refused';
    }
    const validation = await connector.validate({ plan });
    if (!validation.ok) {
      await refuse({ deps, connector, campaign, ref: state?.ref ?? null, problems: validation.problems });
      return 'refused';
    }
    const ref = await connector.createPaused({ plan });
    const now = deps.now();
    await updateChannelCampaign(
      deps.db,
      campaign.id,
      { ref, status: 'paused', problems: [], lastError: null },
      now,
    );
    await connector.setBudget({ ref, dailyBudgetMicros: plan.dailyBudgetMicros, endDate: plan.endDate });
    await updateChannelCampaign(
      deps.db,
      campaign.id,
      { platformDailyBudgetMicros: plan.dailyBudgetMicros },
      now,
    );
    // The campaign's state now, not when the job was queued (a pause in between wins).
    const [current] = await deps.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const active = current?.status === 'active' && plan.dailyBudgetMicros > 0n;
    if (active) await connector.activate({ ref });
    const review = await connector.reviewState({ ref }).catch(() => null);
    await updateChannelCampaign(
      deps.db,
      campaign.id,
      { status: active ? 'active' : 'paused', ...(review && { review }) },
      deps.now(),
    );
    return active ? 'active' : 'paused';
  } catch (error) {
    await updateChannelCampaign(deps.db, campaign.id, { lastError: messageOf(error) }, deps.now());
    throw error;
  }
}

async function refuse({
  deps,
  connector,
  campaign,
  ref,
  problems,
}: {
  deps: Deps;
  connector: ChannelConnector;
  campaign: CampaignRow;
  ref: PlatformCampaignRef | null;
  problems: PlatformProblem[];
}) {
  // What an earlier approved version runs on the platform stops until the user fixes this one.
  if (ref) await connector.pause({ ref });
  const reason = problemsReason(problems);
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await updateChannelCampaign(tx, campaign.id, { status: 'failed', problems, lastError: null }, now);
    const locked = await lockCampaign(tx, campaign.id);
    if (!locked || (locked.status !== 'active' && locked.status !== 'paused')) return;
    const [saved] = await tx
      .update(campaigns)
      .set({ status: 'error', rejectionReason: reason, version: locked.version + 1, updatedAt: now })
      .where(eq(campaigns.id, locked.id))
      .returning();
    await writeAuditRow({
      db: tx,
      row: {
        action: 'campaign.channel_refused',
        companyId: locked.companyId,
        targetType: 'campaign',
        targetId: locked.id,
        metadata: { platform: connector.platform, problems: problems.map((p) => p.code) },
        at: now,
      },
    });
    await emailCampaignCreator({ deps, db: tx, campaign: saved!, notice: { kind: 'refused', reason } });
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Job handler of `channels.push` (payload `{ campaignId }`). */
export async function runChannelPush({ deps, payload }: { deps: Deps; payload: Record<string, unknown> }) {
  if (typeof payload.campaignId === 'string')
    await pushChannelCampaign({ deps, campaignId: payload.campaignId });
}
