import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainDataFile } from '../data-files';
import { censo2022Population, censo2022StatePopulation } from './locations';
import {
  cityShareOfState,
  estimateReach,
  locationShare,
  platformPeople,
  roundReach,
  segmentShares,
  unionShare,
  withoutCoveredSegments,
  type ReachLocation,
} from './reach';
import { isBroadSegment, parseAudienceTaxonomy } from './taxonomy';

const segments = parseAudienceTaxonomy(readFileSync(domainDataFile('iab-audience-taxonomy-1.1.tsv'), 'utf8'));
const shares = segmentShares(segments);
const byId = new Map(segments.map((s) => [s.id, s]));
const ids = segments.map((s) => s.id);
const ufs = Object.keys(censo2022StatePopulation);

const location = fc.oneof(
  fc.constantFrom(...ufs).map((uf): ReachLocation => ({ type: 'state', uf })),
  fc
    .record({
      uf: fc.constantFrom(...ufs),
      capital: fc.boolean(),
      citiesInState: fc.integer({ min: 1, max: 853 }),
    })
    .map((city): ReachLocation => ({ type: 'city', ...city })),
);
const reachOf = (chosen: string[], locations: ReachLocation[]) =>
  estimateReach(
    withoutCoveredSegments(chosen, (id) => byId.get(id)?.parentId).map((id) => shares.get(id)!),
    locationShare(locations),
  );

describe('the audience taxonomy', () => {
  it('has the 1,558 IAB segments under three classes, keyed by IAB id', () => {
    expect(segments).toHaveLength(1558);
    expect(segments.filter((s) => s.tier === 1).map((s) => [s.id, s.name, s.class])).toEqual([
      ['1', 'Demographic', 'demographic'],
      ['206', 'Interest', 'interest'],
      ['752', 'Purchase Intent', 'purchase_intent'],
    ]);
    expect(byId.get('3')).toMatchObject({ parentId: '2', tier: 3, name: '18-20' });
  });

  it('tells broad segments from segmented ones', () => {
    expect(isBroadSegment(byId.get('1')!)).toBe(true); // Demographic
    expect(isBroadSegment(byId.get('3')!)).toBe(true); // Age 18-20
    expect(isBroadSegment(byId.get('243')!)).toBe(true); // Interest › Automotive
    expect(isBroadSegment(byId.get('752')!)).toBe(false); // Purchase Intent
    expect(segments.some((s) => s.class === 'interest' && s.tier === 3 && isBroadSegment(s))).toBe(false);
  });
});

describe('the reach model', () => {
  it('gives every segment a share within (0, 1], never more than its parent', () => {
    for (const segment of segments) {
      const share = shares.get(segment.id)!;
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThanOrEqual(1);
      if (segment.parentId) expect(share).toBeLessThanOrEqual(shares.get(segment.parentId)!);
    }
  });

  it('is deterministic', () => {
    expect(segmentShares(segments)).toEqual(shares);
  });

  it('reaches everyone in Brazil with no segment and no location, and never more than 156 million', () => {
    expect(reachOf([], [])).toEqual({ people: platformPeople, low: 120_000_000, high: platformPeople });
    fc.assert(
      fc.property(
        fc.subarray(ids, { maxLength: 30 }),
        fc.array(location, { maxLength: 5 }),
        (chosen, locations) => {
          const reach = reachOf(chosen, locations);
          expect(reach.people).toBeLessThanOrEqual(platformPeople);
          expect(reach.high).toBeLessThanOrEqual(platformPeople);
          expect(reach.low).toBeLessThanOrEqual(reach.people);
          expect(reach.people).toBeLessThanOrEqual(reach.high);
          expect(reach.low).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('never lowers the OR-reach when a segment is added', () => {
    fc.assert(
      fc.property(fc.subarray(ids, { maxLength: 10 }), fc.constantFrom(...ids), (chosen, extra) => {
        const before = unionShare(
          withoutCoveredSegments(chosen, (id) => byId.get(id)?.parentId).map((id) => shares.get(id)!),
        );
        const after = unionShare(
          withoutCoveredSegments([...chosen, extra], (id) => byId.get(id)?.parentId).map((id) =>
            shares.get(id)!,
          ),
        );
        expect(after).toBeGreaterThanOrEqual(before - 1e-12);
      }),
    );
  });

  it('never raises the intersected reach above the segments’ own reach when a location is added', () => {
    fc.assert(
      fc.property(
        fc.subarray(ids, { maxLength: 10 }),
        fc.array(location, { maxLength: 6 }),
        (chosen, locations) => {
          const everywhere = reachOf(chosen, []).people;
          expect(reachOf(chosen, locations).people).toBeLessThanOrEqual(everywhere);
        },
      ),
    );
  });

  it('places people by state population, and a city inside its chosen state adds nobody', () => {
    expect(locationShare([{ type: 'state', uf: 'SP' }])).toBeCloseTo(44_411_238 / censo2022Population, 10);
    expect(censo2022Population).toBe(203_080_756);
    const sp = locationShare([{ type: 'state', uf: 'SP' }]);
    expect(
      locationShare([
        { type: 'state', uf: 'SP' },
        { type: 'city', uf: 'SP', capital: true, citiesInState: 645 },
      ]),
    ).toBe(sp);
    expect(cityShareOfState({ capital: false, citiesInState: 1 })).toBe(1);
    expect(cityShareOfState({ capital: true, citiesInState: 645 })).toBe(0.25);
    expect(locationShare(ufs.map((uf) => ({ type: 'state' as const, uf })))).toBeCloseTo(1, 12);
  });

  it('rounds reach to two significant figures', () => {
    expect(roundReach(1_234_567)).toBe(1_200_000);
    expect(roundReach(98_765)).toBe(99_000);
    expect(roundReach(42)).toBe(42);
  });
});

describe('search text', () => {
  it('ignores accents, case and Portuguese or Spanish plurals', async () => {
    const { searchStems } = await import('./search-text');
    expect(searchStems('Viagens')).toBe(searchStems('viagem'));
    expect(searchStems('ESPORTES')).toBe(searchStems('esporte'));
    expect(searchStems('Gênero')).toBe('genero');
  });
});
