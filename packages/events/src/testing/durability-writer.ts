/**
 * Durability test child: appends events as fast as it can from many concurrent writers into the
 * event store in DATA_DIR and prints every acknowledged event id on stdout (one per line), until it
 * is killed. Every tenth append repeats an id already appended (as nurl and burl both do).
 */
import { createEventStore } from '../create-event-store';
import { deliveryEvent } from './delivery-event';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const writers = Number(process.env.WRITERS ?? 64);

const store = await createEventStore({ dataDir, shipIntervalMs: 50 });
process.stdout.write('ready\n');

let next = 0;
async function writer(): Promise<never> {
  for (;;) {
    const n = next++;
    const events = [deliveryEvent({ id: `imp:${n}`, at: Date.UTC(2026, 10, 24, 10) + n, costMicros: 0 })];
    if (n % 10 === 9)
      events.push(deliveryEvent({ id: `imp:${n - 5}`, at: Date.UTC(2026, 10, 24, 10) + n - 5 }));
    await store.append(events);
    // Pipes are written synchronously on Linux: a printed id was acknowledged before the kill.
    process.stdout.write(`${events.map((event) => event.id).join('\n')}\n`);
  }
}

await Promise.all(Array.from({ length: writers }, writer));
