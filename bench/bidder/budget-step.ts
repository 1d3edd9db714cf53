/**
 * `node --import tsx bench/bidder/budget-step.ts`: the CPU of one budget-control step (spend read
 * back, banker and pacers told, leases renewed) at 10,000 live strategies, the store answering at
 * once with no spend — the work the bidder's event loop does every `stepMs` (10 s) besides bidding.
 */
import type { EventStore } from '@verba/events';
import { createRealPorts } from '@verba/bidder/compose/real-ports';
import { loadTargetingData } from '@verba/bidder/compose/targeting-data';
import { createLiveCatalog } from '@verba/bidder/server/live-catalog';
import { loadTrafficData } from '@verba/bidder/sandbox/reference-data';
import { fmt } from '../api/load';
import { endlessLeases } from './bidder-under-test';
import { generateLiveStrategies } from './live-strategies';

const noSpend = new Map();
const store = {
  kind: 'chdb',
  append: () => Promise.resolve(),
  appendStats: () => Promise.resolve(),
  strategyTotals: () => Promise.resolve(noSpend),
} as unknown as EventStore;

const { ports, control } = createRealPorts({
  store,
  leases: endlessLeases,
  targeting: loadTargetingData(),
  bidderId: 'bench',
  trackingSecret: 'bench-tracking-secret-0123456789abcdef',
  trackingBaseUrl: 'http://127.0.0.1:3000',
  currencyRates: { BRL: 1, USD: 5.4, EUR: 5.85 },
  leaseSeconds: 3600,
});
createLiveCatalog(ports.index).apply({
  upserts: generateLiveStrategies(10_000, loadTrafficData()),
  removals: [],
});
const steps: number[] = [];
for (let i = 0; i < Number(process.env.BENCH_ROUNDS ?? 5); i++) {
  const start = process.cpuUsage();
  await control.step();
  const used = process.cpuUsage(start);
  steps.push((used.user + used.system) / 1000);
}
console.log(`budget step at 10,000 strategies: ${steps.map((ms) => `${fmt(ms)} ms`).join(', ')} of CPU`);
await control.stop();
