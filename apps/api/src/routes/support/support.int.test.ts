import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '@verba/db';
import { createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser } from '../creatives/creative-test-helpers';

let t: TestApp;
let manager: SignedInUser;
let colleague: SignedInUser;
let staff: SignedInUser;
let outsider: SignedInUser;
let advertiserId: string;

interface Detail {
  id: string;
  status: string;
  advertiser_name: string | null;
  attachment: { name: string; type: string; size: number } | null;
  messages: { body: string; from_staff: boolean; author_name: string }[];
}

/** A multipart/form-data body with one file field. */
function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = `----verba${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const request = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });

const open = async (who: SignedInUser, subject: string, extra: Record<string, unknown> = {}) => {
  const res = await request('POST', 'support-requests', who.headers, {
    topic: 'payments',
    subject,
    description: 'Meu boleto venceu ontem. Como gero a 2ª via?',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Detail }>().data;
};

beforeAll(async () => {
  t = await createTestApp();
  manager = await createSignedInUser({ db: t.deps.db, role: 'manager' });
  colleague = await createSignedInUser({ db: t.deps.db, role: 'user', companyId: manager.user.companyId });
  staff = await createSignedInUser({ db: t.deps.db, role: 'manager', isStaff: true });
  outsider = await createSignedInUser({ db: t.deps.db, role: 'manager' });
  advertiserId = await createAdvertiser(t, manager.headers);
});
afterAll(() => t.close());

describe('support requests', () => {
  it('opens a request with the description as the first message, e-mails the staff, audited', async () => {
    const created = await open(manager, 'Boleto vencido', { advertiser_id: advertiserId });
    expect(created).toMatchObject({
      status: 'open',
      advertiser_name: expect.any(String) as unknown,
      messages: [{ body: 'Meu boleto venceu ontem. Como gero a 2ª via?', from_staff: false }],
    });
    const toStaff = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, staff.user.email), eq(emailOutbox.template, 'support_request_received')));
    expect(toStaff.length).toBeGreaterThanOrEqual(1);
    expect(toStaff.at(-1)!.textBody).toContain('Boleto vencido');
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audit).toMatchObject([{ action: 'support_request.created', actorUserId: manager.user.id }]);
  });

  it('refuses another company’s advertiser or campaign as the related object (404) and an empty description (422)', async () => {
    const res = await request('POST', 'support-requests', outsider.headers, {
      topic: 'advertisers',
      subject: 'Não é meu',
      description: 'x',
      advertiser_id: advertiserId,
    });
    expect(res.statusCode, res.body).toBe(404);
    const campaign = await request('POST', 'support-requests', outsider.headers, {
      topic: 'campaigns',
      subject: 'Não é minha',
      description: 'x',
      campaign_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(campaign.statusCode).toBe(404);
    const empty = await request('POST', 'support-requests', manager.headers, {
      topic: 'other',
      subject: 'Vazio',
      description: '   ',
    });
    expect(empty.statusCode).toBe(422);
  });

  it('is private to its company; a plain user sees only their own; managers see the whole company', async () => {
    const mine = await open(colleague, 'Pedido do usuário');
    const managers = await open(manager, 'Pedido do gestor');
    const outsiderRead = await request('GET', `support-requests/${mine.id}`, outsider.headers);
    expect(outsiderRead.statusCode).toBe(404);
    const outsiderReply = await request('POST', `support-requests/${mine.id}/replies`, outsider.headers, {
      body: 'intruso',
    });
    expect(outsiderReply.statusCode).toBe(404);
    const outsiderList = await request('GET', 'support-requests', outsider.headers);
    expect(outsiderList.json<{ data: unknown[] }>().data).toEqual([]);

    const colleagueList = await request('GET', 'support-requests', colleague.headers);
    const colleagueIds = colleagueList.json<{ data: { id: string }[] }>().data.map((r) => r.id);
    expect(colleagueIds).toContain(mine.id);
    expect(colleagueIds).not.toContain(managers.id);
    expect((await request('GET', `support-requests/${managers.id}`, colleague.headers)).statusCode).toBe(404);

    const managerList = await request('GET', 'support-requests?per_page=100', manager.headers);
    const managerIds = managerList.json<{ data: { id: string }[] }>().data.map((r) => r.id);
    expect(managerIds).toEqual(expect.arrayContaining([mine.id, managers.id]));
  });

  it('staff queue: only staff; a staff reply sets the status, joins the thread and e-mails the requester', async () => {
    const created = await open(colleague, 'Cashback não apareceu');
    expect((await request('GET', 'staff/support-requests', manager.headers)).statusCode).toBe(403);
    expect(
      (await request('POST', `staff/support-requests/${created.id}/replies`, manager.headers, { body: 'x' }))
        .statusCode,
    ).toBe(403);

    const queue = await request('GET', 'staff/support-requests?status=open&per_page=100', staff.headers);
    expect(queue.statusCode, queue.body).toBe(200);
    const inQueue = queue.json<{ data: { id: string; company_name: string }[] }>().data.find((r) => r.id === created.id);
    expect(inQueue).toBeDefined();

    const replied = await request('POST', `staff/support-requests/${created.id}/replies`, staff.headers, {
      body: 'O cashback entra na carteira até o dia 5 do mês seguinte.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json<{ data: Detail }>().data).toMatchObject({
      status: 'waiting_user',
      messages: [{ from_staff: false }, { from_staff: true, body: expect.stringContaining('cashback') as unknown }],
    });
    const mail = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, colleague.user.email), eq(emailOutbox.template, 'support_reply')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain('O cashback entra na carteira até o dia 5 do mês seguinte.');
    expect(mail[0]!.textBody).toContain(`/support/${created.id}`);

    // The user answers: back to the queue as open; staff close it.
    const answer = await request('POST', `support-requests/${created.id}/replies`, colleague.headers, {
      body: 'Obrigado!',
    });
    expect(answer.json<{ data: Detail }>().data.status).toBe('open');
    const closed = await request('POST', `staff/support-requests/${created.id}/status`, staff.headers, {
      status: 'closed',
    });
    expect(closed.json<{ data: Detail }>().data.status).toBe('closed');
    const closedQueue = await request('GET', 'staff/support-requests?status=closed&per_page=100', staff.headers);
    expect(closedQueue.json<{ data: { id: string }[] }>().data.map((r) => r.id)).toContain(created.id);
  });

  it('takes one attachment checked by its bytes, served as a download to the company and staff only', async () => {
    const created = await open(manager, 'Comprovante');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = multipart('comprovante ção.pdf', 'application/pdf', pdf);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/support-requests/${created.id}/attachment`,
      headers: { ...manager.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Detail }>().data.attachment).toEqual({
      name: 'comprovante ção.pdf',
      type: 'application/pdf',
      size: pdf.length,
    });
    const download = await request('GET', `support-requests/${created.id}/attachment`, manager.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await request('GET', `staff/support-requests/${created.id}/attachment`, staff.headers)).statusCode).toBe(
      200,
    );
    expect((await request('GET', `support-requests/${created.id}/attachment`, outsider.headers)).statusCode).toBe(404);

    // A script renamed .png is refused by its bytes.
    const fake = multipart('print.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/support-requests/${created.id}/attachment`,
      headers: { ...manager.headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'SUPPORT_ATTACHMENT_INVALID_TYPE' });
    const big = multipart('big.pdf', 'application/pdf', Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]));
    const tooBig = await t.app.inject({
      method: 'POST',
      url: `/api/v1/support-requests/${created.id}/attachment`,
      headers: { ...manager.headers, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.json()).toMatchObject({ code: 'SUPPORT_ATTACHMENT_TOO_LARGE' });
  });
});
