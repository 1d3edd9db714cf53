import {
  addCalendarDays,
  saoPauloDateOf,
  saoPauloStartOfDay,
  type CalendarDate,
  type Currency,
} from '@verba/domain';
import type { DeliveryDay } from '@verba/domain/delivery/views';
import type { DeliveryReads } from './platform-delivery';
import { deliveryDays } from './delivery-days';

/** How far back a campaign's daily chart goes. */
export const campaignDaysShown = 90;

const later = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);
const earlier = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);

/**
 * A campaign's delivery (or one strategy's, with `strategyId`) per São Paulo day, from the
 * campaign's start (at most the last 90 days) to today or its end, every day present; none before
 * it starts or without an event store.
 */
export async function campaignDays({
  events,
  campaign,
  strategyId,
  now,
}: {
  events: DeliveryReads | undefined;
  strategyId?: string;
  campaign: { id: string; currency: Currency; startDate: CalendarDate | null; endDate: CalendarDate | null };
  now: Date;
}): Promise<DeliveryDay[]> {
  if (!events || campaign.startDate === null) return [];
  const today = saoPauloDateOf(now);
  const from = later(campaign.startDate, addCalendarDays(today, 1 - campaignDaysShown));
  const to = campaign.endDate === null ? today : earlier(today, campaign.endDate);
  if (from > to) return [];
  const rows = await events.daily({
    campaignIds: [campaign.id],
    ...(strategyId !== undefined && { strategyId }),
    from: saoPauloStartOfDay(from),
    to: saoPauloStartOfDay(addCalendarDays(to, 1)),
  });
  return deliveryDays({ rows, from, to, currencyOf: new Map([[campaign.id, campaign.currency]]) });
}
