/**
 * `node --import tsx bench/bidder/route-micro.ts`: where a bid request's CPU goes in-process, no
 * sockets — the parse floor's own work (nesting scan + UTF-8 decode + JSON.parse) against the bid
 * route's answer (OpenRTB parse, index, auction, markup, tokens, JSON of the answer) over 2,000
 * sandbox requests at 10,000 live strategies. µs per request, medians of `BENCH_ROUNDS` (7) passes,
 * the passes alternating so the machine's load falls on both alike. `SWEEP_KB=2048` pollutes the
 * caches before each answer, as the socket path does (see `pollute`).
 */
import { performance } from 'node:perf_hooks';
import { parseJsonBody } from '@verba/bidder/server/bid-body';
import { createBidRoute } from '@verba/bidder/server/bid-route';
import { createBidderMetrics } from '@verba/bidder/server/metrics';
import { createMemoryFrequencyCounter } from '@verba/bidder/server/frequency-caps';
import { createRealPorts } from '@verba/bidder/compose/real-ports';
import { loadTargetingData } from '@verba/bidder/compose/targeting-data';
import { createLiveCatalog } from '@verba/bidder/server/live-catalog';
import { loadTrafficData } from '@verba/bidder/sandbox/reference-data';
import { createTrafficGenerator } from '@verba/bidder/sandbox/traffic';
import type { EventStore } from '@verba/events';
import { endlessLeases } from './bidder-under-test';
import { generateLiveStrategies } from './live-strategies';

const data = loadTrafficData();
const generator = createTrafficGenerator({ seed: 20, data });
const midday = new Date('2026-03-10T15:00:00Z');
const bodies = Array.from({ length: 2_000 }, () => Buffer.from(JSON.stringify(generator.next(midday))));
const nullStore = {
  kind: 'chdb',
  append: () => Promise.resolve(),
  appendStats: () => Promise.resolve(),
} as unknown as EventStore;
const { ports, control } = createRealPorts({
  store: nullStore,
  leases: endlessLeases,
  targeting: loadTargetingData(),
  bidderId: 'bench',
  trackingSecret: 'bench-tracking-secret-0123456789abcdef',
  trackingBaseUrl: 'http://127.0.0.1:3000',
  currencyRates: { BRL: 1, USD: 5.4, EUR: 5.85 },
  leaseSeconds: 3600,
});
ports.pace = () => ({ bid: true, shading: 1 });
const strategies = generateLiveStrategies(10_000, data);
createLiveCatalog(ports.index).apply({ upserts: strategies, removals: [] });
for (const strategy of strategies) ports.banker.headroom(strategy, Date.now());
await new Promise((resolve) => setTimeout(resolve, 200));
const metrics = createBidderMetrics({ bidderId: 'bench', now: Date.now });
const route = createBidRoute({
  ports,
  caps: createMemoryFrequencyCounter(),
  metrics,
  defaultTmaxMs: 10_000,
  tmaxMarginMs: 10,
  now: Date.now,
  clock: () => performance.now(),
  onError: (error) => console.error(error),
});
const exchange = { id: '00000000-0000-4000-8000-00000000be0c', slug: 'bench' };
const parsed = bodies.map((body) => parseJsonBody(body));
if (process.env.COUNT_CANDIDATES) {
  // How many candidates an imp's walk visits, and what they answer.
  const match = ports.index.match.bind(ports.index);
  const visits = { imps: 0, survivors: 0, visited: 0, refused: new Map<string, number>() };
  ports.index.match = (request, imp) => {
    const found = match(request, imp);
    visits.imps++;
    if (!('ranked' in found)) return found;
    const ranked = found.ranked;
    visits.survivors += ranked.count;
    return {
      ranked: {
        ...ranked,
        count: ranked.count,
        strategy: (rank: number) => ranked.strategy(rank),
        bound: (rank: number) => ranked.bound(rank),
        tie: (rank: number) => ranked.tie(rank),
        candidate(rank: number) {
          visits.visited++;
          const c = ranked.candidate(rank);
          const key = c === null ? 'null' : typeof c === 'string' ? c : 'ok';
          visits.refused.set(key, (visits.refused.get(key) ?? 0) + 1);
          return c;
        },
      },
    };
  };
  for (const json of parsed) void route.answer(json, '2.6', performance.now(), exchange);
  console.log(visits);
  process.exit(0);
}

function floorPass() {
  const start = performance.now();
  for (const body of bodies) parseJsonBody(body);
  return ((performance.now() - start) * 1000) / bodies.length;
}
/**
 * `SWEEP_KB`: before each answer, write one byte in each cache line of a random `SWEEP_KB` KB of a
 * 64 MB buffer (pre-faulted), out of the timing — what the kernel's socket work, HTTP parsing and
 * the load generator do to the caches between two answers over real sockets, where the route costs
 * ~1.5–2x its warm in-process time (docs/bidder-bench.md, session 38).
 */
const sweepBytes = Number(process.env.SWEEP_KB ?? 0) * 1024;
const junk = new Uint8Array(sweepBytes > 0 ? 64 << 20 : 0).fill(1);
function pollute() {
  let at = Math.floor(Math.random() * (junk.length - sweepBytes)) & ~63;
  for (const end = at + sweepBytes; at < end; at += 64) junk[at] = (junk[at]! + 1) & 255;
}
function routePass() {
  const start = performance.now();
  let bids = 0;
  let swept = 0;
  for (const json of parsed) {
    if (sweepBytes > 0) {
      const from = performance.now();
      pollute();
      swept += performance.now() - from;
    }
    const answer = route.answer(json, '2.6', performance.now(), exchange);
    if (answer instanceof Promise) throw new Error('async answer');
    if (answer.status === 200) bids++;
  }
  return { us: ((performance.now() - start - swept) * 1000) / bodies.length, bids };
}
function parseOnlyPass() {
  const start = performance.now();
  for (const json of parsed) ports.parse(json, { version: '2.6' });
  return ((performance.now() - start) * 1000) / bodies.length;
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
floorPass();
routePass();
const floor: number[] = [];
const bid: number[] = [];
const parse: number[] = [];
let bids = 0;
for (let round = 0; round < rounds; round++) {
  floor.push(floorPass());
  const r = routePass();
  bid.push(r.us);
  bids = r.bids;
  parse.push(parseOnlyPass());
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const show = (values: number[]) =>
  `${median(values).toFixed(1)} µs (${values.map((v) => v.toFixed(1)).join(', ')})`;
console.log(`parse floor's body work (scan + decode + JSON.parse): ${show(floor)}`);
console.log(
  `bid route answer (parsed JSON in, answer out):      ${show(bid)}; ${bids} of ${bodies.length} bid`,
);
console.log(`  of which the OpenRTB parse:                       ${show(parse)}`);
if (process.env.ALLOC_PROFILE) {
  // Where the route's allocations come from (V8's sampling heap profiler, collected objects kept).
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 256,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  } as never);
  for (let round = 0; round < 3; round++) routePass();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: AllocationNode };
  };
  interface AllocationNode {
    callFrame: { functionName: string; url: string };
    selfSize: number;
    children: AllocationNode[];
  }
  const bySelf = new Map<string, number>();
  let total = 0;
  const walk = (node: AllocationNode) => {
    const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.replace(/.*\/(wt-bidperf|node_modules)\//, '')}`;
    bySelf.set(key, (bySelf.get(key) ?? 0) + node.selfSize);
    total += node.selfSize;
    node.children.forEach(walk);
  };
  walk(profile.head);
  const requests = 3 * bodies.length;
  console.log(`allocated per route answer: ${(total / requests / 1024).toFixed(1)} KB`);
  for (const [key, size] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${(size / requests).toFixed(0).padStart(6)} B  ${key}`);
}
await control.stop();
process.exit(0);
