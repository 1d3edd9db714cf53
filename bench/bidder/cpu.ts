/**
 * `node --import tsx bench/bidder/cpu.ts`: only the bench's load-independent figure, the CPU per bid
 * request in-process (light-my-request, no sockets), and the KB allocated on the JS heap per request
 * (what the GC has to collect), medians of `BENCH_ROUNDS` (5) passes over 2,000 sandbox requests
 * at 10,000 live strategies. Quick to run after each change on a shared machine.
 */
import { loadTrafficData } from '@verba/bidder/sandbox/reference-data';
import { createTrafficGenerator } from '@verba/bidder/sandbox/traffic';
import { fmt } from '../api/load';
import { startBidderUnderTest } from './bidder-under-test';
import { generateLiveStrategies } from './live-strategies';

const data = loadTrafficData();
const generator = createTrafficGenerator({ seed: 20, data });
const midday = new Date('2026-03-10T15:00:00Z');
const bodies = Array.from({ length: 2_000 }, () => JSON.stringify(generator.next(midday)));
const bidder = await startBidderUnderTest(generateLiveStrategies(10_000, data));
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
await bidder.perRequest(bodies);
const cpu: number[] = [];
const allocated: number[] = [];
for (let round = 0; round < rounds; round++) {
  const { cpuMicros, allocatedBytes } = await bidder.perRequest(bodies);
  cpu.push(cpuMicros);
  allocated.push(allocatedBytes / 1024);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `CPU per bid request in-process: ${fmt(median(cpu))} µs, least ${fmt(Math.min(...cpu))} µs (median of ${rounds}; ${cpu.map((c) => fmt(c)).join(', ')})`,
);
console.log(
  `KB allocated per request: ${median(allocated).toFixed(1)} (median of ${rounds}; ${allocated.map((a) => a.toFixed(1)).join(', ')})`,
);
await bidder.close();
