import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '@verba/core/mail/queue-email';
import { createTestApp, type TestApp } from '../../testing';

describe('development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  it('lists the latest e-mails as JSON, newest first', async () => {
    await queueEmail({
      db: t.deps.db,
      to: 'first@example.com',
      template: 'confirmation_code',
      language: 'en',
      params: { name: 'F', code: '111222' },
    });
    await queueEmail({
      db: t.deps.db,
      to: 'second@example.com',
      template: 'two_factor_code',
      language: 'en',
      params: { name: 'S', code: '333444' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { id: string; to: string; subject: string; text: string; html: string; created_at: string }[];
    }>();
    expect(data.map((e) => e.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(data[0]).toMatchObject({ subject: '333444 is your Verba sign-in code' });
    expect(data[0]!.text).toContain('333444');
    expect(data[0]!.html).toContain('<!doctype html>');
    expect(Date.parse(data[0]!.created_at)).not.toBeNaN();
  });

  it('renders an escaped HTML page with clickable links', async () => {
    await queueEmail({
      db: t.deps.db,
      to: 'link@example.com',
      template: 'invitation',
      language: 'en',
      params: {
        name: '<img src=x onerror=alert(1)>',
        inviter: 'Ana',
        company: 'Demo',
        url: 'https://app.verba.test/password/create/abc?email=link%40example.com',
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('You have been invited to Verba');
    expect(res.body).toContain('link@example.com');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.body).toContain(
      '<a href="https://app.verba.test/password/create/abc?email=link%40example.com">',
    );
  });

  it('answers 404 to a request that does not come from this machine, or came through a proxy', async () => {
    await queueEmail({
      db: t.deps.db,
      to: 'reset@example.com',
      template: 'two_factor_code',
      language: 'en',
      params: { name: 'R', code: '909090' },
    });
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.9', '2001:db8::1']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.body).not.toContain('909090');
      }
      const proxied = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(proxied.statusCode, `${url} through a proxy`).toBe(404);
      const forwarded = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '127.0.0.1',
        headers: { forwarded: 'for=203.0.113.7' },
      });
      expect(forwarded.statusCode, `${url} through a proxy`).toBe(404);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress })).statusCode,
        remoteAddress,
      ).toBe(200);
    }
  });

  it('does not exist when the server listens on a non-loopback address (HOST)', async () => {
    for (const host of ['0.0.0.0', '192.168.1.10']) {
      const exposed = await createTestApp({ host });
      try {
        expect(
          (await exposed.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' }))
            .statusCode,
          host,
        ).toBe(404);
        expect(
          (await exposed.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' }))
            .statusCode,
          host,
        ).toBe(404);
      } finally {
        await exposed.close();
      }
    }
  });

  it('does not exist outside embedded mode', async () => {
    const server = await createTestApp({ embedded: false });
    try {
      expect((await server.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
