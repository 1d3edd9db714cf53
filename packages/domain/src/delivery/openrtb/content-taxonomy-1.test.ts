import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { domainDataFile } from '../../data-files';
import { codes1Of, contentIdsOf1, contentTaxonomy1 } from './content-taxonomy-1';
import { parseContentTaxonomyNodes } from './taxonomy-ancestry';

const ids31 = new Set(
  parseContentTaxonomyNodes(readFileSync(domainDataFile('iab-content-taxonomy-3.1.tsv'), 'utf8')).map(
    (node) => node.id,
  ),
);

describe('IAB Content Taxonomy 1.0 → 3.1', () => {
  it('lists the 26 tier-1 categories, each code once, each tier 2 after its tier 1', () => {
    const codes = contentTaxonomy1.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => !code.includes('-'))).toEqual(
      Array.from({ length: 26 }, (_, i) => `IAB${i + 1}`),
    );
    for (const code of codes.filter((c) => c.includes('-')))
      expect(codes.indexOf(code.split('-')[0]!)).toBeLessThan(codes.indexOf(code));
    expect(contentTaxonomy1.every((c) => c.name.length > 0)).toBe(true);
  });

  it('points only at ids that exist in Content Taxonomy 3.1', () => {
    const unknown = contentTaxonomy1.flatMap((c) =>
      c.ids.filter((id) => !ids31.has(id)).map((id) => `${c.code}→${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('maps codes, an unlisted tier 2 by its tier 1, anything else to nothing', () => {
    expect(contentIdsOf1(['IAB2-3'])).toEqual(['30']);
    expect(contentIdsOf1(['iab2-99 '])).toEqual(['1']);
    expect(contentIdsOf1(['IAB17-44', 'IAB17', 'IAB17-44'])).toEqual(['533', '483']);
    expect(contentIdsOf1(['IAB24', 'IAB99', 'IAB99-1', 'sports', ''])).toEqual([]);
  });

  it('keeps sensitive tier 1s apart from ordinary ads: blocking IAB25/IAB26 does not block alcohol', () => {
    const blocked = contentIdsOf1(['IAB25', 'IAB26']);
    expect(blocked).not.toContain('pg0WhF');
    expect(blocked).not.toContain('v9i3On');
    expect(contentIdsOf1(['IAB8-5'])).toEqual(['211']);
  });

  it('declares an ad’s 3.1 categories back as 1.0 codes', () => {
    expect(codes1Of(['30', '1'])).toEqual(['IAB2', 'IAB2-3']);
    expect(codes1Of(['42', 'JLBCU7'])).toEqual(['IAB1', 'IAB1-1']);
    expect(codes1Of(['nope'])).toEqual([]);
  });

  it('a tier 2 mapped to one 3.1 category comes back from it', () => {
    for (const { code, ids } of contentTaxonomy1)
      if (code.includes('-') && ids.length === 1) expect(codes1Of(ids)).toContain(code);
  });
});
