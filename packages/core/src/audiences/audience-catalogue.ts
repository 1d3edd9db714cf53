import { readFileSync } from 'node:fs';
import {
  searchStems,
  parseAudienceTaxonomy,
  segmentShares,
  type AudienceSegment,
  type Language,
} from '@verba/domain';
import { domainDataFile } from '@verba/domain/data-files';

/** Translated names keyed by IAB id; a language without a name for an id shows the English one. */
type Names = Partial<Record<Language, Record<string, string>>>;

export interface AudienceCatalogue {
  /** Every segment in the taxonomy's order (each parent before its children). */
  segments: readonly AudienceSegment[];
  byId: ReadonlyMap<string, AudienceSegment>;
  childrenOf: ReadonlyMap<string, readonly AudienceSegment[]>;
  /** Each segment's share of the platform's people (the reach model). */
  shares: ReadonlyMap<string, number>;
  /** The segment's name in a language, and whether it is a translation (else English). */
  nameOf: (segment: AudienceSegment, language: Language) => { name: string; translated: boolean };
  /** The segment's names folded for search: the language's and the English one. */
  searchKeysOf: (segment: AudienceSegment, language: Language) => readonly string[];
}

const readJson = (file: string) =>
  JSON.parse(readFileSync(domainDataFile(file), 'utf8')) as Record<string, string>;

function loadAudienceCatalogue(): AudienceCatalogue {
  const segments = parseAudienceTaxonomy(
    readFileSync(domainDataFile('iab-audience-taxonomy-1.1.tsv'), 'utf8'),
  );
  const names: Names = {
    pt_BR: readJson('audience-names.pt-BR.json'),
    es: readJson('audience-names.es.json'),
  };
  const childrenOf = new Map<string, AudienceSegment[]>();
  for (const segment of segments) {
    if (!segment.parentId) continue;
    childrenOf.set(segment.parentId, [...(childrenOf.get(segment.parentId) ?? []), segment]);
  }
  const nameOf = (segment: AudienceSegment, language: Language) => {
    const translation = names[language]?.[segment.id];
    if (translation) return { name: translation, translated: true };
    // An age range ("18-20") reads the same in every language.
    return { name: segment.name, translated: language === 'en' || !/\p{L}/u.test(segment.name) };
  };
  const folded = new Map<string, string>();
  const fold = (text: string) => {
    let key = folded.get(text);
    if (key === undefined) folded.set(text, (key = searchStems(text)));
    return key;
  };
  return {
    segments,
    byId: new Map(segments.map((s) => [s.id, s])),
    childrenOf,
    shares: segmentShares(segments),
    nameOf,
    searchKeysOf: (segment, language) => [fold(nameOf(segment, language).name), fold(segment.name)],
  };
}

let cached: AudienceCatalogue | undefined;

/** The IAB audience catalogue, read from packages/domain/data once per process. */
export function audienceCatalogue(): AudienceCatalogue {
  return (cached ??= loadAudienceCatalogue());
}
