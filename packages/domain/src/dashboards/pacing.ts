/**
 * A campaign's pacing for the advertiser overview (issue 29): what it has spent against what an
 * even spend of its budget over its days would have spent by today (São Paulo days, both ends
 * included). Within ±20 % is on track. Money in minor units (centavos) as bigint-safe strings.
 */
export type PacingState = 'on_track' | 'behind' | 'ahead' | 'not_started' | 'no_schedule';

export interface CampaignPacing {
  state: PacingState;
  /** Spent ÷ expected by today (null when nothing is expected yet). */
  ratio: number | null;
  /** What an even spend would have spent by today, minor units. */
  expected: string | null;
}

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

export const pacingTolerance = 0.2;

export function campaignPacing({
  budget,
  spent,
  startDate,
  endDate,
  today,
}: {
  budget: string | null;
  spent: string;
  startDate: string | null;
  endDate: string | null;
  today: string;
}): CampaignPacing {
  if (!budget || !startDate || !endDate) return { state: 'no_schedule', ratio: null, expected: null };
  if (today < startDate) return { state: 'not_started', ratio: null, expected: '0' };
  const total = daysBetween(startDate, endDate) + 1;
  const elapsed = Math.min(total, daysBetween(startDate, today) + 1);
  const expected = (BigInt(budget) * BigInt(elapsed)) / BigInt(Math.max(1, total));
  if (expected <= 0n) return { state: 'on_track', ratio: null, expected: '0' };
  const ratio = Number(BigInt(spent)) / Number(expected);
  const state = ratio < 1 - pacingTolerance ? 'behind' : ratio > 1 + pacingTolerance ? 'ahead' : 'on_track';
  return { state, ratio, expected: expected.toString() };
}
