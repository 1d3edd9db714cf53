import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryEvent } from '@verba/events/testing/delivery-event';
import { ensureSandboxExchange } from '@verba/core/exchanges/ensure-sandbox-exchange';
import { createCompany, createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { queryRows } from '@verba/db';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing';
import { multipart } from '../custom-lists/test-helpers';
import { FakeEventStore } from '../delivery/fake-event-store';
import { call } from '../users/users-test-helpers';

const day = '2026-11-24';
const report = (imps: number, spend: string) =>
  Buffer.from(`day,buyer_seat,deal_id,site_domain,currency,imps,spend\n${day},,,exemplo.com.br,BRL,${imps},${spend}\n`);

describe('staff exchange reports (issue 25)', () => {
  let t: TestApp;
  let staff: SignedInUser;
  let manager: SignedInUser;
  let exchangeId: string;
  const store = new FakeEventStore();

  beforeAll(async () => {
    t = await createTestApp(
      { rateLimit: false, trackingSecret: 'exchange-reports-test-secret-0123456789abcdef' },
      { events: store },
    );
    const db = t.deps.db;
    await ensureSandboxExchange({ deps: t.deps });
    [{ id: exchangeId }] = (await queryRows<{ id: string }>(db, sql`SELECT id::text FROM exchanges`)) as [
      { id: string },
    ];
    const verba = await createCompany({ db, tradeName: 'Verba' });
    const agency = await createCompany({ db, tradeName: 'Agência' });
    staff = await createSignedInUser({ db, companyId: verba.id, isStaff: true });
    manager = await createSignedInUser({ db, companyId: agency.id, role: 'manager' });
    // 3 billed impressions of R$ 7 CPM (7000 micros each) at 10:15 UTC on the day, on the sandbox.
    store.events.push(
      ...[1, 2, 3].map((n) =>
        deliveryEvent({ id: `billing:b${n}`, type: 'billing', costMicros: 7_000, exchangeId }),
      ),
    );
  });
  afterAll(() => t.close());

  const upload = (as: SignedInUser | null, bytes: Buffer, id = exchangeId) => {
    const body = multipart('file', 'report.csv', 'text/csv', bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/exchanges/${id}/reports`,
      headers: { ...(as ? as.headers : {}), ...body.headers },
      payload: body.payload,
    });
  };

  it('is platform staff only: 401 without a token, 403 for a company manager, nothing stored', async () => {
    expect((await upload(null, report(3, '0.021'))).statusCode).toBe(401);
    expect((await upload(manager, report(3, '0.021'))).statusCode).toBe(403);
    expect((await call(t, manager, 'GET', `staff/exchange-reports?from=${day}&to=${day}`)).statusCode).toBe(403);
    const [count] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM exchange_daily_reports`,
    );
    expect(count!.n).toBe(0);
  });

  it('stores an upload, compares it with the events, and a re-upload of the day replaces it', async () => {
    const first = await upload(staff, report(3, '0.021'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ data: { days: unknown[] } }>().data.days).toEqual([
      { day, currency: 'BRL', impressions: 3, spend_micros: '21000', replaced: false },
    ]);
    let res = await call(t, staff, 'GET', `staff/exchange-reports?from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({
        slug: 'sandbox',
        day,
        counted_impressions: 3,
        counted_spend_micros: '21000',
        billed_impressions: 3,
        difference_impressions: 0,
        status: 'agrees',
      }),
    ]);

    const again = await upload(staff, report(103, '0.721'));
    expect(again.json<{ data: { days: unknown[] } }>().data.days[0]).toMatchObject({ impressions: 103, replaced: true });
    res = await call(t, staff, 'GET', `staff/exchange-reports?from=${day}&to=${day}`);
    expect(res.json<{ data: unknown[] }>().data[0]).toMatchObject({
      billed_impressions: 103,
      difference_impressions: -100,
      difference_spend_micros: '-700000',
      status: 'differs',
    });
  });

  it('refuses a file that is not a report, naming the row, and an unknown exchange', async () => {
    const res = await upload(staff, Buffer.from('day,imps\n2026-11-24,3\n'));
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Linha 1: faltam as colunas currency, spend no cabeçalho do relatório.');
    expect((await upload(staff, report(1, '1'), '00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
  });
});
