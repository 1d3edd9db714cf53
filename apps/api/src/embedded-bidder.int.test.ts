import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '@verba/core/testing';
import { createBidder, type Bidder } from '@verba/bidder/server/create-bidder';
import {
  bidRequest,
  fakeBanker,
  fakeConvert,
  fakeIndex,
  fakeMarkup,
  fakeParse,
  fakePrice,
  fakeStore,
  fakeTokens,
  liveStrategy,
} from '@verba/bidder/server/testing/fake-ports';
import { createExchangeRegistry } from '@verba/bidder/server/exchange-registry';
import { registeredTestExchange, testExchangeBidPath } from '@verba/bidder/server/testing/test-bidder';
import { buildApp, type App } from './app';

/** `npm start` without BIDDER_PORT: the bidder answers on the app's port, as main.ts mounts it. */
describe('the bidder embedded in the app', () => {
  let deps: TestDeps;
  let bidder: Bidder;
  let app: App;
  let address: string;

  beforeAll(async () => {
    deps = await createTestDeps();
    bidder = createBidder(
      {
        parse: fakeParse,
        index: fakeIndex(),
        price: fakePrice,
        convert: fakeConvert,
        markup: fakeMarkup,
        tokens: fakeTokens(),
        banker: fakeBanker({ 'campaign-1': 1_000_000 }),
        pace: () => ({ bid: true, shading: 1 }),
        store: fakeStore(),
      },
      {
        bidderId: 'embedded-test',
        statsIntervalMs: 60_000,
        exchanges: createExchangeRegistry([registeredTestExchange()]),
      },
    );
    bidder.catalog.apply({ upserts: [liveStrategy()], removals: [] });
    app = await buildApp({ deps, plugins: [bidder.plugin], serverFactory: bidder.serverFactory });
    address = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await bidder.stop();
    await deps.database.close();
  });

  const post = (body: unknown) =>
    fetch(`${address}${testExchangeBidPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-openrtb-version': '2.6' },
      body: JSON.stringify(body),
    });

  it('answers bids on the app port with the app’s security headers', async () => {
    const answer = await post(bidRequest());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-openrtb-version')).toBe('2.6');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await answer.json()) as unknown).toMatchObject({ id: 'req-1', seatbid: [{ seat: 'verba' }] });
    const none = await post(bidRequest({ imp: [{ id: '1', banner: { w: 728, h: 90 } }] }));
    expect(none.status).toBe(204);
    expect(none.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bidder.metrics.snapshot(Date.now()).at(-1)).toMatchObject({ requests: 2, bids: 1 });
  });

  it('leaves every other request to the app: the API, and the tracking routes', async () => {
    const api = await fetch(`${address}/api/v1/nope`, { headers: { 'accept-language': 'en' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ errors: ['Not found.'], code: 'NOT_FOUND' });
    expect((await fetch(`${address}/t/v1/imp?t=forged`)).status).toBe(400);
    expect((await fetch(`${address}/openrtb2/bid`)).status).toBe(404);
  });
});
