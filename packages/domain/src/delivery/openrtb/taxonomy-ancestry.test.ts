import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAudienceTaxonomy } from '../../audiences/taxonomy';
import { domainDataFile } from '../../data-files';
import { parseBidRequest } from './parse-bid-request';
import { createAncestry, parseContentTaxonomyNodes } from './taxonomy-ancestry';

const read = (name: string) => readFileSync(domainDataFile(name), 'utf8');
const contentAncestry = createAncestry(parseContentTaxonomyNodes(read('iab-content-taxonomy-3.1.tsv')));
const audienceAncestry = createAncestry(parseAudienceTaxonomy(read('iab-audience-taxonomy-1.1.tsv')));

describe('taxonomy ancestry', () => {
  it('walks a content category up to its tier 1', () => {
    expect(contentAncestry('151')).toEqual(['150']);
    expect(contentAncestry('150')).toEqual([]);
    expect(contentAncestry('nope')).toEqual([]);
  });

  it('numbers every id with the same ancestors the function answers, and gives each list its own mark', () => {
    for (const ancestry of [
      contentAncestry,
      audienceAncestry,
      createAncestry([
        { id: 'a', parentId: 'b' },
        { id: 'b', parentId: 'a' },
        { id: 'c', parentId: 'missing' },
      ]),
    ]) {
      const table = ancestry.table!;
      expect(table.ids.length).toBe(table.slotOf.size);
      table.ids.forEach((id, slot) => {
        expect(table.slotOf.get(id)).toBe(slot);
        expect(table.slot(id)).toBe(slot);
        expect(table.parents[slot]!.map((parent) => table.ids[parent])).toEqual(ancestry(id));
      });
      for (const unknown of ['', '0', '00', '0406', '+4', '4.0', ' 4', '4 ', '1e3', '９', '9999999', 'nope'])
        expect(table.slot(unknown)).toBe(table.slotOf.get(unknown) ?? -1);
      const first = table.nextMark();
      expect(table.nextMark()).toBe(first + 1);
    }
  });

  it('survives a cycle in bad data', () => {
    const ancestry = createAncestry([
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ]);
    expect(ancestry('a')).toEqual(['b', 'a']);
  });

  it('a request’s deep categories and segments also carry their parents', () => {
    const deepSegment = parseAudienceTaxonomy(read('iab-audience-taxonomy-1.1.tsv')).find(
      (s) => s.tier === 3,
    )!;
    const result = parseBidRequest(
      {
        id: 'r',
        imp: [{ id: '1', banner: { w: 300, h: 250 } }],
        site: { domain: 'example.com.br', cat: ['151'], cattax: 7 },
        user: { data: [{ ext: { segtax: 4 }, segment: [{ id: deepSegment.id }] }] },
      },
      { contentAncestry, audienceAncestry },
    );
    if (!result.ok) throw new Error(result.detail);
    expect(result.request.contentCategoryIds).toEqual(['151', '150']);
    expect(result.request.user.segments).toEqual([deepSegment.id, ...audienceAncestry(deepSegment.id)]);
    expect(result.request.user.segments).toContain(deepSegment.parentId);
  });

  it('IAB 1.0 categories (no cattax) reach 3.1 targeting through the mapping, parents included', () => {
    const result = parseBidRequest(
      {
        id: 'r',
        imp: [{ id: '1', banner: { w: 300, h: 250 } }],
        site: { domain: 'example.com.br', cat: ['IAB17-44'], content: { cat: ['IAB9-30'] } },
      },
      { contentAncestry, version: '2.5' },
    );
    if (!result.ok) throw new Error(result.detail);
    // World Soccer → Soccer under Sports; Video & Computer Games → Video Gaming.
    expect(result.request.contentCategoryIds).toEqual(['533', '680', '483']);
  });

  it('a taxonomy it does not know (cattax 2) brings no categories', () => {
    const result = parseBidRequest(
      {
        id: 'r',
        imp: [{ id: '1', banner: { w: 300, h: 250 } }],
        site: { domain: 'example.com.br', cat: ['483'], cattax: 2 },
      },
      { contentAncestry },
    );
    if (!result.ok) throw new Error(result.detail);
    expect(result.request.contentCategoryIds).toEqual([]);
  });
});
