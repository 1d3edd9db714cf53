import type { Actor, Deps } from '../../deps';
import { campaignReservation } from '../../campaigns/campaign-reservation';
import { findManualCampaign } from './manual-campaign';
import { manualTotals } from './manual-summary';
import { recordedDays } from './store-manual-days';

/**
 * `GET campaigns/:id/manual-delivery`: what the platform team recorded as delivered by the caller's
 * own MANUAL campaign, per day (newest first), each with when the team recorded it, and the totals
 * against the reservation. Another company's campaign is MANUAL_CAMPAIGN_NOT_FOUND. Who recorded
 * it and the file it came from are the platform's business and are not shown.
 */
export async function getManualDelivery({
  deps,
  actor,
  input,
}: {
  deps: Pick<Deps, 'db'>;
  actor: Actor;
  input: { campaignId: string };
}) {
  const campaign = await findManualCampaign({
    db: deps.db,
    id: input.campaignId,
    companyId: actor.companyId,
  });
  const [rows, reservation] = await Promise.all([
    recordedDays({ db: deps.db, campaignId: campaign.id }),
    campaignReservation({ db: deps.db, campaign }),
  ]);
  const names = new Map(campaign.strategies.map((s) => [s.id, s.name]));
  rows.sort((a, b) => b.day.localeCompare(a.day) || (a.strategyId ?? '').localeCompare(b.strategyId ?? ''));
  return {
    campaign_id: campaign.id,
    currency: campaign.currency,
    days: rows.map((row) => ({
      day: row.day,
      strategy_id: row.strategyId,
      strategy_name: row.strategyId ? (names.get(row.strategyId) ?? null) : null,
      impressions: row.impressions,
      clicks: row.clicks,
      conversions: row.conversions,
      video_views: row.videoViews,
      cost_micros: row.costMicros.toString(),
      recorded_at: row.recordedAt.toISOString(),
    })),
    totals: manualTotals(rows, reservation),
  };
}
