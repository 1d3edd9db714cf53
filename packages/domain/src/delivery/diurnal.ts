/**
 * The shape of a day of Brazilian web and app traffic in São Paulo time: each hour's share of the
 * day's impressions (quiet at night, a morning ramp, a plateau through the afternoon, the evening
 * peak). The pages draw today's pacing target with it: daily budget × cumulative share.
 * Relative weights; only their proportions matter.
 */
const hourlyWeights = [
  2.2, 1.4, 0.9, 0.7, 0.6, 0.8, 1.6, 2.8, 3.8, 4.5, 4.9, 5.1, 5.3, 5.1, 5.0, 5.0, 5.1, 5.3, 5.6, 6.0, 6.3,
  6.1, 5.0, 3.4,
] as const;
const totalWeight = hourlyWeights.reduce((sum, w) => sum + w, 0);

/** The share (0–1) of a day's traffic in São Paulo hour `hour` (0–23). */
export function diurnalShare(hour: number): number {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour ${hour} is not 0–23`);
  return hourlyWeights[hour]! / totalWeight;
}

/** The share (0–1) of a day's traffic before the end of hour `hour` (hour 23 → 1). */
export function cumulativeDiurnalShare(hour: number): number {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour ${hour} is not 0–23`);
  if (hour === 23) return 1;
  let sum = 0;
  for (let h = 0; h <= hour; h++) sum += hourlyWeights[h]!;
  return sum / totalWeight;
}
