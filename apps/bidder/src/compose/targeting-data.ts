import { readFileSync } from 'node:fs';
import { parseCities, parseStates } from '@verba/domain';
import { domainDataFile } from '@verba/domain/data-files';
import { createGeoLookup, type GeoLookup } from '@verba/domain/delivery/openrtb/geo-lookup';
import {
  createAncestry,
  parseContentTaxonomyNodes,
  type Ancestry,
} from '@verba/domain/delivery/openrtb/taxonomy-ancestry';
import { audienceCatalogue } from '@verba/core/audiences/audience-catalogue';

export interface TargetingData {
  geo: GeoLookup;
  contentAncestry: Ancestry;
  audienceAncestry: Ancestry;
}

/** The reference data the parser and the index read: IBGE municipalities, the IAB taxonomies' trees. */
export function loadTargetingData(): TargetingData {
  const states = parseStates(readFileSync(domainDataFile('br-estados.csv'), 'utf8'));
  const cities = parseCities(readFileSync(domainDataFile('br-municipios.csv'), 'utf8'), states);
  const content = parseContentTaxonomyNodes(
    readFileSync(domainDataFile('iab-content-taxonomy-3.1.tsv'), 'utf8'),
  );
  const audiences = audienceCatalogue().segments.map((s) => ({ id: s.id, parentId: s.parentId }));
  return {
    geo: createGeoLookup(cities),
    contentAncestry: createAncestry(content),
    audienceAncestry: createAncestry(audiences),
  };
}
