import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import type { BankAccountView } from '@verba/domain';
import { createTestApp, type TestApp } from '../../testing';
import { call, companyWithTeam } from '../users/users-test-helpers';

/** Published valid accounts (check digits per bank rule). */
const bb = { bank_code: '001', agency: '1584', account: '210169', account_digit: '6', type: 'current' };
const nubank = { bank_code: '260', agency: '0001', account: '5216125', account_digit: '0', type: 'current' };
const itau = { bank_code: '341', agency: '2545', account: '02366', account_digit: '1', type: 'savings' };

describe('bank accounts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  const setup = async () => {
    const team = await companyWithTeam(t);
    return { ...team, holder: team.company.document };
  };

  it('lets the manager create an account: the first one is main, the holder is the company', async () => {
    const { manager, company, holder } = await setup();
    const res = await call(t, manager, 'POST', 'bank-accounts', {
      ...bb,
      agency_digit: 'x',
      holder_document: holder,
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{ data: BankAccountView }>();
    expect(data).toMatchObject({
      bank_code: '001',
      bank_name: 'Banco do Brasil S.A.',
      agency: '1584',
      agency_digit: 'X',
      account: '210169',
      account_digit: '6',
      type: 'current',
      category: 'legal_entity',
      holder_document: company.document,
      holder_name: company.legalName,
      is_main: true,
    });
    const [audit] = await queryRows<{ action: string }>(
      t.deps.db,
      sql`SELECT action FROM audit_log WHERE target_id = ${data.id}`,
    );
    expect(audit?.action).toBe('bank_account.created');
  });

  it('refuses (422) an account held by another CNPJ, with a translated message naming the company CNPJ', async () => {
    const { manager, company } = await setup();
    const res = await call(t, manager, 'POST', 'bank-accounts', { ...bb, holder_document: generateCnpj() });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('BANK_ACCOUNT_HOLDER_MISMATCH');
    expect(body.errors.holder_document?.[0]).toMatch(
      /^A conta precisa ser do CNPJ da empresa \(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\)\.$/,
    );
    // In the user's language.
    const english = await createSignedInUser({
      db: t.deps.db,
      companyId: company.id,
      role: 'manager',
      language: 'en',
      now: t.deps.now(),
    });
    const en = await call(t, english, 'POST', 'bank-accounts', { ...bb, holder_document: generateCnpj() });
    expect(en.json<{ errors: Record<string, string[]> }>().errors.holder_document?.[0]).toMatch(
      /^The account must belong to the company's CNPJ/,
    );
  });

  it('refuses a company registered with a CPF: accounts are legal-entity only', async () => {
    const company = await createCompany({ db: t.deps.db, document: '52998224725', documentType: 'CPF' });
    const manager = await createSignedInUser({
      db: t.deps.db,
      companyId: company.id,
      role: 'manager',
      now: t.deps.now(),
    });
    const res = await call(t, manager, 'POST', 'bank-accounts', { ...bb, holder_document: generateCnpj() });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.holder_document?.[0]).toMatch(/CPF/);
  });

  it('validates the bank, the digits and the check digit (422 per field)', async () => {
    const { manager, holder } = await setup();
    const res = await call(t, manager, 'POST', 'bank-accounts', {
      ...bb,
      bank_code: '999',
      agency: '12a',
      account_digit: '',
      type: 'salary',
      holder_document: holder,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['account_digit', 'agency', 'bank_code', 'type']);
    expect(errors.bank_code).toEqual(['Escolha um banco da lista.']);
    const wrongDigit = await call(t, manager, 'POST', 'bank-accounts', {
      ...bb,
      account_digit: '7',
      holder_document: holder,
    });
    expect(wrongDigit.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      account_digit: ['O dígito não confere com a agência e a conta deste banco.'],
    });
  });

  it('refuses the same account twice (409), leading zeros aside', async () => {
    const { manager, holder } = await setup();
    expect(
      (await call(t, manager, 'POST', 'bank-accounts', { ...bb, holder_document: holder })).statusCode,
    ).toBe(201);
    const again = await call(t, manager, 'POST', 'bank-accounts', {
      ...bb,
      account: '00210169',
      holder_document: holder,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('BANK_ACCOUNT_DUPLICATE');
  });

  it('keeps exactly one main account: a new main unsets the old one, PUT :id/main moves it, it cannot be unset', async () => {
    const { manager, holder, company } = await setup();
    const create = async (account: object, extra: object = {}) =>
      (
        await call(t, manager, 'POST', 'bank-accounts', { ...account, holder_document: holder, ...extra })
      ).json<{ data: BankAccountView }>().data;
    const first = await create(bb);
    const second = await create(nubank);
    expect(second.is_main).toBe(false);
    const third = await create(itau, { is_main: true });
    expect(third.is_main).toBe(true);
    const mains = async () =>
      (
        await queryRows<{ id: string }>(
          t.deps.db,
          sql`SELECT id FROM bank_accounts WHERE company_id = ${company.id} AND is_main`,
        )
      ).map((r) => r.id);
    expect(await mains()).toEqual([third.id]);

    const moved = await call(t, manager, 'PUT', `bank-accounts/${second.id}/main`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ data: BankAccountView }>().data.is_main).toBe(true);
    expect(await mains()).toEqual([second.id]);

    const unset = await call(t, manager, 'PUT', `bank-accounts/${second.id}`, {
      ...nubank,
      holder_document: holder,
      is_main: false,
    });
    expect(unset.statusCode).toBe(422);
    expect(Object.keys(unset.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['is_main']);

    const edited = await call(t, manager, 'PUT', `bank-accounts/${first.id}`, {
      ...bb,
      type: 'savings',
      holder_document: holder,
      is_main: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: BankAccountView }>().data).toMatchObject({ type: 'savings', is_main: true });
    expect(await mains()).toEqual([first.id]);

    // Listing: main first. Deleting the main promotes the oldest remaining account.
    const list = await call(t, manager, 'GET', 'bank-accounts');
    const listed = list.json<{ data: BankAccountView[]; meta: { total: number } }>();
    expect(listed.meta.total).toBe(3);
    expect(listed.data[0]?.id).toBe(first.id);
    const removed = await call(t, manager, 'DELETE', `bank-accounts/${first.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ data: { main_bank_account_id: string } }>().data.main_bank_account_id).toBe(
      second.id,
    );
    expect(await mains()).toEqual([second.id]);
  });

  it('works through the method override of spec §7 (POST with _method)', async () => {
    const { manager, holder } = await setup();
    const created = (
      await call(t, manager, 'POST', 'bank-accounts', { ...bb, holder_document: holder })
    ).json<{ data: BankAccountView }>().data;
    const updated = await call(t, manager, 'POST', `bank-accounts/${created.id}`, {
      ...bb,
      agency_digit: '3',
      holder_document: holder,
      _method: 'PUT',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ data: BankAccountView }>().data.agency_digit).toBe('3');
    const deleted = await call(t, manager, 'POST', `bank-accounts/${created.id}`, { _method: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await call(t, manager, 'GET', 'bank-accounts')).json<{ meta: { total: number } }>().meta.total,
    ).toBe(0);
  });

  it('roles: only the manager writes; manager and user_manager read; user gets 403; anonymous 401', async () => {
    const { manager, userManager, user, holder } = await setup();
    const created = (
      await call(t, manager, 'POST', 'bank-accounts', { ...bb, holder_document: holder })
    ).json<{ data: BankAccountView }>().data;
    for (const who of [userManager, user]) {
      expect(
        (await call(t, who, 'POST', 'bank-accounts', { ...nubank, holder_document: holder })).statusCode,
      ).toBe(403);
      expect(
        (await call(t, who, 'PUT', `bank-accounts/${created.id}`, { ...bb, holder_document: holder }))
          .statusCode,
      ).toBe(403);
      expect((await call(t, who, 'PUT', `bank-accounts/${created.id}/main`)).statusCode).toBe(403);
      expect((await call(t, who, 'DELETE', `bank-accounts/${created.id}`)).statusCode).toBe(403);
    }
    expect((await call(t, userManager, 'GET', 'bank-accounts')).statusCode).toBe(200);
    expect((await call(t, user, 'GET', 'bank-accounts')).statusCode).toBe(403);
    expect((await call(t, null, 'GET', 'bank-accounts')).statusCode).toBe(401);
    expect((await call(t, null, 'POST', 'bank-accounts', {})).statusCode).toBe(401);
  });

  it("answers 404 for another company's account and never lists it", async () => {
    const a = await setup();
    const b = await setup();
    const theirs = (
      await call(t, b.manager, 'POST', 'bank-accounts', { ...bb, holder_document: b.holder })
    ).json<{ data: BankAccountView }>().data;
    expect(
      (await call(t, a.manager, 'PUT', `bank-accounts/${theirs.id}`, { ...bb, holder_document: a.holder }))
        .statusCode,
    ).toBe(404);
    expect((await call(t, a.manager, 'PUT', `bank-accounts/${theirs.id}/main`)).statusCode).toBe(404);
    expect((await call(t, a.manager, 'DELETE', `bank-accounts/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(t, a.manager, 'DELETE', 'bank-accounts/not-a-uuid')).statusCode).toBe(404);
    expect(
      (await call(t, a.manager, 'GET', 'bank-accounts')).json<{ meta: { total: number } }>().meta.total,
    ).toBe(0);
    const [row] = await queryRows<{ n: string }>(
      t.deps.db,
      sql`SELECT count(*)::text AS n FROM bank_accounts WHERE id = ${theirs.id}`,
    );
    expect(row?.n).toBe('1');
  });
});
