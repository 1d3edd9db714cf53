import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import {
  csvOf,
  csvOfRows,
  pngFile,
  renamedExecutable,
  windowsExecutable,
  xlsxManyEntries,
  xlsxOf,
  xlsxZipBomb,
} from '@verba/core/spreadsheets/test-files';
import { createTestApp, type TestApp } from '../../testing';
import {
  createAdvertiserAged,
  createList,
  entryCount,
  importFile,
  type Headers,
  type Json,
} from './test-helpers';

/** The bad-file corpus of issue 10, generated here: each gets its code and a 4xx, and stores nothing. */
describe('custom list imports refuse bad files', () => {
  let t: TestApp;
  let headers: Headers;
  let listId: string;

  beforeAll(async () => {
    // Default limits (5 MB, 50,000 rows, 50 MB unpacked), as configured for production.
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    headers = (
      await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user', language: 'en' })
    ).headers;
    const advertiserId = await createAdvertiserAged(t, headers);
    listId = (await createList(t, headers, { advertiser_id: advertiserId, type: 'SITE_LIST', name: 'Alvo' }))
      .id;
  });
  afterAll(() => t.close());

  const corpus: [string, () => Promise<Buffer> | Buffer, string, string][] = [
    ['a renamed Linux executable', renamedExecutable, 'lista.xlsx', 'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED'],
    ['a renamed Windows executable', windowsExecutable, 'lista.csv', 'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED'],
    ['a PNG (wrong type)', pngFile, 'lista.csv', 'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED'],
    ['an empty file', () => Buffer.alloc(0), 'lista.csv', 'SPREADSHEET_EMPTY'],
    [
      'a zip bomb disguised as XLSX',
      () => xlsxZipBomb({ unpackedBytes: 60_000_000 }),
      'lista.xlsx',
      'SPREADSHEET_UNPACKED_TOO_LARGE',
    ],
    [
      'a zip bomb lying about its size',
      () => xlsxZipBomb({ unpackedBytes: 60_000_000, lying: true }),
      'lista.xlsx',
      'SPREADSHEET_UNPACKED_TOO_LARGE',
    ],
    [
      'an XLSX of 10,000 entries',
      () => xlsxManyEntries(10_000),
      'lista.xlsx',
      'SPREADSHEET_UNPACKED_TOO_LARGE',
    ],
    ['a CSV of 100,000 rows', () => csvOfRows(100_000), 'lista.csv', 'SPREADSHEET_TOO_MANY_ROWS'],
    ['a file over 5 MB', () => Buffer.alloc(5_000_001, 'a'), 'lista.csv', 'SPREADSHEET_TOO_LARGE'],
    [
      'a truncated XLSX',
      async () => (await xlsxOf([['a.com']])).subarray(0, 200),
      'lista.xlsx',
      'SPREADSHEET_CORRUPTED',
    ],
    [
      'only formula cells',
      () => csvOf([['=HYPERLINK("http://mal.com")'], ['+cmd|calc'], ['@SUM(A1)'], ['-1+2']]),
      'lista.csv',
      'CUSTOM_LIST_NO_VALID_ENTRIES',
    ],
  ];

  it.each(corpus)('refuses %s', async (_, make, name, code) => {
    const res = await importFile(t, headers, listId, await make(), { name });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code, errors: [expect.any(String)] });
    expect(await entryCount(t, listId)).toBe(0);
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/custom-lists/${listId}`, headers });
    expect(list.json<Json>().data).toMatchObject({ entry_count: 0, status: 'error', error: { code } });
  });

  it('says the limit in the message', async () => {
    const res = await importFile(t, headers, listId, csvOfRows(100_000), { name: 'lista.csv' });
    expect(res.json()).toEqual({
      code: 'SPREADSHEET_TOO_MANY_ROWS',
      errors: ['The file has too many rows. The limit is 50,000 rows per import.'],
    });
  });

  it('refuses a request without a file', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/custom-lists/${listId}/import`, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SPREADSHEET_MISSING' });
  });

  it('stored no entry anywhere', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM custom_list_entries`,
    );
    expect(Number(row!.n)).toBe(0);
  });
});
