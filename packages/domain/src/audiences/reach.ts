import type { AudienceSegment } from './taxonomy';
import { censo2022Population, censo2022StatePopulation } from './locations';

/**
 * The reach model (documented in ARCHITECTURE.md, "Audiences"): an estimate of how many of the
 * platform's people a targeting reaches. Pure and deterministic — the same inputs give the same
 * figure on the server and in tests.
 *
 * - Everyone: the spec's 156 million people, spread over the states like the Censo 2022 population.
 * - A segment's share of them is its parent's share times a fraction that depends on the class
 *   (demographic cuts are wide, purchase intent narrow) and varies per segment by a stable hash of
 *   its IAB id, so a child never reaches more than its parent.
 * - Several segments of one strategy are OR-ed: shares combine as independent events,
 *   1 − Π(1 − sᵢ), after dropping a segment whose ancestor is also chosen (it adds nobody).
 * - Locations intersect: the OR-reach times the chosen locations' share of the population (all of
 *   Brazil when none is chosen).
 */
export const platformPeople = 156_000_000;

const rootShare: Record<AudienceSegment['class'], number> = {
  demographic: 1,
  interest: 0.92,
  purchase_intent: 0.64,
};
/** Mean fraction of its parent a child keeps, per class. */
const childFraction: Record<AudienceSegment['class'], number> = {
  demographic: 0.34,
  interest: 0.26,
  purchase_intent: 0.18,
};

/** A stable number in [0, 1) from a text (FNV-1a, 32 bits). */
export function stableHash01(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

/** Each segment's share of the platform's people, parents before children. */
export function segmentShares(segments: readonly AudienceSegment[]): Map<string, number> {
  const byId = new Map(segments.map((s) => [s.id, s]));
  const shares = new Map<string, number>();
  const shareOf = (segment: AudienceSegment): number => {
    const known = shares.get(segment.id);
    if (known !== undefined) return known;
    const parent = segment.parentId ? byId.get(segment.parentId) : undefined;
    const share = parent
      ? shareOf(parent) *
        Math.min(0.9, Math.max(0.02, childFraction[segment.class] * (0.5 + stableHash01(segment.id))))
      : rootShare[segment.class];
    shares.set(segment.id, share);
    return share;
  };
  segments.forEach(shareOf);
  return shares;
}

/** The chosen segments without those under another chosen one (an ancestor already counts them). */
export function withoutCoveredSegments(
  ids: readonly string[],
  parentOf: (id: string) => string | null | undefined,
): string[] {
  const chosen = new Set(ids);
  const covered = (id: string) => {
    for (let parent = parentOf(id); parent; parent = parentOf(parent)) if (chosen.has(parent)) return true;
    return false;
  };
  return [...chosen].filter((id) => !covered(id));
}

/** OR of independent shares: the share reached by at least one of them. */
export const unionShare = (shares: readonly number[]) => 1 - shares.reduce((rest, s) => rest * (1 - s), 1);

/** A chosen location: a whole state (UF) or one city (IBGE code) with its state. */
export type ReachLocation =
  { type: 'state'; uf: string } | { type: 'city'; uf: string; capital: boolean; citiesInState: number };

/**
 * Share of a city in its state's population. No municipal population is bundled, so: a state's
 * only municipality (Brasília) holds all of it; a capital 25 %; any other city an equal part of
 * the remaining 75 % among the state's other municipalities.
 */
export const capitalShareOfState = 0.25;
export function cityShareOfState(city: { capital: boolean; citiesInState: number }): number {
  if (city.citiesInState <= 1) return 1;
  return city.capital ? capitalShareOfState : (1 - capitalShareOfState) / (city.citiesInState - 1);
}

/** Share of the population living in the chosen locations (1 when none is chosen); a city inside a chosen state adds nothing. */
export function locationShare(locations: readonly ReachLocation[]): number {
  if (locations.length === 0) return 1;
  const states = new Set(locations.filter((l) => l.type === 'state').map((l) => l.uf));
  let people = 0;
  for (const uf of states) people += censo2022StatePopulation[uf] ?? 0;
  for (const location of locations) {
    if (location.type !== 'city' || states.has(location.uf)) continue;
    people += (censo2022StatePopulation[location.uf] ?? 0) * cityShareOfState(location);
  }
  return Math.min(1, people / censo2022Population);
}

export interface ReachEstimate {
  /** The estimate, rounded to two significant figures. */
  people: number;
  /** The range shown with it (±20 %, rounded the same way, never above the platform's people). */
  low: number;
  high: number;
}

/** Rounds to two significant figures, as ads platforms show audience sizes ("1,2 mi"). */
export function roundReach(people: number): number {
  if (people < 100) return Math.round(people);
  const magnitude = 10 ** (Math.floor(Math.log10(people)) - 1);
  return Math.round(people / magnitude) * magnitude;
}

/** People reached by segment shares OR-ed (none chosen: everyone) intersected with a location share. */
export function estimateReach(segmentShareList: readonly number[], locations: number): ReachEstimate {
  const segments = segmentShareList.length === 0 ? 1 : unionShare(segmentShareList);
  const people = platformPeople * segments * locations;
  return {
    people: Math.min(platformPeople, roundReach(people)),
    low: Math.min(platformPeople, roundReach(people * 0.8)),
    high: Math.min(platformPeople, roundReach(people * 1.2)),
  };
}
