import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createSignedInUser } from '@verba/core/testing/factories';
import { sendMetaConversions } from '@verba/core/channels/meta/conversions/send-meta-conversions';
import { sha256Hex } from '@verba/core/channels/meta/conversions/meta-user-data';
import { metaConnectorFor } from '@verba/core/channels/meta/factory';
import type { createMetaConnector } from '@verba/core/channels/meta/meta-connector';
import { createTestApp, type TestApp } from './testing';
import {
  createTestAdvertiser,
  createTestPixelGroup,
  type GroupJson,
} from './routes/pixels/pixel-test-helpers';

/**
 * Issue 28, Meta Conversions API over real HTTP: pixel hits through the public collection endpoint
 * (a listening port, a browser's User-Agent), then Verba's pixel events of a META_ADS CONVERSION
 * campaign's advertiser sent to the Meta sandbox's `POST /{pixel_id}/events`: only with the consent
 * the pixel recorded, user data only as SHA-256 (Meta's normalisation), once; other advertisers'
 * events never.
 */
describe('Meta Conversions API', () => {
  let t: TestApp;
  let base: string;
  let group: GroupJson;
  let otherGroup: GroupJson;
  let advertiserId: string;
  const userAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

  beforeAll(async () => {
    t = await createTestApp({
      channelsMode: 'sandbox',
      trackingSecret: randomBytes(32).toString('hex'),
      rateLimit: false,
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.deps.config.appUrl = base;
    t.deps.config.port = Number(new URL(base).port);
    const headers = (await createSignedInUser({ db: t.deps.db, role: 'manager' })).headers;
    advertiserId = await createTestAdvertiser(t, headers);
    group = await createTestPixelGroup(t, headers, advertiserId);
    otherGroup = await createTestPixelGroup(t, headers, await createTestAdvertiser(t, headers), {
      name: 'Outra loja',
    });
    // A running META_ADS CONVERSION campaign of the first advertiser (its lifecycle is not the subject).
    await t.deps.db.execute(sql`
      INSERT INTO campaigns (company_id, advertiser_id, name, type, objective, currency, status, budget, start_date)
      SELECT company_id, id, 'Café conversões', 'META_ADS', 'CONVERSION', currency, 'active', 10000, current_date
      FROM advertisers WHERE id = ${advertiserId}`);
  }, 120_000);
  afterAll(() => t?.close());

  const hit = (pixelId: string, query: Record<string, string>) =>
    fetch(`${base}/px/v1/e?${new URLSearchParams({ pid: pixelId, ev: 'purchase', ...query })}`, {
      headers: { 'user-agent': userAgent },
    });

  it('sends only consented events, hashed, once, to the advertiser’s own Meta pixel', async () => {
    const consented = {
      url: 'https://loja.example.com.br/obrigado',
      vid: 'v-123',
      v: '4990',
      cs: '1',
      em: '  Cliente@Exemplo.com.BR ',
      ph: '(11) 98765-4321',
    };
    expect((await hit(group.id, consented)).status).toBeLessThan(300);
    expect((await hit(group.id, { ...consented, vid: 'v-denied', cs: '0' })).status).toBeLessThan(300);
    expect((await hit(group.id, { ...consented, vid: 'v-unasked', cs: '' })).status).toBeLessThan(300);
    expect((await hit(otherGroup.id, { ...consented, vid: 'v-other' })).status).toBeLessThan(300);

    // What the pixel kept: hashes and the User-Agent with consent only; never the e-mail or phone.
    const stored = await queryRows<Record<string, string | null>>(
      t.deps.db,
      sql`SELECT visitor_id, consent, email_sha256, phone_sha256, user_agent FROM pixel_events ORDER BY visitor_id`,
    );
    const emailHash = sha256Hex('cliente@exemplo.com.br');
    const phoneHash = sha256Hex('5511987654321');
    expect(stored).toEqual([
      {
        visitor_id: 'v-123',
        consent: 'granted',
        email_sha256: emailHash,
        phone_sha256: phoneHash,
        user_agent: userAgent,
      },
      { visitor_id: 'v-denied', consent: 'denied', email_sha256: null, phone_sha256: null, user_agent: null },
      {
        visitor_id: 'v-other',
        consent: 'granted',
        email_sha256: emailHash,
        phone_sha256: phoneHash,
        user_agent: userAgent,
      },
      { visitor_id: 'v-unasked', consent: null, email_sha256: null, phone_sha256: null, user_agent: null },
    ]);
    expect(JSON.stringify(await queryRows(t.deps.db, sql`SELECT * FROM pixel_events`))).not.toMatch(
      /exemplo|98765/i,
    );

    const sent = await sendMetaConversions({ deps: t.deps });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ advertiserId, sent: 1 });

    // What Meta (the sandbox) received on the advertiser's pixel.
    const graph = (metaConnectorFor(t.deps) as ReturnType<typeof createMetaConnector>).graph;
    const pixel = await graph.call('GET', `/${sent[0]!.pixelId}`, { fields: 'name,events' });
    expect(pixel.name).toBe(`verba:${advertiserId}`);
    const [event] = pixel.events as Record<string, unknown>[];
    expect(pixel.events).toHaveLength(1);
    expect(event).toMatchObject({
      event_name: 'Purchase',
      action_source: 'website',
      event_source_url: 'https://loja.example.com.br/obrigado',
      user_data: {
        em: [emailHash],
        ph: [phoneHash],
        external_id: [sha256Hex('v-123')],
        client_user_agent: userAgent,
      },
      custom_data: { value: 49.9, currency: 'BRL' },
    });
    expect(typeof event!.event_id).toBe('string');

    // Sent once: the next round has nothing to send.
    expect(await sendMetaConversions({ deps: t.deps })).toEqual([]);
  });

  it('the sandbox refuses unhashed user data and events older than 7 days, as Meta documents', async () => {
    const graph = (metaConnectorFor(t.deps) as ReturnType<typeof createMetaConnector>).graph;
    const [{ pixelId }] = [(await sendMetaConversions({ deps: t.deps }))[0] ?? { pixelId: '' }];
    const list = await graph.call('GET', '/act_1000000000000001/adspixels', { fields: 'id,name' });
    const id =
      pixelId ||
      (list.data as { id: string; name: string }[]).find((p) => p.name === `verba:${advertiserId}`)!.id;
    const event = (overrides: Record<string, unknown>) => ({
      event_name: 'Purchase',
      event_time: Math.floor(Date.now() / 1000),
      action_source: 'website',
      event_source_url: 'https://loja.example.com.br/',
      user_data: { em: [sha256Hex('a@b.com')], client_user_agent: userAgent },
      ...overrides,
    });
    await expect(
      graph.call('POST', `/${id}/events`, {
        data: [event({ user_data: { em: ['a@b.com'], client_user_agent: userAgent } })],
      }),
    ).rejects.toThrow(/hashed with SHA-256/);
    await expect(
      graph.call('POST', `/${id}/events`, {
        data: [event({ event_time: Math.floor(Date.now() / 1000) - 8 * 86_400 })],
      }),
    ).rejects.toThrow(/7 days/);
    expect(await graph.call('POST', `/${id}/events`, { data: [event({})] })).toMatchObject({
      events_received: 1,
    });
  });
});
