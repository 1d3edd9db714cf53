import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
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

describe('campaigns API: audit log and strategy references', () => {
  let t: TestApp;
  let user: Headers;
  let userId: string;
  let advertiserId: string;
  let otherAdvertiserId: string;
  let creativeId: string;

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    const signedIn = await createSignedInUser({
      db: t.deps.db,
      companyId: company.id,
      role: 'user',
      language: 'en',
    });
    user = signedIn.headers;
    userId = signedIn.user.id;
    const other = (await createSignedInUser({ db: t.deps.db, role: 'manager', language: 'en' })).headers;
    advertiserId = await createTestAdvertiser(t, user);
    otherAdvertiserId = await createTestAdvertiser(t, other);
    creativeId = await insertCreative(t, advertiserId);
  });
  afterAll(() => t.close());

  const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user, ...(payload && { payload }) });
  const actionsOf = async (campaignId: string) =>
    (
      await queryRows<{ action: string; actor_user_id: string; target_type: string }>(
        t.deps.db,
        sql`SELECT action, actor_user_id, target_type FROM audit_log WHERE target_id = ${campaignId} ORDER BY id`,
      )
    ).map((r) => {
      expect(r.actor_user_id).toBe(userId);
      expect(r.target_type).toBe('campaign');
      return r.action;
    });
  const insertList = async (owner: string, type: string) => {
    const [row] = await queryRows<{ id: string }>(
      t.deps.db,
      sql`INSERT INTO custom_lists (company_id, advertiser_id, type, entry_kind, name)
          SELECT company_id, id, ${type}, ${type === 'EMAIL_AUDIENCE' ? 'email' : 'domain'}, ${`${type} ${Math.random()}`}
          FROM advertisers WHERE id = ${owner} RETURNING id`,
    );
    return row!.id;
  };

  it('records every campaign action in the audit log', async () => {
    await fundAdvertiser(t, advertiserId, 500_000n);
    const created = await createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      ...campaignBody(creativeId),
    });
    const put = await inject('PUT', `/campaigns/${created.id}`, {
      ...campaignBody(creativeId, { name: 'Renamed' }),
      version: created.version,
    });
    expect(put.statusCode, put.body).toBe(200);
    let campaign = put.json<Answer>().data;
    const group = await inject('POST', `/campaigns/${campaign.id}/groups`, {
      ...groupBody({ name: 'Second', budget: '1000' }),
      strategies: undefined,
      version: campaign.version,
    });
    expect(group.statusCode, group.body).toBe(201);
    campaign = group.json<Answer>().data;
    const groupId = campaign.groups[1]!.id;
    const strategy = await inject('POST', `/campaigns/${campaign.id}/groups/${groupId}/strategies`, {
      ...strategyBody({ budget: '1000' }),
      version: campaign.version,
    });
    expect(strategy.statusCode, strategy.body).toBe(201);
    campaign = strategy.json<Answer>().data;
    const strategyId = campaign.groups[1]!.strategies[0]!.id;
    const updatedStrategy = await inject('PUT', `/campaigns/${campaign.id}/strategies/${strategyId}`, {
      ...strategyBody({ budget: '1000', name: 'Renamed strategy' }),
      version: campaign.version,
    });
    expect(updatedStrategy.statusCode, updatedStrategy.body).toBe(200);
    campaign = updatedStrategy.json<Answer>().data;
    const updatedGroup = await inject('PUT', `/campaigns/${campaign.id}/groups/${groupId}`, {
      ...groupBody({ name: 'Second renamed', budget: '1000' }),
      strategies: undefined,
      version: campaign.version,
    });
    expect(updatedGroup.statusCode, updatedGroup.body).toBe(200);
    // Back to one group before publishing (the second's budget is over the campaign's).
    campaign = updatedGroup.json<Answer>().data;
    const trimmed = await inject('PUT', `/campaigns/${campaign.id}`, {
      ...campaignBody(creativeId, { name: 'Renamed' }),
      version: campaign.version,
    });
    campaign = trimmed.json<Answer>().data;
    const published = await inject('POST', `/campaigns/${campaign.id}/publish`, {
      version: campaign.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    await queryRows(t.deps.db, sql`UPDATE campaigns SET status = 'active' WHERE id = ${campaign.id}`);
    const firstStrategy = published.json<Answer>().data.groups[0]!.strategies[0]!.id;
    const firstGroup = published.json<Answer>().data.groups[0]!.id;
    for (const url of [
      `/campaigns/${campaign.id}/strategies/${firstStrategy}/pause`,
      `/campaigns/${campaign.id}/strategies/${firstStrategy}/activate`,
      `/campaigns/${campaign.id}/groups/${firstGroup}/pause`,
      `/campaigns/${campaign.id}/groups/${firstGroup}/activate`,
      `/campaigns/${campaign.id}/pause`,
      `/campaigns/${campaign.id}/activate`,
    ]) {
      const res = await inject('POST', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    expect(await actionsOf(campaign.id)).toEqual([
      'campaign.created',
      'campaign.updated',
      'campaign.group_created',
      'campaign.strategy_created',
      'campaign.strategy_updated',
      'campaign.group_updated',
      'campaign.updated',
      'campaign.published',
      'campaign.strategy_paused',
      'campaign.strategy_activated',
      'campaign.group_paused',
      'campaign.group_activated',
      'campaign.paused',
      'campaign.activated',
    ]);

    const draft = await createTestCampaign(t, user, { advertiser_id: advertiserId, type: 'NATIVE' });
    expect((await inject('DELETE', `/campaigns/${draft.id}`)).statusCode).toBe(204);
    expect(await actionsOf(draft.id)).toEqual(['campaign.created', 'campaign.deleted']);
  });

  it('does not record a refused action', async () => {
    const draft = await createTestCampaign(t, user, { advertiser_id: advertiserId, type: 'NATIVE' });
    const refused = await inject('POST', `/campaigns/${draft.id}/pause`);
    expect(refused.statusCode).toBe(409);
    expect(await actionsOf(draft.id)).toEqual(['campaign.created']);
  });

  it("accepts the advertiser's own lists, catalogue audiences and categories", async () => {
    const site = await insertList(advertiserId, 'SITE_LIST');
    const block = await insertList(advertiserId, 'BLACKLIST');
    const campaign = await createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      ...campaignBody(creativeId, {
        groups: [
          groupBody({
            strategies: [
              strategyBody({ list_ids: [site, block], audience_ids: ['3'], content_category_ids: ['150'] }),
            ],
          }),
        ],
      }),
    });
    expect(campaign.groups[0]!.strategies[0]).toMatchObject({ list_ids: [site, block] });
  });

  it('refuses foreign or wrong-type lists and unknown audiences or categories (422 on the field)', async () => {
    const foreign = await insertList(otherAdvertiserId, 'SITE_LIST');
    const email = await insertList(advertiserId, 'EMAIL_AUDIENCE');
    const count = async () =>
      Number((await queryRows<{ n: string }>(t.deps.db, sql`SELECT count(*) AS n FROM campaigns`))[0]!.n);
    const before = await count();
    const bad = strategyBody({
      list_ids: [foreign, email, 'not-a-uuid'],
      audience_ids: ['3', 'nope'],
      content_category_ids: ['150', '999999'],
    });
    const res = await inject('POST', '/campaigns', {
      advertiser_id: advertiserId,
      ...campaignBody(creativeId, { groups: [groupBody({ strategies: [bad] })] }),
    });
    expect(res.statusCode, res.body).toBe(422);
    const at = 'groups.0.strategies.0';
    expect(res.json<Answer>().errors).toEqual({
      [`${at}.list_ids.0`]: ['Custom list not found.'],
      [`${at}.list_ids.1`]: ['E-mail lists (custom audiences) need an advertiser older than 3 months.'],
      [`${at}.list_ids.2`]: ['Custom list not found.'],
      [`${at}.audience_ids.1`]: ['Audience not found.'],
      [`${at}.content_category_ids.1`]: ['Content category not found.'],
    });
    expect(await count()).toBe(before);

    const draft = await createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      ...campaignBody(creativeId),
    });
    const strategyId = draft.groups[0]!.strategies[0]!.id;
    const put = await inject('PUT', `/campaigns/${draft.id}/strategies/${strategyId}`, {
      ...strategyBody({ list_ids: [foreign] }),
      version: draft.version,
    });
    expect(put.statusCode).toBe(422);
    expect(Object.keys(put.json<Answer>().errors)).toEqual([`${at}.list_ids.0`]);
  });
});
