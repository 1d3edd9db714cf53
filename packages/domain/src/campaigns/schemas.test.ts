import { describe, expect, it } from 'vitest';
import { campaignDraftSchema } from './schemas';

const parse = (input: unknown) => campaignDraftSchema.safeParse(input);
const keysOf = (input: unknown) => {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('campaign draft schema', () => {
  it('accepts a draft with nothing but its type', () => {
    expect(parse({ type: 'PROGRAMMATIC' }).success).toBe(true);
    expect(keysOf({})).toEqual(['type:validation:invalid_option']);
  });

  it('reads money as minor units (strings or integers) into bigint, never a float', () => {
    const result = campaignDraftSchema.parse({ type: 'SEARCH', budget: '150000', daily_budget: 5000 });
    expect(result.budget).toBe(150_000n);
    expect(result.daily_budget).toBe(5_000n);
    expect(keysOf({ type: 'SEARCH', budget: '1500.50' })).toEqual(['budget:campaigns:rules.AMOUNT_FORMAT']);
    expect(keysOf({ type: 'SEARCH', budget: 15.5 })).toEqual(['budget:campaigns:rules.AMOUNT_FORMAT']);
    expect(keysOf({ type: 'SEARCH', budget: '-1' })).toEqual(['budget:campaigns:rules.AMOUNT_FORMAT']);
  });

  it('limits names to 128 characters and refuses control characters', () => {
    expect(parse({ type: 'AUDIO', name: 'x'.repeat(128) }).success).toBe(true);
    expect(keysOf({ type: 'AUDIO', name: 'x'.repeat(129) })).toEqual(['name:validation:max_length']);
    expect(keysOf({ type: 'AUDIO', groups: [{ name: 'a\u0000b' }] })).toEqual([
      'groups.0.name:validation:control_characters',
    ]);
  });

  it('takes calendar dates only', () => {
    expect(parse({ type: 'AUDIO', start_date: '2026-12-01', end_date: null }).success).toBe(true);
    expect(keysOf({ type: 'AUDIO', start_date: '2026-02-30' })).toEqual([
      'start_date:campaigns:rules.DATE_FORMAT',
    ]);
    expect(keysOf({ type: 'AUDIO', start_date: '2026-12-01T10:00:00Z' })).toEqual([
      'start_date:campaigns:rules.DATE_FORMAT',
    ]);
  });

  it('reads a full strategy', () => {
    const draft = campaignDraftSchema.parse({
      type: 'PROGRAMMATIC',
      groups: [
        {
          name: 'Pacote 1',
          budget: '50000',
          strategies: [
            {
              name: 'Linha 1',
              budget: '50000',
              audience_ids: ['a1', 'a2'],
              locations: [
                { kind: 'country', country: 'br' },
                { kind: 'city', country: 'BR', state: 'SP', city: '3550308' },
                { kind: 'radius', lat: -22.9, lng: -43.2, km: 5 },
              ],
              devices: ['MOBILE'],
              environments: ['APP', 'WEB'],
              genders: ['FEMALE'],
              age_ranges: ['25_34'],
              browsers: ['CHROME'],
              list_ids: ['l1'],
              content_category_ids: ['c1'],
              bid: { type: 'CPM', amount: '449' },
              frequency_cap: { count: 3, period: 1, unit: 'DAYS' },
            },
          ],
        },
      ],
    });
    const strategy = draft.groups?.[0]?.strategies?.[0];
    expect(strategy?.bid).toEqual({ type: 'CPM', amount: 449n });
    expect(strategy?.locations?.[0]).toEqual({ kind: 'country', country: 'BR' });
  });

  it('refuses unknown enumeration values and malformed locations', () => {
    expect(keysOf({ type: 'TV' })).toEqual(['type:validation:invalid_option']);
    expect(
      keysOf({ type: 'AUDIO', groups: [{ strategies: [{ locations: [{ kind: 'city', city: '355' }] }] }] }),
    ).toEqual(['groups.0.strategies.0.locations.0.city:campaigns:rules.CITY_CODE_FORMAT']);
    expect(
      keysOf({ type: 'AUDIO', groups: [{ strategies: [{ frequency_cap: { unit: 'YEARS' } }] }] }),
    ).toEqual(['groups.0.strategies.0.frequency_cap.unit:validation:invalid_option']);
  });
});
