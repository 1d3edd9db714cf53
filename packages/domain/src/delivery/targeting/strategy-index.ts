/**
 * The in-memory index of live strategies (see ARCHITECTURE.md, "Targeting index"). Per targeting
 * dimension it keeps posting lists (dimension value → strategy ids) and an "any" list of the
 * strategies that do not target that dimension. A match unions, for each dimension, the lists of
 * the values the request carries plus its "any" list, takes the smallest such union, and runs the
 * complete rule (`matchStrategy`) only on those strategies. `upsert` and `remove` touch only the
 * lists of that one strategy: no rebuild, O(size of the strategy).
 */
import { saoPauloDateOf } from '../../calendar/calendar-date';
import type { LiveStrategy } from '../contracts';
import type { GeoLookup } from '../openrtb/geo-lookup';
import type { ImpOffer, ParsedBidRequest } from '../request';
import {
  compileStrategy,
  evaluateStrategy,
  matchStrategy,
  placementKeys,
  requestFacts,
  requestPoint,
  type CompiledStrategy,
  type MatchContext,
  type MismatchReason,
  type StrategyMatch,
} from './compile-strategy';
import { impKeys } from './imp-fit';

export interface StrategyIndex {
  /** Adds or replaces one strategy (a same-version upsert is a no-op). */
  upsert(live: LiveStrategy): void;
  remove(strategyId: string): void;
  /** The strategies (with the creatives that fit) that may bid on this imp. */
  match(request: ParsedBidRequest, imp: ImpOffer): StrategyMatch[];
  /**
   * Why one strategy would not fill this imp (null when it would): for sampled requests, so the
   * pages can say "no matching traffic" apart from "no creative of the size the traffic asks".
   */
  explain(strategyId: string, request: ParsedBidRequest, imp: ImpOffer): MismatchReason | null;
  get(strategyId: string): CompiledStrategy | undefined;
  /** The ids held, e.g. to remove those a full resync no longer lists. */
  ids(): IterableIterator<string>;
  readonly size: number;
  /** How many strategies the last match ran the full rule on, after the posting-list checks (metrics, tests). */
  readonly lastExamined: number;
}

export interface StrategyIndexOptions {
  /** Needed for a radius around a city (its centre) and for requests located only by their city. */
  geo?: GeoLookup;
  /** Epoch ms; decides São Paulo's date for start/end dates and ages. */
  now?: () => number;
}

/** Radius targeting is indexed on a grid of 1° cells (about 111 km): a circle lists the cells it may touch. */
const radiusCellDegrees = 1;
const cell = (lat: number, lon: number) =>
  `g:${Math.floor(lat / radiusCellDegrees)}:${Math.floor(lon / radiusCellDegrees)}`;

function circleCells(lat: number, lon: number, km: number): string[] {
  if (km < 0) return [];
  const dLat = km / 111.2 + 0.01;
  const dLon =
    km / (111.2 * Math.max(0.05, Math.cos((Math.min(89, Math.abs(lat) + dLat) * Math.PI) / 180))) + 0.01;
  const cells: string[] = [];
  for (
    let r = Math.floor((lat - dLat) / radiusCellDegrees);
    r <= Math.floor((lat + dLat) / radiusCellDegrees);
    r++
  )
    for (
      let c = Math.floor((lon - dLon) / radiusCellDegrees);
      c <= Math.floor((lon + dLon) / radiusCellDegrees);
      c++
    )
      cells.push(`g:${r}:${c}`);
  return cells;
}

interface Dimension {
  /** null = the strategy does not target this dimension (it goes on the "any" list). */
  strategyKeys(strategy: CompiledStrategy): readonly string[] | null;
  requestKeys(request: ParsedBidRequest, imp: ImpOffer, geo: GeoLookup | undefined): readonly string[];
}

const orNull = (values: ReadonlySet<string> | null) => (values ? [...values] : null);

const dimensions: Dimension[] = [
  {
    strategyKeys: (s) => [...new Set(s.creatives.flatMap((c) => c.keys))],
    requestKeys: (_, imp) => impKeys(imp),
  },
  {
    strategyKeys: (s) =>
      s.locations && [
        ...[...s.locations.countries].map((v) => `c:${v}`),
        ...[...s.locations.states].map((v) => `s:${v}`),
        ...[...s.locations.cities].map((v) => `t:${v}`),
        ...new Set(s.locations.circles.flatMap((c) => circleCells(c.lat, c.lon, c.km))),
      ],
    requestKeys: (request, _, geo) => {
      const { country, state, city } = request.device.geo;
      const keys: string[] = [];
      if (country) keys.push(`c:${country}`);
      if (state) keys.push(`s:${state}`);
      if (city) keys.push(`t:${city}`);
      const point = requestPoint(request, geo);
      if (point) keys.push(cell(point.lat, point.lon));
      return keys;
    },
  },
  {
    strategyKeys: (s) => (s.deals ? [...s.deals].map((id) => `d:${id}`) : ['open']),
    requestKeys: (_, imp) => [...(imp.privateAuction ? [] : ['open']), ...imp.deals.map((d) => `d:${d.id}`)],
  },
  { strategyKeys: (s) => orNull(s.allowedPlacements), requestKeys: (request) => placementKeys(request) },
  { strategyKeys: (s) => orNull(s.audiences), requestKeys: (request) => request.user.segments },
  { strategyKeys: (s) => orNull(s.contentCategories), requestKeys: (request) => request.contentCategoryIds },
  {
    strategyKeys: (s) => s.environments && [...s.environments],
    requestKeys: (request) => [request.environment],
  },
  {
    strategyKeys: (s) => s.devices && [...s.devices],
    requestKeys: (request) => (request.device.type ? [request.device.type] : []),
  },
  {
    strategyKeys: (s) => s.browsers && [...s.browsers],
    requestKeys: (request) => (request.device.browser ? [request.device.browser] : []),
  },
  {
    strategyKeys: (s) => s.genders && [...s.genders],
    requestKeys: (request) => [request.user.gender ?? 'UNKNOWN'],
  },
];

/** Whether every dimension has `id` in one of its lists (plain loops: this runs per candidate). */
function inEvery(filters: readonly (readonly ReadonlySet<string>[])[], id: string): boolean {
  for (let f = 0; f < filters.length; f++) {
    const lists = filters[f]!;
    let found = false;
    for (let l = 0; l < lists.length && !found; l++) found = lists[l]!.has(id);
    if (!found) return false;
  }
  return true;
}

interface Postings {
  byKey: Map<string, Set<string>>;
  any: Set<string>;
}

export function createStrategyIndex(options: StrategyIndexOptions = {}): StrategyIndex {
  const { geo } = options;
  const now = options.now ?? Date.now;
  const compiled = new Map<string, CompiledStrategy>();
  /** Per strategy, per dimension, the keys it was filed under (null = the "any" list), to undo an upsert. */
  const filed = new Map<string, (readonly string[] | null)[]>();
  const postings: Postings[] = dimensions.map(() => ({ byKey: new Map(), any: new Set() }));
  let lastExamined = 0;
  let todayMinute = -1;
  let today = '';

  function todayNow(): string {
    const minute = Math.floor(now() / 60_000);
    if (minute !== todayMinute) {
      todayMinute = minute;
      today = saoPauloDateOf(new Date(minute * 60_000));
    }
    return today;
  }

  function remove(strategyId: string) {
    const keys = filed.get(strategyId);
    if (!keys) return;
    keys.forEach((dimensionKeys, d) => {
      const { byKey, any } = postings[d]!;
      if (dimensionKeys === null) any.delete(strategyId);
      else
        for (const key of dimensionKeys) {
          const list = byKey.get(key);
          list?.delete(strategyId);
          if (list?.size === 0) byKey.delete(key);
        }
    });
    filed.delete(strategyId);
    compiled.delete(strategyId);
  }

  function upsert(live: LiveStrategy) {
    const existing = compiled.get(live.strategyId);
    if (existing && existing.live.version === live.version) return;
    remove(live.strategyId);
    const strategy = compileStrategy(live, geo);
    const keys = dimensions.map((dimension, d) => {
      const dimensionKeys = dimension.strategyKeys(strategy);
      const { byKey, any } = postings[d]!;
      if (dimensionKeys === null) any.add(live.strategyId);
      else
        for (const key of dimensionKeys) {
          let list = byKey.get(key);
          if (!list) byKey.set(key, (list = new Set()));
          list.add(live.strategyId);
        }
      return dimensionKeys;
    });
    compiled.set(live.strategyId, strategy);
    filed.set(live.strategyId, keys);
  }

  /** The lists whose union holds every strategy that can pass this dimension. */
  function listsFor(d: number, request: ParsedBidRequest, imp: ImpOffer): ReadonlySet<string>[] {
    const { byKey, any } = postings[d]!;
    const lists: ReadonlySet<string>[] = any.size > 0 ? [any] : [];
    for (const key of dimensions[d]!.requestKeys(request, imp, geo)) {
      const list = byKey.get(key);
      if (list) lists.push(list);
    }
    return lists;
  }

  function match(request: ParsedBidRequest, imp: ImpOffer): StrategyMatch[] {
    const perDimension = dimensions.map((_, d) => {
      const lists = listsFor(d, request, imp);
      return { lists, size: lists.reduce((total, list) => total + list.size, 0) };
    });
    perDimension.sort((a, b) => a.size - b.size);
    const [driver, ...others] = perDimension;
    const filters = others.map((o) => o.lists);
    const context: MatchContext = { today: todayNow(), geo };
    const facts = requestFacts(request, context);
    const matches: StrategyMatch[] = [];
    const seen = driver!.lists.length > 1 ? new Set<string>() : null;
    let examined = 0;
    for (const list of driver!.lists)
      for (const id of list) {
        if (seen) {
          if (seen.has(id)) continue;
          seen.add(id);
        }
        // Cheap posting-list checks first (smallest dimension first); the full rule only on survivors.
        if (!inEvery(filters, id)) continue;
        examined++;
        const found = matchStrategy(compiled.get(id)!, request, imp, context, facts);
        if (found) matches.push(found);
      }
    lastExamined = examined;
    return matches;
  }

  function explain(strategyId: string, request: ParsedBidRequest, imp: ImpOffer): MismatchReason | null {
    const strategy = compiled.get(strategyId);
    if (!strategy) return 'targeting';
    const result = evaluateStrategy(strategy, request, imp, { today: todayNow(), geo });
    return typeof result === 'string' ? result : null;
  }

  return {
    upsert,
    remove,
    match,
    explain,
    get: (strategyId) => compiled.get(strategyId),
    ids: () => compiled.keys(),
    get size() {
      return compiled.size;
    },
    get lastExamined() {
      return lastExamined;
    },
  };
}
