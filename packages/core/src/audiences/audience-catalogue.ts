import { readFileSync } from 'node:fs';
import {
  indexName,
  synonymIndex,
  type IndexedName,
  type SynonymIndex,
} from '@verba/domain/audiences/audience-search';
import { parseAudienceTaxonomy, segmentShares, type AudienceSegment, type Language } from '@verba/domain';
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
  /** The segment's names prepared for search: the language's and the English one. */
  searchNamesOf: (
    segment: AudienceSegment,
    language: Language,
  ) => readonly { name: IndexedName; language: Language }[];
  /** The advertisers' synonyms (packages/domain/data/audience-synonyms.json). */
  synonyms: SynonymIndex;
  /** The names of a segment's ancestors, root first, in a language. */
  pathOf: (segment: AudienceSegment, language: Language) => string[];
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
  const indexed = new Map<string, IndexedName>();
  const index = (text: string, language: Language) => {
    const cacheKey = `${language}\u0000${text}`;
    let name = indexed.get(cacheKey);
    if (name === undefined) indexed.set(cacheKey, (name = indexName(text, language)));
    return name;
  };
  const byId = new Map(segments.map((s) => [s.id, s]));
  const synonymsFile = JSON.parse(readFileSync(domainDataFile('audience-synonyms.json'), 'utf8')) as {
    groups: string[][];
  };
  return {
    segments,
    byId,
    childrenOf,
    shares: segmentShares(segments),
    nameOf,
    searchNamesOf: (segment, language) => [
      { name: index(nameOf(segment, language).name, language), language },
      { name: index(segment.name, 'en'), language: 'en' },
    ],
    synonyms: synonymIndex(synonymsFile.groups),
    pathOf: (segment, language) => {
      const path: string[] = [];
      for (
        let p = segment.parentId ? byId.get(segment.parentId) : undefined;
        p;
        p = p.parentId ? byId.get(p.parentId) : undefined
      )
        path.unshift(nameOf(p, language).name);
      return path;
    },
  };
}

let cached: AudienceCatalogue | undefined;

/** The IAB audience catalogue, read from packages/domain/data once per process. */
export function audienceCatalogue(): AudienceCatalogue {
  return (cached ??= loadAudienceCatalogue());
}
