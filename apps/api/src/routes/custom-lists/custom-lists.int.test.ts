import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { csvOf, xlsxOf } from '@verba/core/spreadsheets/test-files';
import { createTestApp, type TestApp } from '../../testing';
import {
  createAdvertiserAged,
  createList,
  entryCount,
  importFile,
  type Headers,
  type Json,
} from './test-helpers';

describe('custom lists API', () => {
  let t: TestApp;
  let headers: Headers;
  let advertiserId: string;

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    headers = (
      await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user', language: 'en' })
    ).headers;
    advertiserId = await createAdvertiserAged(t, headers);
  });
  afterAll(() => t.close());

  const get = (url: string, as: Headers = headers) => t.app.inject({ method: 'GET', url, headers: as });

  describe('create, rename, delete', () => {
    it('creates lists of each type; a blacklist says whether it holds sites or apps', async () => {
      const sites = await createList(t, headers, {
        advertiser_id: advertiserId,
        type: 'SITE_LIST',
        name: 'Portais',
      });
      expect(sites).toMatchObject({
        advertiser_name: 'Padaria Pão Quente Comércio de Alimentos',
        advertiser_display_name: 'Pão Quente',
        type: 'SITE_LIST',
        entry_kind: 'domain',
        entry_count: 0,
        status: 'ok',
        error: null,
      });
      const apps = await createList(t, headers, {
        advertiser_id: advertiserId,
        type: 'APP_LIST',
        name: 'Apps',
      });
      expect(apps.entry_kind).toBe('app');
      const block = await createList(t, headers, {
        advertiser_id: advertiserId,
        type: 'BLACKLIST',
        name: 'Bloqueio de apps',
        entry_kind: 'app',
      });
      expect(block.entry_kind).toBe('app');
      const missingKind = await t.app.inject({
        method: 'POST',
        url: '/api/v1/custom-lists',
        headers,
        payload: { advertiser_id: advertiserId, type: 'WISHLIST', name: 'Sem tipo' },
      });
      expect(missingKind.statusCode).toBe(422);
      expect(missingKind.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { entry_kind: [expect.any(String)] },
      });
    });

    it('refuses a second list of the same name (case-insensitive) for one advertiser', async () => {
      await createList(t, headers, { advertiser_id: advertiserId, type: 'SITE_LIST', name: 'Duplicada' });
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/custom-lists',
        headers,
        payload: { advertiser_id: advertiserId, type: 'APP_LIST', name: 'DUPLICADA' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'CUSTOM_LIST_NAME_TAKEN',
        errors: ['This advertiser already has a list with this name.'],
      });
    });

    it('renames and deletes', async () => {
      const list = await createList(t, headers, {
        advertiser_id: advertiserId,
        type: 'SITE_LIST',
        name: 'Velha',
      });
      const renamed = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/custom-lists/${list.id}`,
        headers,
        payload: { name: 'Nova' },
      });
      expect(renamed.json<Json>().data.name).toBe('Nova');
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/custom-lists/${list.id}`,
        headers,
      });
      expect(deleted.statusCode).toBe(204);
      expect((await get(`/api/v1/custom-lists/${list.id}`)).statusCode).toBe(404);
    });

    it('lists by name, paged, filtered by advertiser and type', async () => {
      const other = await createAdvertiserAged(t, headers);
      await createList(t, headers, { advertiser_id: other, type: 'SITE_LIST', name: 'A do outro' });
      await createList(t, headers, { advertiser_id: other, type: 'APP_LIST', name: 'B do outro' });
      const page = await get(`/api/v1/custom-lists?advertiser_id=${other}&per_page=1`);
      expect(page.json()).toMatchObject({ data: [{ name: 'A do outro' }], meta: { total: 2, last_page: 2 } });
      const apps = await get(`/api/v1/custom-lists?advertiser_id=${other}&type=APP_LIST`);
      expect(apps.json<{ data: { name: string }[] }>().data.map((l) => l.name)).toEqual(['B do outro']);
      const searched = await get(`/api/v1/custom-lists?search=do%20out`);
      expect(searched.json<{ meta: { total: number } }>().meta.total).toBe(2);
      const bad = await get('/api/v1/custom-lists?advertiser_id=not-a-uuid');
      expect(bad.json<{ data: unknown[] }>().data).toEqual([]);
    });
  });

  describe('import', () => {
    it('imports an XLSX: normalised, duplicates removed, invalid rows reported with row and reason', async () => {
      const list = await createList(t, headers, {
        advertiser_id: advertiserId,
        type: 'SITE_LIST',
        name: 'Importada',
      });
      const bytes = await xlsxOf([
        ['Domínio'],
        ['https://www.Exemplo.com.br/noticias'],
        ['exemplo.com.br'],
        ['ação.com.br'],
        ['não é domínio'],
        ['=HYPERLINK("http://mal.com","x")'],
        ['192.168.0.1'],
      ]);
      const res = await importFile(t, headers, list.id, bytes, { name: 'lista.csv' });
      expect(res.statusCode, res.body).toBe(200);
      const { report, list: view } = res.json<{
        data: { report: Record<string, unknown>; list: Record<string, unknown> };
      }>().data;
      expect(report).toEqual({
        format: 'xlsx',
        rows: 6,
        valid: 3,
        invalid: 3,
        duplicates: 1,
        added: 2,
        matched: null,
        invalid_rows: [
          { row: 5, reason: 'domain_invalid', value: 'não é domínio' },
          { row: 6, reason: 'domain_invalid', value: '=HYPERLINK("http://mal.com","x")' },
          { row: 7, reason: 'ip_address', value: '192.168.0.1' },
        ],
      });
      expect(view).toMatchObject({
        entry_count: 2,
        status: 'error',
        error: { code: 'CUSTOM_LIST_INVALID_ROWS', invalid_rows: 3 },
      });
      const entries = await get(`/api/v1/custom-lists/${list.id}/entries`);
      expect(entries.json<{ data: { value: string }[] }>().data.map((e) => e.value)).toEqual([
        'exemplo.com.br',
        'xn--ao-siap.com.br',
      ]);
      const found = await get(`/api/v1/custom-lists/${list.id}/entries?search=xn--`);
      expect(found.json<{ meta: { total: number } }>().meta.total).toBe(1);

      // A clean import clears the error; `replace` swaps the entries.
      const clean = await importFile(t, headers, list.id, csvOf([['novo.com.br']]), { mode: 'replace' });
      expect(clean.json<Json>().data).toMatchObject({ list: { entry_count: 1, status: 'ok', error: null } });
    });

    it('validates app ids: Android packages, App Store ids, store links', async () => {
      const list = await createList(t, headers, {
        advertiser_id: advertiserId,
        type: 'APP_LIST',
        name: 'Apps importados',
      });
      const res = await importFile(
        t,
        headers,
        list.id,
        csvOf([
          ['com.whatsapp'],
          ['id310633997'],
          ['https://play.google.com/store/apps/details?id=com.spotify.music'],
          ['not an app'],
        ]),
      );
      expect(res.json<Json>().data).toMatchObject({
        report: { valid: 3, invalid: 1, invalid_rows: [{ row: 4, reason: 'app_invalid' }] },
      });
    });

    it('adds and removes entries by hand, refusing invalid ones with their reason', async () => {
      const list = await createList(t, headers, {
        advertiser_id: advertiserId,
        type: 'SITE_LIST',
        name: 'À mão',
      });
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/v1/custom-lists/${list.id}/entries`,
        headers,
        payload: { entries: ['ok.com.br', 'nada'] },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ errors: { 'entries.1': [expect.any(String)] } });
      expect(await entryCount(t, list.id)).toBe(0);
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/v1/custom-lists/${list.id}/entries`,
        headers,
        payload: { entries: ['WWW.ok.com.br', 'ok.com.br', 'outro.com'] },
      });
      expect(added.json<Json>().data).toMatchObject({ added: 2, list: { entry_count: 2 } });
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/custom-lists/${list.id}/entries/ok.com.br`,
        headers,
      });
      expect(removed.json<Json>().data.entry_count).toBe(1);
      expect(await entryCount(t, list.id)).toBe(1);
      const audit = await queryRows<{ metadata: { value: string } }>(
        t.deps.db,
        sql`SELECT metadata FROM audit_log WHERE action = 'custom_list.entry_removed' AND target_id = ${list.id}`,
      );
      expect(audit.map((a) => a.metadata.value)).toEqual(['ok.com.br']);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/custom-lists/${list.id}/entries/ok.com.br`,
        headers,
      });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('export', () => {
    it('exports CSV and XLSX that csv-parse and exceljs read back', async () => {
      const list = await createList(t, headers, {
        advertiser_id: advertiserId,
        type: 'SITE_LIST',
        name: 'Exportar lista',
      });
      await importFile(t, headers, list.id, csvOf([['b.com.br'], ['a.com.br']]));
      const csv = await get(`/api/v1/custom-lists/${list.id}/export?format=csv`);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="Exportar-lista.csv"');
      expect(parse(csv.rawPayload, { bom: true })).toEqual([['domain'], ['a.com.br'], ['b.com.br']]);
      const xlsx = await get(`/api/v1/custom-lists/${list.id}/export?format=xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const values: unknown[] = [];
      workbook.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[])[1]));
      expect(values).toEqual(['domain', 'a.com.br', 'b.com.br']);
      // The export re-imports as it is: its header is skipped.
      const again = await importFile(t, headers, list.id, xlsx.rawPayload);
      expect(again.json<Json>().data).toMatchObject({ report: { rows: 2, invalid: 0, added: 0 } });
    });
  });
});
