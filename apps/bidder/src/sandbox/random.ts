/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32) and the samplers the
 * sandbox traffic needs. Deterministic for a seed; never `Math.random`.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Standard normal (Box–Muller). */
  normal(): number;
  /** e^(mu + sigma·N(0,1)). */
  logNormal(mu: number, sigma: number): number;
  /** A Poisson count of the given mean (Knuth; for small means). */
  poisson(mean: number): number;
  /** A hex string of `length` characters. */
  hex(length: number): string;
}

function splitmix32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRandom(seed: number): Random {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const normal = () => {
    const u = 1 - next();
    const v = next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    normal,
    logNormal: (mu, sigma) => Math.exp(mu + sigma * normal()),
    poisson: (mean) => {
      const limit = Math.exp(-Math.max(0, mean));
      let count = 0;
      for (let product = next(); product > limit; product *= next()) count++;
      return count;
    },
    hex: (length) => {
      let out = '';
      while (out.length < length)
        out += Math.floor(next() * 4294967296)
          .toString(16)
          .padStart(8, '0');
      return out.slice(0, length);
    },
  };
}

/** Samples items in proportion to their weights (cumulative table + binary search). */
export function weightedSampler<T>(items: readonly T[], weightOf: (item: T) => number) {
  if (items.length === 0) throw new Error('weightedSampler: no items');
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += Math.max(0, weightOf(item));
    cumulative.push(total);
  }
  if (total <= 0) throw new Error('weightedSampler: weights sum to zero');
  return (random: Random): T => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return items[low]!;
  };
}

/** Zipf weights 1/rank^s for ranks 1..n: a few items take most of the draws, a long tail the rest. */
export const zipfWeights = (n: number, s = 1): number[] =>
  Array.from({ length: n }, (_, i) => 1 / Math.pow(i + 1, s));
