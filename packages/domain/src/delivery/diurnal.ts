import { priorHourlyShape } from './pacing/traffic-shape';

/**
 * The pages' view of the pacer's prior traffic shape (pacing/traffic-shape.ts): each São Paulo
 * hour's share of a day's traffic. Today's pacing target is daily budget × cumulative share.
 */
function checkHour(hour: number) {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour ${hour} is not 0–23`);
}

/** The share (0–1) of a day's traffic in São Paulo hour `hour` (0–23). */
export function diurnalShare(hour: number): number {
  checkHour(hour);
  return priorHourlyShape[hour]!;
}

/** The share (0–1) of a day's traffic before the end of hour `hour` (hour 23 → 1). */
export function cumulativeDiurnalShare(hour: number): number {
  checkHour(hour);
  if (hour === 23) return 1;
  let sum = 0;
  for (let h = 0; h <= hour; h++) sum += priorHourlyShape[h]!;
  return sum;
}
