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

  it('updates with a numeric CNPJ, normalising the document and the CEP, and audits the changes', async () => {
    const { manager, company } = await companyWithTeam(t);
    const cnpj = generateCnpj();
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
    expect(Object.keys(audit!.metadata.changes)).toEqual(expect.arrayContaining(['legal_name', 'document', 'zipcode', 'state']));
  });

  it('accepts the alphanumeric CNPJ and a CPF', async () => {
    const { userManager } = await companyWithTeam(t);
    const alphanumeric = generateCnpj({ version: 2 });
    const res = await call(t, userManager, 'PUT', 'company', payload(alphanumeric.toLowerCase()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { document: alphanumeric, document_type: 'CNPJ' } });

    const cpf = generateCpf();
    const asCpf = await call(t, userManager, 'PUT', 'company', payload(cpf));
    const cpfBody = asCpf.json<{ data: { document: string; document_type: string; document_formatted: string } }>();
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
    const { manager, user } = await companyWithTeam(t);
    const doc = generateCnpj();
    const res = await call(t, manager, 'POST', 'company', { _method: 'PUT', ...payload(doc) });
    expect(res.statusCode).toBe(200);
    const forbidden = await call(t, user, 'PUT', 'company', payload(generateCnpj()));
    expect(forbidden.statusCode).toBe(403);
    const after = (await call(t, user, 'GET', 'company')).json<{ data: { document: string } }>();
    expect(after.data.document).toBe(doc);
  });
});
