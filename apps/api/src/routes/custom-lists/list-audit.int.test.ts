import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { csvOf, pngFile } from '@verba/core/spreadsheets/test-files';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiserAged, createList, importFile, type Headers, type Json } from './test-helpers';

/** Issue 10: list changes are audited; a manual add that makes the list valid clears its error. */
describe('custom list audit and error recovery', () => {
  let t: TestApp;
  let headers: Headers;
  let userId: string;
  let advertiserId: string;

  beforeAll(async () => {
    t = await createTestApp({ advertiserCreationPerMinute: 100 });
    const company = await createCompany({ db: t.deps.db });
    const signedIn = await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' });
    headers = signedIn.headers;
    userId = signedIn.user.id;
    advertiserId = await createAdvertiserAged(t, headers);
  });
  afterAll(() => t.close());

  const auditOf = (listId: string) =>
    queryRows<{ action: string; actor_user_id: string; metadata: Record<string, unknown> }>(
      t.deps.db,
      sql`SELECT action, actor_user_id, metadata FROM audit_log
          WHERE target_type = 'custom_list' AND target_id = ${listId} ORDER BY id`,
    );

  it('records create, rename, import, manual add and delete, by whom, with what', async () => {
    const list = await createList(t, headers, {
      advertiser_id: advertiserId,
      type: 'SITE_LIST',
      name: 'Portais',
    });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/custom-lists/${list.id}`,
      headers,
      payload: { name: 'Portais de notícias' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const imported = await importFile(t, headers, list.id, csvOf([['a.com.br'], ['b.com.br']]), {
      name: 'lista.csv',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/custom-lists/${list.id}/entries`,
      headers,
      payload: { entries: ['c.com.br'] },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/custom-lists/${list.id}`, headers });
    expect(deleted.statusCode).toBeLessThan(300);

    const rows = await auditOf(list.id);
    expect(rows.map((r) => r.action)).toEqual([
      'custom_list.created',
      'custom_list.renamed',
      'custom_list.imported',
      'custom_list.entries_added',
      'custom_list.deleted',
    ]);
    expect(rows.every((r) => r.actor_user_id === userId)).toBe(true);
    expect(rows[1]!.metadata).toEqual({ from: 'Portais', to: 'Portais de notícias' });
    expect(rows[2]!.metadata).toMatchObject({ mode: 'add', format: 'csv', added: 2 });
    expect(rows[3]!.metadata).toEqual({ added: 1 });
    expect(rows[4]!.metadata).toMatchObject({ name: 'Portais de notícias', entry_count: 3 });
  });

  it('records nothing for a refused rename', async () => {
    const a = await createList(t, headers, { advertiser_id: advertiserId, type: 'SITE_LIST', name: 'Uma' });
    await createList(t, headers, { advertiser_id: advertiserId, type: 'SITE_LIST', name: 'Outra' });
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/custom-lists/${a.id}`,
      headers,
      payload: { name: 'OUTRA' },
    });
    expect(taken.statusCode).toBe(409);
    expect((await auditOf(a.id)).map((r) => r.action)).toEqual(['custom_list.created']);
  });

  it('clears "List with error" when entries typed by hand make the list valid', async () => {
    const list = await createList(t, headers, {
      advertiser_id: advertiserId,
      type: 'SITE_LIST',
      name: 'Quebrada',
    });
    const refused = await importFile(t, headers, list.id, pngFile(), { name: 'lista.csv' });
    expect(refused.statusCode).toBe(422);
    const broken = await t.app.inject({ method: 'GET', url: `/api/v1/custom-lists/${list.id}`, headers });
    expect(broken.json<Json>().data).toMatchObject({ status: 'error', entry_count: 0 });

    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/custom-lists/${list.id}/entries`,
      headers,
      payload: { entries: ['valido.com.br'] },
    });
    expect(added.json<Json>().data).toMatchObject({ list: { status: 'ok', error: null, entry_count: 1 } });
    const fixed = await t.app.inject({ method: 'GET', url: `/api/v1/custom-lists/${list.id}`, headers });
    expect(fixed.json<Json>().data).toMatchObject({ status: 'ok', error: null, entry_count: 1 });
  });

  it('clears the unread rows of the last import once entries are added by hand, keeping its report', async () => {
    const list = await createList(t, headers, {
      advertiser_id: advertiserId,
      type: 'SITE_LIST',
      name: 'Parcial',
    });
    const partial = await importFile(t, headers, list.id, csvOf([['bom.com.br'], ['nada']]), {
      name: 'l.csv',
    });
    expect(partial.json<Json>().data).toMatchObject({
      list: { status: 'error', error: { code: 'CUSTOM_LIST_INVALID_ROWS', invalid_rows: 1 } },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/custom-lists/${list.id}/entries`,
      headers,
      payload: { entries: ['corrigido.com.br'] },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const fixed = await t.app.inject({ method: 'GET', url: `/api/v1/custom-lists/${list.id}`, headers });
    const data = fixed.json<Json>().data;
    expect(data).toMatchObject({ status: 'ok', error: null, entry_count: 2, last_import: { invalid: 1 } });
    expect(data.last_import).not.toHaveProperty('resolved_at');
  });
});
