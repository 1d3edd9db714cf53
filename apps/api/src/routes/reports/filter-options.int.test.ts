import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { ReportFilterOption } from '@verba/domain';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import {
  campaignBody,
  createTestCampaign,
  groupBody,
  insertCreative,
  strategyBody,
  type CampaignJson,
  type Headers,
} from '../campaigns/campaign-test-helpers';
import { createTestAdvertiser } from '../pixels/pixel-test-helpers';

type Groups = { groups: { id: string; name: string; strategies: { id: string; name: string }[] }[] };

/** The /reports pickers of campaigns, groups, strategies and creatives: by name, inside the chosen campaigns, company only. */
describe('GET reports/filter-options', () => {
  let t: TestApp;
  let ana: Headers;
  let other: Headers;
  let verao: CampaignJson & Groups;
  let inverno: CampaignJson & Groups;
  let deles: CampaignJson & Groups;
  let bannerVerao: string;

  beforeAll(async () => {
    t = await createTestApp({ advertiserCreationPerMinute: 1_000 });
    const a = await createCompany({ db: t.deps.db });
    const b = await createCompany({ db: t.deps.db });
    ana = (await createSignedInUser({ db: t.deps.db, companyId: a.id, role: 'user' })).headers;
    other = (await createSignedInUser({ db: t.deps.db, companyId: b.id, role: 'user' })).headers;
    const make = async (as: Headers, name: string, group: string, strategies: string[], creative: string) => {
      const advertiserId = await createTestAdvertiser(t, as);
      const creativeId = await insertCreative(t, advertiserId, creative);
      const campaign = await createTestCampaign(t, as, {
        advertiser_id: advertiserId,
        ...campaignBody(creativeId, {
          name,
          groups: [
            groupBody({
              name: group,
              strategies: strategies.map((s) => strategyBody({ name: s, budget: '50000' })),
            }),
          ],
        }),
      });
      return { campaign: campaign as CampaignJson & Groups, creativeId };
    };
    const v = await make(ana, 'Verão 2027', 'Praias', ['Capitais', 'Litoral'], 'Banner verão');
    verao = v.campaign;
    bannerVerao = v.creativeId;
    inverno = (await make(ana, 'Inverno 2027', 'Serra', ['Capitais do sul'], 'Banner inverno')).campaign;
    deles = (await make(other, 'Deles', 'Praias deles', ['Capitais deles'], 'Banner deles')).campaign;
  });
  afterAll(() => t.close());

  const options = async (as: Headers, query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reports/filter-options?${query}`,
      headers: as,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ReportFilterOption[] }>().data;
  };

  it('finds groups, strategies and creatives by name, narrowed to the chosen campaigns', async () => {
    expect((await options(ana, 'kind=group')).map((o) => [o.name, o.campaign])).toEqual([
      ['Praias', 'Verão 2027'],
      ['Serra', 'Inverno 2027'],
    ]);
    expect((await options(ana, 'kind=strategy&q=capitais')).map((o) => `${o.group} › ${o.name}`)).toEqual([
      'Praias › Capitais',
      'Serra › Capitais do sul',
    ]);
    expect(
      (await options(ana, `kind=strategy&q=capitais&campaign_ids=${inverno.id}`)).map((o) => o.name),
    ).toEqual(['Capitais do sul']);
    expect(
      (await options(ana, `kind=creative&campaign_ids=${verao.id}`)).map((o) => [o.name, o.campaign]),
    ).toEqual([['Banner verão', 'Verão 2027']]);
    expect(
      (await options(ana, `kind=creative&advertiser_ids=${inverno.advertiser_id}`)).map((o) => o.name),
    ).toEqual(['Banner inverno']);
    // Campaigns by name, of the chosen advertisers.
    expect((await options(ana, 'kind=campaign&q=2027')).map((o) => o.name)).toEqual([
      'Inverno 2027',
      'Verão 2027',
    ]);
    expect(
      (await options(ana, `kind=campaign&advertiser_ids=${verao.advertiser_id}`)).map((o) => o.name),
    ).toEqual(['Verão 2027']);
    expect(await options(ana, 'kind=campaign&q=deles')).toEqual([]);
    expect((await options(ana, `kind=campaign&ids=${deles.id}`)).map((o) => o.id)).not.toContain(deles.id);
    // A LIKE wildcard is a plain character.
    expect(await options(ana, 'kind=group&q=%25')).toEqual([]);
  });

  it('names the ones already picked even outside the search, and never another company’s', async () => {
    const litoral = verao.groups[0]!.strategies[1]!.id;
    const picked = await options(ana, `kind=strategy&q=serra-nada&ids=${litoral}`);
    expect(picked.map((o) => o.name)).toEqual(['Litoral']);
    // B's objects are not found by name, by campaign or by id.
    const theirs = deles.groups[0]!;
    expect(await options(ana, 'kind=group&q=deles')).toEqual([]);
    expect(await options(ana, `kind=strategy&campaign_ids=${deles.id}`)).toEqual([]);
    expect(await options(ana, `kind=group&ids=${theirs.id}`)).toHaveLength(2); // only A's own two
    expect((await options(ana, `kind=group&ids=${theirs.id}`)).map((o) => o.id)).not.toContain(theirs.id);
    expect((await options(other, `kind=creative&ids=${bannerVerao}`)).map((o) => o.name)).toEqual([
      'Banner deles',
    ]);
    // Deleted groups are offered only once picked.
    await queryRows(
      t.deps.db,
      sql`UPDATE campaign_groups SET deleted_at = now() WHERE id = ${inverno.groups[0]!.id}`,
    );
    expect((await options(ana, 'kind=group')).map((o) => o.name)).toEqual(['Praias']);
    expect((await options(ana, `kind=group&ids=${inverno.groups[0]!.id}`)).map((o) => o.name)).toEqual([
      'Serra',
      'Praias',
    ]);
  });

  it('refuses an unknown kind (422) and answers 401 without a session', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reports/filter-options?kind=site',
      headers: ana,
    });
    expect(bad.statusCode).toBe(422);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/reports/filter-options?kind=group' });
    expect(anonymous.statusCode).toBe(401);
  });
});
