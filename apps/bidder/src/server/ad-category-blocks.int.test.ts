import { afterEach, describe, expect, it } from 'vitest';
import type { LiveStrategy } from '@verba/domain/delivery/contracts';
import { parseBidRequest } from '@verba/domain/delivery/openrtb/parse-bid-request';
import { createStrategyIndex, type StrategyBlock } from '@verba/domain/delivery/targeting/strategy-index';
import type { OpenRtbBidResponse } from './bid-route';
import type { BidderPorts } from './ports';
import { bidRequest, liveStrategy } from './testing/fake-ports';
import { realTargetingPorts } from './testing/real-targeting-ports';
import { createTestBidder, type TestBidder } from './testing/test-bidder';

let t: TestBidder;
let stopPorts: (() => Promise<void>) | undefined;
afterEach(async () => {
  await t?.close();
  await stopPorts?.();
  stopPorts = undefined;
});

/** The real parser and targeting index behind the ports, as compose/real-ports.ts puts them. */
function realTargeting(): Pick<BidderPorts, 'parse' | 'index'> {
  const index = createStrategyIndex({ now: () => Date.parse('2026-03-10T15:00:00Z') });
  return {
    parse: (body, { version }) => parseBidRequest(body, { ...(version ? { version } : {}) }),
    index: {
      match(request, imp) {
        const rejected: StrategyBlock[] = [];
        const candidates = index
          .match(request, imp, rejected)
          .map((m) => ({ strategy: m.strategy, creative: m.creatives[0]!, dealId: m.dealId }));
        return { candidates, rejected };
      },
      upsert: (strategy: LiveStrategy) => index.upsert(strategy),
      remove: (id: string) => index.remove(id),
      get size() {
        return index.size;
      },
    },
  };
}

/** compose/real-ports.ts's own parser and ranked index (best-first pricing visits blocked ones). */
function rankedTargeting(): Pick<BidderPorts, 'parse' | 'index'> {
  const { ports, stop } = realTargetingPorts();
  stopPorts = stop;
  return ports;
}

const targetings = { listed: realTargeting, ranked: rankedTargeting };

const bid = (body: unknown, version = '2.6') => t.bid(body, { 'x-openrtb-version': version });

/** Automotive (1) and its tier-2 Auto Buying and Selling (30), as the live loader sends them. */
const categorised = liveStrategy({ adCategories: ['30', '1'] });

describe.each(['listed', 'ranked'] as const)('ad categories on the bid path (%s index)', (shape) => {
  it('emits cat with cattax 7 when the advertiser declared categories', async () => {
    t = await createTestBidder({ strategies: [categorised], ports: targetings[shape]() });
    const response = await bid(bidRequest());
    expect(response.statusCode).toBe(200);
    const [b] = response.json<OpenRtbBidResponse>().seatbid[0]!.bid;
    expect(b).toMatchObject({ cat: ['30', '1'], cattax: 7 });
  });

  it('declares IAB 1.0 codes as cat on an OpenRTB 2.5 request (no cattax there)', async () => {
    t = await createTestBidder({ strategies: [categorised], ports: targetings[shape]() });
    const response = await bid(bidRequest(), '2.5');
    expect(response.statusCode).toBe(200);
    const [b] = response.json<OpenRtbBidResponse>().seatbid[0]!.bid;
    expect(b!.cat).toEqual(['IAB2', 'IAB2-3']);
    expect(b).not.toHaveProperty('cattax');
  });

  it('emits no cat without categories', async () => {
    t = await createTestBidder({ strategies: [liveStrategy()], ports: targetings[shape]() });
    const [b] = (await bid(bidRequest())).json<OpenRtbBidResponse>().seatbid[0]!.bid;
    expect(b).not.toHaveProperty('cat');
    expect(b).not.toHaveProperty('cattax');
  });

  it('does not bid where bcat (cattax 7) blocks a category or its tier-1 parent, and counts why', async () => {
    t = await createTestBidder({ strategies: [categorised], ports: targetings[shape]() });
    const response = await bid(bidRequest({ cattax: 7, bcat: ['1'] }));
    expect(response.statusCode).toBe(204);
    expect(t.bidder.metrics.snapshot(t.clock.now).at(-1)!.noBids).toEqual({ blocked_category: 1 });
    expect(t.bidder.diagnostics(['strategy-1']).get('strategy-1')).toMatchObject({
      lastReason: 'blocked_category',
    });
  });

  it('reads bcat in IAB 1.0 codes (cattax 1, the default, and every 2.5 request) through the 3.1 mapping', async () => {
    t = await createTestBidder({ strategies: [categorised], ports: targetings[shape]() });
    // Automotive's tier 1, its Buying/Selling Cars, and an unlisted tier 2 counting as its tier 1.
    for (const bcat of [['IAB2'], ['IAB2-3'], ['IAB2-99']]) {
      expect((await bid(bidRequest({ bcat }), '2.5')).statusCode).toBe(204);
      expect((await bid(bidRequest({ bcat, cattax: 1 }))).statusCode).toBe(204);
    }
    // Other automotive kinds, other tier 1s, 3.1 ids read as 1.0 codes, another taxonomy: it bids.
    for (const bcat of [
      ['IAB2-20', 'IAB2-1'],
      ['IAB25', 'IAB26', 'IAB7'],
      ['1', '30'],
    ])
      expect((await bid(bidRequest({ bcat }), '2.5')).statusCode).toBe(200);
    expect((await bid(bidRequest({ bcat: ['1'], cattax: 2 }))).statusCode).toBe(200);
  });

  it('does not bid where bapp blocks the app a creative installs', async () => {
    const app = liveStrategy();
    const appCreative = {
      ...app.creatives[0]!,
      destinationUrl: 'https://play.google.com/store/apps/details?id=br.com.loja',
    };
    t = await createTestBidder({
      strategies: [{ ...app, creatives: [appCreative] }],
      ports: targetings[shape](),
    });
    const response = await bid(bidRequest({ bapp: ['br.com.loja'] }));
    expect(response.statusCode).toBe(204);
    expect(t.bidder.metrics.snapshot(t.clock.now).at(-1)!.noBids).toEqual({ blocked_app: 1 });
  });
});
