import { sql } from 'drizzle-orm';
import { addCalendarDays, saoPauloDateOf } from '@verba/domain';
import { queryRows } from '@verba/db';
import type { PlatformStatsRow } from '@verba/events';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import { enqueueJob } from '../../jobs/enqueue-job';
import {
  connectedCampaignId,
  openConnectedStatsReader,
  type ConnectedStatsPlatform,
} from './read-connected-accounts';

/** Durable job kind of the periodic sync of connect-only accounts (chain started by migration 0059). */
export const connectedSyncJob = 'channels.connected-sync';
/** How often connect-only accounts are read (their figures serve reports, not money). */
export const connectedSyncIntervalMs = 15 * 60_000;
/** A customer seen for the first time is read this many days back (the sandbox seeds 45). */
export const connectedBackfillDays = 45;

export interface ConnectedSyncRound {
  connections: number;
  campaigns: number;
  rows: number;
  reconnect: number;
  failed: number;
}

/**
 * Reads every live `ads_account_read` connection of Google Ads (customers), Meta and Spotify (ad accounts) and
 * writes their campaigns' daily figures to platform_stats (platform `google_ads` / `meta` / `spotify`, strategy '', whole-day rows, campaign id
 * `connected:…`: connect-only, never billed) and the campaigns to `connected_campaigns`. A customer
 * already synced is read over the look-back (CHANNEL_LOOKBACK_DAYS, Google restates recent days;
 * the latest fetch wins in platform_stats); a new one over the last 45 days. A connection that needs
 * reconnecting is skipped (channelTokenSource marks it); one failure never stops the others.
 */
export async function syncConnectedAccounts({ deps }: { deps: Deps }): Promise<ConnectedSyncRound> {
  const round: ConnectedSyncRound = { connections: 0, campaigns: 0, rows: 0, reconnect: 0, failed: 0 };
  const connections = await queryRows<{
    id: string;
    company_id: string;
    advertiser_id: string;
    platform: ConnectedStatsPlatform;
  }>(
    deps.db,
    sql`SELECT id, company_id, advertiser_id, platform FROM channel_connections
        WHERE platform IN ('google_ads', 'meta', 'spotify') AND purpose = 'ads_account_read' AND status = 'active'
        ORDER BY connected_at`,
  );
  for (const connection of connections) {
    try {
      const written = await syncConnection({ deps, connection });
      round.connections += 1;
      round.campaigns += written.campaigns;
      round.rows += written.rows;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'CONNECTION_NEEDS_RECONNECT') round.reconnect += 1;
      else {
        round.failed += 1;
        deps.logger.warn({ connectionId: connection.id, err: error }, 'connected account sync failed');
      }
    }
  }
  return round;
}

async function syncConnection({
  deps,
  connection,
}: {
  deps: Deps;
  connection: { id: string; company_id: string; advertiser_id: string; platform: ConnectedStatsPlatform };
}): Promise<{ campaigns: number; rows: number }> {
  const { platform } = connection;
  const reader = await openConnectedStatsReader({
    deps,
    platform,
    companyId: connection.company_id,
    connectionId: connection.id,
  });
  const now = deps.now();
  const today = saoPauloDateOf(now);
  let campaigns = 0;
  let rows = 0;
  for (const customer of await reader.accounts()) {
    const [seen] = await queryRows<{ n: string }>(
      deps.db,
      sql`SELECT count(*) AS n FROM connected_campaigns
          WHERE connection_id = ${connection.id} AND customer_id = ${customer.id} AND synced_until IS NOT NULL`,
    );
    const days = Number(seen?.n ?? 0) > 0 ? deps.config.channelLookbackDays : connectedBackfillDays;
    const from = addCalendarDays(today, 1 - days);
    const reading = await reader.read(customer, from, today);
    const idOf = (externalId: string) =>
      connectedCampaignId({
        platform,
        advertiserId: connection.advertiser_id,
        customerId: customer.id,
        campaignId: externalId,
      });
    const stats: PlatformStatsRow[] = reading.rows.map((row) => ({
      campaignId: idOf(row.externalId),
      strategyId: '',
      platform,
      day: row.day,
      hour: null,
      impressions: row.impressions,
      clicks: row.clicks,
      costMicros: row.costMicros,
      conversions: row.conversions,
      conversionValueMicros: 0n,
      videoViews: 0,
      videoQuartiles: [0, 0, 0, 0],
      currency: customer.currency,
      fetchedAt: now,
    }));
    // Figures first: a crash before the campaigns' rows are updated only re-reads the same days.
    if (deps.events) await deps.events.appendPlatformStats(stats);
    rows += stats.length;
    for (const campaign of reading.campaigns) {
      campaigns += 1;
      await deps.db.execute(sql`
        INSERT INTO connected_campaigns (id, company_id, advertiser_id, connection_id, platform, customer_id,
          external_campaign_id, name, status, channel_type, currency, synced_until, synced_at)
        VALUES (${idOf(campaign.externalId)}, ${connection.company_id}, ${connection.advertiser_id}, ${connection.id},
          ${platform}, ${customer.id}, ${campaign.externalId}, ${campaign.name}, ${campaign.status},
          ${campaign.channelType}, ${customer.currency}, ${today}, ${now})
        ON CONFLICT (id) DO UPDATE SET connection_id = EXCLUDED.connection_id, name = EXCLUDED.name,
          status = EXCLUDED.status, channel_type = EXCLUDED.channel_type, currency = EXCLUDED.currency,
          synced_until = EXCLUDED.synced_until, synced_at = EXCLUDED.synced_at, updated_at = now()`);
    }
  }
  return { campaigns, rows };
}

/**
 * Job `channels.connected-sync`, every 15 minutes: enqueues the next slot first (one job per slot,
 * so the chain neither breaks nor doubles on a retry), then syncs the connect-only accounts.
 */
export async function runConnectedSync({ deps }: { deps: Deps }): Promise<void> {
  const slot = Math.floor(deps.now().getTime() / connectedSyncIntervalMs) + 1;
  await enqueueJob({
    db: deps.db,
    kind: connectedSyncJob,
    runAt: new Date(slot * connectedSyncIntervalMs),
    dedupeKey: `${connectedSyncJob}:${slot}`,
  });
  const round = await syncConnectedAccounts({ deps });
  if (round.connections + round.failed + round.reconnect > 0)
    deps.logger.info(round, 'connected accounts synced');
}
