import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveStrategy } from '../contracts';
import type { ParsedBidRequest } from '../request';
import { ageRangeOf, compileStrategy, matchStrategy, type StrategyMatch } from './compile-strategy';
import { haversineKm } from './distance';
import { createStrategyIndex } from './strategy-index';
import {
  creativeArb,
  emptyTargeting,
  impArb,
  liveStrategy,
  noon,
  requestArb,
  strategyArb,
  targetingArb,
  today,
  type Targeting,
  bannerCreative,
} from './test-arbitraries';

const ids = (matches: StrategyMatch[]) =>
  matches.map((m) => `${m.strategy.strategyId}|${m.dealId}|${m.creatives.map((c) => c.id).join(',')}`).sort();

function indexOf(strategies: LiveStrategy[]) {
  const index = createStrategyIndex({ now: () => noon });
  for (const s of strategies) index.upsert(s);
  return index;
}

/** The brute-force filter: the complete rule run on every strategy. */
function bruteForce(strategies: LiveStrategy[], request: ParsedBidRequest) {
  return strategies.flatMap((s) => {
    const found = matchStrategy(compileStrategy(s), request, request.imps[0]!, { today });
    return found ? [found] : [];
  });
}

const banner = impArb.map((imp) => ({
  ...imp,
  banner: { sizes: [{ w: 300, h: 250 }] },
  deals: [],
  privateAuction: false,
}));
/** A 300x250 request that blocks no advertiser: only the dimension under test decides. */
const openBanner = requestArb(banner).map((r) => ({ ...r, blockedAdvertiserDomains: [] }));
const banner300x250 = bannerCreative();

const intersects = (a: readonly string[], b: readonly string[]) => a.some((v) => b.includes(v));
const placements = (r: ParsedBidRequest) =>
  r.siteOrApp === ''
    ? []
    : r.environment === 'APP'
      ? [r.siteOrApp]
      : r.siteOrApp
          .split('.')
          .map((_, i, parts) => parts.slice(i).join('.'))
          .filter((d) => d.includes('.'));

/** One dimension targeted, everything else open: an oracle written from the product rule, not from the code. */
const dimensionOracles: [
  string,
  (t: Targeting) => fc.Arbitrary<Partial<Targeting>>,
  (t: Targeting, r: ParsedBidRequest) => boolean,
][] = [
  [
    'locations',
    () => targetingArb.map((t) => ({ locations: t.locations })),
    (t, r) => {
      const g = r.device.geo;
      return (
        t.locations.length === 0 ||
        t.locations.some((l) =>
          l.kind === 'country'
            ? l.country === g.country
            : l.kind === 'state'
              ? l.state === g.state
              : l.kind === 'city'
                ? l.city === g.city
                : g.lat !== null && g.lon !== null && haversineKm(g.lat, g.lon, l.lat!, l.lng!) <= l.km,
        )
      );
    },
  ],
  [
    'devices',
    () => targetingArb.map((t) => ({ devices: t.devices })),
    (t, r) => t.devices.length === 0 || (r.device.type !== null && t.devices.includes(r.device.type)),
  ],
  [
    'environments',
    () => targetingArb.map((t) => ({ environments: t.environments })),
    (t, r) => t.environments.length === 0 || t.environments.includes(r.environment),
  ],
  [
    'browsers',
    () => targetingArb.map((t) => ({ browsers: t.browsers })),
    (t, r) => t.browsers.length === 0 || (r.device.browser !== null && t.browsers.includes(r.device.browser)),
  ],
  [
    'genders',
    () => targetingArb.map((t) => ({ genders: t.genders })),
    (t, r) => t.genders.length === 0 || t.genders.includes(r.user.gender ?? 'UNKNOWN'),
  ],
  [
    'ages',
    () => targetingArb.map((t) => ({ ageRanges: t.ageRanges })),
    (t, r) => {
      if (t.ageRanges.length === 0) return true;
      const range = ageRangeOf(r.user.yob, today);
      return range !== null && t.ageRanges.includes(range);
    },
  ],
  [
    'audiences',
    () => targetingArb.map((t) => ({ audienceIds: t.audienceIds })),
    (t, r) => t.audienceIds.length === 0 || intersects(t.audienceIds, r.user.segments),
  ],
  [
    'content categories',
    () => targetingArb.map((t) => ({ contentCategoryIds: t.contentCategoryIds })),
    (t, r) => t.contentCategoryIds.length === 0 || intersects(t.contentCategoryIds, r.contentCategoryIds),
  ],
  [
    'site/app lists',
    () => targetingArb.map((t) => ({ lists: t.lists })),
    (t, r) => {
      const allow = t.lists.filter((l) => ['WISHLIST', 'SITE_LIST', 'APP_LIST'].includes(l.type));
      const block = t.lists.filter((l) => l.type === 'BLACKLIST');
      const email = t.lists.filter((l) => l.type === 'EMAIL_AUDIENCE');
      const here = placements(r);
      if (allow.length > 0 && !allow.some((l) => intersects(l.entries, here))) return false;
      if (block.some((l) => intersects(l.entries, here))) return false;
      return email.length === 0 || email.some((l) => r.user.eids.some((e) => intersects(l.entries, e.ids)));
    },
  ],
];

describe('strategy index selects exactly what a brute-force filter selects (property)', () => {
  it.each(dimensionOracles)('%s', (_, patch, oracle) => {
    fc.assert(
      fc.property(
        fc.array(patch(emptyTargeting), { minLength: 1, maxLength: 25 }),
        fc.array(openBanner, { minLength: 1, maxLength: 5 }),
        (patches, requests) => {
          const strategies = patches.map((p, i) =>
            liveStrategy(`s${i}`, { ...emptyTargeting, ...p }, [banner300x250], 'PROGRAMMATIC'),
          );
          const index = indexOf(strategies);
          for (const request of requests) {
            const expected = strategies
              .filter((s) => oracle(s.targeting, request))
              .map((s) => `${s.strategyId}|null|cr`);
            expect(ids(index.match(request, request.imps[0]!))).toEqual(expected.sort());
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('deals: only strategies buying an offered deal, and no open-auction strategy in a private auction', () => {
    const dealImp = impArb.map((imp) => ({ ...imp, banner: { sizes: [{ w: 300, h: 250 }] } }));
    fc.assert(
      fc.property(
        fc.array(targetingArb, { minLength: 1, maxLength: 25 }),
        fc.array(
          requestArb(dealImp).map((r) => ({ ...r, blockedAdvertiserDomains: [] })),
          { minLength: 1, maxLength: 5 },
        ),
        (ts, requests) => {
          const strategies = ts.map((t, i) =>
            liveStrategy(`s${i}`, { ...emptyTargeting, dealIds: t.dealIds }, [banner300x250], 'PROGRAMMATIC'),
          );
          const index = indexOf(strategies);
          for (const request of requests) {
            const imp = request.imps[0]!;
            const expected = strategies.flatMap((s) => {
              if (s.targeting.dealIds.length === 0)
                return imp.privateAuction ? [] : [`${s.strategyId}|null|cr`];
              const deal = imp.deals.find((d) => s.targeting.dealIds.includes(d.id));
              return deal ? [`${s.strategyId}|${deal.id}|cr`] : [];
            });
            expect(ids(index.match(request, imp))).toEqual(expected.sort());
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('creative format and size, campaign type ↔ imp kind, badv', () => {
    fc.assert(
      fc.property(
        fc.array(strategyArb('x', fc.constant(emptyTargeting)), { minLength: 1, maxLength: 25 }),
        fc.array(requestArb(), { minLength: 1, maxLength: 5 }),
        (drafts, requests) => {
          const strategies = drafts.map((s, i) => ({ ...s, strategyId: `s${i}` }));
          const index = indexOf(strategies);
          for (const request of requests)
            expect(ids(index.match(request, request.imps[0]!))).toEqual(ids(bruteForce(strategies, request)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('all dimensions at once', () => {
    let matched = 0;
    fc.assert(
      fc.property(
        fc.array(strategyArb('x'), { minLength: 1, maxLength: 40 }),
        fc.array(requestArb(), { minLength: 1, maxLength: 8 }),
        (drafts, requests) => {
          const strategies = drafts.map((s, i) => ({ ...s, strategyId: `s${i}` }));
          const index = indexOf(strategies);
          for (const request of requests) {
            const expected = ids(bruteForce(strategies, request));
            matched += expected.length;
            expect(ids(index.match(request, request.imps[0]!))).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
    // The generators must produce matches, or the property would hold vacuously.
    expect(matched).toBeGreaterThan(20);
  });

  it('hundreds of strategies over many words, with lists of different lengths and freed slots', () => {
    let matched = 0;
    fc.assert(
      fc.property(
        fc.array(fc.oneof(targetingArb, fc.constant(emptyTargeting)), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 4, max: 12 }),
        fc.array(fc.nat(400), { maxLength: 40 }),
        fc.array(openBanner, { minLength: 1, maxLength: 5 }),
        (targetings, copies, removed, requests) => {
          // Later targetings first appear at high slots: their keys' lists are shorter than the index.
          const strategies = Array.from({ length: copies * targetings.length }, (_, i) =>
            liveStrategy(
              `s${i}`,
              targetings[Math.min(targetings.length - 1, Math.floor(i / copies) + (i % 3))]!,
              [banner300x250],
              'PROGRAMMATIC',
            ),
          );
          const index = indexOf(strategies);
          const gone = new Set(removed.map((r) => `s${r}`));
          for (const id of gone) index.remove(id);
          const kept = strategies.filter((s) => !gone.has(s.strategyId));
          for (const request of requests) {
            const expected = ids(bruteForce(kept, request));
            matched += expected.length;
            expect(ids(index.match(request, request.imps[0]!))).toEqual(expected);
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(matched).toBeGreaterThan(1_000);
  });

  it('strategies of several creative kinds (slots grouped by kind), changing kind and removed', () => {
    const kinds = [
      [banner300x250],
      [bannerCreative({ id: 'leaderboard', width: 728, height: 90 })],
      [banner300x250, bannerCreative({ id: 'sky', width: 160, height: 600 })],
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ kind: fc.nat(2), targeting: fc.oneof(targetingArb, fc.constant(emptyTargeting)) }),
          {
            minLength: 40,
            maxLength: 120,
          },
        ),
        fc.array(fc.record({ at: fc.nat(119), kind: fc.option(fc.nat(2)) }), { maxLength: 60 }),
        fc.array(openBanner, { minLength: 1, maxLength: 4 }),
        (made, changes, requests) => {
          const model = new Map<string, LiveStrategy>();
          const index = createStrategyIndex({ now: () => noon });
          made.forEach(({ kind, targeting }, i) => {
            const strategy = liveStrategy(`s${i}`, targeting, kinds[kind]!, 'PROGRAMMATIC');
            index.upsert(strategy);
            model.set(strategy.strategyId, strategy);
          });
          // A change of kind moves the strategy to another group's words; none removes it.
          changes.forEach(({ at, kind }, n) => {
            const id = `s${at % made.length}`;
            const current = model.get(id);
            if (kind === null) {
              index.remove(id);
              model.delete(id);
            } else {
              const changed = {
                ...(current ?? liveStrategy(id, emptyTargeting, [], 'PROGRAMMATIC')),
                creatives: kinds[kind]!,
                version: `v${n}`,
              };
              index.upsert(changed);
              model.set(id, changed);
            }
          });
          for (const request of requests)
            expect(ids(index.match(request, request.imps[0]!))).toEqual(
              ids(bruteForce([...model.values()], request)),
            );
        },
      ),
      { numRuns: 80 },
    );
  });

  it('a dimension of many request keys, some lists short (read at their nonzero words only)', () => {
    const audiences = ['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'];
    const leaderboard = bannerCreative({ width: 728, height: 90 });
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 600 }),
        fc.array(fc.record({ at: fc.nat(599), audiences: fc.subarray(audiences, { minLength: 1 }) }), {
          maxLength: 60,
        }),
        fc.subarray(audiences, { minLength: 3 }),
        openBanner,
        (count, targeted, segments, base) => {
          const audiencesOf = new Map(targeted.map((t) => [t.at, t.audiences]));
          // Every third one fits the 300x250 imp: the format, not the audiences, is intersected first.
          const strategies = Array.from({ length: count }, (_, i) =>
            liveStrategy(
              `s${i}`,
              { ...emptyTargeting, audienceIds: audiencesOf.get(i) ?? [] },
              [i % 3 === 0 ? banner300x250 : leaderboard],
              'PROGRAMMATIC',
            ),
          );
          const request = { ...base, user: { ...base.user, segments } };
          expect(ids(indexOf(strategies).match(request, request.imps[0]!))).toEqual(
            ids(bruteForce(strategies, request)),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('after random upsert/remove sequences', () => {
    const command = fc.oneof(
      fc.record({ op: fc.constant('upsert' as const), id: fc.nat(11), strategy: strategyArb('x') }),
      fc.record({ op: fc.constant('remove' as const), id: fc.nat(11) }),
    );
    fc.assert(
      fc.property(
        fc.array(command, { maxLength: 60 }),
        fc.array(requestArb(), { minLength: 1, maxLength: 6 }),
        (commands, requests) => {
          const index = createStrategyIndex({ now: () => noon });
          const model = new Map<string, LiveStrategy>();
          for (const c of commands) {
            const id = `s${c.id}`;
            if (c.op === 'remove') {
              index.remove(id);
              model.delete(id);
            } else {
              // A new version each time, as the loader bumps it on every change.
              const strategy = { ...c.strategy, strategyId: id, version: `${model.size}-${Math.random()}` };
              index.upsert(strategy);
              model.set(id, strategy);
            }
          }
          expect(index.size).toBe(model.size);
          for (const request of requests)
            expect(ids(index.match(request, request.imps[0]!))).toEqual(
              ids(bruteForce([...model.values()], request)),
            );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('explain answers null exactly for the strategies match selects', () => {
    fc.assert(
      fc.property(
        fc.array(strategyArb('x'), { minLength: 1, maxLength: 20 }),
        fc.array(requestArb(), { minLength: 1, maxLength: 4 }),
        (drafts, requests) => {
          const strategies = drafts.map((s, i) => ({ ...s, strategyId: `s${i}` }));
          const index = indexOf(strategies);
          for (const request of requests) {
            const imp = request.imps[0]!;
            const matched = new Set(index.match(request, imp).map((m) => m.strategy.strategyId));
            for (const s of strategies)
              expect(index.explain(s.strategyId, request, imp) === null).toBe(matched.has(s.strategyId));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('creative arbitrary covers every bidder format (guards the generators)', () => {
    const formats = new Set(fc.sample(creativeArb, 200).map((c) => c.format));
    expect([...formats].sort()).toEqual(['AUDIO', 'DISPLAY', 'DISPLAY_VIDEO', 'NATIVE_DISPLAY', 'PUSH']);
  });
});
