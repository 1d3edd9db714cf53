import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createSignedInUser } from '@verba/core/testing/factories';
import { startSmtp } from '@verba/core/testing/smtp';
import { evaluateAlerts } from '@verba/core/alerts/evaluate-alerts';
import { whatsappAppSecret } from '@verba/core/alerts/whatsapp-config';
import { whatsappSignature } from '@verba/core/alerts/receive-whatsapp-webhook';
import { runDueJobs } from '@verba/core/jobs/worker';
import { jobHandlers } from '@verba/core/jobs/handlers';
import { createTestApp, type TestApp } from '../../testing';
import type { Headers } from '../campaigns/campaign-test-helpers';
import { deliveryEvent, FakeEventStore } from '../delivery/fake-event-store';
import { liveCampaign } from '../delivery/live-campaign';

/** The jobs alerts use: deliveries and the e-mails they queue. */
const handlers = {
  'alerts.deliver': jobHandlers['alerts.deliver']!,
  'email.send': jobHandlers['email.send']!,
};

describe('alerts end to end: evaluation → bell, SMTP e-mail, WhatsApp sandbox', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const store = new FakeEventStore();

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(
      {
        symbolicCreditAdvertisers: 1_000,
        advertiserCreationPerMinute: 1_000,
        rateLimit: false,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      },
      { events: store },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    t.deps.config.whatsapp = { ...t.deps.config.whatsapp, mode: 'sandbox', apiUrl: `http://127.0.0.1:${port}/sandbox/whatsapp` };
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Runs due jobs until none is left, the test clock stepping past each backoff. */
  const drainJobs = async (stepMs = 5) => {
    for (let i = 0; i < 50; i++) {
      t.deps.advance(stepMs);
      const ran = await runDueJobs({ deps: t.deps, handlers });
      if (ran === 0) {
        const [due] = await queryRows<{ n: number }>(
          t.deps.db,
          sql`SELECT count(*)::int AS n FROM jobs WHERE kind IN ('alerts.deliver', 'email.send') AND status IN ('pending', 'running')`,
        );
        if (!due || due.n === 0) return;
        t.deps.advance(60_000);
      }
    }
  };

  const sandboxCalls = async (to: string, template: string) =>
    (
      await queryRows<{ status: number }>(
        t.deps.db,
        sql`SELECT status FROM sandbox_whatsapp_calls WHERE request #>> '{body,to}' = ${to} AND request #>> '{body,template,name}' = ${template} ORDER BY id`,
      )
    ).map((r) => r.status);

  /** A manager of a new company with a confirmed WhatsApp number (code read from the sandbox's log). */
  async function userWithWhatsApp(phone: string): Promise<{ headers: Headers; id: string; email: string }> {
    const { user, headers } = await createSignedInUser({ db: t.deps.db, role: 'manager', language: 'pt_BR' });
    const start = await t.app.inject({ method: 'POST', url: '/api/v1/alert-preferences/whatsapp/code', headers, payload: { phone } });
    expect(start.statusCode, start.body).toBe(200);
    const number = start.json<{ data: { number: string } }>().data.number;
    const [call] = await queryRows<{ code: string }>(
      t.deps.db,
      sql`SELECT request #>> '{body,template,components,0,parameters,0,text}' AS code FROM sandbox_whatsapp_calls
           WHERE request #>> '{body,to}' = ${number} AND request #>> '{body,template,name}' = 'verba_codigo' ORDER BY id DESC LIMIT 1`,
    );
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/alert-preferences/whatsapp/confirm',
      headers,
      payload: { code: call!.code },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json<{ data: unknown }>().data).toMatchObject({ whatsapp_enabled: true, whatsapp: { number } });
    return { headers, id: user.id, email: user.email };
  }

  const bell = async (headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { alert_type: string; kind: string; params: Record<string, unknown> }[]; unread: number }>();
  };
  /** The stalled-campaign e-mails a user got (the same campaign also fires pacing_off: it spent nothing). */
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email) && /^Subject: =\?UTF-8\?Q\?Campanha_sem_impress/m.test(m.raw));
  const stalled = <T extends { alert_type: string }>(list: T[]) => list.filter((n) => n.alert_type === 'campaign_stalled');

  it('a stalled campaign: one notice, one e-mail, one WhatsApp call per firing; three evaluations send once; recovery resolves it', async () => {
    const u = await userWithWhatsApp('(11) 98888-1001');
    const campaign = await liveCampaign(t, u.headers, 'Parada');
    const companyId = (await queryRows<{ company_id: string }>(t.deps.db, sql`SELECT company_id FROM campaigns WHERE id = ${campaign.id}`))[0]!.company_id;
    for (let i = 0; i < 3; i++) {
      await evaluateAlerts({ deps: t.deps, input: { companyIds: [companyId] } });
      await drainJobs();
    }
    const notices = await bell(u.headers);
    expect(stalled(notices.data).map((n) => [n.alert_type, n.kind])).toEqual([['campaign_stalled', 'firing']]);
    expect(notices.data.map((n) => n.alert_type).sort()).toEqual(['campaign_stalled', 'pacing_off']);
    expect(notices.unread).toBe(2);
    expect(stalled(notices.data)[0]!.params).toMatchObject({ campaign: 'Parada', hours: 2 });
    const mails = mailsTo(u.email);
    expect(mails).toHaveLength(1);
    expect(await sandboxCalls('5511988881001', 'verba_alerta')).toEqual([200]);

    // Recovery: an impression now resolves it, with a notice that it delivers again.
    const strategyId = campaign.groups[0]!.strategies[0]!.id;
    await store.append([deliveryEvent({ campaignId: campaign.id, strategyId }, { type: 'impression', at: t.deps.now().getTime() })]);
    await evaluateAlerts({ deps: t.deps, input: { companyIds: [companyId] } });
    await drainJobs();
    const [state] = await queryRows<{ state: string; firings: number }>(
      t.deps.db,
      sql`SELECT state, firings FROM alert_states WHERE alert_type = 'campaign_stalled' AND object_id = ${campaign.id}`,
    );
    expect(state).toEqual({ state: 'resolved', firings: 1 });
    expect(stalled((await bell(u.headers)).data).map((n) => n.kind)).toEqual(['resolved', 'firing']);

    // Stalled again: the stored resolution time (read back from the database) starts the
    // cooldown; past it the alert fires a second time.
    t.deps.advance(3 * 3_600_000);
    await evaluateAlerts({ deps: t.deps, input: { companyIds: [companyId] } });
    await drainJobs();
    const [again] = await queryRows<{ state: string; firings: number }>(
      t.deps.db,
      sql`SELECT state, firings FROM alert_states WHERE alert_type = 'campaign_stalled' AND object_id = ${campaign.id}`,
    );
    expect(again).toEqual({ state: 'firing', firings: 2 });

    // Marking read empties the unread count.
    const read = await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: u.headers, payload: {} });
    expect(read.json()).toEqual({ data: { unread: 0 } });
  });

  it('a WhatsApp 500 is retried with backoff, then the notice falls back to e-mail', async () => {
    const u = await userWithWhatsApp('(11) 98888-0500');
    // Only WhatsApp for this alert type, so the fallback is the only e-mail.
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/alert-preferences',
      headers: u.headers,
      payload: { preferences: [{ alert_type: 'campaign_stalled', channel: 'email', enabled: false }] },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    const campaign = await liveCampaign(t, u.headers, 'Sem WhatsApp');
    const companyId = (await queryRows<{ company_id: string }>(t.deps.db, sql`SELECT company_id FROM campaigns WHERE id = ${campaign.id}`))[0]!.company_id;
    await evaluateAlerts({ deps: t.deps, input: { companyIds: [companyId] } });
    await drainJobs();
    expect(await sandboxCalls('5511988880500', 'verba_alerta')).toEqual([500, 500, 500, 500]);
    const [delivery] = await queryRows<{ status: string; attempts: number }>(
      t.deps.db,
      sql`SELECT d.status, d.attempts FROM notification_deliveries d WHERE d.user_id = ${u.id} AND d.channel = 'whatsapp'`,
    );
    expect(delivery).toEqual({ status: 'fell_back', attempts: 4 });
    const mails = mailsTo(u.email);
    expect(mails).toHaveLength(1);
  });

  it('an opted-out number ("SAIR" by signed webhook) and a toggle set off send nothing; a forged signature is refused', async () => {
    const u = await userWithWhatsApp('(21) 97777-2002');
    const secret = whatsappAppSecret(t.deps.config)!;
    const reply = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: 'waba', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', messages: [{ from: '5521977772002', id: 'wamid.x', timestamp: '1', type: 'text', text: { body: 'Sair' } }] } }] }],
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature('not-the-secret', reply) },
      payload: reply,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json<{ code: string }>().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/whatsapp', headers: { 'content-type': 'application/json' }, payload: reply });
    expect(unsigned.statusCode).toBe(401);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature(secret, reply) },
      payload: reply,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ data: { opted_out: 1, statuses: 0 } });
    const consents = await queryRows<{ action: string; wording: string }>(
      t.deps.db,
      sql`SELECT action, wording FROM whatsapp_consents WHERE user_id = ${u.id} ORDER BY id`,
    );
    expect(consents.map((c) => c.action)).toEqual(['opt_in', 'opt_out']);
    expect(consents[0]!.wording).toContain('SAIR');
    // E-mails off too (the settings' toggle).
    const toggle = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${u.id}/emails-enabled`,
      headers: u.headers,
      payload: { emails_enabled: false },
    });
    expect(toggle.statusCode, toggle.body).toBe(200);

    const campaign = await liveCampaign(t, u.headers, 'Silenciosa');
    const companyId = (await queryRows<{ company_id: string }>(t.deps.db, sql`SELECT company_id FROM campaigns WHERE id = ${campaign.id}`))[0]!.company_id;
    await evaluateAlerts({ deps: t.deps, input: { companyIds: [companyId] } });
    await drainJobs();
    expect(await sandboxCalls('5521977772002', 'verba_alerta')).toEqual([]);
    expect(mailsTo(u.email)).toHaveLength(0);
    // The bell still shows it.
    expect(stalled((await bell(u.headers)).data)).toHaveLength(1);
  });

  it('the subscription check answers the challenge only with the verify token; notices and rules stay in their company', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verba-sandbox&hub.challenge=1158201444' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1' });
    expect(bad.statusCode).toBe(403);

    const a = await createSignedInUser({ db: t.deps.db, role: 'user', language: 'en' });
    const b = await createSignedInUser({ db: t.deps.db, role: 'manager', language: 'en' });
    const campaign = await liveCampaign(t, a.headers, 'Deles');
    const rule = {
      name: 'CPA alto',
      scope_type: 'campaign',
      scope_id: campaign.id,
      metric: 'cpa',
      comparison: 'gt',
      threshold: 50,
      window_minutes: 60,
    };
    const foreign = await t.app.inject({ method: 'POST', url: '/api/v1/alert-rules', headers: b.headers, payload: rule });
    expect(foreign.statusCode).toBe(422);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/alert-rules', headers: a.headers, payload: rule });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: string } }>().data.id;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/alert-rules', headers: b.headers })).json<{ data: unknown[] }>().data).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/alert-rules/${id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await bell(b.headers)).data).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/alert-rules/${id}`, headers: a.headers })).statusCode).toBe(204);
  });

  it("a rule's action runs once per firing, as its author, within its limits: the budget lowered, a campaign paused", async () => {
    const { headers } = await createSignedInUser({ db: t.deps.db, role: 'manager', language: 'pt_BR' });
    const lowered = await liveCampaign(t, headers, 'Cara demais');
    const paused = await liveCampaign(t, headers, 'Pausar se parar');
    const companyId = (await queryRows<{ company_id: string }>(t.deps.db, sql`SELECT company_id FROM campaigns WHERE id = ${lowered.id}`))[0]!.company_id;
    const silent = { metric: 'impressions', comparison: 'lt', threshold: 1, window_minutes: 60, scope_type: 'campaign' };
    const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/alert-rules', headers, payload });

    // Limits are the server's: over 50 %, no floor, or an action on a company-wide rule are refused.
    const tooMuch = await create({ ...silent, name: 'x', scope_id: lowered.id, action: { type: 'lower_budget', percent: 80, min_budget: '70000' } });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.body).toContain('Informe uma redução entre 1 % e 50 %.');
    const companyWide = await create({ ...silent, name: 'x', scope_type: 'company', action: { type: 'pause' } });
    expect(companyWide.statusCode).toBe(422);
    expect(companyWide.body).toContain('Ações só podem ser usadas em regras de uma campanha.');

    const lower = await create({ ...silent, name: 'Sem entrega: reduzir', scope_id: lowered.id, action: { type: 'lower_budget', percent: 20, min_budget: '70000' } });
    expect(lower.statusCode, lower.body).toBe(201);
    expect(lower.json<{ data: { action: unknown } }>().data.action).toEqual({ type: 'lower_budget', percent: 20, min_budget: '70000' });
    expect((await create({ ...silent, name: 'Sem entrega: pausar', scope_id: paused.id, action: { type: 'pause' } })).statusCode).toBe(201);

    for (let i = 0; i < 3; i++) await evaluateAlerts({ deps: t.deps, input: { companyIds: [companyId] } });
    const read = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${id}`, headers })).json<{
        data: { status: string; budget: string; groups: { budget: string; strategies: { budget: string }[] }[] };
      }>().data;
    // Once per firing: 20 % off R$ 1.000,00 once, not three times; the group and strategies follow.
    const after = await read(lowered.id);
    expect(after.budget).toBe('80000');
    expect(after.groups[0]!.budget).toBe('80000');
    expect(after.groups[0]!.strategies.map((s) => s.budget)).toEqual(['40000', '40000']);
    expect((await read(paused.id)).status).toBe('paused');
    const audit = await queryRows<{ action: string; via: string | null }>(
      t.deps.db,
      sql`SELECT action, metadata ->> 'via' AS via FROM audit_log WHERE target_id IN (${lowered.id}, ${paused.id}) AND metadata ->> 'via' IS NOT NULL ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'campaign.updated', via: 'alert_rule' },
      { action: 'campaign.paused', via: 'alert_rule' },
    ]);
  });
});
