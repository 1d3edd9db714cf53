import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, emailOutbox, reportExports, savedReports } from '@verba/db';
import { createCompany, createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { runDueJobs } from '@verba/core/jobs/worker';
import { jobHandlers } from '@verba/core/jobs/handlers';
import { reportEmailJob, reportScheduleTickJob } from '@verba/core/reports/export/jobs';
import type { OpenReportStream } from '@verba/core/reports/export/open-report-stream';
import { testReportStream } from '@verba/core/reports/export/test-report-stream';
import { createTestApp, type TestApp } from '../../testing';

const definition = { dimensions: ['campaign'], metrics: ['impressions', 'clicks', 'ctr', 'spend'], range: { preset: 'last_7_days' } };

/** The answers these tests read (loosely typed: the route schemas check them). */
interface Body {
  code: string;
  data: Record<string, unknown> & {
    id: string;
    url: string;
    definition: { comparison: string };
    link: { url: string };
    schedule: { next_run_at: string };
  };
}

/** A report source that, like the engine, only ever reads the company it is given. */
const companyRows: OpenReportStream = async ({ deps, companyId }) => {
  const [company] = await deps.db.select({ name: companies.tradeName }).from(companies).where(eq(companies.id, companyId));
  return testReportStream({ count: 3, label: (i) => `${company!.name} #${i}` });
};

describe('saved reports, exports, e-mail and spreadsheet links', () => {
  let t: TestApp;
  let ana: SignedInUser;
  let bruno: SignedInUser;
  let other: SignedInUser;
  let companyA: string;
  let companyB: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, trackingSecret: 't'.repeat(40) });
    t.deps.reportStreams = companyRows;
    const a = await createCompany({ db: t.deps.db, tradeName: 'Agência Alfa' });
    const b = await createCompany({ db: t.deps.db, tradeName: 'Agência Beta' });
    companyA = a.tradeName;
    companyB = b.tradeName;
    ana = await createSignedInUser({ db: t.deps.db, companyId: a.id, role: 'user' });
    bruno = await createSignedInUser({ db: t.deps.db, companyId: a.id, role: 'manager' });
    other = await createSignedInUser({ db: t.deps.db, companyId: b.id, role: 'manager' });
  });
  afterAll(() => t.close());

  const save = (who: SignedInUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reports/saved', headers: who.headers, payload: { definition, ...body } });
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  const workJobs = async () => {
    while ((await runDueJobs({ deps: t.deps, handlers: jobHandlers })) > 0);
  };

  it('saves per user, shares within the company, only the owner edits, never another company', async () => {
    const created = await save(ana, { name: 'Semanal' });
    expect(created.statusCode).toBe(201);
    const report = created.json<Body>().data;
    expect(report).toMatchObject({ name: 'Semanal', shared: false, is_owner: true, link: null, schedule: null });
    expect(report.definition.comparison).toBe('none');

    const brunoList = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/reports/saved', headers: bruno.headers })).json<{ data: { id: string; is_owner: boolean }[] }>().data;
    expect(await brunoList()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/reports/saved/${report.id}`, headers: bruno.headers })).statusCode).toBe(404);

    const shared = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reports/saved/${report.id}`,
      headers: ana.headers,
      payload: { name: 'Semanal', definition, shared: true },
    });
    expect(shared.statusCode).toBe(200);
    expect((await brunoList()).map((r) => [r.id, r.is_owner])).toEqual([[report.id, false]]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reports/saved/${report.id}`,
      headers: bruno.headers,
      payload: { name: 'Meu', definition },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json<Body>().code).toBe('REPORT_NOT_OWNER');

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/reports/saved/${report.id}`,
        headers: other.headers,
        ...(method === 'PUT' ? { payload: { name: 'x', definition } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/reports/saved/${report.id}/link`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/reports/saved' })).statusCode).toBe(401);

    const bad = await save(ana, { name: 'x', definition: { ...definition, dimensions: ['nope'] } });
    expect(bad.statusCode).toBe(422);
  });

  it("answers the spreadsheet link with its company's rows only; a new link or a revoke makes the old one 404", async () => {
    const reportA = (await save(ana, { name: 'Link A' })).json<Body>().data;
    const reportB = (await save(other, { name: 'Link B' })).json<Body>().data;
    const linkA = (await t.app.inject({ method: 'POST', url: `/api/v1/reports/saved/${reportA.id}/link`, headers: ana.headers })).json<Body>().data;
    const linkB = (await t.app.inject({ method: 'POST', url: `/api/v1/reports/saved/${reportB.id}/link`, headers: other.headers })).json<Body>().data;
    expect(linkA.url).toMatch(/^http.*\/r\/[A-Za-z0-9_-]{43}\.csv$/);

    const csvA = await t.app.inject({ method: 'GET', url: pathOf(linkA.url) });
    expect(csvA.statusCode).toBe(200);
    expect(csvA.headers['content-type']).toContain('text/csv');
    expect(csvA.body.startsWith('\uFEFF')).toBe(false);
    expect(csvA.body.split('\r\n').slice(0, 2)).toEqual([
      'Campanha,Impressões,Cliques,CTR (%),Investimento (R$)',
      `${companyA} #0,1000,0,0,123.45`,
    ]);
    expect(csvA.body).not.toContain(companyB);
    expect(csvA.body).not.toContain('Total');
    const csvB = await t.app.inject({ method: 'GET', url: pathOf(linkB.url) });
    expect(csvB.body).toContain(companyB);
    expect(csvB.body).not.toContain(companyA);

    // The owner can copy it again; a colleague sees that there is one, not the URL.
    const again = (await t.app.inject({ method: 'GET', url: `/api/v1/reports/saved/${reportA.id}`, headers: ana.headers })).json<Body>().data;
    expect(again.link.url).toBe(linkA.url);

    const rotated = (await t.app.inject({ method: 'POST', url: `/api/v1/reports/saved/${reportA.id}/link`, headers: ana.headers })).json<Body>().data;
    expect((await t.app.inject({ method: 'GET', url: pathOf(linkA.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(rotated.url) })).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/v1/reports/saved/${reportA.id}/link`, headers: ana.headers });
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: pathOf(rotated.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/r/not-a-secret.csv' })).statusCode).toBe(404);
  });

  it('streams a download from its signed URL; altered is 404, expired says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/downloads',
      headers: ana.headers,
      payload: { definition, format: 'xlsx' },
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json<Body>().data;
    const file = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="relatorio-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([file.rawPayload]));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe(`${companyA} #0`);
    expect(sheet.getRow(5).getCell(1).value).toBe('Total');

    expect((await t.app.inject({ method: 'GET', url: pathOf(url).replace(/signature=./, 'signature=A') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(url).replace(/expires=\d+/, 'expires=9999999999') })).statusCode).toBe(404);
    t.deps.advance(61 * 60_000);
    const expired = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(expired.statusCode).toBe(404);
    expect(expired.json<Body>().code).toBe('REPORT_DOWNLOAD_EXPIRED');
  });

  it('e-mails a report through a durable job with progress, to users of the company only', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/email',
      headers: ana.headers,
      payload: { definition, recipients: [other.user.id] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<Body>().code).toBe('REPORT_RECIPIENT_NOT_IN_COMPANY');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/email',
      headers: ana.headers,
      payload: { definition, format: 'csv_excel', recipients: [ana.user.id, bruno.user.id] },
    });
    expect(res.statusCode).toBe(202);
    const job = res.json<Body>().data;
    expect(job).toMatchObject({ status: 'pending', rows_written: 0, recipients: 2 });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/reports/jobs/${job.id}`, headers: other.headers })).statusCode).toBe(404);

    await workJobs();
    const done = (await t.app.inject({ method: 'GET', url: `/api/v1/reports/jobs/${job.id}`, headers: ana.headers })).json<Body>().data;
    expect(done).toMatchObject({ status: 'done', rows_written: 4, error: null });

    const mails = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'report_ready'));
    expect(mails.map((m) => m.toEmail).sort()).toEqual([ana.user.email, bruno.user.email].sort());
    const link = /http\S+\/api\/v1\/reports\/downloads\/\S+signature=[A-Za-z0-9_-]+/.exec(mails[0]!.textBody)![0];
    const file = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    expect(file.body.split('\r\n')[1]).toBe(`${companyA} #0;1000;0;0;123,45`);
  });

  it('turns a due schedule into an e-mailed report and moves it to the next run', async () => {
    const refused = await save(ana, { name: 'x', schedule: { frequency: 'daily', recipients: [other.user.id] } });
    expect(refused.statusCode).toBe(422);
    const created = await save(ana, { name: 'Diário', schedule: { frequency: 'daily', recipients: [bruno.user.id], format: 'xlsx' } });
    expect(created.statusCode).toBe(201);
    const report = created.json<Body>().data;
    const firstRun = new Date(report.schedule.next_run_at);
    expect(firstRun.getUTCHours()).toBe(10);

    t.deps.advance(firstRun.getTime() - t.deps.now().getTime() + 1000);
    await t.deps.db.execute(
      // The tick chain's first job (migration 0066) is due now.
      sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = ${reportScheduleTickJob}`,
    );
    const before = await t.deps.db.select().from(reportExports).where(eq(reportExports.savedReportId, report.id));
    expect(before).toEqual([]);
    await workJobs();
    const [made] = await t.deps.db.select().from(reportExports).where(eq(reportExports.savedReportId, report.id));
    expect(made).toMatchObject({ kind: 'email', status: 'done', format: 'xlsx', recipients: [bruno.user.id] });
    // Read from the table, not over HTTP: the clock may have moved more than a day since the
    // test's sessions were made (they last 24 h), which a request would answer 401.
    const [after] = await t.deps.db.select().from(savedReports).where(eq(savedReports.id, report.id));
    expect(after!.scheduleNextRunAt!.getTime()).toBe(firstRun.getTime() + 86_400_000);
    expect(reportEmailJob).toBe('reports.email-export');
  });
});

describe('spreadsheet link rate limit', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 429 past 30 requests a minute for one link', async () => {
    t = await createTestApp({ rateLimit: true, trackingSecret: 't'.repeat(40) });
    t.deps.reportStreams = companyRows;
    const company = await createCompany({ db: t.deps.db });
    const user = await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' });
    const report = (
      await t.app.inject({ method: 'POST', url: '/api/v1/reports/saved', headers: user.headers, payload: { name: 'R', definition } })
    ).json<Body>().data;
    const { url } = (await t.app.inject({ method: 'POST', url: `/api/v1/reports/saved/${report.id}/link`, headers: user.headers })).json<Body>().data;
    const path = new URL(url).pathname;
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await t.app.inject({ method: 'GET', url: path })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
