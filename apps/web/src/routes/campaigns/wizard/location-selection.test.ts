import type { StrategyLocation } from '@verba/domain';
import { describe, expect, it } from 'vitest';
import { addLocation, coveredByState, reachPlaces, removeLocation } from './location-selection';

const sp: StrategyLocation = { kind: 'state', country: 'BR', state: 'SP' };
const campinas: StrategyLocation = { kind: 'city', country: 'BR', state: 'SP', city: '3509502' };
const rio: StrategyLocation = { kind: 'city', country: 'BR', state: 'RJ', city: '3304557' };
const brazil: StrategyLocation = { kind: 'country', country: 'BR' };

describe('location selection', () => {
  it('a state covers its cities: they are dropped when it is added', () => {
    expect(addLocation([campinas, rio], sp)).toEqual([rio, sp]);
  });

  it('a city of a chosen state cannot be added on its own', () => {
    expect(coveredByState([sp], 'SP')).toBe(true);
    expect(coveredByState([sp], 'RJ')).toBe(false);
    expect(addLocation([sp], campinas)).toEqual([sp]);
    expect(addLocation([sp], rio)).toEqual([sp, rio]);
  });

  it('adds a place once', () => {
    expect(addLocation([rio], rio)).toEqual([rio]);
  });

  it('the whole country and the other places replace each other', () => {
    expect(addLocation([sp, rio], brazil)).toEqual([brazil]);
    expect(addLocation([brazil], rio)).toEqual([rio]);
  });

  it('keeps radii and removes by position', () => {
    const radius: StrategyLocation = { kind: 'radius', city: '3550308', km: 10 };
    expect(addLocation([sp], radius)).toEqual([sp, radius]);
    expect(removeLocation([sp, radius], 0)).toEqual([radius]);
  });

  it('gives the reach estimate states and city codes', () => {
    expect(reachPlaces([sp, rio, { kind: 'radius', city: '3550308', km: 5 }, brazil])).toEqual({
      states: ['SP'],
      cities: [3304557, 3550308],
    });
  });
});
