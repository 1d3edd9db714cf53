/**
 * `node --import tsx bench/bidder/socket-cpu.ts`: the CPU a bid request costs over real sockets
 * under the bench's load (50 connections, `BENCH_DURATION` s, default 5), the load generator in a
 * process of its own: this process's CPU (user + system, every thread: the event loop, V8's GC
 * helpers, libuv) per answered request, and the event loop's busy share — against the bare
 * node:http server answering the same size. Less sensitive to a shared machine than requests/s.
 */
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { loadTrafficData } from '@verba/bidder/sandbox/reference-data';
import { createTrafficGenerator } from '@verba/bidder/sandbox/traffic';
import { fmt } from '../api/load';
import { startBareServer, startParseFloor } from './bare';
import { startBidderUnderTest } from './bidder-under-test';
import { generateLiveStrategies } from './live-strategies';
import type { PostLoad } from './load';

const data = loadTrafficData();
const generator = createTrafficGenerator({ seed: 20, data });
const midday = new Date('2026-03-10T15:00:00Z');
const bodies = Array.from({ length: 2_000 }, () => JSON.stringify(generator.next(midday)));
const file = join(tmpdir(), `bidder-bench-bodies-${process.pid}.json`);
writeFileSync(file, JSON.stringify(bodies));
const seconds = Number(process.env.BENCH_DURATION ?? 5);

async function measure(url: string) {
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'remote-load.ts'), url, file, String(seconds)],
    { cwd: process.cwd() },
  );
  const used = process.cpuUsage(cpu);
  const busy = performance.eventLoopUtilization(loop);
  const load = JSON.parse(stdout.trim().split('\n').at(-1)!) as PostLoad;
  return {
    load,
    cpuMicros: (used.user + used.system) / load.total,
    busyMicros: (busy.active * 1000) / load.total,
  };
}

const bidder = await startBidderUnderTest(generateLiveStrategies(10_000, data));
const answer = await fetch(bidder.url, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-openrtb-version': '2.6' },
  body: bodies.find((body) => body.includes('"banner"'))!,
});
const typical = (await answer.text()) || '{}';
const bare = await startBareServer(typical);
const parseFloor = await startParseFloor(typical);
const line = (label: string, r: Awaited<ReturnType<typeof measure>>) =>
  console.log(
    `${label.padEnd(20)} ${fmt(r.load.rps).padStart(7)} req/s  p99 ${fmt(r.load.p99).padStart(3)} ms  CPU ${fmt(r.cpuMicros).padStart(4)} µs/request (all threads), event loop busy ${fmt(r.busyMicros).padStart(4)} µs/request`,
  );
try {
  await measure(bidder.url);
  line('bare node:http', await measure(bare.url));
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  for (let round = 0; round < rounds; round++) {
    const floor = await measure(parseFloor.url);
    line('parse floor', floor);
    const bid = await measure(bidder.url);
    line('POST /openrtb2/bid', bid);
    console.log(
      `  CPU ratio parse floor / bid route ${(floor.cpuMicros / bid.cpuMicros).toFixed(2)}, req/s ratio ${(bid.load.rps / floor.load.rps).toFixed(2)}`,
    );
  }
} finally {
  await bare.close();
  await parseFloor.close();
  await bidder.close();
  rmSync(file, { force: true });
}
