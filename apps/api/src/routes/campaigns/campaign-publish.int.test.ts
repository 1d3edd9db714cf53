import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { postReservation } from '@verba/core/ledger/post-reservation';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdvertiser } from '../pixels/pixel-test-helpers';
import {
  campaignBody,
  createTestCampaign,
  fundAdvertiser,
  insertCreative,
  type CampaignJson,
  type Headers,
} from './campaign-test-helpers';

type Answer = { data: CampaignJson; errors: Record<string, string[]>; code: string };

describe('campaigns API: publishing and editing published campaigns', () => {
  let t: TestApp;
  let user: Headers;
  let userManager: Headers;
  let manager: Headers;
  let other: Headers;
  let userEmail: string;

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    const signIn = (role: 'user' | 'user_manager' | 'manager', companyId?: string) =>
      createSignedInUser({ db: t.deps.db, companyId, role, language: 'en' });
    const signedIn = await signIn('user', company.id);
    user = signedIn.headers;
    userEmail = signedIn.user.email;
    userManager = (await signIn('user_manager', company.id)).headers;
    manager = (await signIn('manager', company.id)).headers;
    other = (await signIn('manager')).headers;
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, as: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: as, ...(payload && { payload }) });
  const balanceOf = async (advertiserId: string) =>
    (await inject('GET', `/advertisers/${advertiserId}`, user)).json<{ data: { balance: string } }>().data
      .balance;
  const reservationsOf = async (campaignId: string) =>
    queryRows<{ amount: string; released: string }>(
      t.deps.db,
      sql`SELECT amount::text, released::text FROM ledger_reservations WHERE reference_type = 'campaign' AND reference_id = ${campaignId}`,
    );
  const mailsTo = (to: string) =>
    queryRows<{ subject: string; text_body: string }>(
      t.deps.db,
      sql`SELECT subject, text_body FROM email_outbox WHERE to_email = ${to} AND template = 'campaign_processing' ORDER BY created_at, id`,
    );

  /** An advertiser with R$ 5.000,01 (its symbolic R$ 1,00 included) and a draft of R$ 1.000,00. */
  async function fundedDraft(as: Headers = user, overrides: Record<string, unknown> = {}) {
    const advertiserId = await createTestAdvertiser(t, as);
    await fundAdvertiser(t, advertiserId, 500_000n);
    const creativeId = await insertCreative(t, advertiserId);
    const campaign = await createTestCampaign(t, as, {
      advertiser_id: advertiserId,
      ...campaignBody(creativeId, overrides),
    });
    return { advertiserId, creativeId, campaign };
  }

  describe('POST campaigns/:id/publish', () => {
    it('reserves exactly the budget, sets pending and queues the processing e-mail; the ledger balances', async () => {
      const { advertiserId, campaign } = await fundedDraft();
      expect(campaign.issues.errors).toEqual([]);
      const res = await inject('POST', `/campaigns/${campaign.id}/publish`, user, {
        version: campaign.version,
      });
      expect(res.statusCode, res.body).toBe(200);
      const published = res.json<Answer>().data;
      expect(published).toMatchObject({
        status: 'pending',
        version: 2,
        reservation: { reserved: '100000', spent: '0', released: '0', remaining: '100000' },
        actions: { publish: false, delete: false, edit: true },
      });
      expect(published.submitted_at).not.toBeNull();
      expect(await balanceOf(advertiserId)).toBe('400100');
      const [mail] = await mailsTo(userEmail);
      expect(mail!.subject).toBe('Your campaign is being processed');
      expect(mail!.text_body).toContain('We received the campaign “Black Friday”');
      await expectLedgerBalanced(t.deps.db);
    });

    it('shows the reservation on the wallet statement with the campaign and its delivery spend so far', async () => {
      const { advertiserId, campaign } = await fundedDraft();
      await inject('POST', `/campaigns/${campaign.id}/publish`, user, { version: campaign.version });
      const [reservation] = await queryRows<{ id: string }>(
        t.deps.db,
        sql`SELECT id FROM ledger_reservations WHERE reference_type = 'campaign' AND reference_id = ${campaign.id}`,
      );
      await postReservation({
        db: t.deps.db,
        reservationId: reservation!.id,
        amount: 1_234n,
        idempotencyKey: `spend:test:${campaign.id}`,
      });
      type Entry = { type: string; amount: string; campaign: unknown };
      const detail = await inject('GET', `/advertisers/${advertiserId}`, user);
      const entries = detail.json<{ data: { wallet_entries: Entry[] } }>().data.wallet_entries;
      expect(entries.find((e) => e.type === 'CHECKOUT')).toMatchObject({
        amount: '100000',
        campaign: { id: campaign.id, name: 'Black Friday', reserved: '100000', spent: '1234' },
      });
      expect(entries.filter((e) => e.type !== 'CHECKOUT').every((e) => e.campaign === null)).toBe(true);
      await expectLedgerBalanced(t.deps.db);
    });

    it('reserves once when the same publish is retried', async () => {
      const { advertiserId, campaign } = await fundedDraft();
      const first = await inject('POST', `/campaigns/${campaign.id}/publish`, user, { version: 1 });
      const again = await inject('POST', `/campaigns/${campaign.id}/publish`, user, { version: 1 });
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.json<Answer>().data.version).toBe(2);
      expect(await reservationsOf(campaign.id)).toEqual([{ amount: '100000', released: '0' }]);
      expect(await balanceOf(advertiserId)).toBe('400100');
      const twice = await inject('POST', `/campaigns/${campaign.id}/publish`, user, { version: 2 });
      expect(twice.statusCode).toBe(409);
      expect(twice.json<Answer>().code).toBe('CAMPAIGN_NOT_PUBLISHABLE');
      await expectLedgerBalanced(t.deps.db);
    });

    it('refuses an incomplete draft with every error (422), reserving nothing', async () => {
      const advertiserId = await createTestAdvertiser(t, user);
      const draft = await createTestCampaign(t, user, {
        advertiser_id: advertiserId,
        type: 'PROGRAMMATIC',
        name: 'Meia',
      });
      const res = await inject('POST', `/campaigns/${draft.id}/publish`, user, { version: 1 });
      expect(res.statusCode).toBe(422);
      expect(res.json<Answer>().code).toBe('VALIDATION_FAILED');
      expect(res.json<Answer>().errors).toMatchObject({
        objective: ['Required field.'],
        budget: ['Required field.'],
        groups: [expect.any(String)],
        creative_ids: expect.arrayContaining(['Select at least one creative.']) as unknown,
      });
      expect((await inject('GET', `/campaigns/${draft.id}`, user)).json<Answer>().data).toMatchObject({
        status: 'draft',
        version: 1,
        reservation: null,
      });
      expect(await reservationsOf(draft.id)).toEqual([]);
    });

    it('refuses a budget above the available balance (422 BUDGET_OVER_BALANCE) and a stale version', async () => {
      const { campaign } = await fundedDraft(user, { budget: '600000' });
      const res = await inject('POST', `/campaigns/${campaign.id}/publish`, user, { version: 1 });
      expect(res.statusCode).toBe(422);
      expect(res.json<Answer>().code).toBe('BUDGET_OVER_BALANCE');
      expect(res.json<Answer>().errors['budget']).toEqual([
        'The budget cannot exceed the available balance (R$ 5.001,00).',
      ]);
      const stale = await inject('POST', `/campaigns/${campaign.id}/publish`, user, { version: 3 });
      expect(stale.json<Answer>().code).toBe('VERSION_CONFLICT');
      expect(await reservationsOf(campaign.id)).toEqual([]);
    });

    it("lets every role publish and answers 404 for another company's campaign", async () => {
      for (const as of [userManager, manager]) {
        const { campaign } = await fundedDraft(as);
        expect(
          (await inject('POST', `/campaigns/${campaign.id}/publish`, other, { version: 1 })).statusCode,
        ).toBe(404);
        expect(
          (await inject('POST', `/campaigns/${campaign.id}/publish`, as, { version: 1 })).statusCode,
        ).toBe(200);
      }
      const bad = await inject('POST', `/campaigns/${(await fundedDraft()).campaign.id}/publish`, user, {
        version: 'x',
      });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('PUT campaigns/:id of a published campaign', () => {
    async function published() {
      const draft = await fundedDraft();
      const res = await inject('POST', `/campaigns/${draft.campaign.id}/publish`, user, { version: 1 });
      return { ...draft, campaign: res.json<Answer>().data };
    }
    const edit = (c: { campaign: CampaignJson; creativeId: string }, overrides: Record<string, unknown>) =>
      inject('PUT', `/campaigns/${c.campaign.id}`, user, {
        ...campaignBody(c.creativeId, overrides),
        version: c.campaign.version,
        groups: c.campaign.groups.map((g) => ({
          id: g.id,
          name: g.name,
          // A smaller campaign budget takes its group and strategy budgets down with it.
          budget: (overrides['budget'] as string | undefined) ?? g.budget,
          start_date: campaignBody(c.creativeId).start_date,
          strategies: g.strategies.map((s) => ({
            id: s.id,
            name: s.name,
            budget: (overrides['budget'] as string | undefined) ?? s.budget,
            bid: s.bid,
          })),
        })),
      });

    it('adjusts the reservation to a budget change (up, then down), back to pending with the e-mail', async () => {
      const c = await published();
      await queryRows(t.deps.db, sql`UPDATE campaigns SET status = 'active' WHERE id = ${c.campaign.id}`);
      const up = await edit(c, { budget: '150000' });
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json<Answer>().data).toMatchObject({
        status: 'pending',
        version: 3,
        budget: '150000',
        reservation: { reserved: '150000', remaining: '150000', released: '0' },
      });
      expect(await balanceOf(c.advertiserId)).toBe('350100');
      const down = await edit({ ...c, campaign: up.json<Answer>().data }, { budget: '80000' });
      expect(down.json<Answer>().data.reservation).toEqual({
        reserved: '150000',
        spent: '0',
        released: '70000',
        remaining: '80000',
      });
      expect(await balanceOf(c.advertiserId)).toBe('420100');
      const mails = await mailsTo(userEmail);
      expect(mails.at(-1)!.text_body).toContain('went back to processing and review');
      await expectLedgerBalanced(t.deps.db);
    });

    it('enforces the rules (422) and the balance, changing nothing', async () => {
      const c = await published();
      const broken = await edit(c, { objective: undefined, budget: '100000' });
      expect(broken.statusCode).toBe(422);
      expect(Object.keys(broken.json<Answer>().errors)).toEqual(['objective']);
      const over = await edit(c, { budget: '600000', groups: undefined });
      expect(over.statusCode).toBe(422);
      expect(over.json<Answer>().code).toBe('BUDGET_OVER_BALANCE');
      const got = (await inject('GET', `/campaigns/${c.campaign.id}`, user)).json<Answer>().data;
      expect(got).toMatchObject({ version: 2, budget: '100000', reservation: { remaining: '100000' } });
      expect(await balanceOf(c.advertiserId)).toBe('400100');
      await expectLedgerBalanced(t.deps.db);
    });

    it('refuses to edit a paused or finished campaign (409)', async () => {
      const c = await published();
      await queryRows(t.deps.db, sql`UPDATE campaigns SET status = 'paused' WHERE id = ${c.campaign.id}`);
      const paused = await edit(c, {});
      expect(paused.statusCode).toBe(409);
      expect(paused.json<Answer>()).toMatchObject({ code: 'CAMPAIGN_PAUSED' });
      await queryRows(t.deps.db, sql`UPDATE campaigns SET status = 'finished' WHERE id = ${c.campaign.id}`);
      expect((await edit(c, {})).json<Answer>().code).toBe('CAMPAIGN_FINISHED');
    });
  });
});
