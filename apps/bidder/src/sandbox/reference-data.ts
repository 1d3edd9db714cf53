import { readFileSync } from 'node:fs';
import { parseAudienceTaxonomy, parseCities, parseStates } from '@verba/domain';
import { domainDataFile } from '@verba/domain/data-files';
import type { TrafficData } from './traffic';

const read = (name: string) => readFileSync(domainDataFile(name), 'utf8');

/** The IBGE states and municipalities and the IAB audience taxonomy, read from packages/domain/data. */
export function loadTrafficData(): TrafficData {
  const states = parseStates(read('br-estados.csv'));
  return {
    states,
    cities: parseCities(read('br-municipios.csv'), states),
    audienceSegments: parseAudienceTaxonomy(read('iab-audience-taxonomy-1.1.tsv')),
  };
}
