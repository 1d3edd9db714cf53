/**
 * `BASE=/path/to/other/checkout node --import tsx bench/bidder/route-ab.ts`: the bid route of this
 * checkout against another checkout's (its apps/bidder; packages resolved from here) in one process,
 * on the same 10,000 live strategies and 2,000 sandbox requests, passes alternating — on a shared
 * machine the load falls on both alike, so the ratio of the two means something when µs do not.
 * Also the parse floor's body work in the same rounds. Prints µs per request per round and the
 * medians of the per-round ratios.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import { parseJsonBody } from '@verba/bidder/server/bid-body';
import { loadTargetingData } from '@verba/bidder/compose/targeting-data';
import { loadTrafficData } from '@verba/bidder/sandbox/reference-data';
import { createTrafficGenerator } from '@verba/bidder/sandbox/traffic';
import type { EventStore } from '@verba/events';
import { endlessLeases } from './bidder-under-test';
import { generateLiveStrategies } from './live-strategies';

const base = resolve(process.env.BASE ?? '/work/main');
const here = resolve(import.meta.dirname, '../..');
const data = loadTrafficData();
const generator = createTrafficGenerator({ seed: 20, data });
const midday = new Date('2026-03-10T15:00:00Z');
const bodies = Array.from({ length: 2_000 }, () => Buffer.from(JSON.stringify(generator.next(midday))));
const parsed = bodies.map((body) => parseJsonBody(body));
const strategies = generateLiveStrategies(10_000, data);
const targeting = loadTargetingData();
const nullStore = {
  kind: 'chdb',
  append: () => Promise.resolve(),
  appendStats: () => Promise.resolve(),
} as unknown as EventStore;
const exchange = { id: '00000000-0000-4000-8000-00000000be0c', slug: 'bench' };

type Route = import('@verba/bidder/server/bid-route').BidRoute;

async function routeOf(root: string): Promise<{ route: Route; stop: () => Promise<void> }> {
  // The other checkout's modules, typed as this one's (their interfaces are the same).
  const load = <T>(path: string) =>
    import(pathToFileURL(join(root, 'apps/bidder/src', path)).href) as Promise<T>;
  const { createRealPorts } =
    await load<typeof import('@verba/bidder/compose/real-ports')>('compose/real-ports.ts');
  const { createBidRoute } =
    await load<typeof import('@verba/bidder/server/bid-route')>('server/bid-route.ts');
  const { createBidderMetrics } =
    await load<typeof import('@verba/bidder/server/metrics')>('server/metrics.ts');
  const { createMemoryFrequencyCounter } =
    await load<typeof import('@verba/bidder/server/frequency-caps')>('server/frequency-caps.ts');
  const { createLiveCatalog } =
    await load<typeof import('@verba/bidder/server/live-catalog')>('server/live-catalog.ts');
  const { ports, control } = createRealPorts({
    store: nullStore,
    leases: endlessLeases,
    targeting,
    bidderId: 'bench',
    trackingSecret: 'bench-tracking-secret-0123456789abcdef',
    trackingBaseUrl: 'http://127.0.0.1:3000',
    currencyRates: { BRL: 1, USD: 5.4, EUR: 5.85 },
    leaseSeconds: 3600,
  });
  ports.pace = () => ({ bid: true, shading: 1 });
  createLiveCatalog(ports.index).apply({ upserts: strategies, removals: [] });
  for (const strategy of strategies) ports.banker.headroom(strategy, Date.now());
  await new Promise((r) => setTimeout(r, 200));
  const route = createBidRoute({
    ports,
    caps: createMemoryFrequencyCounter(),
    metrics: createBidderMetrics({ bidderId: 'bench', now: Date.now }),
    defaultTmaxMs: 10_000,
    tmaxMarginMs: 10,
    now: Date.now,
    clock: () => performance.now(),
    onError: (error: unknown) => console.error(error),
  });
  return { route, stop: () => control.stop() };
}

const cpu = (work: () => void) => {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / bodies.length;
};
const pass = (route: Route) =>
  cpu(() => {
    for (const json of parsed) void route.answer(json, '2.6', performance.now(), exchange);
  });
const floorPass = () =>
  cpu(() => {
    for (const body of bodies) parseJsonBody(body);
  });

const old = await routeOf(base);
const mine = await routeOf(here);
for (let warm = 0; warm < 2; warm++) {
  pass(old.route);
  pass(mine.route);
  floorPass();
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const ratios: number[] = [];
const floorRatios: number[] = [];
for (let round = 0; round < rounds; round++) {
  const first = round % 2 === 0;
  const a = first ? pass(old.route) : 0;
  const b = pass(mine.route);
  const a2 = first ? a : pass(old.route);
  const f = floorPass();
  ratios.push(b / a2);
  floorRatios.push(f / b);
  console.log(
    `round ${round + 1}: base ${a2.toFixed(1)} µs, this ${b.toFixed(1)} µs (×${(b / a2).toFixed(2)}), floor body work ${f.toFixed(1)} µs`,
  );
}
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
console.log(
  `this / base CPU per request: median ×${median(ratios).toFixed(2)} (range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}); floor body work / this route: ${median(floorRatios).toFixed(2)}`,
);
await old.stop();
await mine.stop();
process.exit(0);
