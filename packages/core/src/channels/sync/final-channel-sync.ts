import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { Deps } from '../../deps';
import { syncChannelCampaign, type ConnectorLookup } from './sync-channel-campaign';

/**
 * Before consolidation releases a campaign's reservation: for a campaign on a channel's platform,
 * one last sync posts the platform's final figures (and pauses it there if still active). True
 * when the campaign may be consolidated now — not a channel campaign, never created on its
 * platform, or synced; false when the platform could not be read (no connector in this mode, or
 * an error): the release waits for the next sweep rather than lose the platform's last figures.
 */
export async function finalChannelSync({
  deps,
  campaignId,
  connectors,
}: {
  deps: Deps;
  campaignId: string;
  connectors?: ConnectorLookup;
}): Promise<boolean> {
  const [row] = await queryRows<{ has_ref: boolean }>(
    deps.db,
    sql`SELECT ref IS NOT NULL AS has_ref FROM channel_campaigns WHERE campaign_id = ${campaignId}`,
  );
  if (!row?.has_ref) return true;
  try {
    const result = await syncChannelCampaign({
      deps,
      campaignId,
      final: true,
      ...(connectors && { connectors }),
    });
    if (result.skipped === 'no_connector') {
      deps.logger.warn(
        { campaignId },
        'channel campaign not consolidated: no connector to read its final figures',
      );
      return false;
    }
    return true;
  } catch (error) {
    deps.logger.warn({ campaignId, err: error }, 'channel campaign not consolidated: its final sync failed');
    return false;
  }
}
