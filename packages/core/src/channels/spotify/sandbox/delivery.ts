import { createHash } from 'node:crypto';

/**
 * The Spotify sandbox's delivery simulation: pure and deterministic from the ad set's id, its
 * history and the instant asked about, so figures need no storage and tests can assert them.
 *
 * - An ad set delivers while its campaign is ACTIVE, its own `delivery` is ON, it is inside its
 *   start/end and at least one of its ads was APPROVED by the review (an ad set started on an
 *   earlier day than it was created also reports the days since its start: `backfillLiveFrom`). It then spends, per São Paulo
 *   day, its DAILY budget × a day factor in [0.80, 1.00] (Spotify paces evenly and the reference
 *   does not describe over-delivery of a daily budget: the sandbox never exceeds it), spread over
 *   the day by a traffic curve, only for the time everything was eligible (10-minute slots).
 * - Spend is rounded to the cent per day; impressions derive from the ad set's CPM bid, clicks,
 *   starts and completion quartiles from impressions.
 * - Restatement: a day that ended less than 48 hours ago is restated every 6 hours by up to ±2 %;
 *   afterwards it is final (factor 1).
 * São Paulo: UTC−3 throughout (no daylight saving time since 2019).
 */
export const saoPauloOffsetMs = -3 * 3600_000;
const hourMs = 3600_000;
const dayMs = 24 * hourMs;
const slotMs = 10 * 60_000;

const hourCurveRaw = [
  0.5, 0.3, 0.2, 0.2, 0.3, 0.8, 2.6, 4.8, 5.8, 5.4, 5.0, 5.0, 5.6, 5.4, 5.0, 5.0, 5.4, 6.4, 7.0, 6.6, 6.0,
  5.4, 4.0, 2.2,
];
const curveTotal = hourCurveRaw.reduce((a, b) => a + b, 0);
const hourCurve = hourCurveRaw.map((w) => w / curveTotal);

/** [0, 1) from a text, stable across processes. */
export function seededUnit(...parts: (string | number)[]): number {
  const digest = createHash('sha256').update(parts.join('|')).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** An on/off switch over time: entries sorted by `at` (ms); before the first, off. */
export interface Switch {
  at: number;
  on: boolean;
}

export interface BudgetChange {
  at: number;
  dailyMicros: number;
}

export interface SimAdSet {
  id: string;
  campaignHistory: Switch[];
  deliveryHistory: Switch[];
  budgetHistory: BudgetChange[];
  /** When the first ad of the ad set was approved (null: none yet). */
  approvedAt: number | null;
  startsAt: number;
  endsAt: number | null;
  /** CPM bid, micros. */
  cpmMicros: number;
}

export interface SimDay {
  /** São Paulo day, YYYY-MM-DD. */
  date: string;
  spendMicros: number;
  impressions: number;
  clicks: number;
  starts: number;
  firstQuartiles: number;
  midpoints: number;
  thirdQuartiles: number;
  completes: number;
}

const stateAt = (history: Switch[], t: number) => {
  let on = false;
  for (const entry of history) {
    if (entry.at > t) break;
    on = entry.on;
  }
  return on;
};

const budgetAt = (history: BudgetChange[], t: number) => {
  let micros = 0;
  for (const entry of history) {
    if (entry.at > t) break;
    micros = entry.dailyMicros;
  }
  return micros;
};

/** The instant a São Paulo day starts (ms). */
export const dayStartMs = (date: string) => Date.parse(`${date}T00:00:00Z`) - saoPauloOffsetMs;

export const saoPauloDateOf = (ms: number) => new Date(ms + saoPauloOffsetMs).toISOString().slice(0, 10);

/**
 * Past days: an ad set whose start is on an earlier São Paulo day than it was created (its first
 * history entry) is reported as having run since its start — the sandbox stands in for an account
 * that ran it before (docs/channels-spotify.md "Past days"). Once an ad is approved and the
 * campaign and ad set first deliver (the instant returned), the time from the start to the approval
 * counts as eligible at the budget of that instant. Null when this does not apply (yet).
 */
export function backfillLiveFrom(adSet: SimAdSet, nowMs: number): number | null {
  const createdAt = adSet.deliveryHistory[0]?.at;
  if (adSet.approvedAt === null || createdAt === undefined) return null;
  if (adSet.startsAt >= dayStartMs(saoPauloDateOf(createdAt))) return null;
  const instants = [
    adSet.approvedAt,
    ...adSet.campaignHistory.map((e) => e.at),
    ...adSet.deliveryHistory.map((e) => e.at),
  ]
    .filter((t) => t >= adSet.approvedAt! && t <= nowMs)
    .sort((a, b) => a - b);
  for (const t of instants)
    if (stateAt(adSet.campaignHistory, t) && stateAt(adSet.deliveryHistory, t)) return t;
  return null;
}

/** The ad set's delivery on one São Paulo day as the platform reports it at `nowMs`. */
export function simulateDay(adSet: SimAdSet, date: string, nowMs: number): SimDay {
  const start = dayStartMs(date);
  const end = Math.min(start + dayMs, nowMs);
  const factor = 0.8 + 0.2 * seededUnit(adSet.id, date, 'day');
  const live = backfillLiveFrom(adSet, nowMs);
  let spend = 0;
  for (let t = start; t < end; t += slotMs) {
    const mid = t + slotMs / 2;
    const backfilled =
      live !== null &&
      mid >= adSet.startsAt &&
      mid < adSet.approvedAt! &&
      (adSet.endsAt === null || mid < adSet.endsAt);
    const eligible =
      backfilled ||
      (adSet.approvedAt !== null &&
        mid >= adSet.approvedAt &&
        mid >= adSet.startsAt &&
        (adSet.endsAt === null || mid < adSet.endsAt) &&
        stateAt(adSet.campaignHistory, mid) &&
        stateAt(adSet.deliveryHistory, mid));
    if (!eligible) continue;
    const hour = Math.floor((t - start) / hourMs);
    const share = Math.min(slotMs, end - t) / hourMs;
    spend += budgetAt(adSet.budgetHistory, backfilled ? live : mid) * factor * hourCurve[hour]! * share;
  }
  const dayEnd = start + dayMs;
  if (nowMs >= dayEnd && nowMs < dayEnd + 48 * hourMs) {
    const epoch = Math.floor(nowMs / (6 * hourMs));
    spend *= 1 + (seededUnit(adSet.id, date, 'restate', epoch) - 0.5) * 0.04;
  }
  const spendMicros = Math.round(spend / 10_000) * 10_000;
  const impressions = adSet.cpmMicros > 0 ? Math.floor((spendMicros * 1000) / adSet.cpmMicros) : 0;
  const starts = Math.floor(impressions * 0.97);
  return {
    date,
    spendMicros,
    impressions,
    clicks: Math.floor(impressions * 0.0035),
    starts,
    firstQuartiles: Math.floor(starts * 0.93),
    midpoints: Math.floor(starts * 0.86),
    thirdQuartiles: Math.floor(starts * 0.8),
    completes: Math.floor(starts * 0.74),
  };
}
