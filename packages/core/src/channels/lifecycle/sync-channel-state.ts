import { eq } from 'drizzle-orm';
import { campaigns } from '@verba/db';
import { channelPlatformOf, saoPauloDateOf } from '@verba/domain';
import type { Deps } from '../../deps';
import { connectorFor } from '../registry';
import { findChannelCampaign, updateChannelCampaign } from './channel-campaign-row';
import { platformBudgetOf } from '../money/platform-budget-of';

export type ChannelSyncOutcome = 'skipped' | 'active' | 'paused';

/**
 * Job `channels.sync-state`: brings the platform's campaign to the Verba campaign's state as it
 * is when the job runs (so repeated or out-of-order runs converge): the daily budget (never above
 * what remains reserved) and end date, then active when the campaign is active in Verba and may
 * still spend, paused otherwise (paused, in review again after an edit, finished, released).
 * Nothing to do before the push created it (the push reads the campaign's state itself) or after
 * the platform refused it. Connector failures throw: the worker retries.
 */
export async function syncChannelState({
  deps,
  campaignId,
}: {
  deps: Deps;
  campaignId: string;
}): Promise<ChannelSyncOutcome> {
  const [campaign] = await deps.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  const platform = campaign ? channelPlatformOf(campaign.type) : null;
  if (!campaign || platform === null) return 'skipped';
  const state = await findChannelCampaign(deps.db, campaign.id);
  if (!state?.ref || state.row.status === 'failed' || state.row.status === 'removed') return 'skipped';
  const connector = connectorFor(deps, platform);
  if (!connector) return 'skipped';
  const { ref } = state;
  try {
    const dailyBudgetMicros = await platformBudgetOf({ db: deps.db, campaignId: campaign.id, now: deps.now() });
    const ended = campaign.endDate !== null && campaign.endDate < saoPauloDateOf(deps.now());
    const active = campaign.status === 'active' && dailyBudgetMicros > 0n && !ended && !campaign.deletedAt;
    // Pause first when stopping; set the budget first when (re)starting: never a moment above it.
    if (!active) await connector.pause({ ref });
    // Nothing left to spend: the platform keeps its last budget, the campaign stays paused there.
    if (dailyBudgetMicros > 0n)
      await connector.setBudget({ ref, dailyBudgetMicros, endDate: campaign.endDate });
    if (active) await connector.activate({ ref });
    await updateChannelCampaign(
      deps.db,
      campaign.id,
      {
        status: active ? 'active' : 'paused',
        ...(dailyBudgetMicros > 0n && { platformDailyBudgetMicros: dailyBudgetMicros }),
        lastError: null,
      },
      deps.now(),
    );
    return active ? 'active' : 'paused';
  } catch (error) {
    await updateChannelCampaign(
      deps.db,
      campaign.id,
      { lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500) },
      deps.now(),
    );
    throw error;
  }
}

/** Job handler of `channels.sync-state` (payload `{ campaignId }`). */
export async function runChannelSyncState({ deps, payload }: { deps: Deps; payload: Record<string, unknown> }) {
  if (typeof payload.campaignId === 'string') await syncChannelState({ deps, campaignId: payload.campaignId });
}
