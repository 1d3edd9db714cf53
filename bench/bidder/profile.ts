/**
 * `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/bidder/profile.ts`: the bench's
 * bidder (10,000 live strategies, sandbox requests, 50 connections) alone, without the bare
 * server's phase, so the profile shows what a bid request costs. `BENCH_DURATION` seconds (10).
 */
import { loadTrafficData } from '@verba/bidder/sandbox/reference-data';
import { createTrafficGenerator } from '@verba/bidder/sandbox/traffic';
import { fmt } from '../api/load';
import { startBidderUnderTest } from './bidder-under-test';
import { generateLiveStrategies } from './live-strategies';
import { firePosts } from './load';

const data = loadTrafficData();
const generator = createTrafficGenerator({ seed: 20, data });
const midday = new Date('2026-03-10T15:00:00Z');
const bodies = Array.from({ length: 2_000 }, () => JSON.stringify(generator.next(midday)));
const bidder = await startBidderUnderTest(generateLiveStrategies(10_000, data));
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const r = await firePosts({ url: bidder.url, bodies, connections: 50, seconds });
console.log(`POST /openrtb2/bid: ${fmt(r.rps)} req/s p50 ${r.p50} ms p99 ${r.p99} ms`, r.byStatus);
await bidder.close();
