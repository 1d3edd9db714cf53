import { describe, expect, it } from 'vitest';
import { validateAudiencesSearch } from './search';

describe('/audiences search params', () => {
  it('reads the combination from commas, arrays or single numbers, and drops the rest', () => {
    expect(
      validateAudiencesSearch({
        pick: '50,243,50,<x>',
        states: ['sp', 'RJ', 'XYZ'],
        cities: 3550308,
        segment: 50,
        page: '2',
      }),
    ).toEqual({
      tab: undefined,
      search: undefined,
      page: 2,
      segment: '50',
      pick: ['50', '243'],
      states: ['SP', 'RJ'],
      cities: [3550308],
    });
  });

  it('keeps at most 10 segments and only known tabs', () => {
    const pick = Array.from({ length: 12 }, (_, i) => String(i + 1)).join(',');
    const search = validateAudiencesSearch({ pick, tab: 'everything', cities: '12,3106200' });
    expect(search.pick).toHaveLength(10);
    expect(search.tab).toBeUndefined();
    expect(search.cities).toEqual([3106200]);
  });
});
