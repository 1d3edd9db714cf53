import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { queryRows } from '@verba/db';
import { isDocumentUniqueViolation } from '@verba/core/company/document-uniqueness';
import { createCompany, createSignedInUser, createUser } from '@verba/core/testing/factories';
import { formatDocument } from '@verba/domain';
import { createTestApp, type TestApp } from '../../testing';
import { latestCode, post, registration, uniqueEmail } from '../auth/auth-test-helpers';
import { call, companyWithTeam } from '../users/users-test-helpers';

const address = {
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const companyBody = (overrides: Record<string, unknown> = {}) => ({
  legal_name: 'Verba Mídia Ltda',
  trade_name: 'Verba Mídia',
  phone: '(11) 3333-4444',
  address,
  ...overrides,
});

interface ChangeRequest {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  document: string;
  current_document: string;
  reason: string;
  decision_note: string | null;
  company: { id: string; trade_name: string };
  requested_by: { email: string };
}

describe('company document: unique across companies, changed only by a staff-reviewed request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  const documentOf = async (companyId: string) =>
    (
      await queryRows<{ document: string; document_type: string }>(
        t.deps.db,
        sql`SELECT document, document_type FROM companies WHERE id = ${companyId}`,
      )
    )[0];
  const outboxTo = (email: string) =>
    queryRows<{ template: string; subject: string; text_body: string }>(
      t.deps.db,
      sql`SELECT template, subject, text_body FROM email_outbox WHERE to_email = ${email} ORDER BY created_at`,
    );
  const staffMember = () =>
    createSignedInUser({ db: t.deps.db, role: 'manager', isStaff: true, now: t.deps.now() });

  describe('sign-up', () => {
    it('refuses a document another company has, however it is typed, with a field message and nothing created', async () => {
      const { company } = await companyWithTeam(t);
      const email = uniqueEmail('dup');
      const res = await post(
        t,
        'register',
        registration(email, { company_document: formatDocument(company.document) }),
        { cookie: 'language=en' },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'COMPANY_DOCUMENT_TAKEN',
        errors: {
          company_document: [
            'This CPF or CNPJ already has a Verba account. Ask its administrators to invite you, or request access below.',
          ],
        },
      });
      expect(await queryRows(t.deps.db, sql`SELECT id FROM users WHERE email = ${email}`)).toHaveLength(0);
    });

    it('an unconfirmed sign-up does not hold the document: the next sign-up takes it over, the first can no longer confirm', async () => {
      const document = generateCnpj();
      const squatter = uniqueEmail('squat-doc');
      expect(
        (
          await post(
            t,
            'register',
            registration(squatter, { company_document: document, company_name: 'Squatter Ltda' }),
          )
        ).statusCode,
      ).toBe(200);
      const squatterCode = await latestCode(t, squatter);
      const owner = uniqueEmail('owner-doc');
      const res = await post(
        t,
        'register',
        registration(owner, { company_document: document, company_name: 'Dona do CNPJ Ltda' }),
      );
      expect(res.statusCode).toBe(200);

      const companies = await queryRows<{ legal_name: string }>(
        t.deps.db,
        sql`SELECT legal_name FROM companies WHERE document = ${document}`,
      );
      expect(companies).toEqual([{ legal_name: 'Dona do CNPJ Ltda' }]);
      expect((await post(t, 'register/verify', { email: squatter, code: squatterCode })).statusCode).toBe(
        422,
      );
      expect(
        (await post(t, 'register/verify', { email: owner, code: await latestCode(t, owner) })).statusCode,
      ).toBe(200);
      // Once confirmed, the document is held.
      const late = await post(
        t,
        'register',
        registration(uniqueEmail('late'), { company_document: document }),
      );
      expect(late.statusCode).toBe(409);
    });

    it('keeps one company per document under simultaneous sign-ups; the unique index is the backstop', async () => {
      const document = generateCnpj();
      const answers = await Promise.all(
        ['race-a', 'race-b', 'race-c'].map((who) =>
          post(t, 'register', registration(uniqueEmail(who), { company_document: document })),
        ),
      );
      // Serialised, a later sign-up takes over an unconfirmed one (200); truly simultaneous, the
      // index refuses the loser's insert, answered as the taken document (409).
      for (const answer of answers) {
        if (answer.statusCode !== 200)
          expect(answer.json()).toMatchObject({ code: 'COMPANY_DOCUMENT_TAKEN' });
      }
      expect(answers.some((a) => a.statusCode === 200)).toBe(true);
      expect(
        await queryRows(t.deps.db, sql`SELECT id FROM companies WHERE document = ${document}`),
      ).toHaveLength(1);

      // The index itself refuses a second row, whatever the code checked first, and its violation
      // is recognised to be answered as COMPANY_DOCUMENT_TAKEN.
      const duplicate = await createCompany({ db: t.deps.db, document }).catch((error: unknown) => error);
      expect(isDocumentUniqueViolation(duplicate)).toBe(true);
      const otherViolation = await createCompany({
        db: t.deps.db,
        referralCode: (await createCompany({ db: t.deps.db })).referralCode,
      }).catch((error: unknown) => error);
      expect(isDocumentUniqueViolation(otherViolation)).toBe(false);
    });

    it('e-mails the company’s administrators that someone asks to be invited, saying nothing back about the company', async () => {
      const { company, manager, userManager, user } = await companyWithTeam(t);
      const asker = uniqueEmail('asker');
      const ask = () =>
        post(t, 'register/access-request', {
          email: asker,
          company_document: formatDocument(company.document),
        });
      const res = await ask();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { requested: true } });
      const unknown = await post(t, 'register/access-request', {
        email: asker,
        company_document: generateCnpj(),
      });
      expect(unknown.json()).toEqual(res.json());

      for (const admin of [manager, userManager]) {
        const [mail] = await outboxTo(admin.user.email);
        expect(mail).toMatchObject({ template: 'access_requested' });
        expect(mail!.text_body).toContain(asker);
      }
      expect(await outboxTo(user.user.email)).toHaveLength(0);
      // Asking again the same day e-mails no one again.
      expect((await ask()).statusCode).toBe(200);
      expect(await outboxTo(manager.user.email)).toHaveLength(1);
    });
  });

  describe('PUT company', () => {
    it('cannot change the document: a translated field error, and nothing changes', async () => {
      const { manager, company } = await companyWithTeam(t);
      const res = await call(t, manager, 'PUT', 'company', companyBody({ document: generateCnpj() }), {
        cookie: 'language=en',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'COMPANY_DOCUMENT_CHANGE_NEEDS_REVIEW',
        errors: { document: ['The CPF or CNPJ changes only through a request reviewed by the Verba team.'] },
      });
      expect((await documentOf(company.id))!.document).toBe(company.document);
      expect(
        (
          await queryRows<{ legal_name: string }>(
            t.deps.db,
            sql`SELECT legal_name FROM companies WHERE id = ${company.id}`,
          )
        )[0]!.legal_name,
      ).toBe(company.legalName);
    });

    it('still updates the other fields, with the document left out or unchanged', async () => {
      const { manager, company } = await companyWithTeam(t);
      expect((await call(t, manager, 'PUT', 'company', companyBody())).statusCode).toBe(200);
      const same = await call(
        t,
        manager,
        'PUT',
        'company',
        companyBody({ document: formatDocument(company.document), trade_name: 'Outra' }),
      );
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ data: { trade_name: 'Outra', document: company.document } });
    });
  });

  describe('document change requests', () => {
    it('request → staff approve → document changed, requester e-mailed, both steps audited', async () => {
      const { manager, user, company } = await companyWithTeam(t);
      const newDocument = generateCnpj();
      expect(
        (
          await call(t, user, 'POST', 'company/document-change-requests', {
            document: newDocument,
            reason: 'Nova empresa',
          })
        ).statusCode,
      ).toBe(403);

      const filed = await call(t, manager, 'POST', 'company/document-change-requests', {
        document: formatDocument(newDocument),
        reason: 'Mudamos de CNPJ após a fusão',
      });
      expect(filed.statusCode).toBe(201);
      const request = filed.json<{ data: ChangeRequest }>().data;
      expect(request).toMatchObject({
        status: 'pending',
        document: newDocument,
        current_document: company.document,
        reason: 'Mudamos de CNPJ após a fusão',
      });
      expect((await call(t, user, 'GET', 'company/document-change-request')).json()).toMatchObject({
        data: { id: request.id, status: 'pending' },
      });
      const again = await call(t, manager, 'POST', 'company/document-change-requests', {
        document: generateCnpj(),
        reason: 'Outro',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'DOCUMENT_CHANGE_REQUEST_PENDING' });

      const staff = await staffMember();
      const list = await call(t, staff, 'GET', 'staff/document-change-requests?status=pending');
      expect(list.statusCode).toBe(200);
      expect(list.json<{ data: ChangeRequest[] }>().data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: request.id,
            company: expect.objectContaining({ id: company.id }) as unknown,
            requested_by: expect.objectContaining({ email: manager.user.email }) as unknown,
          }),
        ]),
      );

      const approved = await call(
        t,
        staff,
        'POST',
        `staff/document-change-requests/${request.id}/approve`,
        {},
      );
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ data: { status: 'approved' } });
      expect(await documentOf(company.id)).toEqual({ document: newDocument, document_type: 'CNPJ' });
      expect((await call(t, manager, 'GET', 'company')).json()).toMatchObject({
        data: { document: newDocument },
      });
      const twice = await call(t, staff, 'POST', `staff/document-change-requests/${request.id}/approve`, {});
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ code: 'DOCUMENT_CHANGE_REQUEST_RESOLVED' });

      const mails = await outboxTo(manager.user.email);
      expect(mails.map((m) => m.template)).toContain('document_change_decided');
      const audit = await queryRows<{ action: string; actor_user_id: string }>(
        t.deps.db,
        sql`SELECT action, actor_user_id FROM audit_log WHERE company_id = ${company.id} AND action LIKE 'company.document_change%' ORDER BY id`,
      );
      expect(audit).toEqual([
        { action: 'company.document_change_requested', actor_user_id: manager.user.id },
        { action: 'company.document_change_approved', actor_user_id: staff.user.id },
      ]);
    });

    it('only platform staff list, approve or reject; a rejection changes nothing', async () => {
      const { manager, userManager, company } = await companyWithTeam(t);
      const filed = await call(t, userManager, 'POST', 'company/document-change-requests', {
        document: generateCpf(),
        reason: 'Empresa individual',
      });
      expect(filed.statusCode).toBe(201);
      const { id } = filed.json<{ data: ChangeRequest }>().data;
      for (const who of [manager, userManager]) {
        expect((await call(t, who, 'GET', 'staff/document-change-requests')).statusCode).toBe(403);
        expect(
          (await call(t, who, 'POST', `staff/document-change-requests/${id}/approve`, {})).statusCode,
        ).toBe(403);
        expect(
          (await call(t, who, 'POST', `staff/document-change-requests/${id}/reject`, { note: 'x' }))
            .statusCode,
        ).toBe(403);
      }
      expect(
        (await call(t, null, 'POST', `staff/document-change-requests/${id}/approve`, {})).statusCode,
      ).toBe(401);
      expect((await documentOf(company.id))!.document).toBe(company.document);

      const staff = await staffMember();
      const rejected = await call(t, staff, 'POST', `staff/document-change-requests/${id}/reject`, {
        note: 'Envie o contrato social',
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({
        data: { status: 'rejected', decision_note: 'Envie o contrato social' },
      });
      expect((await documentOf(company.id))!.document).toBe(company.document);
      expect((await outboxTo(userManager.user.email)).map((m) => m.template)).toContain(
        'document_change_decided',
      );
    });

    it('refuses a document another company has, when filed and again when approved', async () => {
      const { manager } = await companyWithTeam(t);
      const other = await createCompany({ db: t.deps.db });
      const taken = await call(
        t,
        manager,
        'POST',
        'company/document-change-requests',
        { document: other.document, reason: 'x' },
        { cookie: 'language=en' },
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'COMPANY_DOCUMENT_TAKEN',
        errors: { document: [expect.stringContaining('already has a Verba account')] },
      });

      const free = generateCnpj();
      const { id } = (
        await call(t, manager, 'POST', 'company/document-change-requests', { document: free, reason: 'x' })
      ).json<{ data: ChangeRequest }>().data;
      const squatter = await createCompany({ db: t.deps.db, document: free });
      await createUser({ db: t.deps.db, companyId: squatter.id });
      const staff = await staffMember();
      const approve = await call(t, staff, 'POST', `staff/document-change-requests/${id}/approve`, {});
      expect(approve.statusCode).toBe(409);
      expect(approve.json()).toMatchObject({ code: 'COMPANY_DOCUMENT_TAKEN' });
      expect((await call(t, manager, 'GET', 'company/document-change-request')).json()).toMatchObject({
        data: { id, status: 'pending' },
      });
    });
  });
});
