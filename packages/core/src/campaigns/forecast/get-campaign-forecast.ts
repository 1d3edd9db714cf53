import { eq } from 'drizzle-orm';
import { campaignForecasts } from '@verba/db';
import { reportDefinitionSchema, saoPauloDateOf } from '@verba/domain';
import type { CampaignForecastView } from '@verba/domain/campaigns/forecast';
import type { Actor, Deps } from '../../deps';
import { findCampaign } from '../find-campaign';
import { runReport } from '../../reports/run-report';

/**
 * `GET campaigns/{id}/forecast` (issue 29): the impressions and reach forecast when the campaign
 * was published (campaign_forecasts, record-campaign-forecast.ts) against what it delivered over
 * its flight — read through the report engine, so reach is the distinct count of its per-day
 * sketches, never a sum. Only the company's own campaign (NOT_FOUND otherwise); every role reads it.
 */
export async function getCampaignForecast({
  deps,
  actor,
  id,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
}): Promise<CampaignForecastView> {
  const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id });
  const [row] = await deps.db.select().from(campaignForecasts).where(eq(campaignForecasts.campaignId, id));
  const today = saoPauloDateOf(deps.now());
  const from = campaign.startDate ?? saoPauloDateOf(campaign.createdAt);
  const to = campaign.endDate && campaign.endDate < today ? campaign.endDate : today;
  let delivered: CampaignForecastView['delivered'] = null;
  if (deps.events) {
    delivered = { impressions: 0, reach: 0 };
    if (from <= to) {
      const page = await runReport({
        deps,
        actor,
        input: {
          definition: reportDefinitionSchema.parse({
            dimensions: ['campaign'],
            metrics: ['impressions', 'reach'],
            filters: { campaign_ids: [id] },
            range: { from, to },
          }),
        },
      });
      delivered = {
        impressions: Math.round(page.totals.metrics.impressions ?? 0),
        reach: Math.round(page.totals.metrics.reach ?? 0),
      };
    }
  }
  return {
    campaign_id: id,
    finished: campaign.status === 'finished',
    forecast: row
      ? {
          impressions: row.estimatedImpressions,
          reach: row.estimatedReach,
          estimated_at: row.estimatedAt.toISOString(),
          model: row.model,
        }
      : null,
    delivered,
  };
}
