import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { queryRows } from '@verba/db';
import { createTestApp, type TestApp } from '../../testing';
import { call, companyWithTeam } from '../users/users-test-helpers';

const address = {
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: '5º andar',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const payload = (document: string) => ({
  legal_name: 'Verba Mídia Ltda',
  trade_name: 'Verba Mídia',
  document,
  phone: '(11) 3333-4444',
  address,
});

describe('GET/PUT company', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  it('shows the caller’s company', async () => {
    const { user, company } = await companyWithTeam(t);
    const res = await call(t, user, 'GET', 'company');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { document_formatted: string } }>();
    expect(body.data.document_formatted).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(body).toEqual({
      data: {
        id: company.id,
        kind: 'agency',
        legal_name: company.legalName,
        trade_name: company.tradeName,
        document: company.document,
        document_type: 'CNPJ',
        document_formatted: body.data.document_formatted,
        phone: '',
        address: { zipcode: '', street: '', number: '', complement: '', neighborhood: '', city: '', state: '' },
        referral_code: company.referralCode,
      },
    });
    expect((await call(t, null, 'GET', 'company')).statusCode).toBe(401);
  });

  it('updates the company, accepting its own document in any format, and audits the changes', async () => {
    const { manager, company } = await companyWithTeam(t);
    const cnpj = company.document;
    const formatted = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    const res = await call(t, manager, 'PUT', 'company', payload(formatted));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        legal_name: 'Verba Mídia Ltda',
        trade_name: 'Verba Mídia',
        document: cnpj,
        document_type: 'CNPJ',
        document_formatted: formatted,
        phone: '(11) 3333-4444',
        address: { ...address, zipcode: '01310100' },
      },
    });
    const [audit] = await queryRows<{ action: string; actor_user_id: string; metadata: { changes: Record<string, unknown> } }>(
      t.deps.db,
      sql`SELECT action, actor_user_id, metadata FROM audit_log WHERE target_id = ${company.id}`,
    );
    expect(audit).toMatchObject({ action: 'company.updated', actor_user_id: manager.user.id });
    expect(Object.keys(audit!.metadata.changes)).toEqual(expect.arrayContaining(['legal_name', 'zipcode', 'state']));
    expect(audit!.metadata.changes).not.toHaveProperty('document');
  });

  it('shows an alphanumeric CNPJ and a CPF as they are formatted', async () => {
    const alphanumeric = generateCnpj({ version: 2 });
    const { userManager } = await companyWithTeam(t);
    await t.deps.db.execute(sql`UPDATE companies SET document = ${alphanumeric} WHERE id = ${userManager.user.companyId}`);
    const res = await call(t, userManager, 'PUT', 'company', payload(alphanumeric.toLowerCase()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { document: alphanumeric, document_type: 'CNPJ' } });

    const cpf = generateCpf();
    const { manager } = await companyWithTeam(t);
    await t.deps.db.execute(sql`UPDATE companies SET document = ${cpf}, document_type = 'CPF' WHERE id = ${manager.user.companyId}`);
    const cpfBody = (await call(t, manager, 'GET', 'company')).json<{ data: { document: string; document_type: string; document_formatted: string } }>();
    expect(cpfBody.data).toMatchObject({ document: cpf, document_type: 'CPF' });
    expect(cpfBody.data.document_formatted).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  });

  it('rejects invalid documents, states and CEPs with translated field messages', async () => {
    const { manager } = await companyWithTeam(t);
    const res = await call(
      t,
      manager,
      'PUT',
      'company',
      { ...payload('11.111.111/1111-11'), address: { ...address, state: 'XX', zipcode: '123' } },
      { cookie: 'language=en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { document: ['Invalid CPF or CNPJ.'], 'address.zipcode': ['Invalid zip code.'], 'address.state': [expect.any(String)] },
    });
  });

  it('is reached by spec-style POST company with _method=PUT, and refuses the user role', async () => {
    const { manager, user, company } = await companyWithTeam(t);
    const res = await call(t, manager, 'POST', 'company', { _method: 'PUT', ...payload(company.document), trade_name: 'Pelo POST' });
    expect(res.statusCode).toBe(200);
    const forbidden = await call(t, user, 'PUT', 'company', { ...payload(company.document), trade_name: 'Proibido' });
    expect(forbidden.statusCode).toBe(403);
    const after = (await call(t, user, 'GET', 'company')).json<{ data: { trade_name: string } }>();
    expect(after.data.trade_name).toBe('Pelo POST');
  });
});
