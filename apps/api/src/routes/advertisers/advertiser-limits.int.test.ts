import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestApp, type TestApp } from '../../testing';
import { advertiserBody } from './advertiser-test-body';

type Created = { data: { id: string; balance: string } };

/** Issue 8, finding 11: the symbolic credit is capped per company and creation is rate limited. */
describe('advertiser creation limits', () => {
  let t: TestApp;
  const cap = 2;
  const perMinute = 4;

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: cap, advertiserCreationPerMinute: perMinute });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  const signIn = async () => {
    const company = await createCompany({ db: t.deps.db });
    const { headers } = await createSignedInUser({
      db: t.deps.db,
      companyId: company.id,
      role: 'user',
      language: 'en',
    });
    return { companyId: company.id, headers };
  };
  const post = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/advertisers', headers, payload: advertiserBody() });
  const symbolicCredits = async (companyId: string) => {
    const [row] = await queryRows<{ total: string; n: number }>(
      t.deps.db,
      sql`SELECT coalesce(sum(t.amount), 0)::text AS total, count(*)::int AS n
          FROM ledger_transfers t JOIN advertisers a ON t.reference_id = a.id::text
          WHERE t.kind = 'symbolic_credit' AND a.company_id = ${companyId}`,
    );
    return row!;
  };

  it('gives the symbolic credit to the first N advertisers of a company only', async () => {
    const { companyId, headers } = await signIn();
    const balances: string[] = [];
    for (let i = 0; i < cap + 1; i++) {
      const res = await post(headers);
      expect(res.statusCode, res.body).toBe(201);
      const { data } = res.json<Created>();
      const detail = await t.app.inject({ method: 'GET', url: `/api/v1/advertisers/${data.id}`, headers });
      balances.push(detail.json<Created>().data.balance);
    }
    expect(balances).toEqual(['100', '100', '0']);
    expect(await symbolicCredits(companyId)).toEqual({ total: '200', n: 2 });
  });

  it('grants no more than N credits when the advertisers are created at the same time', async () => {
    const { companyId, headers } = await signIn();
    const results = await Promise.all(Array.from({ length: perMinute }, () => post(headers)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(perMinute).fill(201));
    expect(await symbolicCredits(companyId)).toEqual({ total: '200', n: 2 });
  });

  it('limits bursts of creation per company with a translated 429, and changes nothing', async () => {
    const { companyId, headers } = await signIn();
    const burst = await Promise.all(Array.from({ length: perMinute + 3 }, () => post(headers)));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(perMinute);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    const limited = burst.find((r) => r.statusCode === 429)!;
    expect(limited.json()).toEqual({
      errors: ['Too many attempts. Wait a moment and try again.'],
      code: 'RATE_LIMITED',
    });
    const [count] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM advertisers WHERE company_id = ${companyId}`,
    );
    expect(count!.n).toBe(perMinute);

    // Another user of the same company shares the limit; another company does not.
    const sameCompany = await createSignedInUser({ db: t.deps.db, companyId, role: 'user' });
    expect((await post(sameCompany.headers)).statusCode).toBe(429);
    const other = await signIn();
    expect((await post(other.headers)).statusCode).toBe(201);
  });
});
