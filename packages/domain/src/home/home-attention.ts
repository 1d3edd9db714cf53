import { z } from '../zod';
import { addCalendarDays, type CalendarDate } from '../calendar/calendar-date';
import { currencies, type Currency } from '../formats';
import type { DeliveryWindow } from '../delivery/delivery-window';

/**
 * "What needs attention" on the home (spec §2, issue 29): the company's campaigns that can
 * deliver but did not in the last two days, those whose spend is far from where their budget and
 * dates put it, advertisers whose wallet is almost empty while they have published campaigns, and
 * creatives the review rejected. Pure: the use case reads the figures, this decides.
 */
export const homeAttentionKinds = [
  'not_delivering',
  'pacing_off',
  'low_balance',
  'rejected_creative',
] as const;
export type HomeAttentionKind = (typeof homeAttentionKinds)[number];

/** Spend below this share of where it should be is "behind"; above the upper one, "ahead". */
export const pacingBehindRatio = 0.7;
export const pacingAheadRatio = 1.3;
/** An advertiser wallet under R$ 50,00 (minor units) with published campaigns is low. */
export const lowBalanceMinor = 5_000n;
/** At most this many items per kind (the list links to the full screens). */
export const homeAttentionPerKind = 5;

/* eslint-disable no-restricted-syntax -- answers the server writes, not input */
const money = z.string().regex(/^-?\d+$/);


export const homeAttentionItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('not_delivering'),
    campaign_id: z.string(),
    campaign_name: z.string().nullable(),
    advertiser_name: z.string(),
    /** The first day it could deliver. */
    since: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('pacing_off'),
    campaign_id: z.string(),
    campaign_name: z.string().nullable(),
    advertiser_name: z.string(),
    direction: z.enum(['behind', 'ahead']),
    currency: z.enum(currencies),
    /** Spent through yesterday (minor units) and where the budget and dates put it. */
    spent: money,
    expected: money,
  }),
  z.object({
    kind: z.literal('low_balance'),
    advertiser_id: z.string(),
    advertiser_name: z.string(),
    currency: z.enum(currencies),
    balance: money,
  }),
  z.object({
    kind: z.literal('rejected_creative'),
    creative_id: z.string(),
    creative_name: z.string(),
    advertiser_id: z.string(),
    advertiser_name: z.string(),
    reason: z.string().nullable(),
  }),
]);
export type HomeAttentionItem = z.output<typeof homeAttentionItemSchema>;
/* eslint-enable no-restricted-syntax */

export interface AttentionCampaign {
  id: string;
  name: string | null;
  advertiserName: string;
  currency: Currency;
  window: DeliveryWindow;
  startDate: string | null;
  endDate: string | null;
  /** Total budget in minor units, null when none. */
  budget: bigint | null;
  /** Spend before today, minor units. */
  spentBeforeToday: bigint;
  /** Impressions yesterday and today. */
  recentImpressions: number;
}

export interface AttentionAdvertiser {
  id: string;
  name: string;
  currency: Currency;
  balance: bigint;
  publishedCampaigns: number;
}

export interface AttentionCreative {
  id: string;
  name: string;
  advertiserId: string;
  advertiserName: string;
  reason: string | null;
}

/** Whole days from `from` to `to` (`to` excluded); 0 when `to` is not after `from`. */
function daysBetween(from: CalendarDate, to: CalendarDate): number {
  let days = 0;
  for (let d = from; d < to && days < 3660; d = addCalendarDays(d, 1)) days++;
  return days;
}

/**
 * Where spend should be by the end of yesterday: the budget spread evenly over the flight's days
 * (start and end included); null when open-ended, without a budget or before a full day has passed.
 */
export function expectedSpendBeforeToday({
  today,
  startDate,
  endDate,
  budget,
}: {
  today: CalendarDate;
  startDate: string | null;
  endDate: string | null;
  budget: bigint | null;
}): bigint | null {
  if (budget === null || budget <= 0n || startDate === null || endDate === null) return null;
  const flight = daysBetween(startDate, addCalendarDays(endDate, 1));
  const elapsed = Math.min(daysBetween(startDate, today), flight);
  if (flight === 0 || elapsed === 0) return null;
  return (budget * BigInt(elapsed)) / BigInt(flight);
}

/** Decides the attention list, each kind in its own order, at most `homeAttentionPerKind` each. */
export function homeAttention({
  today,
  campaigns,
  advertisers,
  rejectedCreatives,
}: {
  today: CalendarDate;
  campaigns: readonly AttentionCampaign[];
  /** Null when the actor does not see balances (finance roles only). */
  advertisers: readonly AttentionAdvertiser[] | null;
  rejectedCreatives: readonly AttentionCreative[];
}): HomeAttentionItem[] {
  const yesterday = addCalendarDays(today, -1);
  const delivering = campaigns.filter((c) => c.window === 'delivering');
  const notDelivering: HomeAttentionItem[] = delivering
    // Started yesterday at the latest: a campaign that starts today has had no time yet.
    .filter((c) => (c.startDate === null || c.startDate <= yesterday) && c.recentImpressions === 0)
    // Silent longest first, then by name.
    .sort(
      (a, b) =>
        (a.startDate ?? '').localeCompare(b.startDate ?? '') || (a.name ?? '').localeCompare(b.name ?? ''),
    )
    .map((c) => ({
      kind: 'not_delivering',
      campaign_id: c.id,
      campaign_name: c.name,
      advertiser_name: c.advertiserName,
      since: c.startDate,
    }));
  const silent = new Set(notDelivering.map((i) => (i.kind === 'not_delivering' ? i.campaign_id : '')));

  const pacing: (HomeAttentionItem & { kind: 'pacing_off' })[] = [];
  for (const c of delivering) {
    if (silent.has(c.id)) continue;
    const expected = expectedSpendBeforeToday({ today, ...c });
    if (expected === null || expected <= 0n) continue;
    const ratio = Number(c.spentBeforeToday) / Number(expected);
    if (ratio >= pacingBehindRatio && ratio <= pacingAheadRatio) continue;
    pacing.push({
      kind: 'pacing_off',
      campaign_id: c.id,
      campaign_name: c.name,
      advertiser_name: c.advertiserName,
      direction: ratio < pacingBehindRatio ? 'behind' : 'ahead',
      currency: c.currency,
      spent: c.spentBeforeToday.toString(),
      expected: expected.toString(),
    });
  }
  // Farthest from target first.
  const distance = (i: { spent: string; expected: string }) =>
    Math.abs(Math.log(Math.max(Number(i.spent), 1) / Number(i.expected)));
  pacing.sort((a, b) => distance(b) - distance(a));

  const low: HomeAttentionItem[] = (advertisers ?? [])
    .filter((a) => a.publishedCampaigns > 0 && a.balance < lowBalanceMinor)
    .sort((a, b) => Number(a.balance - b.balance) || a.name.localeCompare(b.name))
    .map((a) => ({
      kind: 'low_balance',
      advertiser_id: a.id,
      advertiser_name: a.name,
      currency: a.currency,
      balance: a.balance.toString(),
    }));

  const rejected: HomeAttentionItem[] = rejectedCreatives.map((c) => ({
    kind: 'rejected_creative',
    creative_id: c.id,
    creative_name: c.name,
    advertiser_id: c.advertiserId,
    advertiser_name: c.advertiserName,
    reason: c.reason,
  }));

  return [notDelivering, pacing, low, rejected].flatMap((items) => items.slice(0, homeAttentionPerKind));
}
