import type { CalendarDate } from '../calendar/calendar-date';
import type { CampaignStatus, CampaignType } from '../campaigns/enumerations';
import { isBiddable } from './biddable';
import type { NoBidReason } from './contracts';

/**
 * Why a strategy is not delivering, as the pages say it: its setup read from the database
 * (dates, statuses, review, creatives, budget) and what the bidders report (no-bid reasons).
 */
export const notDeliveringReasons = [
  'channel_not_live',
  'channel_creating',
  'channel_refused',
  'channel_paused',
  'not_published',
  'pending_review',
  'rejected',
  'paused',
  'not_started',
  'finished',
  'creative_pending',
  'creative_rejected',
  'budget_used_up',
  'daily_budget',
  'no_lease',
  'pacing',
  'frequency_cap',
  'no_matching_traffic',
  'floor_above_bid',
  'blocked',
  'no_recent_delivery',
] as const;
export type NotDeliveringReason = (typeof notDeliveringReasons)[number];

export interface StrategySetup {
  /** Today in São Paulo. */
  today: CalendarDate;
  campaign: { type: CampaignType; status: CampaignStatus; startDate: string | null; endDate: string | null };
  group: { status: CampaignStatus; startDate: string | null; endDate: string | null };
  strategy: { status: CampaignStatus };
  /** The campaign's creatives by review status. */
  creatives: { approved: number; pending: number; rejected: number };
  /** What the campaign's reservation still holds (minor units); null before publishing. */
  reservationRemaining: bigint | null;
  /** The strategy's budget (minor units, null = none) and its spend so far (micros). */
  strategyBudget: bigint | null;
  strategySpendMicros: bigint;
  /**
   * Channel campaigns (SEARCH, YOUTUBE, META_ADS, AUDIO, MANUAL; issue 27): whether the type's
   * platform has a live connector in this mode, and the state of the campaign on the platform
   * (channel_campaigns.status; null before it was pushed). Absent for Verba's own bidder.
   */
  channel?: {
    deliverable: boolean;
    status: 'creating' | 'paused' | 'active' | 'failed' | 'removed' | null;
  };
}

/** Why a channel campaign is not delivering on its platform, from Verba's and the platform's states. */
function channelReasons(s: StrategySetup): NotDeliveringReason[] {
  if (isBiddable(s.campaign.type)) return [];
  const channel = s.channel ?? { deliverable: false, status: null };
  if (!channel.deliverable) return ['channel_not_live'];
  if (channel.status === 'failed') return ['channel_refused'];
  // Before approval the campaign's own status says it (pending_review); after, the platform's.
  if (s.campaign.status !== 'active') return [];
  if (channel.status === null || channel.status === 'creating') return ['channel_creating'];
  if (channel.status === 'paused') return ['channel_paused'];
  return [];
}

const microsPerMinor = 10_000n;

/** The reasons a strategy cannot bid now, from its setup alone; empty when it may bid. */
export function setupReasons(s: StrategySetup): NotDeliveringReason[] {
  // SEARCH, YOUTUBE, META_ADS, AUDIO (Spotify) and MANUAL run on their platforms' own APIs, not
  // on the OpenRTB bidder: their platform's state comes first.
  const reasons: NotDeliveringReason[] = channelReasons(s);
  const status = s.campaign.status;
  if (status === 'draft') reasons.push('not_published');
  else if (status === 'pending') reasons.push('pending_review');
  else if (status === 'failed' || status === 'error') reasons.push('rejected');

  const ended = [s.campaign.endDate, s.group.endDate].some((end) => end !== null && end < s.today);
  if (status === 'finished' || ended) reasons.push('finished');
  else if ([s.campaign.startDate, s.group.startDate].some((start) => start !== null && start > s.today))
    reasons.push('not_started');

  const off = (st: CampaignStatus) => st === 'paused' || st === 'inactive';
  if (off(status) || off(s.group.status) || off(s.strategy.status)) reasons.push('paused');

  if (s.creatives.approved === 0)
    reasons.push(s.creatives.pending > 0 ? 'creative_pending' : 'creative_rejected');

  const strategySpent =
    s.strategyBudget !== null && s.strategySpendMicros >= s.strategyBudget * microsPerMinor;
  if ((s.reservationRemaining !== null && s.reservationRemaining <= 0n) || strategySpent)
    reasons.push('budget_used_up');
  return reasons;
}

/** What a bidder's no-bid reason means on the pages; null for reasons about the request, not the strategy. */
const bidderReasonOf: Partial<Record<NoBidReason, NotDeliveringReason>> = {
  pacing: 'pacing',
  frequency_cap: 'frequency_cap',
  targeting: 'no_matching_traffic',
  no_matching_strategy: 'no_matching_traffic',
  format: 'no_matching_traffic',
  floor_above_bid: 'floor_above_bid',
  daily_budget: 'daily_budget',
  campaign_budget: 'budget_used_up',
  no_lease: 'no_lease',
  creative_pending: 'creative_pending',
  blocked: 'blocked',
  blocked_category: 'blocked',
  blocked_app: 'blocked',
};

export interface DeliveryReason {
  code: NotDeliveringReason;
  source: 'setup' | 'bidder';
  /** How many times the bidders gave it lately (bidder reasons). */
  count: number | null;
}

/**
 * The reasons to show for a strategy: its setup reasons first; then, when it has not delivered
 * lately, the bidders' reasons by how often they were given (at most `limit`), or
 * `no_recent_delivery` when nobody knows why.
 */
export function mergeReasons({
  setup,
  bidder,
  deliveredLately,
  limit = 3,
}: {
  setup: readonly NotDeliveringReason[];
  bidder: Partial<Record<NoBidReason, number>> | undefined;
  deliveredLately: boolean;
  limit?: number;
}): DeliveryReason[] {
  const reasons: DeliveryReason[] = setup.map((code) => ({ code, source: 'setup', count: null }));
  if (deliveredLately || setup.length > 0) return reasons;
  const counts = new Map<NotDeliveringReason, number>();
  for (const [reason, count] of Object.entries(bidder ?? {}) as [NoBidReason, number][]) {
    const code = bidderReasonOf[reason];
    if (code && count > 0) counts.set(code, (counts.get(code) ?? 0) + count);
  }
  const live = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([code, count]): DeliveryReason => ({ code, source: 'bidder', count }));
  return live.length > 0 ? live : [{ code: 'no_recent_delivery', source: 'setup', count: null }];
}
