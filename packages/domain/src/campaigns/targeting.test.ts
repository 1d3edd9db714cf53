import { describe, expect, it } from 'vitest';
import type { StrategyAudienceClass } from './enumerations';
import type { StrategyLocation } from './schemas';
import { defaultCampaignRuleSettings as settings } from './settings';
import { audienceEligibility } from '../audiences/eligibility';
import {
  audienceAvailableParams,
  checkAudienceEligibility,
  checkAudiences,
  checkFrequencyCap,
  checkLocations,
  ibgeStateCodes,
} from './targeting';

describe('frequency cap periods (spec §5)', () => {
  it.each([
    ['MINUTES', 1, 59],
    ['HOURS', 1, 23],
    ['DAYS', 1, 6],
    ['WEEKS', 1, 4],
    ['MONTHS', 1, 12],
  ] as const)('%s: %i to %i', (unit, min, max) => {
    const codes = (period: number) =>
      checkFrequencyCap({ count: 3, period, unit }, settings, 'cap').map((i) => i.code);
    expect(codes(min)).toEqual([]);
    expect(codes(max)).toEqual([]);
    expect(codes(min - 1)).toEqual(['FREQUENCY_CAP_PERIOD_RANGE']);
    expect(codes(max + 1)).toEqual(['FREQUENCY_CAP_PERIOD_RANGE']);
    expect(checkFrequencyCap({ count: 3, period: max + 1, unit }, settings, 'cap')[0]).toMatchObject({
      path: 'cap.period',
      params: { min, max, unit },
    });
  });

  it('bounds the count and accepts no cap', () => {
    expect(checkFrequencyCap({ count: 1000, period: 1, unit: 'DAYS' }, settings, 'cap')).toEqual([]);
    expect(
      checkFrequencyCap({ count: 1001, period: 1, unit: 'DAYS' }, settings, 'cap').map((i) => i.code),
    ).toEqual(['FREQUENCY_CAP_COUNT_RANGE']);
    expect(checkFrequencyCap(null, settings, 'cap')).toEqual([]);
  });
});

describe('audiences per strategy', () => {
  const ids = (n: number, prefix = 'a') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
  const check = (audienceIds: string[], classes: Record<string, StrategyAudienceClass> = {}) =>
    checkAudiences(audienceIds, classes, settings, 'audience_ids').map((i) => `${i.severity}:${i.code}`);

  it('allows 10 broad plus segmented audiences and refuses 11', () => {
    expect(check(ids(10))).toEqual(['warning:AUDIENCES_ABOVE_RECOMMENDED']);
    expect(check(ids(11))).toEqual(['error:AUDIENCES_OVER_LIMIT']);
  });

  it('does not count own and custom audiences towards the limit', () => {
    const own = ids(5, 'own');
    const classes = Object.fromEntries(own.map((id) => [id, 'OWN' as const]));
    expect(check([...ids(10), ...own], classes)).toEqual(['warning:AUDIENCES_ABOVE_RECOMMENDED']);
  });

  it('warns above the recommended maximum (a setting) and below two', () => {
    expect(check(ids(5))).toEqual([]);
    expect(check(ids(6))).toEqual(['warning:AUDIENCES_ABOVE_RECOMMENDED']);
    expect(check(ids(2))).toEqual([]);
    expect(check(ids(1))).toEqual(['warning:AUDIENCES_BELOW_RECOMMENDED']);
    expect(check([])).toEqual(['warning:AUDIENCES_BELOW_RECOMMENDED']);
    const configured = { ...settings, recommendedMaxAudiences: 8 };
    expect(checkAudiences(ids(8), {}, configured, 'a')).toEqual([]);
  });
});

describe('locations', () => {
  const check = (...locations: StrategyLocation[]) =>
    checkLocations(locations, settings, 'locations').map((i) => `${i.code}@${i.path}`);

  it('accepts a country, a state of Brazil, a city in its state and a radius', () => {
    expect(
      check(
        { kind: 'country', country: 'BR' },
        { kind: 'state', country: 'BR', state: 'SP' },
        { kind: 'city', country: 'BR', state: 'RJ', city: '3304557' },
        { kind: 'radius', lat: -23.55, lng: -46.63, km: 10 },
        { kind: 'radius', city: '3550308', km: 100 },
      ),
    ).toEqual([]);
  });

  it('needs a country for a state, and Brazil', () => {
    expect(check({ kind: 'state', state: 'SP' })).toEqual(['STATE_NEEDS_COUNTRY@locations.0.country']);
    expect(check({ kind: 'state', country: 'AR', state: 'SP' })).toEqual([
      'LOCATION_OUTSIDE_BRAZIL@locations.0.country',
    ]);
  });

  it('needs a country and the state for a city', () => {
    expect(check({ kind: 'city', city: '3550308' })).toEqual([
      'CITY_NEEDS_COUNTRY@locations.0.country',
      'CITY_NEEDS_STATE@locations.0.state',
    ]);
    expect(check({ kind: 'city', country: 'BR', state: 'RJ', city: '3550308' })).toEqual([
      'CITY_OUTSIDE_STATE@locations.0.city',
    ]);
  });

  it('needs a centre and a distance in range for a radius', () => {
    expect(check({ kind: 'radius', lat: -23.5, km: 10 })).toEqual(['RADIUS_NEEDS_CENTER@locations.0']);
    expect(check({ kind: 'radius', city: '3550308', km: 0.5 })).toEqual(['RADIUS_KM_RANGE@locations.0.km']);
    expect(check({ kind: 'radius', city: '3550308', km: 100.1 })).toEqual(['RADIUS_KM_RANGE@locations.0.km']);
  });

  it('knows the IBGE code of all 27 federative units', () => {
    expect(Object.keys(ibgeStateCodes)).toHaveLength(27);
    expect(new Set(Object.values(ibgeStateCodes)).size).toBe(27);
  });
});

describe('segmented audiences need an advertiser 4 days old (spec §5)', () => {
  const createdAt = new Date('2026-11-20T13:05:00.000Z'); // 10:05 in São Paulo
  const classes: Record<string, StrategyAudienceClass> = { broad: 'BROAD', seg: 'SEGMENTED' };
  const at = (ms: number) =>
    checkAudienceEligibility(
      ['broad', 'seg'],
      classes,
      audienceEligibility({ advertiserCreatedAt: createdAt, now: new Date(createdAt.getTime() + ms) }),
      'groups.0.strategies.0.audience_ids',
    );
  const hour = 3600_000;

  it('refuses a segmented audience at 3 days 23:59 and accepts it at 4 days (96 hours)', () => {
    expect(at(96 * hour - 60_000)).toEqual([
      {
        code: 'AUDIENCE_SEGMENTED_ADVERTISER_TOO_YOUNG',
        severity: 'error',
        path: 'groups.0.strategies.0.audience_ids',
        key: 'campaigns:rules.AUDIENCE_SEGMENTED_ADVERTISER_TOO_YOUNG',
        params: { day: '24/11/2026', day_en: '11/24/2026', time: '10:05' },
      },
    ]);
    expect(at(96 * hour - 1)).toHaveLength(1);
    expect(at(96 * hour)).toEqual([]);
  });

  it('always accepts broad audiences, and checks nothing without the advertiser’s age', () => {
    const young = audienceEligibility({ advertiserCreatedAt: createdAt, now: createdAt });
    expect(checkAudienceEligibility(['broad'], classes, young, 'a')).toEqual([]);
    expect(checkAudienceEligibility(['seg'], classes, undefined, 'a')).toEqual([]);
  });

  it('names the São Paulo day and time, across midnight in UTC', () => {
    expect(audienceAvailableParams(new Date('2026-11-25T02:30:00.000Z'))).toEqual({
      day: '24/11/2026',
      day_en: '11/24/2026',
      time: '23:30',
    });
  });
});
