/**
 * The in-memory index of live strategies (see ARCHITECTURE.md, "Targeting index"). Per targeting
 * dimension it keeps posting lists (dimension value → strategy ids) and an "any" list of the
 * strategies that do not target that dimension. A match unions, for each dimension, the lists of
 * the values the request carries plus its "any" list, intersects the unions, and runs the
 * complete rule (`matchStrategy`) only on the strategies left. Every strategy holds a small integer
 * slot and the lists are bitsets over the slots, so the unions and the intersection are word-wise
 * ORs and ANDs (no per-candidate set probes). Slots are handed out by words of 32, each word to
 * strategies of one kind of creative (the same formats and banner sizes): an imp's format list
 * then leaves only the words of the kinds that fit it, and every later dimension reads those words
 * alone. `upsert` and `remove` touch only the lists of that one strategy: no rebuild, O(size of
 * the strategy).
 */
import { saoPauloDateOf } from '../../calendar/calendar-date';
import { browsers, devices, environments, genders } from '../../campaigns/enumerations';
import type { LiveStrategy } from '../contracts';
import type { GeoLookup } from '../openrtb/geo-lookup';
import type { ImpOffer, ParsedBidRequest } from '../request';
import {
  compileStrategy,
  evaluateStrategy,
  placementKeys,
  requestFacts,
  requestPoint,
  type CompiledStrategy,
  type MatchContext,
  type MismatchReason,
  type RequestFacts,
  type StrategyMatch,
} from './compile-strategy';
import { impKeys } from './imp-fit';
import { SlotBitset } from './slot-bitset';
import { createSlotAllocator } from './slot-allocator';

export interface StrategyIndex {
  /** Adds or replaces one strategy (a same-version upsert is a no-op). */
  upsert(live: LiveStrategy): void;
  remove(strategyId: string): void;
  /**
   * The strategies (with the creatives that fit) that may bid on this imp. With `blocks`, the
   * strategies the request's own blocks refused (badv, bcat, bapp) are added to it, with why.
   */
  match(request: ParsedBidRequest, imp: ImpOffer, blocks?: StrategyBlock[]): StrategyMatch[];
  /**
   * The strategies that pass the posting lists for this imp (in slot order), with the full rule
   * left to run on the ones the caller visits: `match` is `evaluate` over every one of them.
   */
  survivors(request: ParsedBidRequest, imp: ImpOffer): Survivors;
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

export interface StrategyBlock {
  strategyId: string;
  reason: BlockReason;
}

/** The request's own blocks (badv, bcat, bapp): reasons a strategy that fits is still refused. */
export type BlockReason = Extract<MismatchReason, 'blocked' | 'blocked_category' | 'blocked_app'>;

export const isBlockReason = (reason: MismatchReason): reason is BlockReason =>
  reason !== 'targeting' && reason !== 'format';

export interface Survivors {
  readonly strategies: readonly CompiledStrategy[];
  /**
   * Each one's `keyOf` number, else its `keyFor` number for this imp (NaN without either), aligned
   * with `strategies`. A plain array: a typed
   * array this long gets a backing store off the heap, ~5 % of a match to allocate and free.
   */
  readonly keys: number[];
  /** The full rule for one of them: its match, or the first reason it fails. */
  evaluate(strategy: CompiledStrategy): StrategyMatch | MismatchReason;
  /**
   * When the i-th was first upserted, relative to the others (a later change keeps it): ties
   * between equal offers go to the strategy held the longest, whatever slot it sits in.
   */
  upsertOrder(i: number): number;
}

export interface StrategyIndexOptions {
  /** Needed for a radius around a city (its centre) and for requests located only by their city. */
  geo?: GeoLookup;
  /** Epoch ms; decides São Paulo's date for start/end dates and ages. */
  now?: () => number;
  /**
   * A number kept per strategy from its upsert and handed back with each survivor, so a caller
   * ranking survivors reads it without a lookup (the bidder keeps a CPM bid's upper bound there).
   */
  keyOf?: (live: LiveStrategy) => number;
  /**
   * For a strategy whose `keyOf` is NaN: a number that depends on the imp too, kept per slot and
   * per `classOf(imp)` (0–3) until `version()` changes or the strategy does, so a survivor's is
   * read without touching its objects (the bidder keeps a CPC/CPV bid's upper bound there, which
   * follows the learning rate predictor).
   */
  keyFor?: KeyForImp;
}

export interface KeyForImp {
  of(live: LiveStrategy, imp: ImpOffer): number;
  /** 0–3: imps of one class have the same number. */
  classOf(imp: ImpOffer): number;
  version(): number;
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

type Dimension = {
  /** null = the strategy does not target this dimension (it goes on the "any" list). */
  strategyKeys(strategy: CompiledStrategy): readonly string[] | null;
} & (
  | { impKeys(imp: ImpOffer): readonly string[] }
  /** The same for every imp of a request: derived once per request. */
  | { requestKeys(request: ParsedBidRequest, geo: GeoLookup | undefined): readonly string[] }
);

const orNull = (values: ReadonlySet<string> | null) => (values ? [...values] : null);

/** A request without a device type or browser: only strategies that do not target it accept it. */
const untargetedTrait = '-';
/** Every value a request's trait can take, for the traits a strategy does not target. */
const traitValues = {
  environments: environments as readonly string[],
  devices: [...devices, untargetedTrait] as readonly string[],
  browsers: [...browsers, untargetedTrait] as readonly string[],
  genders: genders as readonly string[],
};
const traitKey = (environment: string, device: string, browser: string, gender: string) =>
  `${environment}|${device}|${browser}|${gender}`;

function traitCombinations(
  environmentsAccepted: Iterable<string>,
  devicesAccepted: Iterable<string>,
  browsersAccepted: Iterable<string>,
  gendersAccepted: Iterable<string>,
): string[] {
  const keys: string[] = [];
  for (const environment of environmentsAccepted)
    for (const device of devicesAccepted)
      for (const browser of browsersAccepted)
        for (const gender of gendersAccepted) keys.push(traitKey(environment, device, browser, gender));
  return keys;
}

const dimensions: Dimension[] = [
  {
    strategyKeys: (s) => [...new Set(s.creatives.flatMap((c) => c.keys))],
    impKeys: (imp) => impKeys(imp),
  },
  {
    strategyKeys: (s) =>
      s.locations && [
        ...[...s.locations.countries].map((v) => `c:${v}`),
        ...[...s.locations.states].map((v) => `s:${v}`),
        ...[...s.locations.cities].map((v) => `t:${v}`),
        ...new Set(s.locations.circles.flatMap((c) => circleCells(c.lat, c.lon, c.km))),
      ],
    requestKeys: (request, geo) => {
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
    impKeys: (imp) => [...(imp.privateAuction ? [] : ['open']), ...imp.deals.map((d) => `d:${d.id}`)],
  },
  { strategyKeys: (s) => orNull(s.allowedPlacements), requestKeys: (request) => placementKeys(request) },
  { strategyKeys: (s) => orNull(s.audiences), requestKeys: (request) => request.user.segments },
  { strategyKeys: (s) => orNull(s.contentCategories), requestKeys: (request) => request.contentCategoryIds },
  {
    // Environment, device, browser and gender in one dimension (one pass over the words instead of
    // four): a strategy targeting any of them is filed under every combination it accepts.
    strategyKeys: (s) =>
      s.environments || s.devices || s.browsers || s.genders
        ? traitCombinations(
            s.environments ?? traitValues.environments,
            s.devices ?? traitValues.devices,
            s.browsers ?? traitValues.browsers,
            s.genders ?? traitValues.genders,
          )
        : null,
    requestKeys: (request) => [
      traitKey(
        request.environment,
        request.device.type ?? untargetedTrait,
        request.device.browser ?? untargetedTrait,
        request.user.gender ?? 'UNKNOWN',
      ),
    ],
  },
];

function grownTo(array: Float64Array, length: number): Float64Array<ArrayBuffer> {
  const grown = new Float64Array(length);
  grown.set(array);
  return grown;
}

/** The number of set bits of a 32-bit word. */
function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

interface Postings {
  byKey: Map<string, SlotBitset>;
  any: SlotBitset;
}

export function createStrategyIndex(options: StrategyIndexOptions = {}): StrategyIndex {
  const { geo } = options;
  const now = options.now ?? Date.now;
  const compiled = new Map<string, CompiledStrategy>();
  /** Per strategy, per dimension, the keys it was filed under (null = the "any" list), to undo an upsert. */
  const filed = new Map<string, (readonly string[] | null)[]>();
  const postings: Postings[] = dimensions.map(() => ({ byKey: new Map(), any: new SlotBitset() }));
  /** slot → compiled strategy (undefined = a free slot); freed slots are reused. */
  const bySlot: (CompiledStrategy | undefined)[] = [];
  const slotOf = new Map<string, number>();
  /** slot → keyOf(strategy). */
  let keyBySlot = new Float64Array(0);
  /** slot × 4 + imp class → keyFor's number, and the version it was computed at (-1: none yet). */
  let keyForBySlot = new Float64Array(0);
  let keyForVersion = new Float64Array(0);
  const slots = createSlotAllocator();
  /** strategy id → the count of strategies first upserted before it (kept across its changes). */
  const firstUpserted = new Map<string, number>();
  let upserts = 0;
  /** Scratch for one match (match is synchronous): the surviving bits per word and the words still alive. */
  let survivorWords = new Uint32Array(0);
  let aliveWords = new Uint32Array(0);
  let union = new Uint32Array(0);
  let aliveCount = 0;
  /** Scratch: every dimension's posting lists for this imp, dimension d's at [listStart[d], listStart[d + 1]). */
  const dimensionLists: Uint32Array[] = [];
  const dimensionSets: SlotBitset[] = [];
  /** The request-level dimensions' keys of the last request matched (a parsed request is not changed). */
  let keyedRequest: ParsedBidRequest | null = null;
  const keysOfRequest: (readonly string[])[] = [];
  const listStart = new Int32Array(dimensions.length + 1);
  const heldBy = new Float64Array(dimensions.length);
  const order = new Int32Array(dimensions.length);
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
    const slot = slotOf.get(strategyId);
    if (!keys || slot === undefined) return;
    keys.forEach((dimensionKeys, d) => {
      const { byKey, any } = postings[d]!;
      if (dimensionKeys === null) any.delete(slot);
      else
        for (const key of dimensionKeys) {
          const list = byKey.get(key);
          list?.delete(slot);
          if (list?.size === 0) byKey.delete(key);
        }
    });
    filed.delete(strategyId);
    firstUpserted.delete(strategyId);
    compiled.delete(strategyId);
    slotOf.delete(strategyId);
    bySlot[slot] = undefined;
    slots.release(slot);
  }

  function upsert(live: LiveStrategy) {
    const existing = compiled.get(live.strategyId);
    if (existing && existing.live.version === live.version) return;
    const order = firstUpserted.get(live.strategyId) ?? upserts++;
    remove(live.strategyId);
    firstUpserted.set(live.strategyId, order);
    const strategy = compileStrategy(live, geo);
    const keys = dimensions.map((dimension) => dimension.strategyKeys(strategy));
    // The creative dimension's keys (never null) name the strategy's kind: its slot's word.
    const slot = slots.allocate([...keys[0]!].sort().join(' '));
    keys.forEach((dimensionKeys, d) => {
      const { byKey, any } = postings[d]!;
      if (dimensionKeys === null) any.add(slot);
      else
        for (const key of dimensionKeys) {
          let list = byKey.get(key);
          if (!list) byKey.set(key, (list = new SlotBitset()));
          list.add(slot);
        }
    });
    bySlot[slot] = strategy;
    if (slot >= keyBySlot.length) {
      const length = Math.max(64, bySlot.length * 2);
      keyBySlot = grownTo(keyBySlot, length);
      keyForBySlot = grownTo(keyForBySlot, length * 4);
      keyForVersion = grownTo(keyForVersion, length * 4);
    }
    keyBySlot[slot] = options.keyOf ? options.keyOf(live) : Number.NaN;
    keyForVersion.fill(-1, slot * 4, slot * 4 + 4);
    slotOf.set(live.strategyId, slot);
    compiled.set(live.strategyId, strategy);
    filed.set(live.strategyId, keys);
  }

  /**
   * Leaves in `survivorWords`, at the word indices `aliveWords[0..aliveCount)`, the slots that pass
   * every dimension's posting lists; false when none do. One pass per dimension over only the words
   * still alive, the dimension whose lists hold the fewest strategies first.
   */
  function intersectPostings(request: ParsedBidRequest, imp: ImpOffer, words: number): boolean {
    if (request !== keyedRequest) {
      keyedRequest = request;
      dimensions.forEach((dimension, d) => {
        keysOfRequest[d] = 'requestKeys' in dimension ? dimension.requestKeys(request, geo) : [];
      });
    }
    let listCount = 0;
    for (let d = 0; d < dimensions.length; d++) {
      const { byKey, any } = postings[d]!;
      listStart[d] = listCount;
      let held = 0;
      if (any.size > 0) {
        any.reserve(words);
        dimensionSets[listCount] = any;
        dimensionLists[listCount++] = any.words;
        held += any.size;
      }
      const dimension = dimensions[d]!;
      const keys = 'impKeys' in dimension ? dimension.impKeys(imp) : keysOfRequest[d]!;
      for (const key of keys) {
        const list = byKey.get(key);
        if (list) {
          list.reserve(words);
          dimensionSets[listCount] = list;
          dimensionLists[listCount++] = list.words;
          held += list.size;
        }
      }
      if (held === 0) return false;
      heldBy[d] = held;
      // Insertion into `order` by how many strategies the dimension's lists hold (an upper bound of
      // its union), the creative dimension first: its lists cover whole words (see the slots).
      let at = d;
      while (at > 1 && heldBy[order[at - 1]!]! > held) {
        order[at] = order[at - 1]!;
        at--;
      }
      order[at] = d;
    }
    listStart[dimensions.length] = listCount;

    aliveCount = 0;
    // Locals, not the closure's variables: the loops below read them per word.
    const survived = survivorWords;
    const alive = aliveWords;
    const joined = union;
    for (let i = 0; i < dimensions.length; i++) {
      const d = order[i]!;
      const from = listStart[d]!;
      const count = listStart[d + 1]! - from;
      const live = i === 0 ? words : aliveCount;
      const dense = i === 0 || count <= 3 ? count : denseFirst(from, count, live);
      let kept = 0;
      if (i === 0 && count === 1) {
        // One list first (an imp of one kind: one banner size, video, native): its nonzero words
        // alone, in order — with slots grouped by kind, a fraction of the words.
        const list = dimensionLists[from]!;
        const nonzero = dimensionSets[from]!.nonzeroWords();
        for (let n = 0; n < nonzero.length; n++) {
          const w = nonzero[n]!;
          if (w >= words) break;
          survived[w] = list[w]!;
          alive[kept++] = w;
        }
      } else if (dense === count && i > 0 && count <= 2) {
        // The common cases (the "any" list and one key, or one key alone), one loop each.
        const first = dimensionLists[from]!;
        if (count === 1)
          for (let a = 0; a < live; a++) {
            const w = alive[a]!;
            const left = survived[w]! & first[w]!;
            if (left !== 0) {
              survived[w] = left;
              alive[kept++] = w;
            }
          }
        else {
          const second = dimensionLists[from + 1]!;
          for (let a = 0; a < live; a++) {
            const w = alive[a]!;
            const left = survived[w]! & (first[w]! | second[w]!);
            if (left !== 0) {
              survived[w] = left;
              alive[kept++] = w;
            }
          }
        }
      } else if (dense === count) {
        const first = dimensionLists[from]!;
        const second = count > 1 ? dimensionLists[from + 1]! : first;
        const third = count > 2 ? dimensionLists[from + 2]! : first;
        for (let a = 0; a < live; a++) {
          const w = i === 0 ? a : alive[a]!;
          let bits = first[w]! | second[w]! | third[w]!;
          for (let l = from + 3; l < from + count; l++) bits |= dimensionLists[l]![w]!;
          const left = i === 0 ? bits : survived[w]! & bits;
          if (left !== 0) {
            survived[w] = left;
            alive[kept++] = w;
          }
        }
      } else {
        // Dense lists at the alive words, then each sparse one at its own nonzero words only.
        for (let a = 0; a < live; a++) {
          const w = alive[a]!;
          let bits = 0;
          for (let l = from; l < from + dense; l++) bits |= dimensionLists[l]![w]!;
          joined[w] = survived[w]! & bits;
        }
        for (let l = from + dense; l < from + count; l++) {
          const list = dimensionLists[l]!;
          const nonzero = dimensionSets[l]!.nonzeroWords();
          // Dead words are written here too, and never read: only the alive ones are compacted.
          for (let n = 0; n < nonzero.length; n++) {
            const w = nonzero[n]!;
            if (w < words) joined[w] = joined[w]! | (survived[w]! & list[w]!);
          }
        }
        for (let a = 0; a < live; a++) {
          const w = alive[a]!;
          const left = joined[w]!;
          survived[w] = left;
          if (left !== 0) alive[kept++] = w;
        }
      }
      aliveCount = kept;
      if (kept === 0) return false;
    }
    return true;
  }

  /**
   * Orders a dimension's lists dense first (those holding a slot in at least half as many
   * words as are alive) and answers how many are dense; the sparse rest are read at their nonzero words.
   */
  function denseFirst(from: number, count: number, live: number): number {
    let dense = 0;
    for (let l = from; l < from + count; l++) {
      if (dimensionSets[l]!.nonzeroWords().length * 2 < live) continue;
      const at = from + dense++;
      const list = dimensionLists[l]!;
      const set = dimensionSets[l]!;
      dimensionLists[l] = dimensionLists[at]!;
      dimensionSets[l] = dimensionSets[at]!;
      dimensionLists[at] = list;
      dimensionSets[at] = set;
    }
    return dense;
  }

  const noSurvivors: Survivors = {
    strategies: [],
    keys: [],
    evaluate: () => 'targeting',
    upsertOrder: () => 0,
  };

  function survivors(request: ParsedBidRequest, imp: ImpOffer): Survivors {
    const words = (bySlot.length + 31) >>> 5;
    if (survivorWords.length < words) {
      survivorWords = new Uint32Array(words * 2);
      aliveWords = new Uint32Array(words * 2);
      union = new Uint32Array(words * 2);
    }
    lastExamined = 0;
    if (words === 0 || !intersectPostings(request, imp, words)) return noSurvivors;
    let count = 0;
    for (let a = 0; a < aliveCount; a++) count += bitCount(survivorWords[aliveWords[a]!]!);
    // Sized once: the survivors of each imp of a request live until the request is answered.
    const strategies: CompiledStrategy[] = new Array<CompiledStrategy>(count);
    const keys: number[] = new Array<number>(count);
    const { keyFor } = options;
    const keyClass = keyFor ? keyFor.classOf(imp) & 3 : 0;
    const version = keyFor ? keyFor.version() : 0;
    count = 0;
    for (let a = 0; a < aliveCount; a++) {
      const w = aliveWords[a]!;
      let bits = survivorWords[w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const slot = (w << 5) | (31 - Math.clz32(low));
        const strategy = bySlot[slot];
        // Compared, not tested for truth: a truth test reads the object (a cache miss per survivor).
        if (strategy === undefined) continue;
        let key = keyBySlot[slot]!;
        if (keyFor !== undefined && Number.isNaN(key)) {
          const at = slot * 4 + keyClass;
          if (keyForVersion[at] === version) key = keyForBySlot[at]!;
          else {
            key = keyForBySlot[at] = keyFor.of(strategy.live, imp);
            keyForVersion[at] = version;
          }
        }
        keys[count] = key;
        strategies[count++] = strategy;
      }
    }
    strategies.length = count;
    keys.length = count;
    lastExamined = strategies.length;
    const context: MatchContext = { today: todayNow(), geo };
    // Derived on the first evaluation: best-first pricing usually evaluates one or two survivors.
    let facts: RequestFacts | undefined;
    // Methods, not arrow properties: tsx names every arrow it assigns (`__name`, ~0.2 µs each).
    return {
      strategies,
      keys,
      evaluate(strategy) {
        return evaluateStrategy(strategy, request, imp, context, (facts ??= requestFacts(request, context)));
      },
      upsertOrder(i) {
        return firstUpserted.get(strategies[i]!.live.strategyId)!;
      },
    };
  }

  function match(request: ParsedBidRequest, imp: ImpOffer, blocks?: StrategyBlock[]): StrategyMatch[] {
    const found = survivors(request, imp);
    const matches: StrategyMatch[] = [];
    for (const strategy of found.strategies) {
      const result = found.evaluate(strategy);
      if (typeof result !== 'string') matches.push(result);
      else if (blocks && isBlockReason(result))
        blocks.push({ strategyId: strategy.live.strategyId, reason: result });
    }
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
    survivors,
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
