import { foldForSearch } from '../audiences/search-text';
import type { BrazilianCity, BrazilianState } from '../audiences/locations';
import type { StrategyLocation } from '../campaigns/schemas';
import type { brazilianStates } from '../schemas/common';
import type { PlaceKind, PlaceResolver } from './types';

type Uf = (typeof brazilianStates)[number];

const brazilNames = new Set(['br', 'bra', 'brazil', 'brasil']);
const statePrefix = /^(state of|estado de|estado do|estado da|estado)\s+/;
const radiusSuffix = /\(\s*\+?\s*(\d+(?:[.,]\d+)?)\s*(km|mi)\s*\)\s*$/i;

/**
 * Reads the place names advertising exports write — "Brazil", "BR", "State of São Paulo, Brazil",
 * "São Paulo, SP", "Curitiba, Paraná, Brazil (+40 km)" — into strategy locations over the IBGE
 * states and municipalities. A name it cannot place unambiguously gives nothing (the importer
 * reports the row). `kind` is what the export's column says the place is, when it says.
 */
export function createPlaceResolver({
  states,
  cities,
}: {
  states: readonly BrazilianState[];
  cities: readonly BrazilianCity[];
}): PlaceResolver {
  const stateByName = new Map<string, BrazilianState>();
  for (const s of states) {
    stateByName.set(foldForSearch(s.name), s);
    stateByName.set(foldForSearch(s.uf), s);
  }
  const citiesByName = new Map<string, BrazilianCity[]>();
  for (const c of cities) {
    const key = foldForSearch(c.name);
    citiesByName.set(key, [...(citiesByName.get(key) ?? []), c]);
  }
  const stateOf = (part: string) => stateByName.get(foldForSearch(part).replace(statePrefix, ''));

  return (place: string, kind?: PlaceKind): StrategyLocation | undefined => {
    const radius = radiusSuffix.exec(place);
    const km = radius
      ? Number(radius[1]!.replace(',', '.')) * (radius[2]!.toLowerCase() === 'mi' ? 1.609 : 1)
      : undefined;
    const parts = place
      .replace(radiusSuffix, '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length > 1 && brazilNames.has(foldForSearch(parts.at(-1)!))) parts.pop();
    const [first, second] = parts;
    if (!first || parts.length > 2) return undefined;
    const folded = foldForSearch(first);

    if (parts.length === 1 && kind !== 'state' && kind !== 'city') {
      if (brazilNames.has(folded)) return { kind: 'country', country: 'BR' };
      if (kind === 'country')
        return /^[a-z]{2}$/.test(folded) ? { kind: 'country', country: folded.toUpperCase() } : undefined;
    }
    const named = statePrefix.test(folded) || kind === 'state' || (parts.length === 1 && kind !== 'city');
    if (named && !second) {
      const state = stateOf(first);
      if (state) return { kind: 'state', country: 'BR', state: state.uf as Uf };
    }
    const state = second ? stateOf(second) : undefined;
    if (second && !state) return undefined;
    const matches = (citiesByName.get(folded) ?? []).filter((c) => !state || c.uf === state.uf);
    if (matches.length !== 1) return undefined;
    const city = matches[0]!;
    const code = String(city.ibgeCode);
    if (km !== undefined) return { kind: 'radius', city: code, km: Math.round(km) };
    return { kind: 'city', country: 'BR', state: city.uf as Uf, city: code };
  };
}
