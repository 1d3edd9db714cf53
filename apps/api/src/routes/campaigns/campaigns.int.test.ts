import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdvertiser } from '../pixels/pixel-test-helpers';
import {
  campaignBody,
  createTestCampaign,
  groupBody,
  insertCreative,
  strategyBody,
  type CampaignJson,
  type Headers,
} from './campaign-test-helpers';

type Answer = {
  data: CampaignJson & CampaignJson[];
  meta: { total: number };
  errors: Record<string, string[]>;
  code: string;
};

describe('campaigns API: drafts, reads and lists', () => {
  let t: TestApp;
  let user: Headers;
  let userManager: Headers;
  let manager: Headers;
  let other: Headers;
  let advertiserId: string;
  let otherAdvertiserId: string;
  let creativeId: string;

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    const signIn = async (role: 'user' | 'user_manager' | 'manager', companyId?: string) =>
      (await createSignedInUser({ db: t.deps.db, companyId, role, language: 'en' })).headers;
    user = await signIn('user', company.id);
    userManager = await signIn('user_manager', company.id);
    manager = await signIn('manager', company.id);
    other = await signIn('manager');
    advertiserId = await createTestAdvertiser(t, user);
    otherAdvertiserId = await createTestAdvertiser(t, other);
    creativeId = await insertCreative(t, advertiserId);
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: as, ...(payload && { payload }) });
  const campaignCount = async () =>
    Number((await queryRows<{ n: string }>(t.deps.db, sql`SELECT count(*) AS n FROM campaigns`))[0]!.n);

  describe('POST campaigns', () => {
    it('creates a draft with its tree for every role, in the advertiser currency', async () => {
      for (const as of [user, userManager, manager]) {
        const campaign = await createTestCampaign(t, as, {
          advertiser_id: advertiserId,
          ...campaignBody(creativeId),
        });
        expect(campaign).toMatchObject({
          status: 'draft',
          type: 'PROGRAMMATIC',
          currency: 'BRL',
          budget: '100000',
          version: 1,
          advertiser_id: advertiserId,
          advertiser_name: 'Pão Quente',
          creative_ids: [creativeId],
          reservation: null,
          actions: { edit: true, publish: true, delete: true, pause: false, activate: false },
        });
        expect(campaign.groups).toHaveLength(1);
        expect(campaign.groups[0]!.strategies[0]).toMatchObject({
          status: 'active',
          bid: { type: 'CPM', amount: '500' },
        });
      }
    });

    it('saves an almost empty draft (type only) and reports what publishing needs in issues', async () => {
      const campaign = await createTestCampaign(t, user, {
        advertiser_id: advertiserId,
        type: 'NATIVE',
        wizard_step: 'basics',
      });
      expect(campaign).toMatchObject({ status: 'draft', name: null, wizard_step: 'basics', groups: [] });
      const codes = campaign.issues.errors.map((i) => `${i.code}@${i.path}`);
      expect(codes).toEqual(
        expect.arrayContaining([
          'REQUIRED@name',
          'REQUIRED@budget',
          'GROUPS_REQUIRED@groups',
          'CREATIVES_REQUIRED@creative_ids',
        ]),
      );
      expect(campaign.issues.errors.find((i) => i.path === 'name')!.key).toBe('validation:required');
    });

    it('keeps a rule error of a draft in issues (bid under the minimum) without refusing the save', async () => {
      const campaign = await createTestCampaign(t, user, {
        advertiser_id: advertiserId,
        ...campaignBody(creativeId, {
          groups: [groupBody({ strategies: [strategyBody({ bid: { type: 'CPM', amount: '100' } })] })],
        }),
      });
      expect(campaign.issues.errors).toContainEqual(
        expect.objectContaining({ code: 'BID_BELOW_MINIMUM', path: 'groups.0.strategies.0.bid.amount' }),
      );
    });

    it('refuses bad input with translated field errors and stores nothing', async () => {
      const before = await campaignCount();
      const bad = await inject('POST', '/campaigns', user, {
        advertiser_id: advertiserId,
        type: 'PROGRAMMATIC',
        budget: '12,50',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json<Answer>().errors['budget']).toEqual(['Invalid amount: enter a whole number of cents.']);
      const noType = await inject('POST', '/campaigns', user, { advertiser_id: advertiserId });
      expect(noType.statusCode).toBe(422);
      const ends = await inject('POST', '/campaigns', user, {
        advertiser_id: advertiserId,
        ...campaignBody(creativeId, { start_date: '2030-05-10', end_date: '2030-05-01' }),
      });
      expect(ends.statusCode).toBe(422);
      expect(Object.keys(ends.json<Answer>().errors)).toEqual(['end_date']);
      const zero = await inject('POST', '/campaigns', user, {
        advertiser_id: advertiserId,
        type: 'PROGRAMMATIC',
        budget: '0',
      });
      expect(zero.statusCode).toBe(422);
      const foreignCreative = await inject('POST', '/campaigns', user, {
        advertiser_id: advertiserId,
        type: 'PROGRAMMATIC',
        creative_ids: [await insertCreative(t, otherAdvertiserId)],
      });
      expect(foreignCreative.statusCode).toBe(422);
      expect(foreignCreative.json<Answer>().errors).toEqual({ 'creative_ids.0': ['Creative not found.'] });
      expect(await campaignCount()).toBe(before);
    });

    it("answers 404 for another company's advertiser and 409 for an inactive one", async () => {
      const res = await inject('POST', '/campaigns', user, {
        advertiser_id: otherAdvertiserId,
        type: 'NATIVE',
      });
      expect(res.statusCode).toBe(404);
      const inactive = await createTestAdvertiser(t, user);
      expect(
        (await inject('PUT', `/advertisers/${inactive}/status`, user, { status: 'inactive' })).statusCode,
      ).toBe(200);
      const refused = await inject('POST', '/campaigns', user, { advertiser_id: inactive, type: 'NATIVE' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<Answer>().code).toBe('ADVERTISER_INACTIVE');
    });
  });

  describe('GET and PUT campaigns/:id', () => {
    it("reads a campaign for each role of the company; another company's is a 404", async () => {
      const campaign = await createTestCampaign(t, user, {
        advertiser_id: advertiserId,
        ...campaignBody(creativeId),
      });
      for (const as of [user, userManager, manager])
        expect((await inject('GET', `/campaigns/${campaign.id}`, as)).json<Answer>().data.id).toBe(
          campaign.id,
        );
      expect((await inject('GET', `/campaigns/${campaign.id}`, other)).statusCode).toBe(404);
      expect((await inject('GET', '/campaigns/not-a-uuid', user)).statusCode).toBe(404);
      expect(
        (await inject('PUT', `/campaigns/${campaign.id}`, other, { version: 1, type: 'PROGRAMMATIC' }))
          .statusCode,
      ).toBe(404);
      expect((await inject('DELETE', `/campaigns/${campaign.id}`, other)).statusCode).toBe(404);
    });

    it('saves the whole tree: ids updated, new ones created, missing ones removed', async () => {
      const created = await createTestCampaign(t, user, {
        advertiser_id: advertiserId,
        ...campaignBody(creativeId, { groups: [groupBody(), groupBody({ name: 'Grupo 2' })] }),
      });
      const [first, second] = created.groups;
      const res = await inject('PUT', `/campaigns/${created.id}`, userManager, {
        ...campaignBody(creativeId, { name: 'Natal' }),
        version: created.version,
        wizard_step: 'review',
        groups: [
          {
            ...groupBody({ name: 'Grupo 1 renomeado' }),
            id: first!.id,
            strategies: [
              { ...strategyBody({ name: 'Mantida' }), id: first!.strategies[0]!.id },
              strategyBody({ name: 'Nova', budget: '5000' }),
            ],
          },
          groupBody({ name: 'Grupo novo' }),
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json<Answer>().data;
      expect(saved).toMatchObject({ name: 'Natal', version: 2, wizard_step: 'review', status: 'draft' });
      expect(saved.groups.map((g) => g.name)).toEqual(['Grupo 1 renomeado', 'Grupo novo']);
      expect(saved.groups[0]!.id).toBe(first!.id);
      expect(saved.groups[0]!.strategies.map((s) => s.name)).toEqual(['Mantida', 'Nova']);
      expect(saved.groups[0]!.strategies[0]!.id).toBe(first!.strategies[0]!.id);
      expect(saved.groups.map((g) => g.id)).not.toContain(second!.id);
      const got = (await inject('GET', `/campaigns/${created.id}`, user)).json<Answer>().data;
      expect(got).toEqual(saved);
    });

    it('refuses a stale version (409 VERSION_CONFLICT), a type change and unknown ids, changing nothing', async () => {
      const created = await createTestCampaign(t, user, {
        advertiser_id: advertiserId,
        ...campaignBody(creativeId),
      });
      const stale = await inject('PUT', `/campaigns/${created.id}`, user, {
        ...campaignBody(creativeId),
        version: 7,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<Answer>()).toMatchObject({ code: 'VERSION_CONFLICT' });
      expect(stale.json<Answer>().errors[0 as unknown as string]).toMatch(/changed elsewhere/);
      const type = await inject('PUT', `/campaigns/${created.id}`, user, {
        ...campaignBody(creativeId),
        type: 'NATIVE',
        version: 1,
      });
      expect(type.json<Answer>().code).toBe('CAMPAIGN_TYPE_LOCKED');
      const unknownGroup = await inject('PUT', `/campaigns/${created.id}`, user, {
        ...campaignBody(creativeId, {
          groups: [{ ...groupBody(), id: '00000000-0000-4000-8000-000000000000' }],
        }),
        version: 1,
      });
      expect(unknownGroup.statusCode).toBe(404);
      expect(unknownGroup.json<Answer>().code).toBe('GROUP_NOT_FOUND');
      const bad = await inject('PUT', `/campaigns/${created.id}`, user, {
        ...campaignBody(creativeId),
        name: '',
        version: 1,
      });
      expect(bad.statusCode).toBe(422);
      const got = (await inject('GET', `/campaigns/${created.id}`, user)).json<Answer>().data;
      expect(got).toMatchObject({ version: 1, name: 'Black Friday' });
      expect(got.groups).toHaveLength(1);
    });
  });

  describe('DELETE campaigns/:id', () => {
    it('discards a draft (then 404); a published campaign cannot be deleted', async () => {
      const created = await createTestCampaign(t, manager, { advertiser_id: advertiserId, type: 'NATIVE' });
      expect((await inject('DELETE', `/campaigns/${created.id}`, user)).statusCode).toBe(204);
      expect((await inject('GET', `/campaigns/${created.id}`, user)).statusCode).toBe(404);
      const published = await createTestCampaign(t, user, { advertiser_id: advertiserId, type: 'NATIVE' });
      await queryRows(
        t.deps.db,
        sql`UPDATE campaigns SET status = 'pending', name = 'x', budget = 1, start_date = '2030-01-01', objective = 'IMPRESSION' WHERE id = ${published.id}`,
      );
      const refused = await inject('DELETE', `/campaigns/${published.id}`, user);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<Answer>().code).toBe('CAMPAIGN_NOT_DELETABLE');
    });
  });

  describe('GET campaigns', () => {
    let listAdvertiser: string;
    beforeAll(async () => {
      listAdvertiser = await createTestAdvertiser(t, user);
      const c = await insertCreative(t, listAdvertiser);
      for (const [name, budget, type] of [
        ['Alfa', '40000', 'PROGRAMMATIC'],
        ['beta', '90000', 'PROGRAMMATIC'],
        ['Gama', '2000000', 'NATIVE'],
      ] as const)
        await createTestCampaign(t, user, {
          advertiser_id: listAdvertiser,
          ...campaignBody(c, { name, budget, type }),
        });
      await createTestCampaign(t, user, { advertiser_id: listAdvertiser, type: 'PUSH' });
    });
    const names = async (query: string, as = user) => {
      const res = await inject('GET', `/campaigns?advertiser_id=${listAdvertiser}&${query}`, as);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Answer>().data.map((c) => c.name);
    };

    it('pages newest first by default, filters and sorts on the server', async () => {
      expect(await names('')).toEqual([null, 'Gama', 'beta', 'Alfa']);
      expect(await names('sort=name&order=asc')).toEqual(['Alfa', 'beta', 'Gama', null]);
      expect(await names('sort=budget&order=desc')).toEqual([null, 'Gama', 'beta', 'Alfa']);
      expect(await names('q=ET')).toEqual(['beta']);
      expect(await names('type=NATIVE')).toEqual(['Gama']);
      expect(await names('status=draft&type=PUSH')).toEqual([null]);
      expect(await names('budget=500')).toEqual(['Alfa']);
      expect(await names('budget=1000')).toEqual(['beta', 'Alfa']);
      expect(await names('budget=15000%2B')).toEqual(['Gama']);
      expect(await names('period=today')).toHaveLength(4);
      expect(await names('period=last_month')).toEqual([]);
      const page = await inject('GET', `/campaigns?advertiser_id=${listAdvertiser}&per_page=2&page=2`, user);
      expect(page.json<Answer>()).toMatchObject({ meta: { total: 4, current_page: 2, last_page: 2 } });
      expect(page.json<Answer>().data[0]).toMatchObject({ advertiser_name: 'Pão Quente', currency: 'BRL' });
    });

    it("shows each role the company's campaigns and never another company's", async () => {
      for (const as of [userManager, manager]) expect(await names('', as)).toHaveLength(4);
      expect(await names('', other)).toEqual([]);
      const bad = await inject('GET', '/campaigns?sort=color', user);
      expect(bad.statusCode).toBe(422);
    });
  });
});
