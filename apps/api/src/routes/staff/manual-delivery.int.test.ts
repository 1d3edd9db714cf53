import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@verba/db';
import { formatDate } from '@verba/domain';
import { connectorFor } from '@verba/core/channels/registry';
import { dayFromToday, insertManualCampaign } from '@verba/core/channels/manual/testing';
import { xlsxOf } from '@verba/core/spreadsheets/test-files';
import { createCompany, createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { multipart } from '../custom-lists/test-helpers';
import { call } from '../users/users-test-helpers';

type Json = Record<string, unknown> & { data: Record<string, unknown> };
const d1 = dayFromToday(-3);
const d2 = dayFromToday(-2);
const d3 = dayFromToday(-1);
/** 22/11/2026 from 2026-11-22. */
const br = (day: string) => formatDate(day, 'pt-BR');

describe('MANUAL campaigns delivered by staff records (issue 27)', () => {
  let t: TestApp;
  let staff: SignedInUser;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let campaignId: string;
  let strategyIds: string[];
  let otherCampaignId: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const db = t.deps.db;
    const verba = await createCompany({ db, tradeName: 'Verba' });
    staff = await createSignedInUser({ db, companyId: verba.id, isStaff: true });
    const agency = await createCompany({ db, tradeName: 'Agência Gerenciada' });
    owner = await createSignedInUser({ db, companyId: agency.id, role: 'manager' });
    const other = await createCompany({ db, tradeName: 'Outra Agência' });
    stranger = await createSignedInUser({ db, companyId: other.id, role: 'manager' });
    ({ campaignId, strategyIds } = await insertManualCampaign({
      db,
      budget: 100_000n, // R$ 1.000,00
      companyId: agency.id,
      strategies: ['Linha Rádio', 'Linha Jornal'],
    }));
    ({ campaignId: otherCampaignId } = await insertManualCampaign({
      db,
      budget: 50_000n,
      companyId: other.id,
    }));
  });
  afterAll(() => t.close());

  const upload = (
    as: SignedInUser | null,
    bytes: Buffer,
    name: string,
    path: 'preview' | 'confirm',
    id = campaignId,
  ) => {
    const body = multipart(
      'file',
      name,
      name.endsWith('.xlsx') ? 'application/octet-stream' : 'text/csv',
      bytes,
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/managed-campaigns/${id}/delivery-files${path === 'preview' ? '/preview' : ''}`,
      headers: { ...(as ? as.headers : {}), ...body.headers },
      payload: body.payload,
    });
  };
  const day = (overrides: Record<string, unknown> = {}) => ({
    day: d1,
    impressions: 10_000,
    clicks: 120,
    conversions: 3,
    video_views: 0,
    cost_micros: '150000000', // R$ 150,00
    ...overrides,
  });
  const count = async () =>
    (await queryRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM manual_delivery_days`))[0]!
      .n;

  it('is platform staff only: 401 without a token, 403 for a company user, nothing stored', async () => {
    expect(
      (await call(t, null, 'POST', `staff/managed-campaigns/${campaignId}/days`, day())).statusCode,
    ).toBe(401);
    expect(
      (await call(t, owner, 'POST', `staff/managed-campaigns/${campaignId}/days`, day())).statusCode,
    ).toBe(403);
    expect((await call(t, owner, 'GET', 'staff/managed-campaigns')).statusCode).toBe(403);
    expect((await call(t, owner, 'GET', `staff/managed-campaigns/${campaignId}`)).statusCode).toBe(403);
    const csv = Buffer.from(`date,impressions,clicks,cost\n${d1},10,1,1.00\n`);
    expect((await upload(owner, csv, 'd.csv', 'preview')).statusCode).toBe(403);
    expect((await upload(owner, csv, 'd.csv', 'confirm')).statusCode).toBe(403);
    expect(await count()).toBe(0);
  });

  it('refuses a day with clear, translated messages per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ day: dayFromToday(1) }, 'day', 'ainda não terminou'],
      [{ day: dayFromToday(-30) }, 'day', 'anterior ao início'],
      [{ clicks: 20_000 }, 'clicks', 'não podem passar das impressões'],
      [{ impressions: -1, clicks: 0 }, 'impressions', 'zero ou maior'],
      [{ cost_micros: '-1' }, 'cost_micros', 'não pode ser negativo'],
      [{ strategy_id: otherCampaignId }, 'strategy_id', 'Estratégia não encontrada'],
    ];
    for (const [overrides, field, text] of cases) {
      const res = await call(t, staff, 'POST', `staff/managed-campaigns/${campaignId}/days`, day(overrides), {
        'accept-language': 'pt-BR',
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      const body = res.json<{ code: string; errors: Record<string, string[]> }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors[field]?.join(' '), JSON.stringify(body)).toContain(text);
    }
    const staffEn = await createSignedInUser({
      db: t.deps.db,
      companyId: staff.user.companyId,
      isStaff: true,
      language: 'en',
    });
    const en = await call(
      t,
      staffEn,
      'POST',
      `staff/managed-campaigns/${campaignId}/days`,
      day({ clicks: 20_000 }),
    );
    expect(en.json<{ errors: Record<string, string[]> }>().errors.clicks).toEqual([
      'Clicks cannot exceed impressions.',
    ]);
    expect(
      (await call(t, staff, 'POST', `staff/managed-campaigns/${strategyIds[0]}/days`, day())).json<{
        code: string;
      }>().code,
    ).toBe('MANUAL_CAMPAIGN_NOT_FOUND');
    expect(await count()).toBe(0);
  });

  it('records a day, corrects it (audited with the previous figures), and the connector answers the records', async () => {
    const first = await call(
      t,
      staff,
      'POST',
      `staff/managed-campaigns/${campaignId}/days`,
      day({ note: 'Relatório do parceiro' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Json>().data).toMatchObject({
      day: d1,
      cost_micros: '150000000',
      replaced: false,
      source: 'form',
    });
    const corrected = await call(
      t,
      staff,
      'POST',
      `staff/managed-campaigns/${campaignId}/days`,
      day({ impressions: 11_000, cost_micros: '165500000' }),
    );
    expect(corrected.json<Json>().data).toMatchObject({
      impressions: 11_000,
      cost_micros: '165500000',
      replaced: true,
    });
    expect(await count()).toBe(1);
    const audit = await queryRows<{
      metadata: Record<string, unknown>;
      company_id: string;
      actor_user_id: string;
    }>(
      t.deps.db,
      sql`SELECT metadata, company_id::text, actor_user_id::text FROM audit_log
          WHERE action = 'manual_delivery.day_recorded' ORDER BY id`,
    );
    expect(audit).toHaveLength(2);
    expect(audit[0]!.metadata.replaced).toBeUndefined();
    expect(audit[1]).toMatchObject({
      company_id: owner.user.companyId,
      actor_user_id: staff.user.id,
      metadata: {
        day: d1,
        impressions: 11_000,
        cost_micros: '165500000',
        replaced: { impressions: 10_000, cost_micros: '150000000', clicks: 120 },
      },
    });

    const connector = connectorFor(t.deps, 'manual')!;
    expect(connector.campaignTypes).toEqual(['MANUAL']);
    const ref = await connector.createPaused({
      plan: {
        campaignId,
        companyId: owner.user.companyId,
        advertiserId: 'a',
        type: 'MANUAL',
        name: 'x',
        currency: 'BRL',
        startDate: d1,
        endDate: null,
        dailyBudgetMicros: 0n,
        groups: [],
      },
    });
    expect(ref).toEqual({ platform: 'manual', accountId: 'verba', campaignId, ids: {} });
    expect((await connector.reviewState({ ref })).status).toBe('approved');
    expect(await connector.statistics({ ref, from: d1, to: d3 })).toEqual([
      {
        date: d1,
        hour: null,
        strategyId: null,
        impressions: 11_000,
        clicks: 120,
        costMicros: 165_500_000n,
        conversions: 3,
        conversionValueMicros: 0n,
        videoViews: 0,
        videoQuartiles: [0, 0, 0, 0],
      },
    ]);
    expect(await connector.statistics({ ref, from: d2, to: d3 })).toEqual([]);
  });

  it('imports a pt-BR CSV (; decimal comma, BOM) after a preview, all or nothing, per strategy', async () => {
    const csv = Buffer.from(
      `\uFEFFData;Impressões;Cliques;Custo;Conversões;Estratégia\n` +
        `${br(d2)};12.345;210;R$ 1.234,56;4;Linha Rádio\n` +
        `${br(d2)};1.000;10;45,50;0;linha jornal\n` +
        `${br(d3)};500;5;10,00;0;Linha Rádio\n`,
    );
    const preview = await upload(staff, csv, 'parceiro.csv', 'preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const view = preview.json<Json>().data as {
      acceptable: boolean;
      stored: boolean;
      file_sha256: string;
      totals: Record<string, unknown>;
      rows: { figures: Record<string, unknown>; strategy_id: string; change: string }[];
    };
    expect(view, preview.body).toMatchObject({ acceptable: true, stored: false, format: 'csv' });
    expect(view.totals).toEqual({
      rows: 3,
      refused: 0,
      new: 3,
      changed: 0,
      unchanged: 0,
      cost_micros: '1290060000',
    });
    expect(view.rows[0]).toMatchObject({
      strategy_id: strategyIds[0],
      change: 'new',
      figures: { impressions: 12_345, clicks: 210, conversions: 4, cost_micros: '1234560000' },
    });
    expect(view.rows[1]!.strategy_id).toBe(strategyIds[1]);
    expect(await count()).toBe(1); // the preview stored nothing

    const body = multipart('file', 'parceiro.csv', 'text/csv', csv);
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/managed-campaigns/${campaignId}/delivery-files?sha256=${'0'.repeat(64)}`,
      headers: { ...staff.headers, ...body.headers },
      payload: body.payload,
    });
    expect(changed.json<{ code: string }>().code).toBe('MANUAL_DELIVERY_FILE_CHANGED');

    const confirm = await upload(staff, csv, 'parceiro.csv', 'confirm');
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json<Json>().data).toMatchObject({ stored: true });
    expect(await count()).toBe(4);
    const [audit] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'manual_delivery.day_recorded'
          AND metadata->>'file_sha256' = ${view.file_sha256} AND metadata->>'file_name' = 'parceiro.csv'`,
    );
    expect(audit!.n).toBe(3);
    // The same file again changes nothing and records nothing new.
    const again = await upload(staff, csv, 'parceiro.csv', 'preview');
    expect((again.json<Json>().data as { totals: unknown }).totals).toMatchObject({ unchanged: 3, new: 0 });
  });

  it('refuses a file with any bad row whole, each row listed; a formula-looking cell is shown neutralised', async () => {
    const csv = Buffer.from(
      `date,impressions,clicks,cost,strategy\n` +
        `${d2},100,1,1.00,Linha Rádio\n` + // would correct the imported day: refused with the rest
        `${d3},100,500,2.00,\n` +
        `${d3},100,1,3.00,"=HYPERLINK(""http://x.example"",""y"")"\n`,
    );
    const preview = await upload(staff, csv, '=cmd.csv', 'preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const view = preview.json<Json>().data as {
      acceptable: boolean;
      file_name: string;
      rows: {
        row: number;
        change: string | null;
        strategy_name: string;
        problems: { key: string; params: Record<string, string> }[];
      }[];
    };
    expect(view.acceptable).toBe(false);
    expect(view.file_name).toBe("'=cmd.csv");
    expect(view.rows[0]).toMatchObject({ row: 2, change: 'changed', problems: [] });
    expect(view.rows[1]!.problems.map((p) => p.key)).toContain(
      'manualDelivery:problems.clicks_above_impressions',
    );
    expect(view.rows[2]!.strategy_name).toBe(`'=HYPERLINK("http://x.example","y")`);
    expect(view.rows[2]!.problems[0]).toEqual({
      field: 'strategy',
      key: 'manualDelivery:problems.unknown_strategy',
      params: { value: `'=HYPERLINK("http://x.example","y")` },
    });
    const before = await count();
    const refused = await upload(staff, csv, 'x.csv', 'confirm');
    expect(refused.statusCode).toBe(422);
    expect(
      refused.json<{ code: string; errors: Record<string, string[]> }>().errors.file!.join('\n'),
    ).toContain("'=HYPERLINK");
    expect(await count()).toBe(before);
  });

  it('imports an XLSX (numbers and dates as cells) and an English CSV', async () => {
    const { campaignId: id } = await insertManualCampaign({
      db: t.deps.db,
      budget: 20_000n,
      companyId: owner.user.companyId,
    });
    const xlsx = await xlsxOf([
      ['Date', 'Impressions', 'Clicks', 'Cost', 'Conversions', 'Video views'],
      [d1, 2000, 20, 12.34, 1, 900],
    ]);
    const res = await upload(staff, xlsx, 'parceiro.xlsx', 'confirm', id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json<Json>().data as { rows: unknown[] }).rows[0]).toMatchObject({
      day: d1,
      figures: { impressions: 2000, clicks: 20, conversions: 1, video_views: 900, cost_micros: '12340000' },
    });
    const en = Buffer.from(`date,impressions,clicks,cost\n${d2},"1,500",15,"1,234.50"\n`);
    const enRes = await upload(staff, en, 'en.csv', 'confirm', id);
    expect(enRes.statusCode, enRes.body).toBe(200);
    expect((enRes.json<Json>().data as { rows: unknown[] }).rows[0]).toMatchObject({
      figures: { impressions: 1500, cost_micros: '1234500000' },
    });
  });

  it('lists managed campaigns with totals; the advertiser sees its own records, never another company’s', async () => {
    const list = await call(t, staff, 'GET', 'staff/managed-campaigns?per_page=50');
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json<{ data: Record<string, unknown>[] }>().data.find((c) => c.id === campaignId);
    expect(mine).toMatchObject({
      company_name: 'Agência Gerenciada',
      advertiser_name: 'Padaria Gerenciada',
      budget: '100000',
      reserved: '100000',
      recorded_cost_micros: String(165_500_000 + 1_290_060_000),
      last_day: d3,
    });
    const detail = await call(t, staff, 'GET', `staff/managed-campaigns/${campaignId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect((detail.json<Json>().data as { days: unknown[] }).days).toHaveLength(4);

    const seen = await call(t, owner, 'GET', `campaigns/${campaignId}/manual-delivery`);
    expect(seen.statusCode, seen.body).toBe(200);
    const data = seen.json<Json>().data as {
      days: Record<string, unknown>[];
      totals: Record<string, unknown>;
    };
    expect(data.days.map((d) => d.day)).toEqual([d3, d2, d2, d1]);
    expect(data.days[0]).not.toHaveProperty('file_name');
    expect(data.totals).toMatchObject({ reserved: '100000', impressions: 11_000 + 12_345 + 1_000 + 500 });
    const hidden = await call(t, stranger, 'GET', `campaigns/${campaignId}/manual-delivery`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<{ code: string }>().code).toBe('MANUAL_CAMPAIGN_NOT_FOUND');
  });
});
