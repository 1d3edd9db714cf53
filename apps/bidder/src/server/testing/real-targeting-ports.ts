import type { EventStore } from '@verba/events';
import { createRealPorts } from '../../compose/real-ports';
import { loadTargetingData } from '../../compose/targeting-data';

/**
 * compose/real-ports.ts's own parser and ranked index, as a bidder runs them, without leases or an
 * event store (tests of the bid path's targeting). Call `stop` after the test.
 */
export function realTargetingPorts() {
  const { ports, control } = createRealPorts({
    store: {} as EventStore,
    leases: { acquire: () => Promise.reject(new Error('no leases in this test')) },
    targeting: loadTargetingData(),
    bidderId: 'test',
    trackingSecret: 'test-tracking-secret-0123456789abcdef',
    trackingBaseUrl: 'http://127.0.0.1:3000',
    currencyRates: { BRL: 1 },
    leaseSeconds: 60,
    now: () => Date.parse('2026-03-10T15:00:00Z'),
  });
  return { ports: { parse: ports.parse, index: ports.index }, stop: () => control.stop() };
}
