import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { roles } from '@verba/domain';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { advertiserBody } from './advertiser-test-body';

type Advertiser = { id: string; ad_category_ids: string[] };
type Errors = { code: string; errors: Record<string, string[]> };

describe('advertiser ad categories (IAB Content Taxonomy 3.1, tier 1 or 2)', () => {
  let t: TestApp;
  let headers: Record<string, { authorization: string }>;
  let otherHeaders: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 0, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    headers = {};
    for (const role of roles)
      headers[role] = (
        await createSignedInUser({ db: t.deps.db, companyId: company.id, role, language: 'en' })
      ).headers;
    otherHeaders = (await createSignedInUser({ db: t.deps.db, role: 'user' })).headers;
  });
  afterAll(() => t.close());

  const create = (overrides: Record<string, unknown>, as = headers.user!) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/advertisers',
      headers: as,
      payload: advertiserBody(overrides),
    });
  const update = (id: string, overrides: Record<string, unknown>, as = headers.user!) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/advertisers/${id}`,
      headers: as,
      payload: advertiserBody(overrides),
    });
  const created = async (overrides: Record<string, unknown> = {}) => {
    const res = await create(overrides);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Advertiser }>().data;
  };

  it('every role saves up to 3 categories of tier 1 or 2 on create and edit, and answers them', async () => {
    for (const role of roles) {
      const res = await create({ ad_category_ids: ['1', '30'] }, headers[role]);
      expect(res.statusCode, res.body).toBe(201);
      const advertiser = res.json<{ data: Advertiser }>().data;
      expect(advertiser.ad_category_ids).toEqual(['1', '30']);
      const edited = await update(advertiser.id, { ad_category_ids: ['210', '211', '483'] }, headers[role]);
      expect(edited.statusCode, edited.body).toBe(200);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/advertisers/${advertiser.id}`,
        headers: headers[role]!,
      });
      expect(read.json<{ data: Advertiser }>().data.ad_category_ids).toEqual(['210', '211', '483']);
    }
  });

  it('defaults to none; an edit without the field keeps them, an empty list clears them', async () => {
    expect((await created()).ad_category_ids).toEqual([]);
    const advertiser = await created({ ad_category_ids: ['1'] });
    expect((await update(advertiser.id, {})).json<{ data: Advertiser }>().data.ad_category_ids).toEqual([
      '1',
    ]);
    expect(
      (await update(advertiser.id, { ad_category_ids: [] })).json<{ data: Advertiser }>().data
        .ad_category_ids,
    ).toEqual([]);
  });

  it('audits a change of categories as an advertiser edit', async () => {
    const body = advertiserBody({ ad_category_ids: ['1'] });
    const advertiser = await created(body);
    await update(advertiser.id, { ...body, ad_category_ids: ['1', '30'] });
    const rows = await queryRows<{ action: string; metadata: { fields: string[] } }>(
      t.deps.db,
      sql`SELECT action, metadata FROM audit_log WHERE target_id = ${advertiser.id} ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['advertiser.created', 'advertiser.updated']);
    expect(rows[1]!.metadata.fields).toEqual(['adCategoryIds']);
  });

  it('refuses an unknown id, a tier-3 id, more than 3 and repeats with a 422 on the field, changing nothing', async () => {
    const advertiser = await created({ ad_category_ids: ['1'] });
    const cases: [unknown, string][] = [
      [['1', 'nope'], 'Unknown ad category: choose a category from the list.'],
      // Sedan: tier 3 (Automotive › Auto Body Styles › Sedan).
      [['9'], 'Unknown ad category: choose a category from the list.'],
      [['1', '30', '31', '32'], 'Select at most 3.'],
      [['1', '1'], 'Each category can be chosen only once.'],
    ];
    for (const [ids, message] of cases) {
      for (const res of [
        await create({ ad_category_ids: ids }),
        await update(advertiser.id, { ad_category_ids: ids }),
      ]) {
        expect(res.statusCode, res.body).toBe(422);
        const body = res.json<Errors>();
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.errors.ad_category_ids).toEqual([message]);
      }
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiser.id}`,
      headers: headers.user!,
    });
    expect(read.json<{ data: Advertiser }>().data.ad_category_ids).toEqual(['1']);
  });

  it('another company cannot see or edit them (404)', async () => {
    const advertiser = await created({ ad_category_ids: ['1'] });
    const res = await update(advertiser.id, { ad_category_ids: ['30'] }, otherHeaders);
    expect(res.statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advertisers/${advertiser.id}`,
      headers: otherHeaders,
    });
    expect(read.statusCode).toBe(404);
  });

  it('GET ad-categories (public) lists tiers 1 and 2, each tier 1 followed by its children, named in the language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ad-categories',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<{
      data: { id: string; parent_id: string | null; cattax: number; name: string }[];
    }>().data;
    expect(data).toHaveLength(360);
    expect(data.every((c) => c.cattax === 7)).toBe(true);
    const automotive = data.findIndex((c) => c.id === '1');
    expect(data[automotive]).toMatchObject({ name: 'Automotivo', parent_id: null });
    expect(data[automotive + 1]!.parent_id).toBe('1');
    expect(data.some((c) => c.id === '9')).toBe(false);
  });
});
