import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '@verba/events';
import { createRealPorts } from '../compose/real-ports';
import { loadTargetingData } from '../compose/targeting-data';
import { bidRequest, liveStrategy } from './testing/fake-ports';
import { createTestBidder, type TestBidder } from './testing/test-bidder';

let t: TestBidder;
let stopPorts: (() => Promise<void>) | undefined;
afterEach(async () => {
  await t?.close();
  await stopPorts?.();
});

describe('why a strategy the posting lists never let through does not deliver', () => {
  it('each request explains one strategy in turn: a desktop-only strategy on phone-less traffic gets "targeting"', async () => {
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
    stopPorts = () => control.stop();
    const desktopOnly = liveStrategy({
      strategyId: 'desktop-only',
      targeting: { ...liveStrategy().targeting, devices: ['DESKTOP'] },
    });
    const anyone = liveStrategy({ strategyId: 'anyone' });
    t = await createTestBidder({
      strategies: [desktopOnly, anyone],
      ports: { parse: ports.parse, index: ports.index },
    });
    for (let i = 0; i < 4; i++)
      await t.app.inject({
        method: 'POST',
        url: '/openrtb2/bid',
        headers: { 'content-type': 'application/json', 'x-openrtb-version': '2.6' },
        payload: JSON.stringify(bidRequest({ id: `r${i}`, device: { devicetype: 4 } })),
      });
    const diagnostics = t.bidder.diagnostics(['desktop-only', 'anyone']);
    expect(diagnostics.get('desktop-only')?.noBids).toEqual({ targeting: 2 });
    // The strategy that matches is explained too, and nothing is recorded against it.
    expect(diagnostics.get('anyone')?.noBids ?? {}).toEqual({});
  });
});
