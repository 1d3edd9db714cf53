import { saoPauloDayTime, type TrafficShape } from './traffic-shape';

export interface PacingControllerOptions {
  /** Today's budget of the strategy, micros (see dailyBudgetOf). */
  dailyBudgetMicros: number;
  shape: TrafficShape;
  /** How often `step` runs (the controller's sampling period). */
  stepMs?: number;
  /** Proportional and integral gains on the spend error, measured in hours of planned spend. */
  kp?: number;
  ki?: number;
  /** Never spend faster than this many times the planned rate (catching up included). */
  maxRatio?: number;
  /** The lowest bid multiplier (bid shading when ahead of plan). */
  minBidMultiplier?: number;
}

/**
 * Paces one strategy's daily budget over the São Paulo day along the traffic shape. Target spend
 * by an instant = budget × share of the day's traffic before it. Every step a PI controller on
 * the error (target − spent) sets the throttle: the probability of bidding on an eligible
 * request, fed forward from the spend one request brought at full throttle, so the rest of the
 * budget is spread over the rest of the day's traffic (behind plan it catches up, at most
 * `maxRatio` × the planned rate); ahead of plan it also shades bids. Hard guards per bid: never
 * past the budget, never past `maxRatio` × the step's planned spend, never more than most of an
 * hour's share ahead of target — so the end of the day never sees a burst.
 */
export class PacingController {
  private budget: number;
  private readonly stepMs: number;
  private readonly kp: number;
  private readonly ki: number;
  private readonly maxRatio: number;
  private readonly minBidMultiplier: number;
  private day = Number.NaN;
  private integral = 0;
  private spendSum = 0;
  private offeredSum = 0;
  /** Spend per eligible request at full throttle; null until a first win. */
  private spendPerRequest: number | null = null;
  private tokens = 0;
  private refilledAt = Number.NaN;
  private spentSeen = 0;
  private lastThrottle = 0.1;
  /** Probability of bidding on an eligible request now. */
  throttle = 0.1;
  /** Multiplier of the bid price now (1 = no shading). */
  bidMultiplier = 1;

  constructor(options: PacingControllerOptions) {
    this.budget = options.dailyBudgetMicros;
    this.shape = options.shape;
    this.stepMs = options.stepMs ?? 60_000;
    this.kp = options.kp ?? 0.4;
    this.ki = options.ki ?? 0.02;
    this.maxRatio = options.maxRatio ?? 1.5;
    this.minBidMultiplier = options.minBidMultiplier ?? 0.85;
  }

  private readonly shape: TrafficShape;

  /** A new budget for today (its strategy changed, or a new day started). */
  setDailyBudget(micros: number) {
    this.budget = micros;
  }

  /** Spend the plan wants by `now`, micros. */
  targetAt(now: number): number {
    return this.budget * this.shape.cumulative(now);
  }

  /**
   * Once per step: `requests` eligible requests seen in the step that just ended and the spend so
   * far today (won + open exposure). Sets the throttle and the bid multiplier for the next step.
   */
  step(
    now: number,
    { requests, spentToday, stepSpend }: { requests: number; spentToday: number; stepSpend: number },
  ) {
    const { day } = saoPauloDayTime(now);
    if (day !== this.day) {
      // At its first step the controller learns what was spent today before it existed (a bidder
      // restarted, another bidder's spend): that spend was paced already and takes no tokens.
      this.spentSeen = Number.isNaN(this.day) ? Math.max(this.spentSeen, spentToday) : 0;
      this.day = day;
      this.integral = 0;
    }
    // Spend per eligible request at full throttle: a decayed ratio of sums, steady on sparse traffic.
    this.spendSum = 0.97 * this.spendSum + stepSpend;
    this.offeredSum = 0.97 * this.offeredSum + this.lastThrottle * requests;
    if (this.spendSum > 0 && this.offeredSum > 0) this.spendPerRequest = this.spendSum / this.offeredSum;
    const hour = Math.floor(saoPauloDayTime(now).msOfDay / 3_600_000);
    const hourPlan = Math.max(1, this.budget * this.shape.share(hour));
    const error = (this.targetAt(now) - spentToday) / hourPlan;
    this.integral = Math.max(-20, Math.min(20, this.integral + error));

    const next = now + this.stepMs;
    const nextShare = this.shape.between(now, next);
    const restShare = Math.max(nextShare, 1 - this.shape.cumulative(now));
    const plannedStep = this.budget * nextShare;
    const left = Math.max(0, this.budget - spentToday);
    const wanted = Math.min(left * (nextShare / restShare), this.maxRatio * plannedStep);

    let throttle: number;
    if (this.spendPerRequest === null || requests === 0) throttle = Math.min(1, this.throttle * 2);
    else {
      const expectedRequests =
        requests * (nextShare / Math.max(1e-9, this.shape.between(now - this.stepMs, now)));
      const feedForward = wanted / Math.max(1e-9, this.spendPerRequest * expectedRequests);
      throttle = feedForward * (1 + this.kp * error + this.ki * this.integral);
    }
    this.throttle = Math.max(0.001, Math.min(1, throttle));
    this.lastThrottle = this.throttle;
    this.bidMultiplier = Math.max(this.minBidMultiplier, Math.min(1, 1 + 0.05 * Math.min(0, error)));
  }

  /**
   * Whether to bid `costMicros` on an eligible request now, given today's spend (won + exposure)
   * and a uniform random number in [0, 1).
   */
  allows(now: number, costMicros: number, spentToday: number, random: number): boolean {
    if (spentToday + costMicros > this.budget) return false;
    this.refill(now, spentToday, costMicros);
    if (this.tokens < costMicros) return false;
    return random < this.throttle;
  }

  /**
   * The rate guard, a token bucket: it fills at `maxRatio` × the planned spend rate and holds a
   * fifth of the hour's planned spend (at least one bid), and every micro spent takes one out.
   */
  private refill(now: number, spentToday: number, costMicros: number) {
    const hour = Math.floor(saoPauloDayTime(now).msOfDay / 3_600_000);
    const capacity = Math.max(0.2 * this.budget * this.shape.share(hour), costMicros);
    if (Number.isNaN(this.refilledAt)) this.tokens = capacity;
    else if (now > this.refilledAt)
      this.tokens += this.maxRatio * this.budget * this.shape.between(this.refilledAt, now);
    this.tokens = Math.min(capacity, this.tokens - Math.max(0, spentToday - this.spentSeen));
    this.refilledAt = Math.max(now, Number.isNaN(this.refilledAt) ? now : this.refilledAt);
    this.spentSeen = Math.max(this.spentSeen, spentToday);
  }
}
