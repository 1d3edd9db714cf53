import type { HistoryEntry } from './store';
import { seededUnit } from './policy';

/**
 * The sandbox's delivery simulation: pure and deterministic from the seed, the campaign's
 * history and the instant asked about, so figures need no storage and tests can assert them.
 *
 * - An ENABLED campaign with ENABLED ad groups and ads that the review APPROVED spends, per São
 *   Paulo day, its daily budget × a day factor in [0.75, 1.25] (≈ the budget on average; Google may
 *   spend up to 2× a daily budget on a day), spread over the hours by a São Paulo traffic curve,
 *   and only for the time everything was eligible (a pause stops accrual from its instant).
 * - The current hour accrues pro rata, so figures grow during the day.
 * - Cost is cumulative per day rounded to the cent, so a whole day adds up exactly; clicks,
 *   impressions, conversions, video views and quartiles derive from cost.
 * - Restatement: a day that ended less than 3 days ago is restated now and then (every 6 hours a
 *   25 % chance of ±2 %), then stays final.
 * - Over-delivery knob: the campaign spends exactly 2× its daily budget (no restatement).
 * - Past days (`ranSince`, the `ranSince` knob): a campaign the sandbox is told ran since an earlier
 *   day than its creation is reported as having run since that day (it stands in for an account that
 *   ran it before; docs/channels-google-ads.md "Past days"): once an ad is approved and campaign,
 *   group and ad first go ENABLED together, the time from `ranSince` to the ad's approval counts as
 *   eligible for that ad, at the budget of that first go-live, with the usual day factor, hour curve
 *   and restatements. Nothing while it never went live (paused, under review, disapproved).
 * São Paulo has had no daylight saving time since 2019: UTC−3 throughout.
 */
export const saoPauloOffsetMs = -3 * 3600_000;
const hourMs = 3600_000;
const dayMs = 24 * hourMs;

/** Share of a day's traffic by São Paulo hour (sums to 1). */
const hourCurveRaw = [
  0.6, 0.35, 0.25, 0.2, 0.2, 0.35, 0.9, 2.2, 3.8, 4.9, 5.4, 5.8, 6.3, 6.1, 5.6, 5.4, 5.3, 5.4, 5.9, 6.7, 7.2,
  6.8, 5.2, 2.9,
];
const curveTotal = hourCurveRaw.reduce((a, b) => a + b, 0);
export const hourCurve = hourCurveRaw.map((w) => w / curveTotal);

export interface SimAd {
  id: string;
  history: HistoryEntry[];
  /** When the review approved it (null: under review or disapproved: no delivery). */
  approvedAt: Date | null;
}

export interface SimGroup {
  id: string;
  history: HistoryEntry[];
  ads: SimAd[];
}

export interface SimCampaign {
  id: string;
  channel: 'SEARCH' | 'DEMAND_GEN';
  history: HistoryEntry[];
  budgetHistory: HistoryEntry[];
  /** Instants (SP start/end of serving), null end: no end. */
  startsAt: Date;
  /** The São Paulo day start it is reported as running since, when before its creation day. */
  ranSince?: Date | null;
  endsAt: Date | null;
  /** The campaign's reference CPC (max CPC bid, bid ceiling, target CPC), micros. */
  cpcMicros: number;
  overDeliver: boolean;
  groups: SimGroup[];
}

export interface SimRow {
  date: string;
  hour: number;
  adGroupId: string;
  adId: string;
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
  conversionsValue: number;
  videoViews: number;
  quartiles: [number, number, number, number];
  /** A past day's row (before the ad's approval): the instant whose keywords it is split over. */
  keywordsAt?: number;
}

/** `YYYY-MM-DD` of an instant in São Paulo. */
export function saoPauloDate(at: Date): string {
  return new Date(at.getTime() + saoPauloOffsetMs).toISOString().slice(0, 10);
}

/** The instant a São Paulo day starts. */
export function saoPauloDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - saoPauloOffsetMs);
}

/** `yyyy-MM-dd HH:mm:ss` in São Paulo → instant. */
export function saoPauloDateTime(text: string): Date {
  return new Date(Date.parse(`${text.replace(' ', 'T')}Z`) - saoPauloOffsetMs);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

function statusAt(history: HistoryEntry[], t: number): string | null {
  let status: string | null = null;
  for (const e of history) {
    if (Date.parse(e.at) > t) break;
    if (e.status !== undefined) status = e.status;
  }
  return status;
}

function amountAt(history: HistoryEntry[], t: number): number {
  let amount = 0;
  let first: number | null = null;
  for (const e of history) {
    if (e.amountMicros === undefined) continue;
    if (first === null) first = Number(e.amountMicros);
    if (Date.parse(e.at) > t) break;
    amount = Number(e.amountMicros);
  }
  return amount || first || 0;
}

/** Milliseconds of [a, b) during which campaign, group and ad were ENABLED, the ad approved, in dates. */
function eligibleMs(c: SimCampaign, g: SimGroup, ad: SimAd, a: number, b: number): number {
  const lo = Math.max(a, c.startsAt.getTime(), ad.approvedAt ? ad.approvedAt.getTime() : Infinity);
  const hi = Math.min(b, c.endsAt ? c.endsAt.getTime() : Infinity);
  if (!(hi > lo)) return 0;
  const cuts = new Set<number>([lo, hi]);
  for (const h of [c.history, g.history, ad.history])
    for (const e of h) {
      const t = Date.parse(e.at);
      if (t > lo && t < hi) cuts.add(t);
    }
  const points = [...cuts].sort((x, y) => x - y);
  let total = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    if (
      statusAt(c.history, from) === 'ENABLED' &&
      statusAt(g.history, from) === 'ENABLED' &&
      statusAt(ad.history, from) === 'ENABLED'
    )
      total += to - from;
  }
  return total;
}

/** The first instant from `from` to `now` when campaign, group and ad are all ENABLED, or null. */
function firstLive(c: SimCampaign, g: SimGroup, ad: SimAd, from: number, now: number): number | null {
  const instants = [
    from,
    ...[c.history, g.history, ad.history].flatMap((h) => h.map((e) => Date.parse(e.at))),
  ]
    .filter((t) => t >= from && t <= now)
    .sort((x, y) => x - y);
  for (const t of instants)
    if (
      statusAt(c.history, t) === 'ENABLED' &&
      statusAt(g.history, t) === 'ENABLED' &&
      statusAt(ad.history, t) === 'ENABLED'
    )
      return t;
  return null;
}

/** Milliseconds of [a, b) counted as a past day's eligible time of an ad that went live (see top). */
function pastMs(c: SimCampaign, ad: SimAd, liveFrom: number | null, a: number, b: number): number {
  if (!c.ranSince || liveFrom === null || !ad.approvedAt) return 0;
  const lo = Math.max(a, c.ranSince.getTime());
  const hi = Math.min(b, ad.approvedAt.getTime(), c.endsAt ? c.endsAt.getTime() : Infinity);
  return Math.max(0, hi - lo);
}

/** The restatement factor of a day's figures as known at `now`. */
export function restatementFactor(seed: number, campaignId: string, date: string, now: Date): number {
  const end = saoPauloDayStart(addDays(date, 1)).getTime();
  if (now.getTime() <= end) return 1;
  const epochs = Math.min(11, Math.floor((now.getTime() - end) / (6 * hourMs)));
  let factor = 1;
  for (let k = 0; k <= epochs; k++) {
    if (seededUnit(seed, 'restate?', campaignId, date, k) < 0.25)
      factor *= 1 + (seededUnit(seed, 'restate', campaignId, date, k) - 0.5) * 0.04;
  }
  return factor;
}

const cents = (micros: number) => Math.round(micros / 10_000) * 10_000;

/** Hourly rows per ad over São Paulo days [from, to], as known at `now`. */
export function simulateCampaign(input: {
  campaign: SimCampaign;
  from: string;
  to: string;
  now: Date;
  seed: number;
  restatement: boolean;
}): SimRow[] {
  const { campaign: c, now, seed } = input;
  const rows: SimRow[] = [];
  const pairs = c.groups.flatMap((g) =>
    g.ads.map((ad) => ({
      g,
      ad,
      weight: 0.5 + seededUnit(seed, 'adweight', ad.id),
      liveFrom:
        c.ranSince && ad.approvedAt
          ? firstLive(c, g, ad, Math.max(ad.approvedAt.getTime(), c.startsAt.getTime()), now.getTime())
          : null,
    })),
  );
  if (pairs.length === 0) return rows;
  // The campaign's first go-live: the budget its past days are reported at.
  const lives = pairs.map((p) => p.liveFrom).filter((t): t is number => t !== null);
  const wentLive = lives.length ? Math.min(...lives) : null;
  const servesFrom = Math.min(
    c.startsAt.getTime(),
    wentLive !== null && c.ranSince ? c.ranSince.getTime() : Infinity,
  );
  const today = saoPauloDate(now);
  const last = input.to < today ? input.to : today;
  for (let date = input.from; date <= last; date = addDays(date, 1)) {
    const dayStart = saoPauloDayStart(date).getTime();
    if (dayStart + dayMs <= servesFrom) continue;
    const dayFactor = c.overDeliver ? 2 : 0.75 + 0.5 * seededUnit(seed, 'day', c.id, date);
    const restate = c.overDeliver || !input.restatement ? 1 : restatementFactor(seed, c.id, date, now);
    let cumulativeTarget = 0;
    let cumulativeCost = 0;
    for (let hour = 0; hour < 24; hour++) {
      const a = dayStart + hour * hourMs;
      if (a >= now.getTime()) break;
      const b = Math.min(a + hourMs, now.getTime());
      const eligible = pairs
        .map((p) => {
          const past = pastMs(c, p.ad, p.liveFrom, a, b);
          return { ...p, past, ms: eligibleMs(c, p.g, p.ad, a, b) + past };
        })
        .filter((p) => p.ms > 0);
      // The campaign serves while any of its ads may: one approved ad can spend the whole budget.
      const activeShare = eligible.length === 0 ? 0 : Math.max(...eligible.map((p) => p.ms)) / hourMs;
      const budget =
        wentLive !== null && a < wentLive && eligible.some((p) => p.past > 0)
          ? amountAt(c.budgetHistory, wentLive)
          : amountAt(c.budgetHistory, a);
      cumulativeTarget += budget * dayFactor * hourCurve[hour]! * activeShare;
      const hourCost = cents(cumulativeTarget * restate) - cumulativeCost;
      if (hourCost <= 0 || eligible.length === 0) continue;
      cumulativeCost += hourCost;
      // Split the hour's cost among the eligible ads, in cents, largest remainder first.
      const shares = eligible.map(
        (p) => (p.weight * p.ms) / eligible.reduce((s, q) => s + q.weight * q.ms, 0),
      );
      const hourCents = hourCost / 10_000;
      const split = shares.map((s) => Math.floor(s * hourCents));
      let left = hourCents - split.reduce((s, x) => s + x, 0);
      const order = shares
        .map((s, i) => ({ i, r: s * hourCents - Math.floor(s * hourCents) }))
        .sort((x, y) => y.r - x.r);
      for (const o of order) {
        if (left <= 0) break;
        split[o.i]! += 1;
        left -= 1;
      }
      eligible.forEach((p, i) => {
        const costMicros = split[i]! * 10_000;
        if (costMicros <= 0) return;
        const u = (what: string) => seededUnit(seed, what, p.ad.id, date, hour);
        const cpc = c.cpcMicros * (0.55 + 0.3 * u('cpc'));
        const clicks = Math.max(1, Math.round(costMicros / cpc));
        const ctr = c.channel === 'SEARCH' ? 0.03 + 0.04 * u('ctr') : 0.008 + 0.007 * u('ctr');
        const impressions = Math.max(clicks, Math.round(clicks / ctr));
        const conversions = Math.round(clicks * (0.02 + 0.04 * u('cvr')) * 100) / 100;
        const conversionsValue = Math.round(conversions * (60 + 60 * u('value')) * 100) / 100;
        let videoViews = 0;
        let quartiles: [number, number, number, number] = [0, 0, 0, 0];
        if (c.channel === 'DEMAND_GEN') {
          videoViews = Math.round(impressions * (0.25 + 0.1 * u('views')));
          const q25 = Math.round(impressions * (0.55 + 0.15 * u('q25')));
          const q50 = Math.round(q25 * 0.75);
          const q75 = Math.round(q50 * 0.8);
          quartiles = [q25, q50, q75, Math.round(q75 * 0.8)];
        }
        rows.push({
          date,
          hour,
          adGroupId: p.g.id,
          adId: p.ad.id,
          impressions,
          clicks,
          costMicros,
          conversions,
          conversionsValue,
          videoViews,
          quartiles,
          ...(wentLive !== null && p.ad.approvedAt && b <= p.ad.approvedAt.getTime()
            ? { keywordsAt: wentLive }
            : {}),
        });
      });
    }
  }
  return rows;
}
