import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createMemoryBlobStore, provideBlobStore } from '@verba/core/storage/index';
import { makePng } from '@verba/core/advertisers/test-images';
import { createTestApp, type TestApp } from '../../testing';
import { createList, importFile } from '../custom-lists/test-helpers';
import { createAdvertiser, upload } from './creative-test-helpers';

/** Issue 10: creative files and list files are limited per company (UPLOADS_PER_MINUTE). */
describe('upload rate limits', () => {
  let t: TestApp;
  const perMinute = 3;
  const store = createMemoryBlobStore();

  beforeAll(async () => {
    t = await createTestApp({ uploadsPerMinute: perMinute, advertiserCreationPerMinute: 100 });
    provideBlobStore(t.deps, store);
  });
  afterAll(() => t.close());

  const signIn = async () => {
    const company = await createCompany({ db: t.deps.db });
    const { headers } = await createSignedInUser({
      db: t.deps.db,
      companyId: company.id,
      role: 'user',
      language: 'en',
    });
    return { companyId: company.id, headers, advertiserId: await createAdvertiser(t, headers) };
  };
  const count = async (table: 'creative_assets' | 'custom_list_entries', companyId: string) => {
    const query =
      table === 'creative_assets'
        ? sql`SELECT count(*)::int AS n FROM creative_assets WHERE company_id = ${companyId}`
        : sql`SELECT count(*)::int AS n FROM custom_list_entries e JOIN custom_lists l ON l.id = e.list_id
              WHERE l.company_id = ${companyId}`;
    return (await queryRows<{ n: number }>(t.deps.db, query))[0]!.n;
  };
  const rateLimited = { errors: ['Too many attempts. Wait a moment and try again.'], code: 'RATE_LIMITED' };

  it('answers 429 to creative files past the limit, stores nothing, and counts per company', async () => {
    const { companyId, headers, advertiserId } = await signIn();
    const png = (n: number) => ({ bytes: makePng({ width: 300, height: 250 }), filename: `b${n}.png` });
    const codes: number[] = [];
    for (let i = 0; i < perMinute + 2; i++)
      codes.push((await upload(t, headers, advertiserId, png(i))).statusCode);
    expect(codes).toEqual([...Array<number>(perMinute).fill(201), 429, 429]);
    const refused = await upload(t, headers, advertiserId, png(9));
    expect(refused.json()).toEqual(rateLimited);
    expect(await count('creative_assets', companyId)).toBe(perMinute);
    expect(store.keys().length).toBe(perMinute);

    const colleague = await createSignedInUser({ db: t.deps.db, companyId, role: 'user' });
    expect((await upload(t, colleague.headers, advertiserId, png(10))).statusCode).toBe(429);
    const other = await signIn();
    expect((await upload(t, other.headers, other.advertiserId, png(11))).statusCode).toBe(201);
  });

  it('answers 429 to list imports past the limit and imports nothing more', async () => {
    const { companyId, headers, advertiserId } = await signIn();
    const list = await createList(t, headers, {
      advertiser_id: advertiserId,
      type: 'SITE_LIST',
      name: 'Portais',
    });
    const csv = (n: number) => Buffer.from(`dominio\nsite${n}.com.br\n`);
    const codes: number[] = [];
    for (let i = 0; i < perMinute + 1; i++)
      codes.push((await importFile(t, headers, list.id, csv(i), { name: 'l.csv' })).statusCode);
    expect(codes).toEqual([...Array<number>(perMinute).fill(200), 429]);
    const refused = await importFile(t, headers, list.id, csv(99), { name: 'l.csv' });
    expect(refused.json()).toEqual(rateLimited);
    expect(await count('custom_list_entries', companyId)).toBe(perMinute);
  });
});
