import type { CalendarDate } from '../calendar/calendar-date';
import type { CampaignStatus } from '../campaigns/enumerations';

/**
 * Whether a campaign (or one of its strategies) can deliver today, and if not, what it waits for.
 * Pacing is shown only on delivering days, and the home counts only campaigns that can deliver
 * now (issue 26): a campaign in review that starts next week is not "behind target".
 */
export const deliveryWindows = [
  'delivering',
  'draft',
  'in_review',
  'rejected',
  'paused',
  'not_started',
  'ended',
  'waiting_creatives',
] as const;
export type DeliveryWindow = (typeof deliveryWindows)[number];

interface Level {
  status: CampaignStatus;
  startDate: string | null;
  endDate: string | null;
}

/**
 * The campaign's state decides first (draft, in review, rejected, ended, paused), then the dates
 * of the campaign and of the group when given, then the strategy's own status, then whether any
 * of its creatives is approved yet.
 */
export function deliveryWindow({
  today,
  campaign,
  group,
  strategyStatus,
  approvedCreatives,
}: {
  today: CalendarDate;
  campaign: Level;
  group?: Level | undefined;
  strategyStatus?: CampaignStatus | undefined;
  approvedCreatives: number;
}): DeliveryWindow {
  const levels = group ? [campaign, group] : [campaign];
  const status = campaign.status;
  if (status === 'draft') return 'draft';
  if (status === 'pending') return 'in_review';
  if (status === 'failed' || status === 'error') return 'rejected';
  if (status === 'finished' || levels.some((l) => l.endDate !== null && l.endDate < today)) return 'ended';
  const off = (s: CampaignStatus | undefined) => s === 'paused' || s === 'inactive';
  if (off(status) || off(group?.status) || off(strategyStatus)) return 'paused';
  if (levels.some((l) => l.startDate !== null && l.startDate > today)) return 'not_started';
  if (approvedCreatives === 0) return 'waiting_creatives';
  return 'delivering';
}

/** The first day it may deliver: the latest start date of the levels given (null when none is set). */
export function deliveryStartDate(levels: readonly { startDate: string | null }[]): string | null {
  let start: string | null = null;
  for (const l of levels)
    if (l.startDate !== null && (start === null || l.startDate > start)) start = l.startDate;
  return start;
}
