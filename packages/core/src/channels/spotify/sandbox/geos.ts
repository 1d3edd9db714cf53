import { foldForSearch } from '@verba/domain';
import { brazilLocations } from '../../../locations/brazil-locations';

/**
 * GET /targets/geos of the Spotify sandbox (fixtures/geos.json names the source): Brazil's states
 * (type REGION) and municipalities (type CITY), found by `ids`, `types`, `country_code` and `q`
 * (case-insensitive wildcard over the name), `limit` (≤ 1000) and `offset`; the answer is
 * `GeoTargetsResponse {offset, page_size, geos[{country_code, id, type, name, parent_geo_name}]}`.
 *
 * The ids are the sandbox's own: Spotify's are GeoNames-style numeric strings (the reference's
 * examples, '5279468', '4174700'), not IBGE codes, so the sandbox derives numeric ids that are not
 * IBGE's either (a region 71000000 + the state's IBGE code, a city 80000000 + the municipality's
 * IBGE code / 10) and the connector never assumes them: it looks places up by name, as it must on
 * the real API.
 */
export interface SpotifyGeo {
  country_code: 'BR';
  id: string;
  type: 'COUNTRY' | 'REGION' | 'CITY';
  name: string;
  parent_geo_name?: string;
}

let cached: SpotifyGeo[] | undefined;

export function spotifySandboxGeos(): SpotifyGeo[] {
  if (cached) return cached;
  const { states, cities, stateByUf } = brazilLocations();
  cached = [
    { country_code: 'BR', id: '3469034', type: 'COUNTRY', name: 'Brasil' },
    ...states.map((s): SpotifyGeo => ({
      country_code: 'BR',
      id: String(71_000_000 + s.ibgeCode),
      type: 'REGION',
      name: s.name,
      parent_geo_name: 'Brasil',
    })),
    ...cities.map((c): SpotifyGeo => ({
      country_code: 'BR',
      id: String(80_000_000 + Math.floor(c.ibgeCode / 10)),
      type: 'CITY',
      name: c.name,
      parent_geo_name: stateByUf.get(c.uf)?.name ?? c.uf,
    })),
  ];
  return cached;
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The geos a query asks for, or a refusal message (at least one parameter, a valid limit). */
export function findSpotifyGeos(
  query: Record<string, string | undefined>,
): { geos: SpotifyGeo[]; offset: number; pageSize: number } | { error: string } {
  const ids = listOf(query.ids);
  const types = listOf(query.types).map((t) => t.toUpperCase());
  const country = query.country_code?.trim().toUpperCase();
  const q = query.q?.trim();
  if (ids.length === 0 && types.length === 0 && !country && !q)
    return { error: 'At least one query parameter must be provided' };
  const limit = query.limit === undefined ? 50 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    return { error: 'limit must be an integer between 1 and 1000' };
  const offset = query.offset === undefined ? 0 : Number(query.offset);
  if (!Number.isInteger(offset) || offset < 0) return { error: 'offset must be a non-negative integer' };
  const needle = q ? foldForSearch(q) : null;
  const found = spotifySandboxGeos().filter(
    (g) =>
      (ids.length === 0 || ids.includes(g.id)) &&
      (types.length === 0 || types.includes(g.type)) &&
      (!country || g.country_code === country) &&
      (!needle || foldForSearch(g.name).includes(needle)),
  );
  // Exact names first, then by name: the lookup a client makes by name finds its place on page one.
  if (needle)
    found.sort(
      (a, b) =>
        Number(foldForSearch(b.name) === needle) - Number(foldForSearch(a.name) === needle) ||
        a.name.localeCompare(b.name, 'pt-BR'),
    );
  return { geos: found.slice(offset, offset + limit), offset, pageSize: limit };
}

/** Whether every id of an ad set's geo_targets names a place of that type (the ad set's validation). */
export function unknownGeoId(ids: readonly unknown[], type: 'REGION' | 'CITY'): string | null {
  const known = new Set(
    spotifySandboxGeos()
      .filter((g) => g.type === type)
      .map((g) => g.id),
  );
  for (const id of ids) if (typeof id !== 'string' || !known.has(id)) return String(id);
  return null;
}
