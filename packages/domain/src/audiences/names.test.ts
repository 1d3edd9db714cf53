import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { domainDataFile } from '../data-files';
import { parseContentTier1, parseContentTiers1And2 } from './content-taxonomy';
import { parseAudienceTaxonomy } from './taxonomy';

const read = (file: string) => readFileSync(domainDataFile(file), 'utf8');
const segments = parseAudienceTaxonomy(read('iab-audience-taxonomy-1.1.tsv'));
const categories = parseContentTier1(read('iab-content-taxonomy-3.1.tsv'));
const adCategories = parseContentTiers1And2(read('iab-content-taxonomy-3.1.tsv'));

describe.each(['pt-BR', 'es'])('names in %s', (locale) => {
  it('cover every segment of every tier that has words, and only catalogue ids', () => {
    const names = JSON.parse(read(`audience-names.${locale}.json`)) as Record<string, string>;
    const ids = new Set(segments.map((s) => s.id));
    expect(Object.keys(names).filter((id) => !ids.has(id))).toEqual([]);
    const missing = segments.filter((s) => /\p{L}/u.test(s.name) && !names[s.id]?.trim());
    expect(missing.map((s) => `${s.id} ${s.name}`)).toEqual([]);
  });

  it('cover the 37 content categories of tier 1', () => {
    const names = JSON.parse(read(`content-category-names.${locale}.json`)) as Record<string, string>;
    expect(categories).toHaveLength(37);
    expect(categories.filter((c) => !names[c.id]?.trim()).map((c) => c.name)).toEqual([]);
  });

  it('cover the ad categories (tiers 1 and 2) and nothing else', () => {
    const names = JSON.parse(read(`content-category-names.${locale}.json`)) as Record<string, string>;
    const ids = new Set(adCategories.map((c) => c.id));
    expect(Object.keys(names).filter((id) => !ids.has(id))).toEqual([]);
    expect(adCategories.filter((c) => !names[c.id]?.trim()).map((c) => c.name)).toEqual([]);
  });
});
