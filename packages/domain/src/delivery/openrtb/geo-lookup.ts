/**
 * Brazilian place lookups the parser needs: a city name (with or without its UF) → IBGE code, a
 * point → the nearest municipality, and a municipality → its centre. Built once from the IBGE
 * municipalities (packages/domain/data/br-municipios.csv via audiences/locations.ts); the nearest
 * search walks a grid of 0.5° cells outwards from the point, so it touches a few dozen cities, not 5,570.
 */
import type { BrazilianCity } from '../../audiences/locations';
import { haversineKm } from '../targeting/distance';

export interface GeoLookup {
  /** IBGE code of the city called `name` (any case, accents optional), in `uf` when given; null when unknown or ambiguous. */
  cityCode(name: string, uf: string): string | null;
  /** The municipality nearest the point, or null when none lies within `maxKm` (default 150). */
  nearestCity(lat: number, lon: number, maxKm?: number): { code: string; uf: string } | null;
  /** The municipality's UF and centre. */
  city(code: string): { uf: string; lat: number; lon: number } | null;
}

const cellDegrees = 0.5;
const kmPerDegree = 111.2;

export const placeKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const cellOf = (degrees: number) => Math.floor(degrees / cellDegrees);
const cellKey = (row: number, column: number) => row * 10_000 + column;

export function createGeoLookup(cities: readonly BrazilianCity[]): GeoLookup {
  const byNameAndUf = new Map<string, string>();
  const byName = new Map<string, string | null>();
  const byCode = new Map<string, { uf: string; lat: number; lon: number }>();
  const grid = new Map<number, BrazilianCity[]>();
  for (const city of cities) {
    const code = String(city.ibgeCode);
    const key = placeKey(city.name);
    byNameAndUf.set(`${key}|${city.uf}`, code);
    byName.set(key, byName.has(key) ? null : code);
    byCode.set(code, { uf: city.uf, lat: city.latitude, lon: city.longitude });
    const cell = cellKey(cellOf(city.latitude), cellOf(city.longitude));
    const bucket = grid.get(cell);
    if (bucket) bucket.push(city);
    else grid.set(cell, [city]);
  }

  function nearestCity(lat: number, lon: number, maxKm = 150) {
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
      return null;
    const row = cellOf(lat);
    const column = cellOf(lon);
    const maxRing =
      Math.ceil(maxKm / (kmPerDegree * cellDegrees * Math.max(0.2, Math.cos((lat * Math.PI) / 180)))) + 1;
    let best: BrazilianCity | null = null;
    let bestKm = Infinity;
    for (let ring = 0; ring <= maxRing; ring++) {
      // Every city in ring r+1 is at least r cells (in latitude terms) away; stop when that beats the best.
      if (
        best &&
        (ring - 1) *
          cellDegrees *
          kmPerDegree *
          Math.cos((Math.min(89, Math.abs(lat) + ring * cellDegrees) * Math.PI) / 180) >
          bestKm
      )
        break;
      for (let r = row - ring; r <= row + ring; r++)
        for (let c = column - ring; c <= column + ring; c++) {
          if (Math.max(Math.abs(r - row), Math.abs(c - column)) !== ring) continue;
          for (const city of grid.get(cellKey(r, c)) ?? []) {
            const km = haversineKm(lat, lon, city.latitude, city.longitude);
            if (km < bestKm) {
              bestKm = km;
              best = city;
            }
          }
        }
    }
    return best && bestKm <= maxKm ? { code: String(best.ibgeCode), uf: best.uf } : null;
  }

  function findCityCode(name: string, uf: string): string | null {
    const key = placeKey(name);
    if (key === '') return null;
    if (uf) return byNameAndUf.get(`${key}|${uf}`) ?? null;
    return byName.get(key) ?? null;
  }

  // Exchanges repeat the same few thousand city spellings; Unicode normalisation is the costly part.
  // Kept per UF, then per name as sent: no key is built (and hashed) per request.
  const recent = new Map<string, Map<string, string | null>>();
  let recentSize = 0;
  return {
    cityCode(name, uf) {
      let names = recent.get(uf);
      const known = names?.get(name);
      if (known !== undefined) return known;
      const code = findCityCode(name, uf);
      if (recentSize >= 20_000) {
        recent.clear();
        recentSize = 0;
        names = undefined;
      }
      if (!names) recent.set(uf, (names = new Map<string, string | null>()));
      names.set(name, code);
      recentSize++;
      return code;
    },
    nearestCity,
    city: (code) => byCode.get(code) ?? null,
  };
}
