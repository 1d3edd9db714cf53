/**
 * `node --import tsx bench/bidder/allocations.ts`: where the bid route allocates. V8's sampling heap
 * profiler (counting objects the GC already collected too) over 2,000 sandbox requests answered
 * in-process at 10,000 live strategies; prints the functions that allocate most, KB per request.
 * `BENCH_TOP` lines (30).
 */
import { Session } from 'node:inspector/promises';
import { loadTrafficData } from '@verba/bidder/sandbox/reference-data';
import { createTrafficGenerator } from '@verba/bidder/sandbox/traffic';
import { startBidderUnderTest } from './bidder-under-test';
import { generateLiveStrategies } from './live-strategies';

interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SamplingNode[];
}

const data = loadTrafficData();
const generator = createTrafficGenerator({ seed: 20, data });
const midday = new Date('2026-03-10T15:00:00Z');
const bodies = Array.from({ length: 2_000 }, () => JSON.stringify(generator.next(midday)));
const bidder = await startBidderUnderTest(generateLiveStrategies(10_000, data));
await bidder.perRequest(bodies);

const session = new Session();
session.connect();
await session.post('HeapProfiler.startSampling', {
  samplingInterval: 512,
  // BENCH_LIVE=1: only what is still on the heap at the end (kept, or promoted and not yet collected).
  includeObjectsCollectedByMajorGC: !process.env.BENCH_LIVE,
  includeObjectsCollectedByMinorGC: !process.env.BENCH_LIVE,
});
await bidder.perRequest(bodies);
const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: SamplingNode } };
session.disconnect();

const bySite = new Map<string, number>();
/** Per function, what it and everything it calls allocated. */
const inclusive = new Map<string, number>();
let total = 0;
const nameOf = ({ callFrame: { functionName, url, lineNumber } }: SamplingNode) =>
  `${functionName || '(anonymous)'} ${url.split('/').slice(-3).join('/')}:${lineNumber + 1}`;
// Each function with its caller, since builtins (Set, push, byteLength) say little alone.
const visit = (node: SamplingNode, caller: string, path: ReadonlySet<string>) => {
  const name = nameOf(node);
  const site = `${name}  ← ${caller}`;
  bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
  total += node.selfSize;
  const within = path.has(name) ? path : new Set([...path, name]);
  for (const outer of within) inclusive.set(outer, (inclusive.get(outer) ?? 0) + node.selfSize);
  for (const child of node.children) visit(child, name, within);
};
visit(profile.head, '', new Set());
const kb = (bytes: number) => (bytes / 1024 / bodies.length).toFixed(2);
console.log(`sampled ${kb(total)} KB per request; by allocating function:`);
const top = Number(process.env.BENCH_TOP ?? 30);
for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${kb(bytes).padStart(7)} KB  ${site}`);
console.log('\nincluding what they call:');
for (const [name, bytes] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${kb(bytes).padStart(7)} KB  ${name}`);
await bidder.close();
