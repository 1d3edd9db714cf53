/**
 * `npx tsx bench/bidder/body-scan.ts`: the nesting scan that runs before JSON.parse on every bid
 * body (bid-body.ts), per sandbox request (2–3 KB), next to the UTF-8 decode + JSON.parse it
 * guards — and what a 1 MB `[[[[…` costs with and without it.
 */
import { performance } from 'node:perf_hooks';
import { loadTrafficData } from '@verba/bidder/sandbox/reference-data';
import { createTrafficGenerator } from '@verba/bidder/sandbox/traffic';
import { bidBodyMaxDepth, nestsDeeperThan } from '@verba/bidder/server/bid-body';

const midday = new Date('2026-03-10T15:00:00Z');
const generator = createTrafficGenerator({ seed: 20, data: loadTrafficData() });
const bodies = Array.from({ length: 2_000 }, () => Buffer.from(JSON.stringify(generator.next(midday))));
const sizes = bodies.map((b) => b.length).sort((a, b) => a - b);
const decoder = new TextDecoder('utf-8', { fatal: true });

function perBody(label: string, work: (body: Buffer) => unknown, rounds = 7) {
  const times: number[] = [];
  let sink = 0;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let repeat = 0; repeat < 5; repeat++) for (const body of bodies) sink += work(body) ? 1 : 0;
    times.push(((performance.now() - start) * 1000) / (bodies.length * 5));
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(34)} ${times[rounds >> 1]!.toFixed(2)} µs per body (median of ${rounds}, min ${times[0]!.toFixed(2)})${sink < 0 ? '' : ''}`,
  );
  return times[rounds >> 1]!;
}

console.log(
  `${bodies.length} sandbox bid requests, ${sizes[0]}–${sizes.at(-1)} B (median ${sizes[sizes.length >> 1]} B)`,
);
const scan = perBody(`nesting scan (≤ ${bidBodyMaxDepth})`, (body) => nestsDeeperThan(body, bidBodyMaxDepth));
const parse = perBody('UTF-8 decode + JSON.parse', (body) => JSON.parse(decoder.decode(body)));
console.log(`  the scan adds ${((scan / parse) * 100).toFixed(1)} % to decode + parse`);

const deep = Buffer.from('['.repeat(524_288) + ']'.repeat(524_288));
let start = performance.now();
const refused = nestsDeeperThan(deep, bidBodyMaxDepth);
const scanDeep = performance.now() - start;
start = performance.now();
JSON.parse(decoder.decode(deep));
console.log(
  `  1 MB [[[[…]]]]: scan ${(scanDeep * 1000).toFixed(1)} µs (refused: ${refused}); JSON.parse without it ${(performance.now() - start).toFixed(0)} ms`,
);
