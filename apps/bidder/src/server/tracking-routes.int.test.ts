import { afterEach, describe, expect, it } from 'vitest';
import type { OpenRtbBid, OpenRtbBidResponse } from './bid-route';
import { bidRequest, liveStrategy, signClick } from './testing/fake-ports';
import { createTestBidder, type TestBidder } from './testing/test-bidder';

const browser =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
let t: TestBidder;
afterEach(async () => {
  await t?.close();
});

async function placeBid(body: Record<string, unknown> = {}): Promise<{ bid: OpenRtbBid; token: string }> {
  const response = await t.bid(bidRequest(body));
  const bid = response.json<OpenRtbBidResponse>().seatbid[0]!.bid[0]!;
  const token = new URL(bid.nurl).searchParams.get('t')!;
  return { bid, token };
}
const get = (url: string, userAgent = browser) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });
const tracked = () => t.store.events.filter((e) => e.type !== 'bid');
const tamper = (token: string) => {
  const [body, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
  claims.bidCpmMicros = 999_000_000;
  return `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
};

describe('tracking routes', () => {
  it('refuses a tampered or missing token with 400 on every route, recording nothing', async () => {
    t = await createTestBidder();
    const { token } = await placeBid();
    for (const path of [
      '/t/v1/imp',
      '/t/v1/x/test-exchange/win',
      '/t/v1/x/test-exchange/bill',
      '/t/v1/x/test-exchange/loss',
      '/t/v1/ev',
      '/t/v1/c',
    ]) {
      expect((await get(`${path}?t=${tamper(token)}&p=1&e=start`)).statusCode).toBe(400);
      expect((await get(`${path}?p=1`)).statusCode).toBe(400);
    }
    expect(tracked()).toEqual([]);
  });

  it('counts an impression once; a repeat is recorded apart as a replay, a bot as a bot', async () => {
    t = await createTestBidder();
    const { bid, token } = await placeBid();
    const first = await get(`/t/v1/imp?t=${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    expect((await get(`/t/v1/imp?t=${token}`)).statusCode).toBe(200);
    const other = await placeBid({ user: { buyeruid: 'crawler' } });
    await get(`/t/v1/imp?t=${other.token}`, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(tracked().map((e) => [e.id.replace(/#replay:.*/, '#replay'), e.type, e.exclusion])).toEqual([
      [`imp:${bid.id}`, 'impression', ''],
      [`imp:${bid.id}#replay`, 'impression', 'replay'],
      [`imp:${other.bid.id}`, 'impression', 'bot'],
    ]);
  });

  it('bills a won bid once when both the win and the billing notice arrive', async () => {
    t = await createTestBidder();
    const { bid, token } = await placeBid();
    // Cleared at 4.20 BRL CPM (bid 5.00): 4,200 micros.
    expect((await get(`/t/v1/x/test-exchange/win?t=${token}&p=4.20`)).statusCode).toBe(204);
    expect((await get(`/t/v1/x/test-exchange/bill?t=${token}&p=4.20`)).statusCode).toBe(204);
    expect((await get(`/t/v1/x/test-exchange/bill?t=${token}&p=4.20`)).statusCode).toBe(204);
    const billing = t.store.events.filter((e) => e.type === 'billing');
    expect(billing).toEqual([
      expect.objectContaining({ id: `billing:${bid.id}`, costMicros: 4200, exclusion: '' }),
    ]);
    expect(t.store.events.filter((e) => e.exclusion === 'replay')).toHaveLength(1);
    expect(t.banker.spent.get('campaign-1')).toBe(4200);
    expect(t.banker.open.size).toBe(0);
  });

  it('converts the clearing price from the bid currency and never bills above the bid', async () => {
    t = await createTestBidder();
    const usd = await placeBid();
    // The fake rates: 1 USD = 5 BRL; the token says the bid was in BRL, so p is BRL.
    await get(`/t/v1/x/test-exchange/bill?t=${usd.token}&p=9.99`);
    const unfilled = await placeBid({ user: { buyeruid: 'other' } });
    await get(`/t/v1/x/test-exchange/bill?t=${unfilled.token}&p=\${AUCTION_PRICE}`);
    expect(t.store.events.filter((e) => e.type === 'billing').map((e) => e.costMicros)).toEqual([5000, 5000]);
  });

  it('records a notice after the bid TTL and notice window as late, unbilled', async () => {
    t = await createTestBidder({ options: { bidTtlSeconds: 60, noticeWindowSeconds: 60 } });
    const { token } = await placeBid();
    t.clock.now += 121_000;
    await get(`/t/v1/x/test-exchange/win?t=${token}&p=4`);
    expect(tracked()).toEqual([expect.objectContaining({ type: 'win', exclusion: 'late', costMicros: 0 })]);
    expect(t.banker.spent.size).toBe(0);
    expect(t.banker.open.size).toBe(0);
  });

  it('a loss notice releases the exposure', async () => {
    t = await createTestBidder();
    const { bid, token } = await placeBid();
    expect(t.banker.open.size).toBe(1);
    expect((await get(`/t/v1/x/test-exchange/loss?t=${token}&p=6&r=102`)).statusCode).toBe(204);
    expect(t.banker.open.size).toBe(0);
    expect(tracked()).toEqual([expect.objectContaining({ id: `loss:${bid.id}`, type: 'loss' })]);
  });

  it('never bills a test request', async () => {
    t = await createTestBidder();
    const { token } = await placeBid({ test: 1 });
    await get(`/t/v1/x/test-exchange/bill?t=${token}&p=4`);
    expect(t.store.events.filter((e) => e.type === 'billing')).toEqual([
      expect.objectContaining({ costMicros: 0, exclusion: 'invalid' }),
    ]);
    expect(t.banker.spent.size).toBe(0);
  });

  it('redirects a click only to a signed target', async () => {
    t = await createTestBidder();
    const { bid, token } = await placeBid();
    const target = 'https://loja.example.com.br/oferta?utm_source=verba';
    const url = `/t/v1/c?t=${token}&u=${encodeURIComponent(target)}`;
    const signed = await get(`${url}&s=${signClick(token, target)}`);
    expect(signed.statusCode).toBe(302);
    expect(signed.headers.location).toBe(target);
    const evil = 'https://evil.example/phish';
    expect(
      (await get(`/t/v1/c?t=${token}&u=${encodeURIComponent(evil)}&s=${signClick(token, target)}`))
        .statusCode,
    ).toBe(400);
    expect((await get(url)).statusCode).toBe(400);
    expect(
      (await get(`/t/v1/c?t=${token}&u=javascript:alert(1)&s=${signClick(token, 'javascript:alert(1)')}`))
        .statusCode,
    ).toBe(400);
    expect(tracked()).toEqual([
      expect.objectContaining({ id: `click:${bid.id}:1`, type: 'click', exclusion: '' }),
    ]);
  });

  it('records VAST events by name and refuses an unknown one', async () => {
    t = await createTestBidder();
    const { bid, token } = await placeBid();
    for (const e of ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip', 'error'])
      expect((await get(`/t/v1/ev?t=${token}&e=${e}&code=402`)).statusCode).toBe(200);
    expect((await get(`/t/v1/ev?t=${token}&e=fullscreen`)).statusCode).toBe(400);
    expect(tracked().map((e) => e.id)).toEqual(
      [
        'video_start',
        'video_first_quartile',
        'video_midpoint',
        'video_third_quartile',
        'video_complete',
        'video_skip',
        'video_error',
      ].map((type) => `${type}:${bid.id}`),
    );
  });

  it('answers only once the store has the event, and still answers when the store fails', async () => {
    t = await createTestBidder();
    const { token } = await placeBid();
    t.store.appendDelayMs = 80;
    const started = Date.now();
    const response = await get(`/t/v1/imp?t=${token}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(response.statusCode).toBe(200);
    expect(tracked()).toHaveLength(1);
    t.store.appendDelayMs = 0;
    const other = await placeBid({ user: { buyeruid: 'x' } });
    await new Promise((r) => setImmediate(r));
    t.store.failNext = true;
    expect((await get(`/t/v1/imp?t=${other.token}`)).statusCode).toBe(200);
    expect(t.bidder.metrics.failures()).toMatchObject({ tracking_append: 1 });
  });

  it('an impression with a frequency-capped strategy counts towards the cap', async () => {
    t = await createTestBidder({
      strategies: [liveStrategy({ frequencyCap: { count: 2, period: 1, unit: 'HOURS' } })],
    });
    for (let i = 0; i < 2; i++) {
      const { token } = await placeBid();
      await get(`/t/v1/imp?t=${token}`);
    }
    const third = await t.bid(bidRequest());
    expect(third.statusCode).toBe(204);
  });
});
