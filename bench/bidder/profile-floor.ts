/**
 * `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/bidder/profile-floor.ts`: profile.ts's
 * load against the parse floor (the same process set-up: 10,000 live strategies loaded), so the two
 * profiles compare what a request costs on the bid route and on its floor. Prints the load phase's
 * start and end (ms since the process started) to cut the profile at.
 */
import { loadTrafficData } from '@verba/bidder/sandbox/reference-data';
import { createTrafficGenerator } from '@verba/bidder/sandbox/traffic';
import { fmt } from '../api/load';
import { startParseFloor } from './bare';
import { startBidderUnderTest } from './bidder-under-test';
import { generateLiveStrategies } from './live-strategies';
import { firePosts } from './load';

const data = loadTrafficData();
const generator = createTrafficGenerator({ seed: 20, data });
const midday = new Date('2026-03-10T15:00:00Z');
const bodies = Array.from({ length: 2_000 }, () => JSON.stringify(generator.next(midday)));
const bidder = await startBidderUnderTest(generateLiveStrategies(10_000, data));
const typical = await (
  await fetch(bidder.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-openrtb-version': '2.6' },
    body: bodies.find((body) => body.includes('"banner"'))!,
  })
).text();
const floor = await startParseFloor(typical || '{}');
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const url = process.env.TARGET === 'bid' ? bidder.url : floor.url;
const from = performance.now();
const r = await firePosts({ url, bodies, connections: 50, seconds });
const to = performance.now();
console.log(
  `${process.env.TARGET === 'bid' ? 'POST /openrtb2/bid' : 'parse floor'}: ${fmt(r.rps)} req/s p50 ${r.p50} ms p99 ${r.p99} ms, ${r.total} requests, load ${Math.round(from)}–${Math.round(to)} ms`,
  r.byStatus,
);
await floor.close();
await bidder.close();
