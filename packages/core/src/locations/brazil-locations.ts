import { readFileSync } from 'node:fs';
import {
  foldForSearch,
  parseCities,
  parseStates,
  type BrazilianCity,
  type BrazilianState,
} from '@verba/domain';
import { domainDataFile } from '@verba/domain/data-files';

export interface BrazilLocations {
  states: readonly BrazilianState[];
  stateByUf: ReadonlyMap<string, BrazilianState>;
  /** Municipalities sorted by folded name. */
  cities: readonly (BrazilianCity & { searchKey: string })[];
  cityByCode: ReadonlyMap<number, BrazilianCity>;
  citiesInState: ReadonlyMap<string, number>;
}

function loadBrazilLocations(): BrazilLocations {
  const states = parseStates(readFileSync(domainDataFile('br-estados.csv'), 'utf8'));
  const cities = parseCities(readFileSync(domainDataFile('br-municipios.csv'), 'utf8'), states)
    .map((city) => ({ ...city, searchKey: foldForSearch(city.name) }))
    .sort((a, b) => a.searchKey.localeCompare(b.searchKey) || a.uf.localeCompare(b.uf));
  const citiesInState = new Map<string, number>();
  for (const city of cities) citiesInState.set(city.uf, (citiesInState.get(city.uf) ?? 0) + 1);
  return {
    states: [...states].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    stateByUf: new Map(states.map((s) => [s.uf, s])),
    cities,
    cityByCode: new Map(cities.map((c) => [c.ibgeCode, c])),
    citiesInState,
  };
}

let cached: BrazilLocations | undefined;

/** IBGE states and municipalities, read from packages/domain/data once per process. */
export function brazilLocations(): BrazilLocations {
  return (cached ??= loadBrazilLocations());
}
