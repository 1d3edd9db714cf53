import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { releaseReservation } from '@verba/core/ledger/release-reservation';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdvertiser } from '../pixels/pixel-test-helpers';
import {
  campaignBody,
  createTestCampaign,
  fundAdvertiser,
  groupBody,
  insertCreative,
  strategyBody,
  type CampaignJson,
  type Headers,
} from './campaign-test-helpers';

type Answer = { data: CampaignJson; errors: Record<string, string[]>; code: string };

describe('campaigns API: pause, activate, groups and strategies', () => {
  let t: TestApp;
  let user: Headers;
  let manager: Headers;
  let other: Headers;

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    user = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user', language: 'en' }))
      .headers;
    manager = (
      await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'manager', language: 'en' })
    ).headers;
    other = (await createSignedInUser({ db: t.deps.db, role: 'manager', language: 'en' })).headers;
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, as: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: as, ...(payload && { payload }) });
  const post = async (url: string, as: Headers = user, payload?: object) => {
    const res = await inject('POST', url, as, payload);
    return { status: res.statusCode, body: res.json<Answer>() };
  };

  /** An active campaign (approved by SQL: review is another module) with two strategies in one group. */
  async function activeCampaign() {
    const advertiserId = await createTestAdvertiser(t, user);
    await fundAdvertiser(t, advertiserId, 500_000n);
    const creativeId = await insertCreative(t, advertiserId);
    const draft = await createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      ...campaignBody(creativeId, {
        groups: [
          groupBody({
            strategies: [
              strategyBody({ budget: '50000' }),
              strategyBody({ name: 'Segunda', budget: '50000' }),
            ],
          }),
        ],
      }),
    });
    expect((await post(`/campaigns/${draft.id}/publish`, user, { version: 1 })).status).toBe(200);
    await queryRows(t.deps.db, sql`UPDATE campaigns SET status = 'active' WHERE id = ${draft.id}`);
    const campaign = (await inject('GET', `/campaigns/${draft.id}`, user)).json<Answer>().data;
    return { advertiserId, creativeId, campaign };
  }
  const statuses = (c: CampaignJson) => [
    c.status,
    ...c.groups.flatMap((g) => [g.status, ...g.strategies.map((s) => s.status)]),
  ];

  it('cascades pauses and activations (spec §4), restoring a group exactly', async () => {
    const { campaign } = await activeCampaign();
    const [s1, s2] = campaign.groups[0]!.strategies;
    const group = campaign.groups[0]!.id;
    expect(
      (await post(`/campaigns/${campaign.id}/strategies/${s2!.id}/pause`)).body.data.groups[0]!.strategies[1]!
        .status,
    ).toBe('paused');
    let c = (await post(`/campaigns/${campaign.id}/groups/${group}/pause`, manager)).body.data;
    expect(statuses(c)).toEqual(['active', 'paused', 'inactive', 'paused']);
    const inPausedGroup = await post(`/campaigns/${campaign.id}/strategies/${s1!.id}/activate`);
    expect([inPausedGroup.status, inPausedGroup.body.code]).toEqual([409, 'GROUP_PAUSED']);
    expect(inPausedGroup.body.errors).toEqual([
      'The group is paused. Activate it to pause or activate its strategies.',
    ]);
    c = (await post(`/campaigns/${campaign.id}/groups/${group}/activate`)).body.data;
    expect(statuses(c)).toEqual(['active', 'active', 'active', 'paused']);

    const paused = await post(`/campaigns/${campaign.id}/pause`);
    expect(paused.status).toBe(200);
    // What the user paused (the second strategy) stays paused through the campaign's pause.
    expect(statuses(paused.body.data)).toEqual(['paused', 'inactive', 'inactive', 'paused']);
    const due = await queryRows<{ hours: string }>(
      t.deps.db,
      sql`SELECT round(extract(epoch FROM consolidation_due_at - paused_at) / 3600)::text AS hours FROM campaigns WHERE id = ${campaign.id}`,
    );
    expect(due[0]!.hours).toBe('48');
    const blocked = await post(`/campaigns/${campaign.id}/groups/${group}/pause`);
    expect([blocked.status, blocked.body.code]).toEqual([409, 'CAMPAIGN_PAUSED']);
    expect((await post(`/campaigns/${campaign.id}/pause`)).body.code).toBe('CAMPAIGN_NOT_PAUSABLE');
    const activated = await post(`/campaigns/${campaign.id}/activate`);
    expect(statuses(activated.body.data)).toEqual(['active', 'active', 'active', 'active']);
    expect(activated.body.data.paused_at).toBeNull();
    const [row] = await queryRows<{ due: string | null }>(
      t.deps.db,
      sql`SELECT consolidation_due_at AS due FROM campaigns WHERE id = ${campaign.id}`,
    );
    expect(row!.due).toBeNull();
    expect((await post(`/campaigns/${campaign.id}/pause`, other)).status).toBe(404);
  });

  it('refuses an activation that would bring back more budget than the parent holds (issue 26)', async () => {
    const { campaign } = await activeCampaign();
    const [s1, s2] = campaign.groups[0]!.strategies;
    const approve = () =>
      queryRows(t.deps.db, sql`UPDATE campaigns SET status = 'active' WHERE id = ${campaign.id}`);
    expect((await post(`/campaigns/${campaign.id}/strategies/${s2!.id}/pause`)).status).toBe(200);
    // Raising the other strategy to the whole group budget is allowed while the second is paused.
    const raised = await inject('PUT', `/campaigns/${campaign.id}/strategies/${s1!.id}`, user, {
      ...strategyBody({ budget: '100000' }),
      version: (await inject('GET', `/campaigns/${campaign.id}`, user)).json<Answer>().data.version,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    await approve();
    const refused = await post(`/campaigns/${campaign.id}/strategies/${s2!.id}/activate`);
    expect([refused.status, refused.body.code]).toEqual([422, 'ACTIVATION_STRATEGIES_OVER_GROUP']);
    expect(refused.body.errors).toEqual([
      'Activating would bring the active strategies of group “Grupo 1” to R$ 1.500,00, more than the group budget (R$ 1.000,00). ' +
        'Lower the budgets of “Estratégia principal”, “Segunda” by R$ 500,00 in all, or raise the group’s, then activate again.',
    ]);

    expect((await post(`/campaigns/${campaign.id}/pause`)).status).toBe(200);
    const everything = await post(`/campaigns/${campaign.id}/activate`);
    expect([everything.status, everything.body.code]).toEqual([
      422,
      'CAMPAIGN_ACTIVATION_STRATEGIES_OVER_BUDGET',
    ]);
    const kept = await post(`/campaigns/${campaign.id}/activate`, user, { keep_paused: true });
    expect(kept.status).toBe(200);
    expect(statuses(kept.body.data)).toEqual(['active', 'active', 'active', 'paused']);
    const bad = await post(`/campaigns/${campaign.id}/pause`, user, { keep_paused: 'yes' });
    expect(bad.status).toBe(200); // pause takes no body; only activate reads keep_paused
  });

  it('reserves the budget again when activated after consolidation', async () => {
    const { advertiserId, campaign } = await activeCampaign();
    await post(`/campaigns/${campaign.id}/pause`);
    const [c] = await queryRows<{ reservation_id: string }>(
      t.deps.db,
      sql`SELECT reservation_id FROM campaigns WHERE id = ${campaign.id}`,
    );
    await releaseReservation({ db: t.deps.db, reservationId: c!.reservation_id });
    await queryRows(t.deps.db, sql`UPDATE campaigns SET consolidated_at = now() WHERE id = ${campaign.id}`);
    const balance = async () =>
      (await inject('GET', `/advertisers/${advertiserId}`, user)).json<{ data: { balance: string } }>().data
        .balance;
    expect(await balance()).toBe('500100');
    const activated = await post(`/campaigns/${campaign.id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({
      status: 'active',
      consolidated_at: null,
      reservation: { reserved: '100000', remaining: '100000' },
    });
    expect(await balance()).toBe('400100');
    await expectLedgerBalanced(t.deps.db);
  });

  it("pauses an advertiser's running campaigns when it is deactivated, leaving drafts alone", async () => {
    const { advertiserId, creativeId, campaign } = await activeCampaign();
    const draft = await createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      ...campaignBody(creativeId),
    });
    const res = await inject('PUT', `/advertisers/${advertiserId}/status`, user, { status: 'inactive' });
    expect(res.statusCode).toBe(200);
    const got = (await inject('GET', `/campaigns/${campaign.id}`, user)).json<Answer>().data;
    expect(statuses(got)).toEqual(['paused', 'inactive', 'inactive', 'inactive']);
    expect((await inject('GET', `/campaigns/${draft.id}`, user)).json<Answer>().data.status).toBe('draft');
    const again = await post(`/campaigns/${campaign.id}/activate`);
    expect([again.status, again.body.code]).toEqual([409, 'ADVERTISER_INACTIVE']);
  });

  describe('groups and strategies one at a time', () => {
    it('adds and changes groups and strategies of a draft; unknown ids and other companies answer 404', async () => {
      const advertiserId = await createTestAdvertiser(t, user);
      const creativeId = await insertCreative(t, advertiserId);
      const draft = await createTestCampaign(t, user, {
        advertiser_id: advertiserId,
        ...campaignBody(creativeId),
      });
      const added = await post(`/campaigns/${draft.id}/groups`, manager, {
        name: 'Grupo B',
        budget: '20000',
      });
      expect(added.status).toBe(201);
      const groupB = added.body.data.groups[1]!;
      expect(groupB).toMatchObject({ name: 'Grupo B', status: 'active', strategies: [] });
      const withStrategy = await post(
        `/campaigns/${draft.id}/groups/${groupB.id}/strategies`,
        user,
        strategyBody({ budget: '20000' }),
      );
      expect(withStrategy.status).toBe(201);
      const strategy = withStrategy.body.data.groups[1]!.strategies[0]!;
      const renamed = await inject('PUT', `/campaigns/${draft.id}/groups/${groupB.id}`, user, {
        name: 'Grupo B2',
        budget: '20000',
        version: withStrategy.body.data.version,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<Answer>().data.groups[1]).toMatchObject({
        name: 'Grupo B2',
        strategies: [{ id: strategy.id }],
      });
      const rebid = await inject('PUT', `/campaigns/${draft.id}/strategies/${strategy.id}`, user, {
        ...strategyBody({ budget: '20000', bid: { type: 'CPC', amount: '250' } }),
        version: renamed.json<Answer>().data.version,
      });
      expect(rebid.json<Answer>().data.groups[1]!.strategies[0]).toMatchObject({
        id: strategy.id,
        bid: { type: 'CPC', amount: '250' },
      });
      const unknown = await inject('PUT', `/campaigns/${draft.id}/groups/${strategy.id}`, user, {
        name: 'x',
        version: rebid.json<Answer>().data.version,
      });
      expect([unknown.statusCode, unknown.json<Answer>().code]).toEqual([404, 'GROUP_NOT_FOUND']);
      expect((await post(`/campaigns/${draft.id}/groups`, other, { name: 'x' })).status).toBe(404);
      const bad = await post(`/campaigns/${draft.id}/groups`, user, { name: '' });
      expect(bad.status).toBe(422);
      expect((await inject('GET', `/campaigns/${draft.id}`, user)).json<Answer>().data.groups).toHaveLength(
        2,
      );
    });

    it('checks every rule when a published campaign changes a group; a valid change sends it back to pending', async () => {
      const { campaign } = await activeCampaign();
      const empty = await post(`/campaigns/${campaign.id}/groups`, user, {
        name: 'Extra',
        version: campaign.version,
      });
      expect(empty.status).toBe(422);
      expect(Object.keys(empty.body.errors)).toEqual(['groups.1.budget', 'groups.1.strategies']);
      const group = campaign.groups[0]!;
      const renamed = await inject('PUT', `/campaigns/${campaign.id}/groups/${group.id}`, user, {
        name: 'Renomeado',
        budget: group.budget,
        start_date: campaignBody('x').start_date,
        version: campaign.version,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<Answer>().data).toMatchObject({ status: 'pending', version: campaign.version + 1 });
    });
  });
});
