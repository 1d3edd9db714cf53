import { z } from '../zod';
import { campaignStatuses, campaignTypes } from '../campaigns/enumerations';
import { currencies } from '../formats';
import { noBidReasons } from './contracts';
import { notDeliveringReasons } from './not-delivering';
import { deliveryWindows } from './delivery-window';
import { homeAttentionItemSchema } from '../home/home-attention';
import { dateRangeInOrder, dateRangeOrderMessage, dateRangeQuerySchema } from '../schemas/common';

/**
 * What the delivery pages read (issue 12): totals from the event store, the reservation from the
 * ledger, today's pacing, and why a strategy is not delivering. Money in minor units as integer
 * strings, like the rest of the API; `spend_micros` keeps the event store's precision.
 */

/* eslint-disable no-restricted-syntax -- answers the server writes, not input */
const money = z.string().regex(/^-?\d+$/);
const count = z.number().int().nonnegative();

const currencyAmount = z.object({ currency: z.enum(currencies), amount: money });

/** One São Paulo day of delivery (the daily charts of the home and of a campaign). */
export const deliveryDaySchema = z.object({
  /** A São Paulo day. */
  date: z.string(),
  impressions: count,
  clicks: count,
  conversions: count,
  /** Per currency, only those with spend that day. */
  spend: z.array(currencyAmount),
});
export type DeliveryDay = z.output<typeof deliveryDaySchema>;

export const deliveryTotalsViewSchema = z.object({
  impressions: count,
  clicks: count,
  /** Clicks / impressions (0–1); null without impressions. */
  ctr: z.number().nullable(),
  conversions: count,
  spend: money,
  spend_micros: money,
});
export type DeliveryTotalsView = z.output<typeof deliveryTotalsViewSchema>;

export const deliveryReasonViewSchema = z.object({
  code: z.enum(notDeliveringReasons),
  source: z.enum(['setup', 'bidder']),
  count: z.number().int().nullable(),
});

export const pacingHourSchema = z.object({
  /** São Paulo hour of the day (0–23). */
  hour: z.number().int().min(0).max(23),
  /** Spend in this hour; null for hours still to come. */
  spent: money.nullable(),
  /** Spend from midnight to the end of this hour; null for hours still to come. */
  cumulative_spent: money.nullable(),
  /** Daily budget × the traffic share up to the end of this hour; null without a daily budget. */
  cumulative_target: money.nullable(),
});

export const todayPacingSchema = z.object({
  /** Today in São Paulo. */
  date: z.string(),
  /** Whether it can deliver today; any other value means no target (nothing is ahead or behind). */
  window: z.enum(deliveryWindows),
  /** The first day it may deliver (the latest start of campaign and group), null when none is set. */
  starts_on: z.string().nullable(),
  /** The campaign's daily budget, or its remaining budget spread over its remaining days; null when open-ended without one. */
  daily_budget: money.nullable(),
  daily_budget_source: z.enum(['campaign', 'spread', 'none']),
  spent_today: money,
  /** Where spend should be by now; null without a daily budget or on a day it does not deliver. */
  target_now: money.nullable(),
  hours: z.array(pacingHourSchema),
});
export type TodayPacing = z.output<typeof todayPacingSchema>;

export const deliveryReservationViewSchema = z.object({
  reserved: money,
  /** Posted to the ledger. */
  spent: money,
  /** Delivered (billed in the event store) but not posted yet: the spend poster runs once the exchange's notice window closes. */
  unposted: money,
  remaining: money,
});

export const strategyDeliveryRowSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  group_id: z.string(),
  group_name: z.string().nullable(),
  status: z.enum(campaignStatuses),
  budget: money.nullable(),
  totals: deliveryTotalsViewSchema,
  /** Empty while it delivers. */
  reasons: z.array(deliveryReasonViewSchema),
});
export type StrategyDeliveryRow = z.output<typeof strategyDeliveryRowSchema>;

export const campaignDeliverySchema = z.object({
  campaign_id: z.string(),
  currency: z.enum(currencies),
  status: z.enum(campaignStatuses),
  /** False where no event store is attached (figures are zero). */
  live: z.boolean(),
  totals: deliveryTotalsViewSchema,
  reservation: deliveryReservationViewSchema.nullable(),
  pacing: todayPacingSchema,
  /** Each day from the campaign's start (at most the last 90) to today or its end; empty before it starts. */
  days: z.array(deliveryDaySchema),
  strategies: z.array(strategyDeliveryRowSchema),
  generated_at: z.string(),
});
export type CampaignDelivery = z.output<typeof campaignDeliverySchema>;

export const strategyDeliverySchema = z.object({
  campaign_id: z.string(),
  currency: z.enum(currencies),
  live: z.boolean(),
  strategy: strategyDeliveryRowSchema,
  pacing: todayPacingSchema,
  /** As the campaign's days, of this strategy. */
  days: z.array(deliveryDaySchema),
  generated_at: z.string(),
});
export type StrategyDelivery = z.output<typeof strategyDeliverySchema>;

export const staffDeliveryMinuteSchema = z.object({
  minute: z.string(),
  requests: count,
  bids: count,
  wins: count,
  impressions: count,
  timeouts: count,
  latency_p50_ms: z.number().nullable(),
  latency_p99_ms: z.number().nullable(),
  spend: money,
});
export type StaffDeliveryMinute = z.output<typeof staffDeliveryMinuteSchema>;

export const staffDeliverySchema = z.object({
  /** Start of the window (the last hour). */
  since: z.string(),
  live: z.boolean(),
  bidders: count,
  requests: count,
  /** Requests per second over the minutes with traffic. */
  requests_per_second: z.number(),
  /** Requests answered with a bid / requests; null without requests. */
  bid_rate: z.number().nullable(),
  /** Wins / bids; null without bids. */
  win_rate: z.number().nullable(),
  timeouts: count,
  latency_p50_ms: z.number().nullable(),
  latency_p99_ms: z.number().nullable(),
  /** Spend in the window (all currencies together, minor units) and per minute on average. */
  spend: money,
  spend_per_minute: money,
  no_bid_reasons: z.array(z.object({ reason: z.enum(noBidReasons), count })),
  minutes: z.array(staffDeliveryMinuteSchema),
});
export type StaffDelivery = z.output<typeof staffDeliverySchema>;

export const homeDeliveryCampaignSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  advertiser_id: z.string(),
  advertiser_name: z.string(),
  type: z.enum(campaignTypes),
  currency: z.enum(currencies),
  budget: money.nullable(),
  /** Over the window. */
  totals: deliveryTotalsViewSchema,
});

/** The home's summary of the company's active campaigns over the last 30 days (spec §2). */
export const homeDeliverySchema = z.object({
  /** First and last São Paulo day of the window; `to` is today. */
  from: z.string(),
  to: z.string(),
  /** False where no event store is attached (figures are zero). */
  live: z.boolean(),
  /** Campaigns that can deliver now: approved, started, not ended, with an approved creative. */
  active_campaigns: count,
  /** Published campaigns that cannot deliver yet, by what they wait for. */
  waiting: z.object({ not_started: count, in_review: count, waiting_creatives: count }),
  totals: deliveryTotalsViewSchema.omit({ spend: true, spend_micros: true }),
  /** Per currency, only those with spend. */
  spend: z.array(currencyAmount),
  /** Every day of the window, oldest first. */
  days: z.array(deliveryDaySchema),
  /** The active campaigns that spent most in the window (then by impressions), at most ten. */
  campaigns: z.array(homeDeliveryCampaignSchema),
  /** What needs attention (issue 29): not delivering, pacing off, low balance, rejected creatives. */
  attention: z.array(homeAttentionItemSchema),
});
export type HomeDelivery = z.output<typeof homeDeliverySchema>;

/** The dimensions a campaign's delivery breaks down by (rollups of the event store). */
export const breakdownDimensions = ['state', 'city', 'device', 'environment', 'site_or_app'] as const;
export type BreakdownDimension = (typeof breakdownDimensions)[number];

/* eslint-enable no-restricted-syntax */
/** `GET campaigns/:id/delivery/breakdown` query: a dimension, and the São Paulo days (all time when open). */
export const deliveryBreakdownQuerySchema = dateRangeQuerySchema
  .extend({ dimension: z.enum(breakdownDimensions) })
  .refine(dateRangeInOrder, dateRangeOrderMessage);
/* eslint-disable no-restricted-syntax -- answers the server writes, not input */

/** How many values a breakdown lists; the rest are counted in `others`. */
export const breakdownRowsShown = 50;

export const deliveryBreakdownSchema = z.object({
  dimension: z.enum(breakdownDimensions),
  currency: z.enum(currencies),
  rows: z.array(
    z.object({
      /** The rollup's value: UF, IBGE city code, device, environment, domain or app bundle; '' unknown. */
      value: z.string(),
      /** A state's or city's name ("São Paulo", "Campinas · SP"); null where the value is its own label. */
      label: z.string().nullable(),
      totals: deliveryTotalsViewSchema,
    }),
  ),
  /** Values with delivery left out of `rows` (those with fewer impressions). */
  others: count,
});
export type DeliveryBreakdown = z.output<typeof deliveryBreakdownSchema>;
