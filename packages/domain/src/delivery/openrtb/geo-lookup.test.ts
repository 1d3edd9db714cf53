import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../targeting/distance';
import { brazilCities, brazilGeoLookup } from './test-geo-lookup';

describe('geo lookup', () => {
  const geo = brazilGeoLookup();

  it('finds a city by name, with or without accents and UF', () => {
    expect(geo.cityCode('São Paulo', 'SP')).toBe('3550308');
    expect(geo.cityCode('sao paulo', '')).toBe('3550308');
    expect(geo.cityCode('RIO DE JANEIRO', 'RJ')).toBe('3304557');
    expect(geo.cityCode('São Paulo', 'RJ')).toBeNull();
    expect(geo.cityCode('Atlantis', '')).toBeNull();
  });

  it('answers null for a name several states share when no UF is given', () => {
    expect(geo.cityCode('Bom Jesus', '')).toBeNull();
    expect(geo.cityCode('Bom Jesus', 'PI')).not.toBeNull();
  });

  it('finds the municipality nearest a point', () => {
    expect(geo.nearestCity(-23.5505, -46.6333)).toEqual({ code: '3550308', uf: 'SP' });
    expect(geo.nearestCity(-22.9068, -43.1729)).toEqual({ code: '3304557', uf: 'RJ' });
    expect(geo.nearestCity(48.85, 2.35)).toBeNull();
    expect(geo.nearestCity(Number.NaN, 0)).toBeNull();
  });

  it('the grid answers what a scan of all 5,570 municipalities answers', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -33.7, max: 5.2, noNaN: true }),
        fc.double({ min: -73.9, max: -34.8, noNaN: true }),
        (lat, lon) => {
          let best = brazilCities[0]!;
          let bestKm = Infinity;
          for (const city of brazilCities) {
            const km = haversineKm(lat, lon, city.latitude, city.longitude);
            if (km < bestKm) [best, bestKm] = [city, km];
          }
          const found = geo.nearestCity(lat, lon);
          if (bestKm > 150) expect(found).toBeNull();
          else expect(found?.code).toBe(String(best.ibgeCode));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is fast: a nearest search costs microseconds, not a scan of 5,570 cities', () => {
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) geo.nearestCity(-30 + (i % 300) / 10, -55 + (i % 170) / 10);
    const microseconds = ((performance.now() - started) * 1000) / 100_000;
    console.info(`nearest municipality: ${microseconds.toFixed(1)} µs per search`);
    // Generous for a shared CI machine; a full scan costs about 100 µs.
    expect(microseconds).toBeLessThan(50);
  });
});
