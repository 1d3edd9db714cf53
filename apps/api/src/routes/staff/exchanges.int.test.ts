import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeView, ExchangeWithSecret } from '@verba/domain';
import { queryRows } from '@verba/db';
import { loadExchangeRegistry } from '@verba/core/exchanges/load-exchange-registry';
import { createCompany, createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { call } from '../users/users-test-helpers';

const trackingSecret = 'exchanges-test-tracking-secret-0123456789abcdef';

const exchange = (overrides: Record<string, unknown> = {}) => ({
  name: 'AdX Brasil',
  slug: 'adx-br',
  openrtb_version: '2.6',
  seat_ids: ['seat-1', 'seat-1', 'seat-2'],
  currency: 'BRL',
  auth_method: 'path_secret',
  allowed_cidrs: ['10.1.2.3/8', ''],
  tls_fingerprint: '',
  notice_window_seconds: 60,
  billing: 'burl',
  ...overrides,
});

describe('staff/exchanges (issue 25)', () => {
  let t: TestApp;
  let staff: SignedInUser;
  let manager: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, trackingSecret, deliveryNoticeWindowSeconds: 120 });
    const db = t.deps.db;
    const verba = await createCompany({ db, tradeName: 'Verba' });
    const agency = await createCompany({ db, tradeName: 'Agência' });
    staff = await createSignedInUser({ db, companyId: verba.id, isStaff: true });
    manager = await createSignedInUser({ db, companyId: agency.id, role: 'manager' });
  });
  afterAll(() => t.close());

  it('is platform staff only: 401 without a token, 403 for a company manager on every route', async () => {
    expect((await call(t, null, 'GET', 'staff/exchanges')).statusCode).toBe(401);
    const id = '00000000-0000-4000-8000-000000000001';
    for (const [method, path, body] of [
      ['GET', 'staff/exchanges', undefined],
      ['POST', 'staff/exchanges', exchange({ slug: 'sneaky' })],
      ['PUT', `staff/exchanges/${id}`, exchange()],
      ['POST', `staff/exchanges/${id}/rotate-secret`, undefined],
      ['POST', `staff/exchanges/${id}/status`, { status: 'paused' }],
    ] as const) {
      const res = await call(t, manager, method, path, body);
      expect([path, res.statusCode]).toEqual([path, 403]);
    }
    const [count] = await queryRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM exchanges`);
    expect(count!.n).toBe(0);
  });

  it('answers a secret once at creation, stores only its hash, and never returns it again', async () => {
    const res = await call(t, staff, 'POST', 'staff/exchanges', exchange());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<ExchangeWithSecret>();
    expect(created.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.secret_bid_path).toBe(`/openrtb2/bid/x/adx-br/${created.secret}`);
    expect(created.data).toMatchObject({
      slug: 'adx-br',
      seat_ids: ['seat-1', 'seat-2'],
      allowed_cidrs: ['10.0.0.0/8'],
      bid_path: '/openrtb2/bid/x/adx-br',
      status: 'active',
    });
    const listed = await call(t, staff, 'GET', 'staff/exchanges');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.secret!);
    expect(
      listed.json<{ meta: { max_notice_window_seconds: number } }>().meta.max_notice_window_seconds,
    ).toBe(120);
    const [row] = await queryRows<{ secret_hash: string; secret_sealed: string | null }>(
      t.deps.db,
      sql`SELECT secret_hash, secret_sealed FROM exchanges WHERE slug = 'adx-br'`,
    );
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secret_hash).not.toContain(created.secret!);
    expect(row!.secret_sealed).toBeNull();
    // Audited.
    const audit = await queryRows<{ action: string }>(
      t.deps.db,
      sql`SELECT action FROM audit_log WHERE target_type = 'exchange' AND target_id = ${created.data.id}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['exchange.created']);
  });

  it('keeps a signed-header secret sealed: only the bidders read it back', async () => {
    const res = await call(
      t,
      staff,
      'POST',
      'staff/exchanges',
      exchange({ slug: 'signed', auth_method: 'signed_header' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { secret, secret_bid_path } = res.json<ExchangeWithSecret>();
    expect(secret_bid_path).toBeNull();
    const [row] = await queryRows<{ secret_sealed: string }>(
      t.deps.db,
      sql`SELECT secret_sealed FROM exchanges WHERE slug = 'signed'`,
    );
    expect(row!.secret_sealed).not.toContain(secret!);
    const registry = await loadExchangeRegistry({ db: t.deps.db, trackingSecret, noticeWindowSeconds: 120 });
    expect(registry.find((e) => e.slug === 'signed')?.hmacSecret).toBe(secret);
    const wrongKey = await loadExchangeRegistry({
      db: t.deps.db,
      trackingSecret: 'another-secret-of-at-least-32-characters',
      noticeWindowSeconds: 120,
    });
    expect(wrongKey.find((e) => e.slug === 'signed')?.hmacSecret).toBeNull();
  });

  it('refuses what the platform cannot honour, with the messages the screen shows', async () => {
    const tooLong = await call(
      t,
      staff,
      'POST',
      'staff/exchanges',
      exchange({ slug: 'late', notice_window_seconds: 121 }),
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(tooLong.body).toContain('notice_window_seconds');
    const tls = await call(
      t,
      staff,
      'POST',
      'staff/exchanges',
      exchange({
        slug: 'tls',
        auth_method: 'tls_client_cert',
        tls_fingerprint: 'AB:'.repeat(31) + 'AB',
      }),
    );
    expect(tls.statusCode).toBe(422);
    expect(tls.json()).toMatchObject({ code: 'EXCHANGE_TLS_UNAVAILABLE' });
    const noList = await call(
      t,
      staff,
      'POST',
      'staff/exchanges',
      exchange({ slug: 'nolist', auth_method: 'source_address', allowed_cidrs: [] }),
    );
    expect(noList.statusCode).toBe(422);
    const badCidr = await call(
      t,
      staff,
      'POST',
      'staff/exchanges',
      exchange({ slug: 'badcidr', allowed_cidrs: ['10.0.0.0/33'] }),
    );
    expect(badCidr.statusCode).toBe(422);
    const taken = await call(t, staff, 'POST', 'staff/exchanges', exchange());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EXCHANGE_SLUG_TAKEN' });
  });

  it('rotates a secret (a new one, answered once), edits, pauses and activates, each audited', async () => {
    const list = (await call(t, staff, 'GET', 'staff/exchanges')).json<{ data: ExchangeView[] }>().data;
    const adx = list.find((e) => e.slug === 'adx-br')!;
    const hashOf = async () =>
      (
        await queryRows<{ secret_hash: string }>(
          t.deps.db,
          sql`SELECT secret_hash FROM exchanges WHERE id = ${adx.id}`,
        )
      )[0]!.secret_hash;
    const before = await hashOf();
    const rotated = await call(t, staff, 'POST', `staff/exchanges/${adx.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json<ExchangeWithSecret>().secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await hashOf()).not.toBe(before);

    const edited = await call(
      t,
      staff,
      'PUT',
      `staff/exchanges/${adx.id}`,
      exchange({ name: 'AdX', billing: 'nurl' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ExchangeWithSecret>()).toMatchObject({
      secret: null,
      data: { name: 'AdX', billing: 'nurl' },
    });

    const paused = await call(t, staff, 'POST', `staff/exchanges/${adx.id}/status`, { status: 'paused' });
    expect(paused.json<{ data: ExchangeView }>().data.status).toBe('paused');
    await call(t, staff, 'POST', `staff/exchanges/${adx.id}/status`, { status: 'active' });
    const audit = await queryRows<{ action: string }>(
      t.deps.db,
      sql`SELECT action FROM audit_log WHERE target_type = 'exchange' AND target_id = ${adx.id} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'exchange.created',
      'exchange.secret_rotated',
      'exchange.updated',
      'exchange.paused',
      'exchange.activated',
    ]);
    const source = (await call(t, staff, 'GET', 'staff/exchanges')).json<{ data: ExchangeView[] }>().data;
    expect(JSON.stringify(source)).not.toMatch(/secret_hash|secret_sealed|"secret"/);
    expect((await call(t, staff, 'POST', `staff/exchanges/${adx.id}/rotate-secret`)).statusCode).toBe(200);
    const nf = await call(t, staff, 'POST', 'staff/exchanges/00000000-0000-4000-8000-000000000009/status', {
      status: 'paused',
    });
    expect(nf.statusCode).toBe(404);
  });
});
