/** The real IBGE municipalities as a GeoLookup, for tests (server code builds its own the same way). */
import { readFileSync } from 'node:fs';
import { parseCities, parseStates } from '../../audiences/locations';
import { domainDataFile } from '../../data-files';
import { createGeoLookup, type GeoLookup } from './geo-lookup';

export const brazilCities = parseCities(
  readFileSync(domainDataFile('br-municipios.csv'), 'utf8'),
  parseStates(readFileSync(domainDataFile('br-estados.csv'), 'utf8')),
);

let lookup: GeoLookup | undefined;
export const brazilGeoLookup = (): GeoLookup => (lookup ??= createGeoLookup(brazilCities));
