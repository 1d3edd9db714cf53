/**
 * How the sandbox's people behave once an ad renders: click-through rates by kind of ad
 * (display 0.1–0.5 %, native higher), how far they watch or listen (VAST quartiles), and how
 * often they convert after a click or after only seeing the ad. Industry-typical figures.
 */
import type { Random } from './random';

export interface Behaviour {
  /** Click-through rate range by kind of markup: each ad draws its rate uniformly in it. */
  ctr: { banner: [number, number]; native: [number, number]; vast: [number, number] };
  /** Of the plays that start: the share still playing at each quartile (start = 1). */
  retention: { firstQuartile: number; midpoint: number; thirdQuartile: number; complete: number };
  /** Share of the skippable plays skipped right after the skip offset. */
  skip: number;
  /** Conversions per click, and per impression without a click. */
  conversionAfterClick: number;
  conversionAfterView: number;
}

export const defaultBehaviour: Behaviour = {
  ctr: { banner: [0.001, 0.005], native: [0.004, 0.012], vast: [0.003, 0.01] },
  retention: { firstQuartile: 0.88, midpoint: 0.78, thirdQuartile: 0.7, complete: 0.62 },
  skip: 0.3,
  conversionAfterClick: 0.04,
  conversionAfterView: 0.0003,
};

export const clickRate = (random: Random, [low, high]: [number, number]) =>
  low + (high - low) * random.next();
