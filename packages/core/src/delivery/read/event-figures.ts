import { saoPauloDateOf, saoPauloStartOfDay } from '@verba/domain';
import type { DeliveryTotals } from '@verba/events';
import type { DeliveryReads } from './platform-delivery';

const hourMs = 3_600_000;

export interface CampaignEventFigures {
  campaign: DeliveryTotals | undefined;
  /** All time, per strategy. */
  strategies: ReadonlyMap<string, DeliveryTotals>;
  /**
   * Per strategy since the start of the previous clock hour (has it delivered lately?): the rollups
   * are hourly, so this covers at least the last 60 minutes, never just the minutes of this hour.
   */
  lastHour: ReadonlyMap<string, DeliveryTotals>;
  /** Today's hours (São Paulo) of the campaign, or of `strategyId` when given. */
  hourly: { hour: Date; totals: DeliveryTotals }[];
}

const startOfPreviousHour = (now: Date) => new Date((Math.floor(now.getTime() / hourMs) - 1) * hourMs);

/** What the event store knows of a campaign; all empty without one. */
export async function campaignEventFigures({
  events,
  campaignId,
  strategyId,
  now,
}: {
  events: DeliveryReads | undefined;
  campaignId: string;
  strategyId?: string;
  now: Date;
}): Promise<CampaignEventFigures> {
  if (!events) return { campaign: undefined, strategies: new Map(), lastHour: new Map(), hourly: [] };
  const dayStart = saoPauloStartOfDay(saoPauloDateOf(now));
  const [campaign, strategies, lastHour, hourly] = await Promise.all([
    events.campaignTotals({ campaignIds: [campaignId] }),
    events.strategyTotals({ campaignId }),
    events.strategyTotals({ campaignId, from: startOfPreviousHour(now), to: now }),
    events.hourly({
      campaignId,
      ...(strategyId !== undefined && { strategyId }),
      from: dayStart,
      to: new Date(dayStart.getTime() + 24 * hourMs),
    }),
  ]);
  return { campaign: campaign.get(campaignId), strategies, lastHour, hourly };
}
