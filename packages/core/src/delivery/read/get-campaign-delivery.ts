import { saoPauloDateOf } from '@verba/domain';
import { deliveryStartDate, deliveryWindow } from '@verba/domain/delivery/delivery-window';
import type { CampaignDelivery } from '@verba/domain/delivery/views';
import type { Actor, Deps } from '../../deps';
import { campaignReservation } from '../../campaigns/campaign-reservation';
import { loadCampaignTree } from '../../campaigns/campaign-tree';
import { findCampaign } from '../../campaigns/find-campaign';
import { campaignDays } from './campaign-days';
import { creativeReviewCounts } from './creative-review-counts';
import { totalsView } from './delivery-figures';
import { campaignEventFigures } from './event-figures';
import { bidderReasons, strategyRows } from './strategy-rows';
import { todayPacing } from './today-pacing';
import { unpostedSpend } from './unposted-spend';
import { channelSetupOf } from '../../channels/lifecycle/channel-setup';
import { platformDeliveryReads } from './platform-delivery';

/**
 * GET campaigns/:id/delivery: the campaign's delivery so far (event store: the bidder's events, or
 * for a channel campaign the platform's statistics) and per day, its
 * reservation (ledger, with the delivered spend not yet posted to it), today's pacing and each strategy with why it is not delivering. Another company's
 * campaign is NOT_FOUND.
 */
export async function getCampaignDelivery({
  deps,
  actor,
  campaignId,
}: {
  deps: Deps;
  actor: Actor;
  campaignId: string;
}): Promise<CampaignDelivery> {
  const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id: campaignId });
  const now = deps.now();
  // A channel campaign delivers on its platform: its figures are the platform's statistics.
  const reads = (await platformDeliveryReads({ events: deps.events, campaign, now })) ?? deps.events;
  const [tree, reservation, creatives, figures, days, unposted, channel] = await Promise.all([
    loadCampaignTree({ db: deps.db, campaign }),
    campaignReservation({ db: deps.db, campaign }),
    creativeReviewCounts({ db: deps.db, campaignId }),
    campaignEventFigures({ events: reads, campaignId, now }),
    campaignDays({ events: reads, campaign, now }),
    unpostedSpend({ db: deps.db, events: deps.events, campaignId, now }),
    channelSetupOf({ deps, db: deps.db, campaign }),
  ]);
  const noBids = await bidderReasons({
    diagnostics: deps.deliveryDiagnostics,
    strategyIds: tree.strategies.map((s) => s.id),
    logger: deps.logger,
  });
  return {
    campaign_id: campaign.id,
    currency: campaign.currency,
    status: campaign.status,
    live: deps.events !== undefined,
    totals: totalsView(figures.campaign),
    reservation: reservation && {
      reserved: reservation.amount.toString(),
      spent: reservation.posted.toString(),
      unposted: unposted.toString(),
      remaining: reservation.remaining.toString(),
    },
    pacing: todayPacing({
      now,
      hourly: figures.hourly,
      totalSpendMicros: figures.campaign?.spendMicros ?? 0n,
      dailyBudget: campaign.dailyBudget,
      budget: campaign.budget,
      endDate: campaign.endDate,
      window: deliveryWindow({
        today: saoPauloDateOf(now),
        campaign,
        approvedCreatives: creatives.approved,
      }),
      startsOn: deliveryStartDate([campaign]),
    }),
    days,
    strategies: strategyRows({ tree, reservation, creatives, figures, noBids, now, channel }),
    generated_at: now.toISOString(),
  };
}
