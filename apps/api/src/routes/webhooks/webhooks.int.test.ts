import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestApp, type TestApp } from '../../testing';
import {
  advertiserBalance,
  companyBalance,
  createAdvertiser,
  createOrder,
  postWebhook,
  publicOrder,
  type Headers,
} from '../payment-orders/payment-test-helpers';

const symbolic = 100n;

describe('POST /webhooks/sandbox: signed settlement webhooks', () => {
  let t: TestApp;
  let companyId: string;
  let manager: Headers;
  let n = 0;
  const eventId = () => `evt_test_${++n}`;

  beforeAll(async () => {
    // Many advertisers of one company here, each expected to hold the symbolic credit.
    t = await createTestApp({ rateLimit: false, symbolicCreditAdvertisers: 1_000 });
    companyId = (await createCompany({ db: t.deps.db, kind: 'agency' })).id;
    manager = (await createSignedInUser({ db: t.deps.db, companyId, role: 'manager', language: 'en' }))
      .headers;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  const newOrder = async (amount = 100_000) => {
    const advertiserId = await createAdvertiser(t, manager);
    const order = await createOrder(t, manager, { advertiser_id: advertiserId, amount, method: 'PIX' });
    return { advertiserId, order };
  };

  it('applies a correctly signed paid event once: a duplicate delivery changes nothing', async () => {
    const { advertiserId, order } = await newOrder();
    const bonusBefore = await companyBalance(t, companyId);
    const event = { event_id: eventId(), order_public_id: order.public_id, type: 'paid' };
    const first = await postWebhook(t, event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { event_id: event.event_id, outcome: 'applied' } });
    const again = await postWebhook(t, event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { event_id: event.event_id, outcome: 'duplicate' } });
    // A second paid event with another id is refused by the state machine (paid → paid is no step).
    const other = await postWebhook(t, { ...event, event_id: eventId() });
    expect(other.json()).toMatchObject({ data: { outcome: 'ignored' } });
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + 100_000n);
    expect(await companyBalance(t, companyId)).toBe(bonusBefore + 5_000n);
  });

  it('ignores a late event: expired or refused after paid', async () => {
    const { advertiserId, order } = await newOrder();
    await postWebhook(t, { event_id: eventId(), order_public_id: order.public_id, type: 'paid' });
    for (const type of ['expired', 'refused']) {
      const res = await postWebhook(t, { event_id: eventId(), order_public_id: order.public_id, type });
      expect(res.json()).toMatchObject({ data: { outcome: 'ignored' } });
    }
    expect((await publicOrder(t, order.public_id)).status).toBe('paid');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + 100_000n);
  });

  it('ignores an out-of-order event: refunded or chargedback before paid, then paid still applies', async () => {
    const { advertiserId, order } = await newOrder();
    for (const type of ['refunded', 'chargedback']) {
      const res = await postWebhook(t, { event_id: eventId(), order_public_id: order.public_id, type });
      expect(res.json()).toMatchObject({ data: { outcome: 'ignored' } });
    }
    expect((await publicOrder(t, order.public_id)).status).toBe('waiting_payment');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
    await postWebhook(t, { event_id: eventId(), order_public_id: order.public_id, type: 'paid' });
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + 100_000n);
  });

  it('ignores paid after expired: an expired order takes no money', async () => {
    const { advertiserId, order } = await newOrder();
    await postWebhook(t, { event_id: eventId(), order_public_id: order.public_id, type: 'expired' });
    const paid = await postWebhook(t, {
      event_id: eventId(),
      order_public_id: order.public_id,
      type: 'paid',
    });
    expect(paid.json()).toMatchObject({ data: { outcome: 'ignored' } });
    expect((await publicOrder(t, order.public_id)).status).toBe('expired');
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
  });

  it('refuses a bad signature, another secret, a tampered body or missing headers (401), changing nothing', async () => {
    const { advertiserId, order } = await newOrder();
    const event = { event_id: eventId(), order_public_id: order.public_id, type: 'paid' };
    const wrongSecret = await postWebhook(t, event, { secret: 'not-the-sandbox-secret-at-all' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await postWebhook(t, event, { signature: 'f'.repeat(64) })).statusCode).toBe(401);
    expect((await postWebhook(t, event, { signature: 'nope' })).statusCode).toBe(401);

    // A valid signature over one body does not cover another body.
    const rawBody = JSON.stringify({ ...event, occurred_at: t.deps.now().toISOString() });
    const signed = await postWebhook(t, event);
    expect(signed.statusCode).toBe(200);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-verba-timestamp': String(Math.floor(t.deps.now().getTime() / 1000)),
        'x-verba-signature': 'a'.repeat(64),
      },
      payload: rawBody.replace('paid', 'chargedback'),
    });
    expect(tampered.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: rawBody,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + 100_000n);
    expect((await publicOrder(t, order.public_id)).status).toBe('paid');
  });

  it('refuses a webhook signed more than 5 minutes ago or ahead (401), changing nothing', async () => {
    const { advertiserId, order } = await newOrder();
    // Well clear of the 5-minute edge on both sides: the clock runs on while the requests are made.
    const nowSeconds = Math.floor(t.deps.now().getTime() / 1000);
    for (const timestamp of [nowSeconds - 330, nowSeconds + 330]) {
      const res = await postWebhook(
        t,
        { event_id: eventId(), order_public_id: order.public_id, type: 'paid' },
        { timestamp },
      );
      expect(res.statusCode).toBe(401);
    }
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic);
    const rows = await queryRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM payment_gateway_events WHERE order_id = ${order.id}`,
    );
    expect(rows[0]!.n).toBe(0);
    const within = await postWebhook(
      t,
      { event_id: eventId(), order_public_id: order.public_id, type: 'paid' },
      { timestamp: Math.floor(t.deps.now().getTime() / 1000) - 270 },
    );
    expect(within.statusCode).toBe(200);
  });

  it('acknowledges an event for an unknown order without effect; 422 for a malformed event; 404 for an unknown gateway', async () => {
    const unknown = await postWebhook(t, {
      event_id: eventId(),
      order_public_id: 'AAAAAAAAAAAAAAAAAAAAAA',
      type: 'paid',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ data: { outcome: 'unknown_order' } });
    const malformed = await postWebhook(t, { event_id: eventId(), order_public_id: 'x', type: 'teleported' });
    expect(malformed.statusCode).toBe(422);
    const gateway = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/acme',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(gateway.statusCode).toBe(404);
  });

  it('applies concurrent deliveries of one event exactly once', async () => {
    const { advertiserId, order } = await newOrder();
    const event = { event_id: eventId(), order_public_id: order.public_id, type: 'paid' };
    const answers = await Promise.all([postWebhook(t, event), postWebhook(t, event), postWebhook(t, event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json<{ data: { outcome: string } }>().data.outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    expect(await advertiserBalance(t, advertiserId)).toBe(symbolic + 100_000n);
  });
});
