import { describe, expect, it } from 'vitest';
import { ageRangesOf, gendersOf, matchGeo, placeOfLocation, platformsOf } from './spotify-connector';
import { backfillLiveFrom, simulateDay, type SimAdSet } from './sandbox/delivery';
import { findSpotifyGeos } from './sandbox/geos';

describe('Spotify targeting mapping', () => {
  it('merges contiguous Verba age ranges into Spotify min/max', () => {
    expect(ageRangesOf(['45_54', '18_24', '25_34', '65_PLUS'])).toEqual([
      { min: 18, max: 34 },
      { min: 45, max: 54 },
      { min: 65, max: 99 },
    ]);
    expect(ageRangesOf(['55_64', '65_PLUS'])).toEqual([{ min: 55, max: 99 }]);
  });
  it('maps devices to platforms, none meaning all', () => {
    expect(platformsOf([])).toEqual(['ANDROID', 'IOS', 'DESKTOP']);
    expect(platformsOf(['MOBILE'])).toEqual(['ANDROID', 'IOS']);
    expect(platformsOf(['DESKTOP'])).toEqual(['DESKTOP']);
  });
  it('drops the gender target when everyone is meant', () => {
    expect(gendersOf([])).toBeUndefined();
    expect(gendersOf(['FEMALE', 'UNKNOWN'])).toBeUndefined();
    expect(gendersOf(['FEMALE'])).toEqual(['FEMALE']);
  });
});

describe('Spotify geo targets', () => {
  const lookup = (type: string, q: string) => {
    const found = findSpotifyGeos({ country_code: 'BR', types: type, q, limit: '50' });
    if ('error' in found) throw new Error(found.error);
    return found.geos;
  };
  it('finds a state and a city by name in the sandbox lookup, the city inside its own state', () => {
    const sp = placeOfLocation('SP')!;
    expect(sp).toEqual({ code: 'SP', type: 'REGION', name: 'São Paulo', stateName: 'São Paulo' });
    expect(matchGeo(sp, lookup('REGION', 'sao paulo'))).toBe('71000035');
    const campinas = placeOfLocation('3509502')!;
    expect(matchGeo(campinas, lookup('CITY', 'Campinas'))).toBe('80350950');
    // Another municipality of the same name elsewhere is not taken for it.
    expect(matchGeo({ ...campinas, stateName: 'Bahia' }, lookup('CITY', 'Campinas'))).toBeNull();
    expect(placeOfLocation('XX')).toBeNull();
  });
  it('reads GeoNames-style English names too ("State of …", no accents)', () => {
    const place = placeOfLocation('MG')!;
    expect(
      matchGeo(place, [{ id: '3457153', type: 'REGION', name: 'State of Minas Gerais', country_code: 'BR' }]),
    ).toBe('3457153');
  });
  it('refuses a lookup without any parameter, as the reference says', () => {
    expect(findSpotifyGeos({})).toEqual({ error: 'At least one query parameter must be provided' });
  });
});

describe('Spotify sandbox delivery', () => {
  const start = Date.parse('2026-11-20T03:00:00Z');
  const adSet: SimAdSet = {
    id: 'as-1',
    campaignHistory: [{ at: start, on: true }],
    deliveryHistory: [{ at: start, on: true }],
    budgetHistory: [{ at: start, dailyMicros: 50_000_000 }],
    approvedAt: start,
    startsAt: start,
    endsAt: null,
    cpmMicros: 20_000_000,
  };
  it('never spends more than the daily budget on a whole day, and is final after 48 hours', () => {
    const late = Date.parse('2026-11-25T12:00:00Z');
    const day = simulateDay(adSet, '2026-11-21', late);
    expect(day.spendMicros).toBeGreaterThan(40_000_000 - 1);
    expect(day.spendMicros).toBeLessThanOrEqual(50_000_000);
    expect(simulateDay(adSet, '2026-11-21', late + 86_400_000)).toEqual(day);
    expect(day.impressions).toBe(Math.floor((day.spendMicros * 1000) / 20_000_000));
  });
  it('spends nothing while delivery is off', () => {
    const off = {
      ...adSet,
      deliveryHistory: [...adSet.deliveryHistory, { at: start + 3600_000, on: false }],
    };
    const day = simulateDay(off, '2026-11-22', Date.parse('2026-11-26T00:00:00Z'));
    expect(day.spendMicros).toBe(0);
  });
  it('reports the days since an earlier-day start once the ad is approved and delivery on (any hour)', () => {
    // Created and approved at 03:20 in São Paulo on 26/11; started 23/11.
    const created = Date.parse('2026-11-26T06:20:00Z');
    const past: SimAdSet = {
      ...adSet,
      id: 'as-past',
      campaignHistory: [{ at: created, on: true }],
      deliveryHistory: [{ at: created, on: true }],
      budgetHistory: [{ at: created, dailyMicros: 10_000_000 }],
      approvedAt: created + 30_000,
      startsAt: Date.parse('2026-11-23T03:00:00Z'),
    };
    expect(simulateDay(past, '2026-11-24', created + 10_000).spendMicros).toBe(0);
    const now = created + 60_000;
    expect(backfillLiveFrom(past, now)).toBe(created + 30_000);
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25']) {
      const day = simulateDay(past, date, now);
      expect(day.spendMicros).toBeGreaterThanOrEqual(7_800_000);
      expect(day.spendMicros).toBeLessThanOrEqual(10_000_000);
    }
    expect(simulateDay(past, '2026-11-22', now).spendMicros).toBe(0);
    // Started the same São Paulo day it was created: no past days (as before).
    const sameDay = { ...past, startsAt: Date.parse('2026-11-26T03:00:00Z') };
    expect(backfillLiveFrom(sameDay, now)).toBeNull();
    // Delivery off from the start: nothing went live, nothing is backfilled.
    const never = { ...past, deliveryHistory: [{ at: created, on: false }] };
    expect(backfillLiveFrom(never, now)).toBeNull();
    expect(simulateDay(never, '2026-11-24', now).spendMicros).toBe(0);
  });
});
