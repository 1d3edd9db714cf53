/**
 * Predicted click and view rates for CPC and CPV bids. Each starts from a Beta prior per format
 * (display CTR 0.1 %, native 0.3 %, video completion 60 % …) worth a fixed number of pseudo
 * impressions, and learns from what a strategy delivered: rate = (α + acted) / (α + β + shown).
 * A new strategy bids on the prior; after a few thousand impressions its own data dominates.
 */
export type RateKind = 'click' | 'view';
export type FormatKind = 'display' | 'native' | 'push' | 'video' | 'audio';

export interface BetaPrior {
  rate: number;
  /** Pseudo impressions the prior is worth. */
  weight: number;
}

export const defaultPriors: Readonly<Record<RateKind, Readonly<Record<FormatKind, BetaPrior>>>> = {
  click: {
    display: { rate: 0.001, weight: 2_000 },
    native: { rate: 0.003, weight: 2_000 },
    push: { rate: 0.01, weight: 1_000 },
    video: { rate: 0.005, weight: 2_000 },
    audio: { rate: 0.0005, weight: 2_000 },
  },
  view: {
    display: { rate: 0.6, weight: 50 },
    native: { rate: 0.6, weight: 50 },
    push: { rate: 0.6, weight: 50 },
    video: { rate: 0.6, weight: 50 },
    audio: { rate: 0.8, weight: 50 },
  },
};

export interface RatePredictor {
  /** The expected clicks (or completed views) per impression of this strategy in this format. */
  predict(strategyId: string, kind: RateKind, format: FormatKind): number;
  /** Adds delivered counts: `shown` impressions (or starts) and `acted` clicks (or completions). */
  observe(strategyId: string, shown: number, acted: number): void;
  /** Forgets a strategy (removed from the index). */
  forget(strategyId: string): void;
  /** Changes whenever a prediction may have changed: what was computed from an older one is stale. */
  readonly version: number;
}

export function createRatePredictor(priors = defaultPriors): RatePredictor {
  const observed = new Map<string, { shown: number; acted: number }>();
  let version = 0;
  return {
    predict(strategyId, kind, format) {
      const prior = priors[kind][format];
      const alpha = prior.rate * prior.weight;
      const seen = observed.get(strategyId);
      return (alpha + (seen?.acted ?? 0)) / (prior.weight + (seen?.shown ?? 0));
    },
    observe(strategyId, shown, acted) {
      if (!(shown >= 0) || !(acted >= 0) || !Number.isFinite(shown) || !Number.isFinite(acted)) return;
      if (shown === 0 && acted === 0) return;
      version++;
      const seen = observed.get(strategyId) ?? { shown: 0, acted: 0 };
      seen.shown += shown;
      seen.acted = Math.min(seen.shown, seen.acted + acted);
      observed.set(strategyId, seen);
    },
    forget(strategyId) {
      if (observed.delete(strategyId)) version++;
    },
    get version() {
      return version;
    },
  };
}
