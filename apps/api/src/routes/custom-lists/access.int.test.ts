import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleSlug } from '@verba/domain';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { csvOf } from '@verba/core/spreadsheets/test-files';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiserAged, createList, multipart, type Headers } from './test-helpers';

/** Every custom-list endpoint: each role may use it, a stranger gets 401, another company 404. */
describe('custom lists access', () => {
  let t: TestApp;
  let owner: Headers;
  let stranger: Headers;
  let advertiserId: string;
  let listId: string;

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    owner = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' })).headers;
    stranger = (await createSignedInUser({ db: t.deps.db, role: 'manager' })).headers;
    advertiserId = await createAdvertiserAged(t, owner);
    listId = (await createList(t, owner, { advertiser_id: advertiserId, type: 'SITE_LIST', name: 'Privada' }))
      .id;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/custom-lists/${listId}/entries`,
      headers: owner,
      payload: { entries: ['a.com.br'] },
    });
  });
  afterAll(() => t.close());

  const file = () => multipart('file', 'l.csv', 'text/csv', csvOf([['b.com.br']]));
  const endpoints = () => [
    { method: 'GET', url: `/api/v1/custom-lists/${listId}` },
    { method: 'PUT', url: `/api/v1/custom-lists/${listId}`, payload: { name: 'Tomada' } },
    { method: 'GET', url: `/api/v1/custom-lists/${listId}/entries` },
    { method: 'POST', url: `/api/v1/custom-lists/${listId}/entries`, payload: { entries: ['c.com.br'] } },
    { method: 'DELETE', url: `/api/v1/custom-lists/${listId}/entries/a.com.br` },
    { method: 'GET', url: `/api/v1/custom-lists/${listId}/export?format=xlsx` },
    { method: 'POST', url: `/api/v1/custom-lists/${listId}/import`, multipart: true },
    { method: 'DELETE', url: `/api/v1/custom-lists/${listId}` },
  ];
  const call = (endpoint: ReturnType<typeof endpoints>[number], headers: Partial<Headers>) => {
    const body = endpoint.multipart ? file() : undefined;
    return t.app.inject({
      method: endpoint.method as 'GET',
      url: endpoint.url,
      headers: { ...headers, ...body?.headers },
      ...(body ? { payload: body.payload } : endpoint.payload ? { payload: endpoint.payload } : {}),
    });
  };

  it('answers 401 without a session, for every endpoint', async () => {
    const listEndpoints = [
      { method: 'GET', url: '/api/v1/custom-lists' },
      { method: 'GET', url: '/api/v1/custom-lists/import-limits' },
    ];
    for (const endpoint of [...endpoints(), ...listEndpoints]) {
      const res = await call(endpoint, {});
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}: ${res.body}`).toBe(401);
    }
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/custom-lists',
      payload: { advertiser_id: advertiserId, type: 'SITE_LIST', name: 'Anônima' },
    });
    expect(create.statusCode).toBe(401);
  });

  it("answers 404 to another company's user, for every endpoint, and changes nothing", async () => {
    for (const endpoint of endpoints()) {
      const res = await call(endpoint, stranger);
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/custom-lists',
      headers: stranger,
      payload: { advertiser_id: advertiserId, type: 'SITE_LIST', name: 'Intrusa' },
    });
    expect(create.statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/custom-lists?advertiser_id=${advertiserId}`,
      headers: stranger,
    });
    expect(theirs.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/custom-lists/${listId}`, headers: owner });
    expect(mine.json()).toMatchObject({ data: { name: 'Privada', entry_count: 1 } });
  });

  it.each<RoleSlug>(['manager', 'user_manager', 'user'])('lets a %s use every endpoint', async (role) => {
    const company = await createCompany({ db: t.deps.db });
    const headers = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role })).headers;
    const advertiser = await createAdvertiserAged(t, headers);
    listId = (
      await createList(t, headers, { advertiser_id: advertiser, type: 'SITE_LIST', name: `Lista ${role}` })
    ).id;
    expect((await call({ method: 'GET', url: '/api/v1/custom-lists' }, headers)).statusCode).toBe(200);
    const limits = await call({ method: 'GET', url: '/api/v1/custom-lists/import-limits' }, headers);
    expect(limits.json()).toEqual({
      data: { max_bytes: 5_000_000, max_rows: 50_000, max_unpacked_bytes: 50_000_000 },
    });
    const seed = {
      method: 'POST',
      url: `/api/v1/custom-lists/${listId}/entries`,
      payload: { entries: ['a.com.br'] },
    };
    for (const endpoint of [seed, ...endpoints()]) {
      const res = await call(endpoint, headers);
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}: ${res.body}`).toBeLessThan(300);
    }
  });
});
