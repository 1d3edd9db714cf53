const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** São Paulo has kept UTC−3 all year since 2019 (no daylight saving time); cheaper than Intl on the bid path. */
const saoPauloOffsetMs = -3 * hourMs;

/**
 * Prior share of a day's programmatic traffic per São Paulo hour (0–23): a night trough around
 * 04:00, a morning climb, a plateau through the working day and the evening peak around 21:00.
 */
export const priorHourlyShape: readonly number[] = normalise([
  1.6, 1.0, 0.7, 0.5, 0.45, 0.55, 1.1, 2.2, 3.4, 4.3, 4.8, 5.0, 5.2, 5.1, 5.0, 5.0, 5.1, 5.3, 5.6, 6.1, 6.6,
  6.8, 5.9, 3.5,
]);

/** Milliseconds since São Paulo midnight, and the São Paulo day number, of an instant. */
export function saoPauloDayTime(ms: number): { day: number; msOfDay: number } {
  const local = ms + saoPauloOffsetMs;
  const day = Math.floor(local / dayMs);
  return { day, msOfDay: local - day * dayMs };
}

/**
 * The diurnal shape of traffic in São Paulo: the prior until whole days have been observed, then
 * the prior blended with the observed days' hourly request counts (their weight grows with the
 * requests seen, up to `learnedWeight`).
 */
export class TrafficShape {
  private shares: number[];
  private readonly counts = new Map<number, number[]>();

  constructor(
    private readonly prior: readonly number[] = priorHourlyShape,
    private readonly options: { requestsForFullWeight?: number; learnedWeight?: number } = {},
  ) {
    this.shares = [...prior];
  }

  /** Counts `requests` seen at `ms`; the shape learns from a day once it is over. */
  observe(ms: number, requests = 1) {
    const { day, msOfDay } = saoPauloDayTime(ms);
    let hours = this.counts.get(day);
    if (!hours) {
      hours = new Array<number>(24).fill(0);
      this.counts.set(day, hours);
      this.relearn(day);
    }
    hours[Math.floor(msOfDay / hourMs)]! += requests;
  }

  /** Share of the day's traffic in São Paulo hour `hour`. */
  share(hour: number): number {
    return this.shares[hour]!;
  }

  /** Share of the day's traffic before the instant (0 at midnight, 1 at the next). */
  cumulative(ms: number): number {
    const { msOfDay } = saoPauloDayTime(ms);
    const hour = Math.floor(msOfDay / hourMs);
    let done = 0;
    for (let h = 0; h < hour; h++) done += this.shares[h]!;
    return Math.min(1, done + this.shares[hour]! * ((msOfDay - hour * hourMs) / hourMs));
  }

  /** Share of the day's traffic in [from, to) (within one day or across midnight). */
  between(from: number, to: number): number {
    const days = saoPauloDayTime(to).day - saoPauloDayTime(from).day;
    return days + this.cumulative(to) - this.cumulative(from);
  }

  private relearn(today: number) {
    const full = [...this.counts.entries()].filter(([day]) => day < today).slice(-7);
    const observed = new Array<number>(24).fill(0);
    let total = 0;
    for (const [, hours] of full)
      hours.forEach((count, h) => {
        observed[h]! += count;
        total += count;
      });
    for (const day of [...this.counts.keys()]) if (day < today - 7) this.counts.delete(day);
    if (total === 0) return;
    const weight =
      (this.options.learnedWeight ?? 0.8) *
      Math.min(1, total / (this.options.requestsForFullWeight ?? 50_000));
    const learned = normalise(observed);
    this.shares = normalise(this.prior.map((p, h) => (1 - weight) * p + weight * learned[h]!));
  }
}

function normalise(values: readonly number[]): number[] {
  const sum = values.reduce((a, b) => a + b, 0);
  return values.map((v) => v / sum);
}
