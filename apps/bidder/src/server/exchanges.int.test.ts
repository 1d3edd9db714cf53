import { afterEach, describe, expect, it } from 'vitest';
import type { OpenRtbBid, OpenRtbBidResponse } from './bid-route';
import { signBidRequest } from './exchange-registry';
import { bidRequest } from './testing/fake-ports';
import {
  createTestBidder,
  registeredTestExchange,
  testExchangeBidPath,
  testExchangeSecret,
  type TestBidder,
} from './testing/test-bidder';

/**
 * Issue 25 over real sockets: only registered active exchanges get bids, and a bid's notices bill
 * only on its own exchange's path and billing notice, once, within the window.
 */
let t: TestBidder;
afterEach(async () => {
  await t?.close();
});

const hmacSecret = 'hmac-exchange-secret-abcdefghijklmnopqrstuvwxyz';
const exchanges = () => [
  registeredTestExchange(),
  registeredTestExchange({
    id: 'exchange-2',
    slug: 'signed',
    authMethod: 'signed_header',
    secretHash: null,
    hmacSecret,
    billing: 'nurl',
  }),
  registeredTestExchange({
    id: 'exchange-3',
    slug: 'listed',
    authMethod: 'source_address',
    secretHash: null,
    allowedCidrs: ['127.0.0.0/8'],
    billing: 'report',
  }),
  registeredTestExchange({
    id: 'exchange-4',
    slug: 'far',
    authMethod: 'source_address',
    secretHash: null,
    allowedCidrs: ['203.0.113.0/24'],
  }),
  registeredTestExchange({ id: 'exchange-5', slug: 'paused', status: 'paused' }),
];

const refusedMinute = () => t.bidder.metrics.snapshot(t.clock.now).at(-1)!.refused ?? {};
const billed = () => t.store.events.filter((e) => e.type === 'billing' && e.costMicros > 0);
const settle = () => new Promise((resolve) => setImmediate(resolve));

async function bidVia(path: string, headers: Record<string, string> = {}, body = bidRequest()) {
  const reply = await t.bid(JSON.stringify(body), headers, path);
  return reply;
}
const firstBid = (reply: { json<T>(): T }): OpenRtbBid =>
  reply.json<OpenRtbBidResponse>().seatbid[0]!.bid[0]!;
/** A notice URL as the fake tokens build it, fired at the test bidder over a socket. */
const fire = (url: string, price = '4.20', path?: (p: string) => string) => {
  const parsed = new URL(url.replace('${AUCTION_PRICE}', price));
  const pathname = path ? path(parsed.pathname) : parsed.pathname;
  return fetch(`${t.url}${pathname}${parsed.search}`);
};

describe('bid requests are answered only for a registered active exchange', () => {
  it('an unregistered caller gets no bid, whatever it tries, and every refusal is counted by reason', async () => {
    t = await createTestBidder({ exchanges: exchanges() });
    const body = JSON.stringify(bidRequest());
    const attempts: [string, Record<string, string>, number][] = [
      ['/openrtb2/bid', {}, 401],
      ['/openrtb2/bid?exchange=test-exchange', {}, 401],
      ['/openrtb2/bid/x/test-exchange', {}, 401],
      ['/openrtb2/bid/x/test-exchange/wrong-secret', {}, 403],
      [`/openrtb2/bid/x/test-exchange/${testExchangeSecret}x`, {}, 403],
      [`/openrtb2/bid/x/nobody/${testExchangeSecret}`, {}, 404],
      ['/openrtb2/bid/x/signed', {}, 401],
      ['/openrtb2/bid/x/signed', { 'x-verba-timestamp': '1', 'x-verba-signature': 'a'.repeat(64) }, 403],
      ['/openrtb2/bid/x/signed', signBidRequest('another-secret', body, t.clock.now), 403],
      ['/openrtb2/bid/x/signed', signBidRequest(hmacSecret, `${body} `, t.clock.now), 403],
      ['/openrtb2/bid/x/far', {}, 403],
      [`/openrtb2/bid/x/paused/${testExchangeSecret}`, {}, 403],
    ];
    for (const [path, headers, status] of attempts) {
      const reply = await t.bid(body, headers, path);
      expect([path, reply.statusCode]).toEqual([path, status]);
      expect(reply.body).not.toContain('seatbid');
    }
    await settle();
    expect(t.store.events).toEqual([]);
    expect(t.banker.open.size).toBe(0);
    expect(refusedMinute()).toEqual({
      no_credentials: 4,
      bad_secret: 2,
      unknown_exchange: 1,
      stale_timestamp: 1,
      bad_signature: 2,
      address: 1,
      paused: 1,
    });
    // Refused requests are not bid requests: the request counters stay at zero.
    expect(t.bidder.metrics.snapshot(t.clock.now).at(-1)!.requests).toBe(0);
  });

  it('a refused body is drained, never parsed: malformed JSON on a bad path is 403, not 400', async () => {
    t = await createTestBidder({ exchanges: exchanges() });
    const reply = await t.bid('{"not json', {}, '/openrtb2/bid/x/test-exchange/wrong');
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ error: 'bad_secret' });
    expect(t.bidder.metrics.snapshot(t.clock.now).at(-1)!.malformed).toBe(0);
  });

  it('each registered method is answered and its bids attributed to its exchange', async () => {
    t = await createTestBidder({ exchanges: exchanges() });
    const body = JSON.stringify(bidRequest());
    const byPath = await bidVia(testExchangeBidPath);
    const signed = await t.bid(body, signBidRequest(hmacSecret, body, t.clock.now), '/openrtb2/bid/x/signed');
    const listed = await t.bid(body, {}, '/openrtb2/bid/x/listed');
    expect([byPath.statusCode, signed.statusCode, listed.statusCode]).toEqual([200, 200, 200]);
    expect(firstBid(signed).nurl).toContain('/t/v1/x/signed/win?');
    await settle();
    expect(t.store.events.map((e) => [e.type, e.exchangeId])).toEqual([
      ['bid', 'exchange-1'],
      ['bid', 'exchange-2'],
      ['bid', 'exchange-3'],
    ]);
  });

  it('a paused exchange is refused as soon as the registry says so, and answered again once active', async () => {
    t = await createTestBidder({ exchanges: exchanges() });
    expect((await bidVia(testExchangeBidPath)).statusCode).toBe(200);
    t.bidder.exchanges.replace(
      exchanges().map((e) => (e.id === 'exchange-1' ? { ...e, status: 'paused', version: '2' } : e)),
    );
    expect((await bidVia(testExchangeBidPath)).statusCode).toBe(403);
    t.bidder.exchanges.replace(exchanges());
    expect((await bidVia(testExchangeBidPath)).statusCode).toBe(200);
  });
});

describe('notices bill only the bid of the exchange they come through', () => {
  it("a registered exchange's bid billed through another exchange's notice path is refused and bills nothing", async () => {
    t = await createTestBidder({ exchanges: exchanges() });
    const bid = firstBid(await bidVia(testExchangeBidPath));
    const elsewhere = (path: string) => path.replace('/x/test-exchange/', '/x/listed/');
    expect((await fire(bid.burl, '4.20', elsewhere)).status).toBe(403);
    expect((await fire(bid.nurl, '4.20', elsewhere)).status).toBe(403);
    expect((await fire(bid.burl, '4.20', (p) => p.replace('/x/test-exchange/', '/x/nobody/'))).status).toBe(
      404,
    );
    // The paths of bids made before exchanges existed bill nothing either.
    expect((await fire(bid.burl, '4.20', () => '/t/v1/bill')).status).toBe(403);
    await settle();
    expect(t.store.events.filter((e) => e.type !== 'bid')).toEqual([]);
    expect(t.banker.spent.size).toBe(0);
    expect(refusedMinute()).toMatchObject({
      notice_other_exchange: 2,
      notice_unknown_exchange: 1,
      notice_no_exchange: 1,
    });
    // Its own path bills it, once, capped at the bid.
    expect((await fire(bid.burl, '9.99')).status).toBe(204);
    expect(billed().map((e) => [e.costMicros, e.exchangeId])).toEqual([[5000, 'exchange-1']]);
  });

  it('a burl exchange bills on burl only; its nurl records the win and bills nothing', async () => {
    t = await createTestBidder({ exchanges: exchanges() });
    const bid = firstBid(await bidVia(testExchangeBidPath));
    expect((await fire(bid.nurl)).status).toBe(204);
    expect(t.store.events.filter((e) => e.type === 'win')).toHaveLength(1);
    expect(billed()).toEqual([]);
    expect(t.banker.open.size).toBe(1);
    expect((await fire(bid.burl)).status).toBe(204);
    expect(billed().map((e) => e.costMicros)).toEqual([4200]);
    expect(t.banker.spent.get('campaign-1')).toBe(4200);
  });

  it('a nurl exchange bills on nurl only', async () => {
    t = await createTestBidder({ exchanges: exchanges() });
    const body = JSON.stringify(bidRequest());
    const bid = firstBid(
      await t.bid(body, signBidRequest(hmacSecret, body, t.clock.now), '/openrtb2/bid/x/signed'),
    );
    expect((await fire(bid.burl)).status).toBe(204);
    expect(billed()).toEqual([]);
    expect((await fire(bid.nurl, '3.00')).status).toBe(204);
    expect(billed().map((e) => [e.costMicros, e.exchangeId])).toEqual([[3000, 'exchange-2']]);
  });

  it('an exchange with an allow-list bills only notices from its addresses', async () => {
    t = await createTestBidder({ exchanges: exchanges() });
    const bid = firstBid(await bidVia(testExchangeBidPath));
    // Its allow-list changes to a network the test is not in: its notices are refused.
    t.bidder.exchanges.replace(
      exchanges().map((e) =>
        e.id === 'exchange-1' ? { ...e, allowedCidrs: ['203.0.113.0/24'], version: '3' } : e,
      ),
    );
    expect((await fire(bid.burl)).status).toBe(403);
    expect(billed()).toEqual([]);
  });

  it('replayed and late notices bill nothing', async () => {
    t = await createTestBidder({
      exchanges: [registeredTestExchange({ noticeWindowSeconds: 30 })],
      options: { noticeWindowSeconds: 120 },
    });
    const first = firstBid(await bidVia(testExchangeBidPath));
    const second = firstBid(
      await bidVia(testExchangeBidPath, {}, bidRequest({ user: { buyeruid: 'user-2' } })),
    );
    expect((await fire(first.burl)).status).toBe(204);
    for (let i = 0; i < 3; i++) expect((await fire(first.burl, '5.00')).status).toBe(204);
    // The exchange's window (30 s, under the platform's 120 s) has passed for the second bid.
    t.clock.now += 31_000;
    expect((await fire(second.burl)).status).toBe(204);
    expect(billed().map((e) => e.costMicros)).toEqual([4200]);
    expect(t.store.events.filter((e) => e.exclusion === 'replay')).toHaveLength(3);
    expect(t.store.events.filter((e) => e.exclusion === 'late')).toHaveLength(1);
    expect(t.banker.spent.get('campaign-1')).toBe(4200);
    expect(t.banker.open.size).toBe(0);
  });
});
