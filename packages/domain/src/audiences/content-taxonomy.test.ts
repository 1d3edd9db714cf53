import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { domainDataFile } from '../data-files';
import { parseContentTiers1And2 } from './content-taxonomy';

describe('parseContentTiers1And2', () => {
  const categories = parseContentTiers1And2(
    readFileSync(domainDataFile('iab-content-taxonomy-3.1.tsv'), 'utf8'),
  );

  it('reads the 37 tier-1 categories and their tier-2 children, nothing deeper', () => {
    expect(categories.filter((c) => c.parentId === null)).toHaveLength(37);
    expect(categories.length).toBe(37 + 323);
    const ids = new Set(categories.map((c) => c.id));
    expect(categories.every((c) => c.parentId === null || ids.has(c.parentId))).toBe(true);
  });

  it('keeps each tier-2 category under its parent', () => {
    expect(categories.find((c) => c.id === '30')).toEqual({
      id: '30',
      name: 'Auto Buying and Selling',
      parentId: '1',
    });
    // Sedan (tier 3, under Auto Body Styles) is not an ad category.
    expect(categories.some((c) => c.name === 'Sedan')).toBe(false);
  });
});
