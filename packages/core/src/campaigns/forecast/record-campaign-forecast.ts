import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@verba/db';
import { platformPeople } from '@verba/domain/audiences/reach';
import { campaignForecast, forecastModel, type ForecastStrategy } from '@verba/domain/campaigns/forecast';
import type { RuleCampaign } from '@verba/domain/campaigns/rule-input';
import { estimateAudienceReach } from '../../audiences/estimate-reach';

/** People in a strategy's audience by the reach model; everyone in Brazil when it cannot be told. */
function audiencePeople(
  strategy: NonNullable<NonNullable<RuleCampaign['groups']>[number]['strategies']>[number],
) {
  const locations = strategy.locations ?? [];
  const states = locations.flatMap((l) => (l.kind === 'state' ? [l.state] : []));
  const cities = locations.flatMap((l) => (l.kind === 'city' ? [l.city] : []));
  try {
    return estimateAudienceReach({
      input: { segment_ids: strategy.audience_ids ?? [], states, cities: cities.map(Number) },
    }).reach.people;
  } catch {
    // A segment or city the catalogue no longer has: the locations' people without segments.
    return platformPeople;
  }
}

/**
 * Keeps what a campaign is forecast to deliver (packages/domain/src/campaigns/forecast.ts) as it
 * is published: inside the publish transaction, replacing an earlier publish's forecast.
 */
export async function recordCampaignForecast({
  db,
  campaign,
  draft,
  now,
}: {
  db: DbOrTx;
  campaign: { id: string; companyId: string };
  draft: RuleCampaign;
  now: Date;
}): Promise<void> {
  const strategies: ForecastStrategy[] = (draft.groups ?? []).flatMap((g) =>
    (g.strategies ?? []).map((s) => ({
      budget: s.budget ?? null,
      bid: s.bid?.type && s.bid.amount !== undefined ? { type: s.bid.type, amount: s.bid.amount } : null,
      audiencePeople: audiencePeople(s),
    })),
  );
  const forecast = campaignForecast(strategies);
  await db.execute(
    sql`INSERT INTO campaign_forecasts (campaign_id, company_id, estimated_impressions, estimated_reach, model, estimated_at)
        VALUES (${campaign.id}, ${campaign.companyId}, ${forecast.impressions}, ${forecast.reach}, ${forecastModel}, ${now})
        ON CONFLICT (campaign_id) DO UPDATE SET estimated_impressions = EXCLUDED.estimated_impressions,
          estimated_reach = EXCLUDED.estimated_reach, model = EXCLUDED.model, estimated_at = EXCLUDED.estimated_at`,
  );
}
