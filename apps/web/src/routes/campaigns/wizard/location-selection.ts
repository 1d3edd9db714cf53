import type { StrategyLocation } from '@verba/domain';

/** Spec §5: a chosen state covers its cities, so they are neither listed nor pickable beside it. */
export const coveredByState = (locations: readonly StrategyLocation[], uf: string | undefined): boolean =>
  uf !== undefined && locations.some((l) => l.kind === 'state' && l.state === uf);

const sameLocation = (a: StrategyLocation, b: StrategyLocation): boolean => {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'country' && b.kind === 'country') return a.country === b.country;
  if (a.kind === 'state' && b.kind === 'state') return a.state === b.state;
  if (a.kind === 'city' && b.kind === 'city') return a.city === b.city;
  if (a.kind === 'radius' && b.kind === 'radius')
    return a.city === b.city && a.lat === b.lat && a.lng === b.lng;
  return false;
};

/**
 * Adds a place: a state drops the cities it covers; a city inside a chosen state, or a place
 * already chosen, changes nothing. The whole country replaces every other place, and any other
 * place replaces the whole country.
 */
export function addLocation(
  locations: readonly StrategyLocation[],
  next: StrategyLocation,
): StrategyLocation[] {
  if (locations.some((l) => sameLocation(l, next))) return [...locations];
  if (next.kind === 'country') return [next];
  const rest = locations.filter((l) => l.kind !== 'country');
  if (next.kind === 'city' && coveredByState(rest, next.state)) return rest;
  if (next.kind === 'state')
    return [...rest.filter((l) => !(l.kind === 'city' && l.state === next.state)), next];
  return [...rest, next];
}

export const removeLocation = (locations: readonly StrategyLocation[], index: number): StrategyLocation[] =>
  locations.filter((_, i) => i !== index);

/** What `audiences/reach` takes for a strategy's places (the whole country: none). */
export function reachPlaces(locations: readonly StrategyLocation[]): { states: string[]; cities: number[] } {
  const states: string[] = [];
  const cities: number[] = [];
  for (const l of locations) {
    if (l.kind === 'state') states.push(l.state);
    if (l.kind === 'city') cities.push(Number(l.city));
    if (l.kind === 'radius' && l.city) cities.push(Number(l.city));
  }
  return { states, cities };
}
