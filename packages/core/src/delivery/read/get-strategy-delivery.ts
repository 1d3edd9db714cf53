import { saoPauloDateOf } from '@verba/domain';
import { deliveryStartDate, deliveryWindow } from '@verba/domain/delivery/delivery-window';
import type { StrategyDelivery } from '@verba/domain/delivery/views';
import type { Actor, Deps } from '../../deps';
import { campaignReservation } from '../../campaigns/campaign-reservation';
import { loadCampaignTree } from '../../campaigns/campaign-tree';
import { findCampaign } from '../../campaigns/find-campaign';
import { fail } from '../../errors';
import { campaignDays } from './campaign-days';
import { platformDeliveryReads } from './platform-delivery';
import { creativeReviewCounts } from './creative-review-counts';
import { campaignEventFigures } from './event-figures';
import { bidderReasons, strategyRows } from './strategy-rows';
import { todayPacing } from './today-pacing';
import { channelSetupOf } from '../../channels/lifecycle/channel-setup';

/** The earlier of two optional end dates (YYYY-MM-DD compare as text). */
const earliest = (a: string | null, b: string | null) => (a === null ? b : b === null || a < b ? a : b);

/**
 * GET campaigns/:id/strategies/:strategyId/delivery: one strategy's figures and days, its pacing today
 * (against its own budget spread to the campaign's end) and why it is not delivering.
 */
export async function getStrategyDelivery({
  deps,
  actor,
  campaignId,
  strategyId,
}: {
  deps: Deps;
  actor: Actor;
  campaignId: string;
  strategyId: string;
}): Promise<StrategyDelivery> {
  const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id: campaignId });
  const tree = await loadCampaignTree({ db: deps.db, campaign });
  const strategy = tree.strategies.find((s) => s.id === strategyId);
  if (!strategy) throw fail('STRATEGY_NOT_FOUND');
  const now = deps.now();
  // A channel campaign delivers on its platform: its figures are the platform's statistics.
  const reads = (await platformDeliveryReads({ events: deps.events, campaign, now })) ?? deps.events;
  const [reservation, creatives, figures, noBids, days, channel] = await Promise.all([
    campaignReservation({ db: deps.db, campaign }),
    creativeReviewCounts({ db: deps.db, campaignId }),
    campaignEventFigures({ events: reads, campaignId, strategyId, now }),
    bidderReasons({ diagnostics: deps.deliveryDiagnostics, strategyIds: [strategyId], logger: deps.logger }),
    campaignDays({ events: reads, campaign, strategyId, now }),
    channelSetupOf({ deps, db: deps.db, campaign }),
  ]);
  const group = tree.groups.find((g) => g.id === strategy.groupId);
  const [row] = strategyRows({
    tree,
    reservation,
    creatives,
    figures,
    noBids,
    now,
    only: strategyId,
    channel,
  });
  return {
    campaign_id: campaign.id,
    currency: campaign.currency,
    live: deps.events !== undefined,
    strategy: row!,
    pacing: todayPacing({
      now,
      hourly: figures.hourly,
      totalSpendMicros: figures.strategies.get(strategyId)?.spendMicros ?? 0n,
      dailyBudget: null,
      budget: strategy.budget,
      endDate: earliest(group?.endDate ?? null, campaign.endDate),
      window: deliveryWindow({
        today: saoPauloDateOf(now),
        campaign,
        group,
        strategyStatus: strategy.status,
        approvedCreatives: creatives.approved,
      }),
      startsOn: deliveryStartDate(group ? [campaign, group] : [campaign]),
    }),
    days,
    generated_at: now.toISOString(),
  };
}
