import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestDeps, type TestDeps } from '../../testing';
import { createCompany } from '../../testing/factories';
import { createLiveFeed, type LiveBatch } from './create-live-feed';
import { loadLiveStrategies } from './load-live-strategies';

/** CREATIVES_ORIGIN (a CDN): the creatives' files are served under it, not under APP_URL. */
const creativesOrigin = 'https://cdn.verba.test';

interface Tree {
  campaignId: string;
  groupId: string;
  strategyId: string;
  creativeId: string;
  listId: string;
}

async function seedLiveCampaign(deps: TestDeps, { status = 'active' } = {}): Promise<Tree> {
  const company = await createCompany({ db: deps.db });
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(deps.db, query))[0]!;
  const advertiser = await one<{ id: string }>(
    sql`INSERT INTO advertisers (company_id, name, display_name, website, currency, owner_document, owner_document_type, owner_name)
        VALUES (${company.id}, 'Loja', 'Loja', 'https://www.Loja.example.com.br/inicio', 'BRL', '52998224725', 'CPF', 'Dona') RETURNING id`,
  );
  const asset = await one<{ id: string }>(
    sql`INSERT INTO creative_assets (company_id, advertiser_id, kind, mime_type, size_bytes, width, height, blob_key, file_token)
        VALUES (${company.id}, ${advertiser.id}, 'image', 'image/png', 1000, 300, 250, gen_random_uuid()::text, 'tok') RETURNING id`,
  );
  const creative = await one<{ id: string }>(
    sql`INSERT INTO creatives (company_id, advertiser_id, name, format, status, asset_id, width, height, destination_url)
        VALUES (${company.id}, ${advertiser.id}, 'Banner ' || gen_random_uuid(), 'DISPLAY', 'approved', ${asset.id}, 300, 250,
                'https://loja.example.com.br/oferta') RETURNING id`,
  );
  const list = await one<{ id: string }>(
    sql`INSERT INTO custom_lists (company_id, advertiser_id, type, entry_kind, name)
        VALUES (${company.id}, ${advertiser.id}, 'SITE_LIST', 'domain', 'Sites ' || gen_random_uuid()) RETURNING id`,
  );
  await queryRows(
    deps.db,
    sql`INSERT INTO custom_list_entries (list_id, value) VALUES (${list.id}, 'noticias.example.com.br')`,
  );
  const campaign = await one<{ id: string }>(
    sql`INSERT INTO campaigns (company_id, advertiser_id, name, type, objective, currency, budget, daily_budget, start_date, status)
        VALUES (${company.id}, ${advertiser.id}, 'Campanha', 'PROGRAMMATIC', 'IMPRESSION', 'BRL', 100000, 10000, DATE '2026-01-01', ${status})
        RETURNING id`,
  );
  await queryRows(
    deps.db,
    sql`INSERT INTO campaign_creatives (campaign_id, creative_id, position) VALUES (${campaign.id}, ${creative.id}, 0)`,
  );
  const group = await one<{ id: string }>(
    sql`INSERT INTO campaign_groups (company_id, campaign_id, name) VALUES (${company.id}, ${campaign.id}, 'Grupo') RETURNING id`,
  );
  const targeting = JSON.stringify({ devices: ['MOBILE'], list_ids: [list.id], audience_ids: ['1'] });
  const strategy = await one<{ id: string }>(
    sql`INSERT INTO campaign_strategies (company_id, campaign_id, group_id, name, budget, targeting, bid_type, bid_amount,
                                         frequency_cap_count, frequency_cap_period, frequency_cap_unit)
        VALUES (${company.id}, ${campaign.id}, ${group.id}, 'Estratégia', 50000, ${targeting}::jsonb, 'CPM', 450, 3, 1, 'DAYS')
        RETURNING id`,
  );
  return {
    campaignId: campaign.id,
    groupId: group.id,
    strategyId: strategy.id,
    creativeId: creative.id,
    listId: list.id,
  };
}

describe('live strategies from PostgreSQL', () => {
  let deps: TestDeps;
  let live: Tree;
  beforeAll(async () => {
    deps = await createTestDeps();
    live = await seedLiveCampaign(deps);
    await seedLiveCampaign(deps, { status: 'draft' });
  });
  afterAll(() => deps.database.close());

  it('loads an active campaign strategy with its creatives, lists and advertiser domain', async () => {
    const strategies = await loadLiveStrategies({
      db: deps.db,
      now: new Date('2026-03-10T12:00:00Z'),
      creativesOrigin,
    });
    expect(strategies).toHaveLength(1);
    const [s] = strategies;
    expect(s).toMatchObject({
      strategyId: live.strategyId,
      groupId: live.groupId,
      campaignId: live.campaignId,
      campaignType: 'PROGRAMMATIC',
      currency: 'BRL',
      bid: { type: 'CPM', amount: 450n },
      budget: { strategy: 50000n, group: 100000n, campaign: 100000n, campaignDaily: 10000n },
      startDate: '2026-01-01',
      endDate: null,
      frequencyCap: { count: 3, period: 1, unit: 'DAYS' },
      targeting: {
        devices: ['MOBILE'],
        audienceIds: ['1'],
        lists: [{ id: live.listId, type: 'SITE_LIST', entries: ['noticias.example.com.br'] }],
      },
    });
    expect(s).not.toHaveProperty('adCategories');
    expect(s!.creatives).toEqual([
      expect.objectContaining({
        id: live.creativeId,
        format: 'DISPLAY',
        width: 300,
        height: 250,
        destinationUrl: 'https://loja.example.com.br/oferta',
        advertiserDomain: 'loja.example.com.br',
      }),
    ]);
    expect(s!.creatives[0]!.mediaUrl).toMatch(/^https:\/\/cdn\.verba\.test\/cr\/v1\/[0-9a-f-]+\/tok\.png$/);
    // Before its start date it is not live.
    expect(
      await loadLiveStrategies({ db: deps.db, now: new Date('2025-12-31T12:00:00Z'), creativesOrigin }),
    ).toEqual([]);
  });

  it('feeds only the changes: pause a strategy → removed; activate → back; within a second', async () => {
    const feed = createLiveFeed({
      db: deps.db,
      creativesOrigin,
      intervalMs: 50,
      now: () => new Date('2026-03-10T12:00:00Z'),
    });
    const iterator = feed[Symbol.asyncIterator]();
    const next = async (): Promise<LiveBatch> => (await iterator.next()).value as LiveBatch;
    try {
      const first = await next();
      expect(first.upserts.map((s) => s.strategyId)).toEqual([live.strategyId]);

      let started = Date.now();
      await queryRows(
        deps.db,
        sql`UPDATE campaign_strategies SET status = 'paused' WHERE id = ${live.strategyId}`,
      );
      expect(await next()).toEqual({ upserts: [], removals: [live.strategyId] });
      expect(Date.now() - started).toBeLessThan(1000);

      started = Date.now();
      await queryRows(
        deps.db,
        sql`UPDATE campaign_strategies SET status = 'active' WHERE id = ${live.strategyId}`,
      );
      const back = await next();
      expect(back.removals).toEqual([]);
      expect(back.upserts.map((s) => s.strategyId)).toEqual([live.strategyId]);
      expect(Date.now() - started).toBeLessThan(1000);

      // A new list entry reaches the strategy; its version changes.
      await queryRows(
        deps.db,
        sql`INSERT INTO custom_list_entries (list_id, value) VALUES (${live.listId}, 'esportes.example.com.br')`,
      );
      const listed = await next();
      expect(listed.upserts[0]!.targeting.lists[0]!.entries).toEqual([
        'esportes.example.com.br',
        'noticias.example.com.br',
      ]);
      expect(listed.upserts[0]!.version).not.toBe(back.upserts[0]!.version);

      // The creative archived: no creative left, the strategy leaves.
      await queryRows(deps.db, sql`UPDATE creatives SET archived_at = now() WHERE id = ${live.creativeId}`);
      expect(await next()).toEqual({ upserts: [], removals: [live.strategyId] });
      await queryRows(deps.db, sql`UPDATE creatives SET archived_at = NULL WHERE id = ${live.creativeId}`);
      expect((await next()).upserts).toHaveLength(1);

      // The advertiser declares ad categories: the strategy carries them with their tier-1 parents.
      await queryRows(
        deps.db,
        sql`UPDATE advertisers SET ad_category_ids = '{30}'
            WHERE id = (SELECT advertiser_id FROM campaigns WHERE id = ${live.campaignId})`,
      );
      expect((await next()).upserts[0]!.adCategories).toEqual(['30', '1']);

      // Pausing the campaign removes it; a change that changes nothing sends nothing.
      await queryRows(deps.db, sql`UPDATE campaigns SET updated_at = now() WHERE id = ${live.campaignId}`);
      await queryRows(deps.db, sql`UPDATE campaigns SET status = 'paused' WHERE id = ${live.campaignId}`);
      expect(await next()).toEqual({ upserts: [], removals: [live.strategyId] });
      await queryRows(deps.db, sql`UPDATE campaigns SET status = 'active' WHERE id = ${live.campaignId}`);
      expect((await next()).upserts.map((s) => s.strategyId)).toEqual([live.strategyId]);
    } finally {
      feed.stop();
      await iterator.return?.();
    }
  });
});

describe('the live feed at São Paulo midnight', () => {
  let deps: TestDeps;
  let live: Tree;
  beforeAll(async () => {
    deps = await createTestDeps();
    live = await seedLiveCampaign(deps);
    await queryRows(
      deps.db,
      sql`UPDATE campaigns SET end_date = DATE '2026-03-10' WHERE id = ${live.campaignId}`,
    );
  });
  afterAll(() => deps.database.close());

  it('drops a campaign whose end date has passed, with no change written', async () => {
    // 23:59 on 2026-03-10 in São Paulo (UTC−3).
    let now = new Date('2026-03-11T02:59:00Z');
    const feed = createLiveFeed({ db: deps.db, creativesOrigin, intervalMs: 20, now: () => now });
    const iterator = feed[Symbol.asyncIterator]();
    try {
      const first = (await iterator.next()).value as LiveBatch;
      expect(first.upserts.map((s) => s.strategyId)).toEqual([live.strategyId]);
      now = new Date('2026-03-11T03:00:01Z');
      expect((await iterator.next()).value).toEqual({ upserts: [], removals: [live.strategyId] });
    } finally {
      feed.stop();
      await iterator.return?.();
    }
  });
});
