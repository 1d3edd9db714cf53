import { foldForSearch } from '@verba/domain';
import { brazilLocations } from '../../../locations/brazil-locations';

/**
 * Targeting Search for locations in the sandbox (Marketing API "Targeting Search", `GET /search?
 * type=adgeolocation&q=…&location_types=["region"|"city"]&country_code=BR`): Brazil's 27 federative
 * units as `region` and its 5,570 municipalities as `city` (IBGE lists, packages/domain/data). Keys
 * are the sandbox's own (derived from IBGE codes; Meta's real keys differ and the connector never
 * assumes them: it always searches). Result shape as the reference shows it: `{key, name, type,
 * country_code, country_name, region, region_id, supports_region, supports_city}`; Meta names a
 * state that shares its capital's name "São Paulo (state)", so the sandbox suffixes every state.
 */
export const regionKeyOf = (stateIbge: number) => String(3000 + stateIbge);
export const cityKeyOf = (cityIbge: number) => String(cityIbge);

export interface GeoResult {
  key: string;
  name: string;
  type: 'region' | 'city';
  country_code: 'BR';
  country_name: 'Brazil';
  region?: string;
  region_id?: number;
  supports_region: true;
  supports_city: boolean;
}

export function searchGeo(input: {
  q: string;
  types: string[];
  limit: number;
  regionId?: string;
}): GeoResult[] {
  const { states, cities, stateByUf } = brazilLocations();
  const q = foldForSearch(input.q.replace(/\s*\((state|estado)\)\s*$/i, ''));
  if (!q) return [];
  const out: GeoResult[] = [];
  const wants = (type: string) => input.types.length === 0 || input.types.includes(type);
  if (wants('region'))
    for (const s of states)
      if (foldForSearch(s.name).startsWith(q))
        out.push({
          key: regionKeyOf(s.ibgeCode),
          name: `${s.name} (state)`,
          type: 'region',
          country_code: 'BR',
          country_name: 'Brazil',
          supports_region: true,
          supports_city: true,
        });
  if (wants('city'))
    for (const c of cities) {
      if (out.length >= input.limit) break;
      if (!c.searchKey.startsWith(q)) continue;
      const state = stateByUf.get(c.uf)!;
      if (input.regionId && regionKeyOf(state.ibgeCode) !== input.regionId) continue;
      out.push({
        key: cityKeyOf(c.ibgeCode),
        name: c.name,
        type: 'city',
        country_code: 'BR',
        country_name: 'Brazil',
        region: `${state.name} (state)`,
        region_id: Number(regionKeyOf(state.ibgeCode)),
        supports_region: true,
        supports_city: true,
      });
    }
  // Exact names first, as the reference's ranking does for a full name.
  return out
    .sort(
      (a, b) =>
        Number(foldForSearch(b.name.replace(/ \(state\)$/, '')) === q) -
        Number(foldForSearch(a.name.replace(/ \(state\)$/, '')) === q),
    )
    .slice(0, input.limit);
}

/** Whether a targeting key is one the sandbox knows. */
export function geoKeyKnown(type: 'regions' | 'cities', key: string): boolean {
  const { states, cityByCode } = brazilLocations();
  if (type === 'regions') return states.some((s) => regionKeyOf(s.ibgeCode) === key);
  return /^\d{7}$/.test(key) && cityByCode.has(Number(key));
}
