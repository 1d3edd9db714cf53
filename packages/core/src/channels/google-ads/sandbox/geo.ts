import { foldForSearch } from '@verba/domain';
import geoFixture from '../fixtures/geo-target-constants.json';
import { brazilLocations } from '../../../locations/brazil-locations';

/**
 * The sandbox's geo target constants (GeoTargetConstantService, fixtures/geo-target-constants.json
 * names the reference): Brazil (2076), its 27 federative units and every IBGE municipality, with
 * Google's English names and canonical names ("Campinas,State of Sao Paulo,Brazil"). Ids: see the
 * fixture's `ids` (a few known ids; otherwise a deterministic scheme, never assumed by the connector).
 */
export interface SandboxGeoTarget {
  id: string;
  name: string;
  canonicalName: string;
  targetType: 'Country' | 'State' | 'Federal District' | 'City';
  parentId: string | null;
  /** Portuguese (IBGE) name, folded, for the search. */
  ptKey: string;
  /** English name, folded. */
  enKey: string;
  /** Plausible reach (people): population for states, a deterministic figure for cities. */
  reach: number;
}

const ascii = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '');

function build(): Map<string, SandboxGeoTarget> {
  const out = new Map<string, SandboxGeoTarget>();
  out.set('2076', {
    id: '2076',
    name: 'Brazil',
    canonicalName: 'Brazil',
    targetType: 'Country',
    parentId: null,
    ptKey: 'brasil',
    enKey: 'brazil',
    reach: 213_000_000,
  });
  const locations = brazilLocations();
  const stateIdByUf = new Map<string, string>();
  for (const s of geoFixture.states) {
    const state = locations.stateByUf.get(s.uf);
    stateIdByUf.set(s.uf, s.id);
    out.set(s.id, {
      id: s.id,
      name: s.name,
      canonicalName: s.canonicalName,
      targetType: s.targetType as SandboxGeoTarget['targetType'],
      parentId: '2076',
      ptKey: foldForSearch(state?.name ?? s.name),
      enKey: foldForSearch(s.name),
      reach: state?.population || 1_000_000,
    });
  }
  const knownCities = geoFixture.cities as Record<string, string>;
  for (const city of locations.cities) {
    const stateId = stateIdByUf.get(city.uf);
    const state = stateId ? out.get(stateId) : undefined;
    if (!state) continue;
    const id = knownCities[String(city.ibgeCode)] ?? String(city.ibgeCode);
    const name = ascii(city.name);
    out.set(id, {
      id,
      name,
      canonicalName: `${name},${state.name},Brazil`,
      targetType: 'City',
      parentId: state.id,
      ptKey: foldForSearch(city.name),
      enKey: foldForSearch(name),
      // Capitals reach more; the rest a stable figure from the code.
      reach: (city.capital ? 2_000_000 : 20_000) + (city.ibgeCode % 9973) * 10,
    });
  }
  return out;
}

let cached: Map<string, SandboxGeoTarget> | undefined;

/** Every geo target constant the sandbox knows, by id. */
export function sandboxGeoTargets(): ReadonlyMap<string, SandboxGeoTarget> {
  return (cached ??= build());
}

/** The GeoTargetConstant resource as the API returns it (proto3 JSON). */
export function geoTargetConstantJson(target: SandboxGeoTarget) {
  return {
    resourceName: `geoTargetConstants/${target.id}`,
    id: target.id,
    name: target.name,
    countryCode: 'BR',
    targetType: target.targetType,
    status: 'ENABLED',
    canonicalName: target.canonicalName,
    ...(target.parentId && { parentGeoTarget: `geoTargetConstants/${target.parentId}` }),
  };
}

const maxSuggestionsPerName = 10;

/**
 * SuggestGeoTargetConstants by location names: for each name, the constants whose Portuguese or
 * English name equals it (accent- and case-insensitive; "São Paulo" gives the state and the city),
 * then those whose name starts with it, by reach, at most ten per name. `countryCode` other than BR
 * finds nothing (the sandbox knows Brazil only).
 */
export function suggestGeoTargets(input: { locale: string; countryCode: string | null; names: string[] }) {
  const targets = [...sandboxGeoTargets().values()];
  const suggestions: unknown[] = [];
  if (input.countryCode && input.countryCode.toUpperCase() !== 'BR') return suggestions;
  for (const searchTerm of input.names) {
    const key = foldForSearch(searchTerm);
    if (!key) continue;
    const exact = targets.filter((t) => t.ptKey === key || t.enKey === key);
    const prefix = targets.filter(
      (t) => !exact.includes(t) && (t.ptKey.startsWith(key) || t.enKey.startsWith(key)),
    );
    const found = [
      ...exact.sort((a, b) => b.reach - a.reach),
      ...prefix.sort((a, b) => b.reach - a.reach),
    ].slice(0, maxSuggestionsPerName);
    for (const t of found) {
      const parents: unknown[] = [];
      for (let p = t.parentId; p; p = sandboxGeoTargets().get(p)?.parentId ?? null) {
        const parent = sandboxGeoTargets().get(p);
        if (parent) parents.push(geoTargetConstantJson(parent));
      }
      suggestions.push({
        locale: input.locale,
        reach: String(t.reach),
        searchTerm,
        geoTargetConstant: geoTargetConstantJson(t),
        geoTargetConstantParents: parents,
      });
    }
  }
  return suggestions;
}
