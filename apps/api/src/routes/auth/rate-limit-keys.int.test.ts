import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { createPasswordUser, goodPassword } from './auth-test-helpers';

/** Rate limits per client address (behind a trusted proxy, the forwarded one) and per account. */
describe('rate-limit keys', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const login = (email: string, password: string, from: { remoteAddress?: string; forwardedFor?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password },
      remoteAddress: from.remoteAddress ?? '10.0.0.1',
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    });

  const exhaust = async (
    from: { remoteAddress?: string; forwardedFor?: string },
    email = 'nobody@example.com',
  ) => {
    for (let i = 0; i < 10; i++) expect((await login(email, 'wrong-password-x', from)).statusCode).toBe(422);
    expect((await login(email, 'wrong-password-x', from)).statusCode).toBe(429);
  };

  it('behind TRUST_PROXY=1 gives each forwarded client its own bucket', async () => {
    t = await createTestApp({ rateLimit: true, trustProxy: 1 });
    await exhaust({ forwardedFor: '203.0.113.7' });
    expect(
      (await login('nobody@example.com', 'wrong-password-x', { forwardedFor: '198.51.100.9' })).statusCode,
    ).toBe(422);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    t = await createTestApp({ rateLimit: true });
    await exhaust({ forwardedFor: '203.0.113.7' });
    // A forged header does not buy a fresh bucket: the socket address is the client.
    expect(
      (await login('nobody@example.com', 'wrong-password-x', { forwardedFor: '198.51.100.9' })).statusCode,
    ).toBe(429);
  });

  it('trusts only the listed proxy addresses', async () => {
    t = await createTestApp({ rateLimit: true, trustProxy: ['10.0.0.0/8'] });
    await exhaust({ remoteAddress: '192.0.2.1', forwardedFor: '203.0.113.7' });
    expect(
      (
        await login('nobody@example.com', 'wrong-password-x', {
          remoteAddress: '192.0.2.1',
          forwardedFor: '198.51.100.9',
        })
      ).statusCode,
    ).toBe(429);
    expect(
      (
        await login('nobody@example.com', 'wrong-password-x', {
          remoteAddress: '10.9.9.9',
          forwardedFor: '198.51.100.9',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('an attacker exhausting their bucket on an account does not stop its owner signing in from elsewhere', async () => {
    t = await createTestApp({ rateLimit: true, trustProxy: 1 });
    const victim = await createPasswordUser(t);
    await exhaust({ forwardedFor: '203.0.113.66' }, victim.email);
    const res = await login(victim.email, goodPassword, { forwardedFor: '198.51.100.20' });
    expect(res.statusCode).toBe(200);
  });

  it('limits one account across many addresses', async () => {
    t = await createTestApp({ rateLimit: true, trustProxy: 1 });
    const victim = await createPasswordUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        (await login(victim.email, 'wrong-password-x', { forwardedFor: `203.0.113.${i + 1}` })).statusCode,
      );
    expect(statuses.filter((s) => s === 422)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    // Spelling the e-mail differently is the same account.
    const shouted = await login(`  ${victim.email.toUpperCase()} `, 'wrong-password-x', {
      forwardedFor: '203.0.113.200',
    });
    expect(shouted.statusCode).toBe(429);
    expect(shouted.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('limits code endpoints per account across addresses too', async () => {
    t = await createTestApp({ rateLimit: true, trustProxy: 1 });
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/two-factor-authentication/authenticate',
        payload: { email: 'victim@example.com', code: '123456' },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await send(i)).statusCode);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(15);
    expect(statuses.slice(15).every((s) => s === 429)).toBe(true);
  });
});
