import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeTokens, liveStrategy } from '../server/testing/fake-ports';
import { realTargetingPorts } from '../server/testing/real-targeting-ports';
import { createTestBidder, testExchangeBidPath, type TestBidder } from '../server/testing/test-bidder';
import { startSandboxExchange, type SandboxStats } from './exchange';
import type { RtbBid, RtbBidRequest, RtbBidResponse, RtbImp } from './openrtb';

interface Hit {
  path: string;
  query: URLSearchParams;
}

/**
 * A tiny bidder on node:http: bids 3× the floor on every imp with known markup and notice URLs,
 * answers some requests late (past tmax) and some with a 500, and records every hit.
 */
function fakeBidder() {
  const requests: { body: RtbBidRequest; headers: IncomingMessage['headers'] }[] = [];
  const hits: Hit[] = [];
  const prices = new Map<string, number>();
  const buyerOf = new Map<string, string>();
  let base = '';
  const markup = (imp: RtbImp, id: string) => {
    const t = (kind: string) => `${base}/t/${kind}?b=${id}`;
    if (imp.native)
      return JSON.stringify({
        ver: '1.2',
        assets: [{ id: 1, title: { text: 'Café' } }],
        link: { url: t('click'), clicktrackers: [t('click-tracker')] },
        eventtrackers: [{ event: 1, method: 1, url: t('imp') }],
      });
    if (imp.video || imp.audio) {
      const tracking = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip']
        .map((e) => `<Tracking event="${e}"><![CDATA[${t('vast')}&e=${e}]]></Tracking>`)
        .join('');
      return `<?xml version="1.0" encoding="UTF-8"?><VAST version="4.2"><Ad id="${id}"><InLine><AdSystem>fake</AdSystem><AdTitle>x</AdTitle><Impression><![CDATA[${t('imp')}]]></Impression><Creatives><Creative><Linear><Duration>00:00:15</Duration><TrackingEvents>${tracking}</TrackingEvents><VideoClicks><ClickThrough><![CDATA[${t('click')}]]></ClickThrough></VideoClicks></Linear></Creative></Creatives></InLine></Ad></VAST>`;
    }
    return `<a href="${t('click').replace('&', '&amp;')}"><img src="${t('imp')}&amp;img=1" width="1" height="1"></a>`;
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    if (request.method === 'POST' && url.pathname === '/openrtb2/bid') {
      let data = '';
      request.on('data', (chunk: Buffer) => (data += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(data) as RtbBidRequest;
        requests.push({ body, headers: request.headers });
        const answer = () => {
          if (body.id.startsWith('f')) return response.writeHead(500).end('boom');
          if (body.id.startsWith('e')) return response.writeHead(204).end();
          const bids = body.imp.map((imp, i) => {
            const id = `${body.id}-${i}`;
            const price = Number((imp.bidfloor * 3).toFixed(4));
            prices.set(id, price);
            buyerOf.set(id, body.user.buyeruid);
            return {
              id,
              impid: imp.id,
              price,
              adid: 'ad-1',
              crid: 'creative-1',
              cid: 'campaign-1',
              adomain: ['cafe-exemplo.com.br'],
              adm: markup(imp, id),
              nurl: `${base}/t/win?b=${id}&p=\${AUCTION_PRICE}`,
              burl: `${base}/t/bill?b=${id}&p=\${AUCTION_PRICE}&c=\${AUCTION_CURRENCY}`,
              lurl: `${base}/t/loss?b=${id}&r=\${AUCTION_LOSS}&p=\${AUCTION_PRICE}`,
            };
          });
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ id: body.id, cur: body.cur[0], seatbid: [{ seat: 'verba', bid: bids }] }),
          );
        };
        // A sixteenth of the requests answers past the longest tmax.
        if (body.id.startsWith('0')) setTimeout(answer, 400);
        else answer();
      });
      return;
    }
    hits.push({ path: url.pathname, query: url.searchParams });
    if (url.pathname === '/t/click') {
      response.writeHead(302, { location: 'https://anunciante-exemplo.com.br/oferta' }).end();
      return;
    }
    response.writeHead(url.pathname === '/t/imp' ? 200 : 204).end();
  });
  return {
    requests,
    hits,
    prices,
    buyerOf,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return base;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('sandbox exchange against a fake bidder over HTTP', () => {
  const bidder = fakeBidder();
  let stats: SandboxStats;
  const warnings: object[] = [];

  beforeAll(async () => {
    const base = await bidder.listen();
    const exchange = startSandboxExchange({
      bidUrl: `${base}/openrtb2/bid`,
      qps: 150,
      seed: 11,
      // Midday in São Paulo: the daily curve above its mean.
      now: () => new Date('2026-03-10T15:00:00Z'),
      logger: { info: () => undefined, warn: (details) => warnings.push(details) },
      pace: 0,
      behaviour: {
        ctr: { banner: [0.2, 0.2], native: [0.2, 0.2], vast: [0.2, 0.2] },
        conversionAfterClick: 0.5,
      },
      conversionTarget: () => ({
        pixelId: '0b6f1c1e-4b9a-4d8e-9c43-2f0e6f7a9b10',
        eventName: 'purchase',
        value: 4990,
      }),
    });
    // Until enough traffic went through (the machine may be busy), then let the rest finish.
    for (let waited = 0; bidder.requests.length < 300 && waited < 30_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await exchange.stop({ drainMs: 10_000 });
    stats = exchange.stats();
  });
  afterAll(() => bidder.close());

  const hitsOf = (path: string) => bidder.hits.filter((h) => h.path === path);

  it('POSTs OpenRTB 2.6 and 2.5 JSON at about the asked rate, each with its version header', () => {
    expect(bidder.requests.length).toBeGreaterThanOrEqual(300);
    // A request that failed to connect (a busy machine) is counted but never reached the bidder.
    expect(stats.requests).toBeGreaterThanOrEqual(bidder.requests.length);
    for (const { headers, body } of bidder.requests) {
      expect(headers['content-type']).toBe('application/json');
      // A 2.5 body keeps GDPR in regs.ext and has no cattax; a 2.6 one the other way round.
      const shape = 'ext' in body.regs && !('cattax' in body) ? '2.5' : '2.6';
      expect(headers['x-openrtb-version']).toBe(shape);
    }
    const share25 =
      bidder.requests.filter((r) => r.headers['x-openrtb-version'] === '2.5').length / bidder.requests.length;
    expect(share25).toBeGreaterThan(0.18);
    expect(share25).toBeLessThan(0.42);
    expect(stats.byVersion['2.5'].requests + stats.byVersion['2.6'].requests).toBe(stats.requests);
  });

  it('fires win and billing notices with the clearing price (first price) substituted', () => {
    const wins = hitsOf('/t/win');
    const bills = hitsOf('/t/bill');
    expect(wins.length).toBeGreaterThan(20);
    expect(bills.length).toBe(wins.length);
    for (const hit of [...wins, ...bills]) {
      expect(Number(hit.query.get('p'))).toBe(bidder.prices.get(hit.query.get('b')!));
    }
    for (const bill of bills) expect(['BRL', 'USD']).toContain(bill.query.get('c'));
    expect(stats.notices).toEqual({
      win: wins.length,
      billing: bills.length,
      loss: hitsOf('/t/loss').length,
    });
    expect(stats.wins).toBe(wins.length);
  });

  it('fires loss notices with the loss reason and the winning price', () => {
    const losses = hitsOf('/t/loss');
    expect(losses.length).toBeGreaterThan(0);
    const outbid = losses.filter((loss) => loss.query.get('r') === '102');
    expect(outbid.length).toBeGreaterThan(0);
    for (const loss of outbid)
      expect(Number(loss.query.get('p'))).toBeGreaterThanOrEqual(bidder.prices.get(loss.query.get('b')!)!);
    // The fake bidder bids no deals: its bids in private auctions are invalid (3).
    for (const loss of losses) expect(['102', '3']).toContain(loss.query.get('r'));
    expect(stats.invalidBids).toBe(losses.length - outbid.length);
    const won = new Set(hitsOf('/t/win').map((h) => h.query.get('b')));
    for (const loss of losses) expect(won.has(loss.query.get('b'))).toBe(false);
  });

  it('loads the impression beacons of won ads only, and clicks some without following the redirect', () => {
    const won = new Set(hitsOf('/t/win').map((h) => h.query.get('b')));
    const impressions = hitsOf('/t/imp');
    expect(impressions.length).toBeGreaterThan(10);
    for (const hit of impressions) expect(won.has(hit.query.get('b'))).toBe(true);
    const clicks = hitsOf('/t/click');
    expect(clicks.length).toBeGreaterThan(0);
    expect(clicks.length).toBeLessThan(impressions.length);
    for (const hit of clicks) expect(won.has(hit.query.get('b'))).toBe(true);
    expect(stats.clicks).toBe(clicks.length);
    // The click's 302 to the advertiser was not followed: nothing went beyond the fake bidder.
    expect(warnings.filter((w) => JSON.stringify(w).includes('anunciante'))).toEqual([]);
  });

  it('plays video and audio to quartiles, fewer at each step', () => {
    const vast = hitsOf('/t/vast');
    const count = (event: string) => vast.filter((h) => h.query.get('e') === event).length;
    expect(count('start')).toBeGreaterThan(0);
    expect(count('firstQuartile')).toBeLessThanOrEqual(count('start'));
    expect(count('complete')).toBeLessThanOrEqual(count('midpoint'));
  });

  it("sends pixel conversions with the user's buyeruid as visitor id", () => {
    const conversions = hitsOf('/px/v1/e');
    expect(conversions.length).toBeGreaterThan(0);
    const buyers = new Set(bidder.buyerOf.values());
    for (const hit of conversions) {
      expect(hit.query.get('pid')).toBe('0b6f1c1e-4b9a-4d8e-9c43-2f0e6f7a9b10');
      expect(hit.query.get('ev')).toBe('purchase');
      expect(hit.query.get('v')).toBe('4990');
      expect(buyers.has(hit.query.get('vid')!)).toBe(true);
    }
  });

  it('counts timeouts, no-bids and server errors without crashing', () => {
    expect(stats.timeouts).toBeGreaterThan(0);
    expect(stats.noBids).toBeGreaterThan(0);
    expect(stats.byStatus['500']).toBeGreaterThan(0);
    expect(stats.errors).toBeGreaterThan(0);
  });
});

describe('sandbox exchange rate', () => {
  /** Requests a counting server receives in `ms` at `qps`, at a São Paulo hour. */
  async function requestsAt(hour: number, qps: number, ms: number) {
    let count = 0;
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        count++;
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const exchange = startSandboxExchange({
      bidUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/openrtb2/bid`,
      qps,
      seed: 3,
      now: () => new Date(Date.UTC(2026, 2, 10, hour + 3)),
      logger: { info: () => undefined, warn: () => undefined },
      pace: 0,
    });
    await new Promise((resolve) => setTimeout(resolve, ms));
    await exchange.stop({ drainMs: 2_000 });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return { count, stats: exchange.stats() };
  }

  it('sends about qps × the daily curve: far less at 4h than at 21h', async () => {
    const night = await requestsAt(4, 100, 2_000);
    const peak = await requestsAt(21, 100, 2_000);
    // 100 qps × 1.68 at 21h for 2 s ≈ 336; 4h ≈ 25 (a busy machine may send fewer, never more).
    expect(peak.count).toBeGreaterThan(120);
    expect(peak.count).toBeLessThan(420);
    expect(night.count).toBeLessThan(peak.count * 0.3);
    // Every 204 is a no-bid; an answer slower than tmax (a busy machine) a timeout.
    expect(peak.stats.noBids + peak.stats.timeouts).toBe(peak.count);
  });
});

describe('sandbox exchange against the real parser and targeting index', () => {
  /** A broad display strategy with Automotive ad categories, R$ 7 CPM, in three sizes. */
  const strategy = liveStrategy({
    adCategories: ['30', '1'],
    bid: { type: 'CPM', amount: 700n },
  });
  const creative = strategy.creatives[0]!;
  strategy.creatives = [
    creative,
    { ...creative, id: 'creative-320x50', width: 320, height: 50 },
    { ...creative, id: 'creative-728x90', width: 728, height: 90 },
  ];
  const answers: { version: string; bids: (RtbBid & { cat?: string[]; cattax?: number })[] }[] = [];
  let t: TestBidder;
  let stopPorts: () => Promise<void>;
  let stats: SandboxStats;

  beforeAll(async () => {
    let base = '';
    const tokens = fakeTokens();
    const real = realTargetingPorts();
    stopPorts = real.stop;
    t = await createTestBidder({
      strategies: [strategy],
      budgets: { 'campaign-1': 1_000_000_000_000 },
      ports: {
        ...real.ports,
        // The notices on the bidder's own tracking routes, as the real tokens put them.
        tokens: {
          ...tokens,
          noticeUrls: (token, slug) => ({
            nurl: `${base}/t/v1/x/${slug}/win?t=${token}&p=\${AUCTION_PRICE}`,
            burl: `${base}/t/v1/x/${slug}/bill?t=${token}&p=\${AUCTION_PRICE}`,
            lurl: `${base}/t/v1/x/${slug}/loss?t=${token}&p=\${AUCTION_PRICE}&r=\${AUCTION_LOSS}`,
          }),
        },
      },
    });
    base = t.url;
    const exchange = startSandboxExchange({
      bidUrl: `${base}${testExchangeBidPath}`,
      qps: 150,
      seed: 21,
      now: () => new Date('2026-03-10T15:00:00Z'),
      logger: { info: () => undefined, warn: () => undefined },
      pace: 0,
      async bidFetch(input, init) {
        const response = await fetch(input, init);
        const version = new Headers(init?.headers).get('x-openrtb-version') ?? '';
        if (response.status === 200) {
          const body = (await response.clone().json()) as RtbBidResponse;
          answers.push({ version, bids: (body.seatbid ?? []).flatMap((seat) => seat.bid ?? []) });
        }
        return response;
      },
    });
    for (
      let waited = 0;
      (exchange.stats().byVersion['2.5'].wins < 5 || exchange.stats().byVersion['2.6'].wins < 5) &&
      waited < 60_000;
      waited += 50
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    await exchange.stop({ drainMs: 5_000 });
    stats = exchange.stats();
  }, 90_000);
  afterAll(async () => {
    await t.close();
    await stopPorts();
  });

  it('gets bids, wins and spends on both versions, and loses some: the market is no walkover', () => {
    for (const version of ['2.5', '2.6'] as const) {
      const { bids, wins, spend } = stats.byVersion[version];
      expect(bids, version).toBeGreaterThan(0);
      expect(wins, version).toBeGreaterThanOrEqual(5);
      expect(
        Object.values(spend).reduce((a, b) => a + b, 0),
        version,
      ).toBeGreaterThan(0);
    }
    expect(stats.losses).toBeGreaterThan(0);
    expect(stats.wins / stats.bids).toBeLessThan(0.8);
    // Every win's billing notice reached the bidder, which booked its spend.
    expect(stats.notices.billing).toBe(stats.wins);
    expect(t.banker.spent.get('campaign-1')).toBeGreaterThan(0);
  });

  it("declares the bid's categories in IAB 1.0 codes on 2.5 and Content Taxonomy 3.1 ids on 2.6", () => {
    const of = (version: string) => answers.filter((a) => a.version === version).flatMap((a) => a.bids);
    expect(of('2.5').length).toBeGreaterThan(0);
    expect(of('2.6').length).toBeGreaterThan(0);
    for (const bid of of('2.5')) {
      expect(bid.cat).toEqual(['IAB2', 'IAB2-3']);
      expect(bid).not.toHaveProperty('cattax');
    }
    for (const bid of of('2.6')) expect(bid).toMatchObject({ cat: ['30', '1'], cattax: 7 });
  });
});
