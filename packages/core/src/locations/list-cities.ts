import { foldForSearch, type ListCitiesQuery } from '@verba/domain';
import { pageMeta } from '../paging';
import { brazilLocations } from './brazil-locations';

/**
 * `GET locations/cities` (public): municipalities by name, of one state, all Brazil or given IBGE
 * codes; a search
 * ignores accents and case, names that start with it first.
 */
export function listCities({ query }: { query: ListCitiesQuery }) {
  let rows = brazilLocations().cities;
  if (query.state) rows = rows.filter((city) => city.uf === query.state);
  if (query.codes) {
    const codes = new Set(query.codes);
    rows = rows.filter((city) => codes.has(city.ibgeCode));
  }
  const search = query.search ? foldForSearch(query.search) : '';
  if (search) {
    const matches = rows.filter((city) => city.searchKey.includes(search));
    rows = [
      ...matches.filter((c) => c.searchKey.startsWith(search)),
      ...matches.filter((c) => !c.searchKey.startsWith(search)),
    ];
  }
  return {
    data: rows.slice((query.page - 1) * query.per_page, query.page * query.per_page).map((city) => ({
      ibge_code: city.ibgeCode,
      name: city.name,
      uf: city.uf,
      capital: city.capital,
      latitude: city.latitude,
      longitude: city.longitude,
    })),
    meta: pageMeta({ page: query.page, perPage: query.per_page, total: rows.length }),
  };
}
