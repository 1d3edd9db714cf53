import type { LiveStrategy, LeaseSource } from '@verba/domain/delivery/contracts';
import { Banker } from '@verba/domain/delivery/budget/banker';
import { dailyBudgetOf } from '@verba/domain/delivery/pacing/daily-budget';
import { PacingController } from '@verba/domain/delivery/pacing/pacing-controller';
import { saoPauloDayTime, TrafficShape } from '@verba/domain/delivery/pacing/traffic-shape';
import { calendarDaysBetween, saoPauloDateOf } from '@verba/domain/calendar/calendar-date';
import type { RatePredictor } from '@verba/domain/delivery/pricing/rate-predictor';
import type { EventStore } from '@verba/events';
import type { Banker as BankerPort, Pace } from '../server/ports';

/** Number.MAX_SAFE_INTEGER as a bigint, made once (headroom is asked per candidate of every bid request). */
const maxSafeMicros = BigInt(Number.MAX_SAFE_INTEGER);

/** 1 minor unit (centavo) = 10,000 micros. */
const microsPerMinorUnit = 10_000n;

interface StrategyState {
  live: LiveStrategy;
  pacer: PacingController;
  /** Eligible requests since the last step, and spend reported / won since. */
  requests: number;
  reportedToday: number;
  winsSinceReport: number;
  stepSpend: number;
  shown: number;
  clicked: number;
  /** When a request last reached its pacer (epoch ms): its campaign's leases are kept while recent. */
  wantedAt: number;
}

export interface BudgetControl {
  banker: BankerPort;
  pace: Pace;
  /** Applies a batch of the live feed (new budgets, new pacers, forgotten strategies). */
  apply(batch: { upserts: readonly LiveStrategy[]; removals: readonly string[] }): void;
  /** Reads spend from the events and steps every pacer (runs every `stepMs` once started). */
  step(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The bidder's money side, composed: the banker (leases out of the reservations, exposure per
 * bid) and one pacing controller per strategy on a shared São Paulo traffic shape. Every step it
 * reads the strategies' billed spend from the event store (today's and all-time), tells the
 * banker and the pacers, and teaches the rate predictor the delivered click rates.
 */
export function createBudgetControl({
  source,
  bidderId,
  store,
  predictor,
  leaseSeconds,
  now = Date.now,
  stepMs = 10_000,
  keepLeasesMs = 60 * 60_000,
  random = Math.random,
  onError,
}: {
  source: LeaseSource;
  bidderId: string;
  store: Pick<EventStore, 'strategyTotals'>;
  predictor: RatePredictor;
  leaseSeconds: number;
  now?: () => number;
  stepMs?: number;
  /**
   * How long after a campaign's last request its leases are still renewed every step. Leases are
   * otherwise renewed only by bids, so a campaign matching less often than its lease lasts would
   * find it expired at every match and never bid.
   */
  keepLeasesMs?: number;
  random?: () => number;
  onError?: (error: unknown) => void;
}): BudgetControl {
  const banker = new Banker({
    source,
    bidderId,
    now,
    leaseMs: leaseSeconds * 1000,
    ...(onError ? { onError } : {}),
  });
  const shape = new TrafficShape();
  const strategies = new Map<string, StrategyState>();
  /** The same states by campaign: a step reads each campaign's own, not every strategy for each campaign. */
  const byCampaign = new Map<string, Set<StrategyState>>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stepAgain = false;

  /** One step at a time; asked for while one runs, another follows it (it may not cover new strategies). */
  function runStep() {
    if (running) {
      stepAgain = true;
      return;
    }
    running = step()
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        running = null;
        if (stepAgain && timer) {
          stepAgain = false;
          runStep();
        }
      });
  }

  const perImpressionMicros = (strategy: LiveStrategy) =>
    Math.max(1, Math.ceil((Number(strategy.bid.amount) * 10_000) / 1000));

  /** `today`: São Paulo's date, passed by a step that reads it once for every strategy. */
  function budgetsOf(live: LiveStrategy, spentTotalMicros: number, today = saoPauloDateOf(new Date(now()))) {
    const totalMicros = Number(live.budget.strategy * microsPerMinorUnit);
    const remainingDays = live.endDate ? calendarDaysBetween(today, live.endDate) + 1 : null;
    const daily = dailyBudgetOf({
      remainingMicros: totalMicros - spentTotalMicros,
      remainingDays,
      campaignDailyMicros:
        live.budget.campaignDaily === null ? null : Number(live.budget.campaignDaily * microsPerMinorUnit),
      shareOfCampaign: Number(live.budget.strategy) / Math.max(1, Number(live.budget.campaign)),
    });
    return { totalMicros, dailyMicros: daily };
  }

  function file(state: StrategyState) {
    let states = byCampaign.get(state.live.campaignId);
    if (!states) byCampaign.set(state.live.campaignId, (states = new Set()));
    states.add(state);
  }

  function unfile(state: StrategyState) {
    const states = byCampaign.get(state.live.campaignId);
    states?.delete(state);
    if (states?.size === 0) byCampaign.delete(state.live.campaignId);
  }

  function apply({ upserts, removals }: { upserts: readonly LiveStrategy[]; removals: readonly string[] }) {
    for (const id of removals) {
      const state = strategies.get(id);
      if (state) unfile(state);
      strategies.delete(id);
    }
    // A strategy new to this process knows nothing of today's spend until a step reads it (a
    // restarted bidder, a strategy going live mid-day): once started, read it now, not a step later.
    if (timer && upserts.some((live) => !strategies.has(live.strategyId))) queueMicrotask(runStep);
    for (const live of upserts) {
      const known = strategies.get(live.strategyId);
      const { totalMicros, dailyMicros } = budgetsOf(live, 0);
      banker.setStrategyBudget(live.strategyId, {
        dailyMicros: BigInt(dailyMicros),
        totalMicros: BigInt(totalMicros),
      });
      if (known) {
        if (known.live.campaignId !== live.campaignId) {
          unfile(known);
          known.live = live;
          file(known);
        } else known.live = live;
        known.pacer.setDailyBudget(dailyMicros);
      } else {
        const state: StrategyState = {
          live,
          pacer: new PacingController({ dailyBudgetMicros: dailyMicros, shape, stepMs }),
          requests: 0,
          reportedToday: 0,
          winsSinceReport: 0,
          stepSpend: 0,
          shown: 0,
          clicked: 0,
          // Going live counts as being asked for: its first match may come minutes later.
          wantedAt: now(),
        };
        strategies.set(live.strategyId, state);
        file(state);
      }
      banker.prefetch(live.campaignId);
    }
  }

  async function step() {
    const at = now();
    const { msOfDay } = saoPauloDayTime(at);
    const todayStart = new Date(at - msOfDay);
    const dateToday = saoPauloDateOf(new Date(at));
    for (const campaignId of [...byCampaign.keys()]) {
      const [total, today] = await Promise.all([
        store.strategyTotals({ campaignId }),
        store.strategyTotals({ campaignId, from: todayStart }),
      ]);
      let wanted = false;
      // Read after the await: what the feed changed meanwhile counts, as it did before.
      for (const state of byCampaign.get(campaignId) ?? []) {
        wanted ||= at - state.wantedAt <= keepLeasesMs;
        const id = state.live.strategyId;
        const all = total.get(id);
        const day = today.get(id);
        const spentTotal = Number(all?.spendMicros ?? 0n);
        const spentToday = Number(day?.spendMicros ?? 0n);
        banker.recordSpend(id, {
          todayMicros: BigInt(spentToday),
          totalMicros: BigInt(spentTotal),
          asOf: at,
        });
        const { dailyMicros, totalMicros } = budgetsOf(state.live, spentTotal - spentToday, dateToday);
        banker.setStrategyBudget(id, { dailyMicros: BigInt(dailyMicros), totalMicros: BigInt(totalMicros) });
        state.pacer.setDailyBudget(dailyMicros);
        state.pacer.step(at, { requests: state.requests, spentToday, stepSpend: state.stepSpend });
        shape.observe(at, state.requests);
        state.requests = 0;
        state.stepSpend = 0;
        state.reportedToday = spentToday;
        state.winsSinceReport = 0;
        const shown = all?.impressions ?? 0;
        const clicked = all?.clicks ?? 0;
        if (shown > state.shown)
          predictor.observe(id, shown - state.shown, Math.max(0, clicked - state.clicked));
        state.shown = shown;
        state.clicked = clicked;
      }
      // Renewed before the next step could find it expired (with half a step for the acquire).
      if (wanted) banker.prefetch(campaignId, 1.5 * stepMs);
    }
  }

  const bankerPort: BankerPort = {
    headroom(strategy) {
      const remaining = banker.remainingMicros(strategy.campaignId);
      if (remaining === null || remaining <= 0n) {
        banker.prefetch(strategy.campaignId);
        return { ok: false, reason: 'no_lease' };
      }
      const max = remaining * 1000n;
      return {
        ok: true,
        maxCpmMicros: max > maxSafeMicros ? Number.MAX_SAFE_INTEGER : Number(max),
      };
    },
    hold({ bidId, strategy, cpmMicros }) {
      return banker.tryOpen({
        bidId,
        campaignId: strategy.campaignId,
        strategyId: strategy.strategyId,
        costMicros: BigInt(Math.ceil(cpmMicros / 1000)),
      });
    },
    settle({ bidId, strategyId, costMicros }) {
      banker.settle(bidId, { won: true, costMicros: BigInt(Math.round(costMicros)) });
      const state = strategies.get(strategyId);
      if (state) {
        state.winsSinceReport += costMicros;
        state.stepSpend += costMicros;
      }
    },
    release({ bidId }) {
      banker.settle(bidId, { won: false, costMicros: 0n });
    },
  };

  const pace: Pace = (strategy, at) => {
    const state = strategies.get(strategy.strategyId);
    if (!state) return { bid: false };
    state.requests += 1;
    state.wantedAt = at;
    const spentToday = state.reportedToday + state.winsSinceReport;
    if (!state.pacer.allows(at, perImpressionMicros(strategy), spentToday, random())) return { bid: false };
    return { bid: true, shading: state.pacer.bidMultiplier };
  };

  return {
    banker: bankerPort,
    pace,
    apply,
    step,
    start() {
      timer = setInterval(() => {
        if (!running) runStep();
      }, stepMs);
      timer.unref();
      runStep();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await banker.idle();
    },
  };
}
