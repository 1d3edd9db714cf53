import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { manualDeliveryDays } from '@verba/db';
import type { Deps } from '../../deps';
import type { ChannelConnector, PlatformCampaignRef, PlatformDayStats } from '../connector';

/** The account every MANUAL campaign lives in: Verba's own managed service. */
export const manualAccountId = 'verba';

/**
 * The connector of MANUAL (managed) campaigns (issue 27, docs/channels-manual.md). There is no
 * platform API: partners deliver what the platform team books with them, and the team records what
 * was delivered per day (manual_delivery_days). So creating is naming the campaign, review is
 * always approved (staff set it up), activate/pause/budget have nothing to tell a platform (the
 * lifecycle records the state in channel_campaigns and the team follows it), and `statistics` answers
 * the recorded days — which the channel sync posts to the ledger exactly as any platform's figures.
 */
export function createManualConnector(deps: Pick<Deps, 'db'>): ChannelConnector {
  const check = (ref: PlatformCampaignRef) => {
    if (ref.platform !== 'manual') throw new Error(`Not a manual campaign ref: ${ref.platform}`);
  };
  return {
    platform: 'manual',
    campaignTypes: ['MANUAL'],
    async createPaused({ plan }) {
      return { platform: 'manual', accountId: manualAccountId, campaignId: plan.campaignId, ids: {} };
    },
    async validate() {
      return { ok: true, problems: [] };
    },
    async activate({ ref }) {
      check(ref);
    },
    async pause({ ref }) {
      check(ref);
    },
    async setBudget({ ref }) {
      check(ref);
    },
    async reviewState({ ref }) {
      check(ref);
      return { status: 'approved', ads: [] };
    },
    async statistics({ ref, from, to }): Promise<PlatformDayStats[]> {
      check(ref);
      const rows = await deps.db
        .select()
        .from(manualDeliveryDays)
        .where(
          and(
            eq(manualDeliveryDays.campaignId, ref.campaignId),
            gte(manualDeliveryDays.day, from),
            lte(manualDeliveryDays.day, to),
          ),
        )
        .orderBy(asc(manualDeliveryDays.day), asc(manualDeliveryDays.strategyId));
      return rows.map((row) => ({
        date: row.day,
        hour: null,
        strategyId: row.strategyId,
        impressions: row.impressions,
        clicks: row.clicks,
        costMicros: row.costMicros,
        conversions: row.conversions,
        conversionValueMicros: 0n,
        videoViews: row.videoViews,
        videoQuartiles: [0, 0, 0, 0],
      }));
    },
  };
}
