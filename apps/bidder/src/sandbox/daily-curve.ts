/**
 * The shape of Brazilian web and app traffic over a day in São Paulo time: lowest around 4h, a
 * lunch peak at 12h and the evening prime time at 21h. Relative weights per hour (the sandbox's
 * own estimate), interpolated by minute and normalised so the mean over a day is 1.
 */
const hourly = [
  0.55, 0.35, 0.22, 0.15, 0.12, 0.16, 0.3, 0.55, 0.8, 0.95, 1.05, 1.2, 1.38, 1.22, 1.1, 1.05, 1.05, 1.1, 1.2,
  1.35, 1.5, 1.62, 1.3, 0.9,
];
const mean = hourly.reduce((a, b) => a + b, 0) / hourly.length;

/** Brazil has kept UTC−3 all year since 2019 (no daylight saving time). */
const saoPauloOffsetMinutes = -180;

/** Minutes since midnight in São Paulo for an instant. */
export function saoPauloMinuteOfDay(at: Date): number {
  const minutes = Math.floor(at.getTime() / 60_000) + saoPauloOffsetMinutes;
  return ((minutes % 1440) + 1440) % 1440;
}

/** The traffic multiplier at an instant (mean 1 over a São Paulo day). */
export function dailyTrafficFactor(at: Date): number {
  const minute = saoPauloMinuteOfDay(at);
  const hour = Math.floor(minute / 60);
  const t = (minute % 60) / 60;
  const value = hourly[hour]! * (1 - t) + hourly[(hour + 1) % 24]! * t;
  return value / mean;
}
