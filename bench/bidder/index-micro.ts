/**
 * `node --import tsx bench/bidder/index-micro.ts`: the targeting index alone — µs per imp for
 * `survivors` (posting-list intersection and the survivors' list) at 10,000 live strategies over
 * 2,000 sandbox requests, and how many survive on average.
 */
import { performance } from 'node:perf_hooks';
import { parseBidRequest } from '@verba/domain/delivery/openrtb/parse-bid-request';
import type { ImpOffer, ParsedBidRequest } from '@verba/domain/delivery/request';
import { createStrategyIndex } from '@verba/domain/delivery/targeting/strategy-index';
import { createUserAgentParser } from '@verba/domain/delivery/user-agent';
import { loadTargetingData } from '@verba/bidder/compose/targeting-data';
import { loadTrafficData } from '@verba/bidder/sandbox/reference-data';
import { createTrafficGenerator } from '@verba/bidder/sandbox/traffic';
import { generateLiveStrategies } from './live-strategies';

const data = loadTrafficData();
const targeting = loadTargetingData();
const generator = createTrafficGenerator({ seed: 20, data });
const midday = new Date('2026-03-10T15:00:00Z');
const userAgent = createUserAgentParser();
const pairs: [ParsedBidRequest, ImpOffer][] = [];
for (let i = 0; i < 2_000; i++) {
  const parsed = parseBidRequest(JSON.parse(JSON.stringify(generator.next(midday))), {
    geo: targeting.geo,
    userAgent,
    contentAncestry: targeting.contentAncestry,
    audienceAncestry: targeting.audienceAncestry,
  });
  if (parsed.ok) for (const imp of parsed.request.imps) pairs.push([parsed.request, imp]);
}
const index = createStrategyIndex({ geo: targeting.geo, now: () => midday.getTime() });
for (const live of generateLiveStrategies(10_000, data)) index.upsert(live);
let survived = 0;
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const times: number[] = [];
for (let round = 0; round < rounds; round++) {
  survived = 0;
  const start = performance.now();
  for (const [request, imp] of pairs) survived += index.survivors(request, imp).strategies.length;
  times.push(((performance.now() - start) * 1000) / pairs.length);
}
times.sort((a, b) => a - b);
console.log(
  `survivors: ${times[Math.floor(rounds / 2)]!.toFixed(2)} µs per imp (median of ${rounds}, min ${times[0]!.toFixed(2)}), ${pairs.length} imps, ${(survived / pairs.length).toFixed(1)} survivors per imp`,
);
