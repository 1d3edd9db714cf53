import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { queryRows } from '@verba/db';
import { createTestDeps, type TestDeps } from '@verba/core/testing';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { xlsxOf } from '@verba/core/spreadsheets/test-files';
import { buildApp, type App } from '../../app';
import { createAdvertiserAged, createList, importFile, type Headers, type Json } from './test-helpers';

const addresses = [
  'Maria.Silva@Exemplo.com.br',
  'joao.souza+promo@gmail.com',
  'ana.lima@empresa.com',
  'carla.rocha@loja.com.br',
];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('e-mail audiences', () => {
  let deps: TestDeps;
  let app: App;
  let headers: Headers;
  let advertiserId: string;
  const log: string[] = [];

  beforeAll(async () => {
    deps = await createTestDeps({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    // Every log line of the app, at the most verbose level, to check no address is ever logged.
    deps.logger = pino(
      { level: 'trace' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          log.push(chunk.toString());
          done();
        },
      }),
    );
    app = await buildApp({ deps });
    await app.ready();
    const company = await createCompany({ db: deps.db });
    headers = (await createSignedInUser({ db: deps.db, companyId: company.id, role: 'user', language: 'en' }))
      .headers;
    advertiserId = await createAdvertiserAged({ app, deps, close: async () => {} }, headers, 100);
  });
  afterAll(async () => {
    await app.close();
    await deps.database.close();
  });
  const t = () => ({ app, deps, close: async () => {} });

  it('refuses an e-mail audience for an advertiser not older than 3 months, saying from when', async () => {
    const young = await createAdvertiserAged(t(), headers, 80);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/custom-lists',
      headers,
      payload: { advertiser_id: young, type: 'EMAIL_AUDIENCE', name: 'Clientes' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'CUSTOM_AUDIENCE_ADVERTISER_TOO_YOUNG' });
    expect(res.json<{ errors: string[] }>().errors[0]).toMatch(/from \d\d\/\d\d\/\d{4}\.$/);
    // A site list needs no age.
    await createList(t(), headers, { advertiser_id: young, type: 'SITE_LIST', name: 'Sites' });
  });

  it('hashes e-mails at upload, reports valid, invalid and matched rows, and never stores or logs an address', async () => {
    const list = await createList(t(), headers, {
      advertiser_id: advertiserId,
      type: 'EMAIL_AUDIENCE',
      name: 'Clientes',
    });
    const bytes = await xlsxOf([
      ['E-mail'],
      ...addresses.map((a) => [a]),
      ['  MARIA.SILVA@exemplo.com.br '],
      ['sem-arroba.com'],
    ]);
    const res = await importFile(t(), headers, list.id, bytes);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<{ data: { report: Record<string, unknown> } }>().data.report;
    expect(report).toMatchObject({
      rows: 6,
      valid: 5,
      invalid: 1,
      duplicates: 1,
      added: 4,
      invalid_rows: [{ row: 7, reason: 'email_invalid', value: null }],
    });
    const expected = addresses.map((a) => sha256(a.toLowerCase())).sort();
    const matched = expected.filter((h) => parseInt(h.slice(0, 2), 16) < 154).length;
    expect(report.matched).toBe(matched);

    const entries = await app.inject({
      method: 'GET',
      url: `/api/v1/custom-lists/${list.id}/entries`,
      headers,
    });
    expect(entries.json<{ data: { value: string }[] }>().data.map((e) => e.value)).toEqual(expected);

    // A hash prefix finds its entry; an address is never taken as a search (the SPA hashes it).
    const prefix = expected[0]!.slice(0, 10);
    const found = await app.inject({
      method: 'GET',
      url: `/api/v1/custom-lists/${list.id}/entries?search=${prefix}`,
      headers,
    });
    expect(found.json<{ meta: { total: number } }>().meta.total).toBe(1);

    const added = await app.inject({
      method: 'POST',
      url: `/api/v1/custom-lists/${list.id}/entries`,
      headers,
      payload: { entries: ['nova.pessoa@exemplo.org'] },
    });
    expect(added.json<Json>().data).toMatchObject({ added: 1, list: { entry_count: 5 } });

    const csv = await app.inject({
      method: 'GET',
      url: `/api/v1/custom-lists/${list.id}/export?format=csv`,
      headers,
    });
    const exported: string[][] = parse(csv.rawPayload, { bom: true });
    expect(exported[0]).toEqual(['email_sha256']);
    expect(exported.slice(1).every(([value]) => /^[0-9a-f]{64}$/.test(value!))).toBe(true);

    // No table holds an address, in any column; the log never had one.
    const clearParts = [...addresses, 'nova.pessoa@exemplo.org'].map((a) => a.toLowerCase().split('@')[0]!);
    const tables = await queryRows<{ name: string }>(
      deps.db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { name } of tables) {
      const rows = await queryRows<{ row: string }>(
        deps.db,
        sql`SELECT t::text AS row FROM ${sql.identifier(name)} t`,
      );
      const text = rows.map((r) => r.row.toLowerCase()).join('\n');
      for (const part of clearParts) expect(text, `table ${name}`).not.toContain(part);
    }
    expect(log.length).toBeGreaterThan(0);
    const logged = log.join('').toLowerCase();
    for (const part of clearParts) expect(logged).not.toContain(part);
  });
});
