import { sendMetaConversions } from '../meta/conversions/send-meta-conversions';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { Deps } from '../../deps';
import { enqueueJob } from '../../jobs/enqueue-job';
import { channelSyncJob } from './jobs';
import { syncChannelCampaign, type ConnectorLookup } from './sync-channel-campaign';

export interface ChannelSyncRound {
  synced: number;
  failed: number;
  paused: number;
}

/**
 * Syncs every channel campaign that may still spend or whose figures are not final: active on its
 * platform, or paused / removed there while the Verba campaign is not yet consolidated. One
 * campaign's failure (recorded in its last_error) never stops the others.
 */
export async function syncChannelCampaigns({
  deps,
  connectors,
}: {
  deps: Deps;
  connectors?: ConnectorLookup;
}): Promise<ChannelSyncRound> {
  const due = await queryRows<{ campaign_id: string }>(
    deps.db,
    sql`SELECT cc.campaign_id FROM channel_campaigns cc JOIN campaigns c ON c.id = cc.campaign_id
        WHERE cc.ref IS NOT NULL
          AND (cc.status = 'active' OR (cc.status IN ('paused', 'removed') AND c.consolidated_at IS NULL))
        ORDER BY cc.synced_at NULLS FIRST, cc.campaign_id`,
  );
  const round: ChannelSyncRound = { synced: 0, failed: 0, paused: 0 };
  for (const { campaign_id: campaignId } of due) {
    try {
      const result = await syncChannelCampaign({ deps, campaignId, ...(connectors && { connectors }) });
      if (result.skipped === null) round.synced += 1;
      if (result.paused) round.paused += 1;
    } catch (error) {
      round.failed += 1;
      deps.logger.warn({ campaignId, err: error }, 'channel sync failed for a campaign');
    }
  }
  return round;
}

/**
 * Job `channels.sync`, every CHANNEL_SYNC_SECONDS (30 embedded, 300 on a server): first enqueues
 * the next run (one per slot, so the chain neither breaks nor doubles when a run is retried), then
 * syncs the channel campaigns. The chain is started by migration 0050 and runs in the worker of
 * the API process, like the spend poster.
 */
export async function runChannelSync({ deps }: { deps: Deps }): Promise<void> {
  await startChannelSync({ deps });
  const round = await syncChannelCampaigns({ deps });
  if (round.synced + round.failed > 0) deps.logger.info(round, 'channel campaigns synced');
  // Issue 28: consented pixel events of META_ADS CONVERSION advertisers to Meta's Conversions API.
  try {
    const sent = await sendMetaConversions({ deps });
    if (sent.length > 0) deps.logger.info({ sent }, 'conversions sent to Meta');
  } catch (error) {
    deps.logger.warn({ err: error }, 'Meta Conversions API send failed (retried next round)');
  }
}

/**
 * Makes sure the periodic channel sync runs: enqueues its next slot (idempotent with the chain
 * migration 0050 started: one job per slot).
 */
export async function startChannelSync({ deps }: { deps: Deps }): Promise<void> {
  const intervalMs = deps.config.channelSyncSeconds * 1000;
  const slot = Math.floor(deps.now().getTime() / intervalMs) + 1;
  await enqueueJob({
    db: deps.db,
    kind: channelSyncJob,
    runAt: new Date(slot * intervalMs),
    dedupeKey: `${channelSyncJob}:${slot}`,
  });
}
