import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdvertiser, createTestPixelGroup, type GroupJson } from '../pixels/pixel-test-helpers';

const gifSignature = 'GIF89a';

describe('pixel collection endpoint (public)', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let group: GroupJson;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    headers = (await createSignedInUser({ db: t.deps.db, role: 'user', language: 'en' })).headers;
    group = await createTestPixelGroup(t, headers, await createTestAdvertiser(t, headers));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.db.execute(sql`DELETE FROM pixel_events`);
  });

  const events = () =>
    queryRows<{
      rule_id: string;
      page_url: string;
      referrer: string;
      visitor_id: string | null;
      value: string | null;
    }>(
      t.deps.db,
      sql`SELECT rule_id, page_url, referrer, visitor_id, value::text AS value FROM pixel_events`,
    );
  const hit = (query: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url: `/px/v1/e?${query}` });

  it('records an image hit against the rule with that event name and answers the 1×1 GIF, readable from any site', async () => {
    const res = await hit(
      `pid=${group.id}&ev=purchase&v=2500&url=${encodeURIComponent('https://loja.com.br/obrigado?p=1')}&ref=${encodeURIComponent('https://google.com/')}&vid=abc-123`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.rawPayload.subarray(0, 6).toString()).toBe(gifSignature);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await events()).toEqual([
      {
        rule_id: group.rules[0]!.id,
        page_url: 'https://loja.com.br/obrigado?p=1',
        referrer: 'https://google.com/',
        visitor_id: 'abc-123',
        value: '2500',
      },
    ]);
  });

  it("records a beacon (POST) with 204, the rule's value when the hit has none, and a visitor cookie", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/px/v1/e?pid=${group.id}&ev=purchase`,
      headers: { 'content-type': 'text/plain', cookie: 'vb_vid=visitor.1' },
      payload: 'anything',
    });
    expect(res.statusCode).toBe(204);
    expect(await events()).toMatchObject([{ value: '1990', visitor_id: 'visitor.1' }]);
  });

  it('answers the CORS preflight', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/px/v1/e',
      headers: { origin: 'https://loja.com.br', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    ['no parameters', ''],
    ['an unknown pixel', 'pid=6f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a&ev=purchase'],
    ['an unknown event', 'pid={pid}&ev=refund'],
    ['SQL-ish garbage in the pixel id', `pid=${encodeURIComponent("1' OR '1'='1")}&ev=purchase`],
    [
      'SQL-ish garbage in the event',
      `pid={pid}&ev=${encodeURIComponent("purchase'; DROP TABLE pixel_events; --")}`,
    ],
    ['a bad value', 'pid={pid}&ev=purchase&v=-5'],
    ['a repeated parameter', 'pid={pid}&pid={pid}&ev=purchase'],
    ['broken percent-encoding', 'pid={pid}&ev=%E0%A4%A&url=%'],
    ['a huge query', `pid={pid}&ev=purchase&url=${'x'.repeat(10_000)}`],
    ['control characters', 'pid={pid}&ev=purchase%00'],
  ])('ignores %s without error (GIF, nothing recorded)', async (_name, query) => {
    const res = await hit(query.replaceAll('{pid}', group.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(await events()).toEqual([]);
  });

  it.each(['PUT', 'DELETE', 'PATCH'] as const)('ignores the wrong method %s with 204', async (method) => {
    const res = await t.app.inject({
      method,
      url: `/px/v1/e?pid=${group.id}&ev=purchase`,
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(204);
    expect(await events()).toEqual([]);
  });

  it('ignores a huge or malformed body', async () => {
    for (const [type, payload] of [
      ['application/json', '{"broken'],
      ['application/x-www-form-urlencoded', 'a=%%%'],
      ['application/octet-stream', Buffer.alloc(5 * 1024 * 1024, 1)],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/px/v1/e?pid=${group.id}&ev=nope`,
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBe(204);
    }
    expect(await events()).toEqual([]);
  });

  it('serves the tag script, cacheable, to any site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/px.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/javascript');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain("'/px/v1/e'");
    // Small enough to load on any page: the consent and hashed-contact calls (Conversions API) included.
    expect(res.body.length).toBeLessThan(2500);
    const again = await t.app.inject({
      method: 'GET',
      url: '/px.js',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('stops recording for a rejected group, and the recent events show what was recorded', async () => {
    await hit(`pid=${group.id}&ev=purchase&url=https%3A%2F%2Floja.com.br%2F`);
    const recent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pixel-groups/${group.id}/events`,
      headers,
    });
    expect(recent.json<{ data: unknown }>().data).toMatchObject([
      { rule_id: group.rules[0]!.id, count_24h: 1, events: [{ page_url: 'https://loja.com.br/' }] },
    ]);
    await t.deps.db.execute(
      sql`UPDATE pixel_groups SET status = 'rejected', rejection_reason = 'x' WHERE id = ${group.id}`,
    );
    await hit(`pid=${group.id}&ev=purchase`);
    expect(await events()).toHaveLength(1);
    await t.deps.db.execute(
      sql`UPDATE pixel_groups SET status = 'pending', rejection_reason = NULL WHERE id = ${group.id}`,
    );
  });
});

describe('pixel collection rate limits', () => {
  let t: TestApp;
  let group: GroupJson;
  let other: GroupJson;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: true, pixelHitsPerIpPerMinute: 5, pixelHitsPerPixelPerMinute: 8 });
    headers = (await createSignedInUser({ db: t.deps.db, role: 'user' })).headers;
    const advertiserId = await createTestAdvertiser(t, headers);
    group = await createTestPixelGroup(t, headers, advertiserId);
    other = await createTestPixelGroup(t, headers, advertiserId);
  });
  afterAll(() => t.close());

  const count = async (groupId: string) =>
    Number(
      (
        await queryRows<{ n: string }>(
          t.deps.db,
          sql`SELECT count(*) AS n FROM pixel_events WHERE group_id = ${groupId}`,
        )
      )[0]!.n,
    );
  const hitFrom = (ip: string, pid: string) =>
    t.app.inject({ method: 'GET', url: `/px/v1/e?pid=${pid}&ev=purchase`, remoteAddress: ip });

  it('records at most the per-address limit from one address, answering the GIF all the same', async () => {
    for (let i = 0; i < 7; i++) expect((await hitFrom('203.0.113.1', group.id)).statusCode).toBe(200);
    expect(await count(group.id)).toBe(5);
  });

  it('records at most the per-pixel limit from all addresses together; other pixels are unaffected', async () => {
    for (let i = 0; i < 6; i++) await hitFrom(`198.51.100.${i}`, group.id);
    expect(await count(group.id)).toBe(8);
    // The pixel page counts the 3 hits over the pixel's limit (not the 2 over one address's limit).
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pixel-groups/${group.id}/events`,
      headers,
    });
    expect(
      page.json<{ data: { refused_30d: Record<string, number> }[] }>().data[0]!.refused_30d,
    ).toMatchObject({
      rate_limited: 3,
    });
    await hitFrom('198.51.100.200', other.id);
    expect(await count(other.id)).toBe(1);
    t.deps.advance(61_000);
    await hitFrom('198.51.100.201', group.id);
    expect(await count(group.id)).toBe(9);
  });
});
