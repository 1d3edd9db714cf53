import { afterEach, describe, expect, it } from 'vitest';
import { bidRequest, liveStrategy } from './testing/fake-ports';
import { realTargetingPorts } from './testing/real-targeting-ports';
import { createTestBidder, type TestBidder } from './testing/test-bidder';

let t: TestBidder;
let stopPorts: (() => Promise<void>) | undefined;
afterEach(async () => {
  await t?.close();
  await stopPorts?.();
});

describe('why a strategy the posting lists never let through does not deliver', () => {
  it('each request explains one strategy in turn: a desktop-only strategy on phone-less traffic gets "targeting"', async () => {
    const { ports, stop } = realTargetingPorts();
    stopPorts = stop;
    const desktopOnly = liveStrategy({
      strategyId: 'desktop-only',
      targeting: { ...liveStrategy().targeting, devices: ['DESKTOP'] },
    });
    const anyone = liveStrategy({ strategyId: 'anyone' });
    t = await createTestBidder({
      strategies: [desktopOnly, anyone],
      ports,
    });
    for (let i = 0; i < 4; i++) await t.bid(bidRequest({ id: `r${i}`, device: { devicetype: 4 } }));
    const diagnostics = t.bidder.diagnostics(['desktop-only', 'anyone']);
    expect(diagnostics.get('desktop-only')?.noBids).toEqual({ targeting: 2 });
    // The strategy that matches is explained too, and nothing is recorded against it.
    expect(diagnostics.get('anyone')?.noBids ?? {}).toEqual({});
  });
});
