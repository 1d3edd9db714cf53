import type { NoBidReason } from '@verba/domain/delivery/contracts';
import type { NotDeliveringReason } from '@verba/domain/delivery/not-delivering';
import type { DeliveryWindow } from '@verba/domain/delivery/delivery-window';

/** Message keys of each not-delivering reason: its short label (the badge) and what to do (the tooltip). */
export const notDeliveringKeys: Record<NotDeliveringReason, { short: string; hint: string }> = {
  channel_not_live: {
    short: 'delivery:reasons.channel_not_live.short',
    hint: 'delivery:reasons.channel_not_live.hint',
  },
  channel_creating: {
    short: 'delivery:reasons.channel_creating.short',
    hint: 'delivery:reasons.channel_creating.hint',
  },
  channel_refused: {
    short: 'delivery:reasons.channel_refused.short',
    hint: 'delivery:reasons.channel_refused.hint',
  },
  channel_paused: {
    short: 'delivery:reasons.channel_paused.short',
    hint: 'delivery:reasons.channel_paused.hint',
  },
  not_published: {
    short: 'delivery:reasons.not_published.short',
    hint: 'delivery:reasons.not_published.hint',
  },
  pending_review: {
    short: 'delivery:reasons.pending_review.short',
    hint: 'delivery:reasons.pending_review.hint',
  },
  rejected: { short: 'delivery:reasons.rejected.short', hint: 'delivery:reasons.rejected.hint' },
  paused: { short: 'delivery:reasons.paused.short', hint: 'delivery:reasons.paused.hint' },
  not_started: { short: 'delivery:reasons.not_started.short', hint: 'delivery:reasons.not_started.hint' },
  finished: { short: 'delivery:reasons.finished.short', hint: 'delivery:reasons.finished.hint' },
  creative_pending: {
    short: 'delivery:reasons.creative_pending.short',
    hint: 'delivery:reasons.creative_pending.hint',
  },
  creative_rejected: {
    short: 'delivery:reasons.creative_rejected.short',
    hint: 'delivery:reasons.creative_rejected.hint',
  },
  budget_used_up: {
    short: 'delivery:reasons.budget_used_up.short',
    hint: 'delivery:reasons.budget_used_up.hint',
  },
  daily_budget: { short: 'delivery:reasons.daily_budget.short', hint: 'delivery:reasons.daily_budget.hint' },
  no_lease: { short: 'delivery:reasons.no_lease.short', hint: 'delivery:reasons.no_lease.hint' },
  pacing: { short: 'delivery:reasons.pacing.short', hint: 'delivery:reasons.pacing.hint' },
  frequency_cap: {
    short: 'delivery:reasons.frequency_cap.short',
    hint: 'delivery:reasons.frequency_cap.hint',
  },
  no_matching_traffic: {
    short: 'delivery:reasons.no_matching_traffic.short',
    hint: 'delivery:reasons.no_matching_traffic.hint',
  },
  floor_above_bid: {
    short: 'delivery:reasons.floor_above_bid.short',
    hint: 'delivery:reasons.floor_above_bid.hint',
  },
  blocked: { short: 'delivery:reasons.blocked.short', hint: 'delivery:reasons.blocked.hint' },
  no_recent_delivery: {
    short: 'delivery:reasons.no_recent_delivery.short',
    hint: 'delivery:reasons.no_recent_delivery.hint',
  },
};

/** Message keys of the bidders' no-bid reasons (the staff page). */
export const noBidKeys: Record<NoBidReason, string> = {
  malformed: 'delivery:no_bid.malformed',
  unsupported: 'delivery:no_bid.unsupported',
  timeout: 'delivery:no_bid.timeout',
  no_matching_strategy: 'delivery:no_bid.no_matching_strategy',
  targeting: 'delivery:no_bid.targeting',
  format: 'delivery:no_bid.format',
  floor_above_bid: 'delivery:no_bid.floor_above_bid',
  frequency_cap: 'delivery:no_bid.frequency_cap',
  pacing: 'delivery:no_bid.pacing',
  daily_budget: 'delivery:no_bid.daily_budget',
  campaign_budget: 'delivery:no_bid.campaign_budget',
  no_lease: 'delivery:no_bid.no_lease',
  creative_pending: 'delivery:no_bid.creative_pending',
  blocked: 'delivery:no_bid.blocked',
  test: 'delivery:no_bid.test',
  blocked_category: 'delivery:no_bid.blocked_category',
  blocked_app: 'delivery:no_bid.blocked_app',
};

export const pacingStateKeys = {
  ahead: 'delivery:pacing.state.ahead',
  behind: 'delivery:pacing.state.behind',
  on_track: 'delivery:pacing.state.on_track',
} as const;

/** Why the pace is what it is, under the state's badge. */
export const pacingExplainKeys = {
  ahead: 'delivery:pacing.explain.ahead',
  behind: 'delivery:pacing.explain.behind',
} as const;

export const reservationKeys = {
  reserved: 'delivery:reservation.reserved',
  spent: 'delivery:reservation.spent',
  unposted: 'delivery:reservation.unposted',
  remaining: 'delivery:reservation.remaining',
} as const;

/** Why there is no pace today (pacing is shown only on delivering days). */
export const pacingIdleKeys: Record<Exclude<DeliveryWindow, 'delivering'>, string> = {
  draft: 'delivery:pacing.idle.draft',
  in_review: 'delivery:pacing.idle.in_review',
  rejected: 'delivery:pacing.idle.rejected',
  paused: 'delivery:pacing.idle.paused',
  not_started: 'delivery:pacing.idle.not_started',
  ended: 'delivery:pacing.idle.ended',
  waiting_creatives: 'delivery:pacing.idle.waiting_creatives',
};
