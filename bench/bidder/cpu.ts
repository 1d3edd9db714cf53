/**
 * `node --import tsx bench/bidder/cpu.ts`: only the bench's load-independent figure, the CPU per bid
 * request in-process (Fastify inject, no sockets), median of `BENCH_ROUNDS` (5) passes over 2,000
 * sandbox requests at 10,000 live strategies. Quick to run after each change on a shared machine.
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
await bidder.cpuPerRequest(bodies);
const cpu: number[] = [];
for (let round = 0; round < rounds; round++) cpu.push(await bidder.cpuPerRequest(bodies));
cpu.sort((a, b) => a - b);
console.log(
  `CPU per bid request in-process: ${fmt(cpu[Math.floor(rounds / 2)]!)} µs (median of ${rounds}; ${cpu.map((c) => fmt(c)).join(', ')})`,
);
await bidder.close();
