import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createMemoryBlobStore, provideBlobStore } from '@verba/core/storage/index';
import { grantSymbolicCredit } from '@verba/core/advertisers/symbolic-credit';
import { onAdvertiserDeactivated } from '@verba/core/advertisers/deactivation-hooks';
import { damagedImages, makeGif, makeJpeg, makePng } from '@verba/core/advertisers/test-images';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createTestApp, type TestApp } from '../../testing';
import { advertiserBody } from './advertiser-test-body';

type Json = Record<string, unknown> & { data: Record<string, unknown> & { id: string } };

/** A multipart/form-data body with one file field. */
function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----verba${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('advertisers API', () => {
  let t: TestApp;
  let companyId: string;
  let headers: { authorization: string };
  let otherHeaders: { authorization: string };
  const store = createMemoryBlobStore();

  beforeAll(async () => {
    // This file creates dozens of advertisers in one company: the per-company caps are lifted here
    // and tested in advertiser-limits.int.test.ts.
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    provideBlobStore(t.deps, store);
    const company = await createCompany({ db: t.deps.db });
    companyId = company.id;
    // Messages come in the user's language (English here) unless a language cookie says otherwise.
    const user = await createSignedInUser({ db: t.deps.db, companyId, role: 'user', language: 'en' });
    headers = user.headers;
    otherHeaders = (await createSignedInUser({ db: t.deps.db, role: 'manager' })).headers;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.deps.db);
  });

  const create = async (overrides: Record<string, unknown> = {}, as = headers) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/advertisers',
      headers: as,
      payload: advertiserBody(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Json>().data;
  };
  const get = (id: string, as: Record<string, string> = headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/advertisers/${id}`, headers: as });

  describe('create', () => {
    it('creates an active advertiser with normalised fields', async () => {
      const advertiser = await create();
      expect(advertiser).toMatchObject({
        name: 'Padaria Pão Quente Comércio de Alimentos',
        display_name: 'Pão Quente',
        website: 'https://paoquente.com.br',
        currency: 'BRL',
        country: 'BR',
        status: 'active',
        billing_profile: 'ADVERTISER',
        coupon: null,
        logo_url: null,
        owner_document_type: 'CPF',
        address: { zipcode: '01310100', state: 'SP', city: 'São Paulo' },
      });
      expect(new Date(advertiser.created_at as string).getTime()).toBeGreaterThan(0);
    });

    it('answers field errors: name ≤ 128, display name ≤ 25, currency, website, CEP, document', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/advertisers',
        headers,
        payload: advertiserBody({
          name: 'x'.repeat(129),
          display_name: 'y'.repeat(26),
          currency: 'JPY',
          website: 'not a url',
          owner_document: '123.456.789-00',
          address: { ...advertiserBody().address, zipcode: '123', state: 'XX' },
        }),
      });
      expect(res.statusCode).toBe(422);
      const body = res.json<{ code: string; errors: Record<string, string[]> }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors.name).toEqual(['Use at most 128 characters.']);
      expect(body.errors.display_name).toEqual(['Use at most 25 characters.']);
      expect(Object.keys(body.errors)).toEqual(
        expect.arrayContaining(['currency', 'website', 'owner_document']),
      );
    });

    it('checks the Brazilian address rules only for Brazil', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/advertisers',
        headers,
        payload: advertiserBody({ address: { ...advertiserBody().address, zipcode: '123', state: 'XX' } }),
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors).sort()).toEqual([
        'address.state',
        'address.zipcode',
      ]);
      const abroad = await create({
        country: 'pt',
        currency: 'EUR',
        company_tax_id: 'PT501234567',
        address: {
          zipcode: '1100-148',
          street: 'Rua Augusta',
          number: '24',
          city: 'Lisboa',
          state: 'Lisboa',
        },
      });
      expect(abroad).toMatchObject({
        country: 'PT',
        currency: 'EUR',
        address: { zipcode: '1100-148', state: 'Lisboa' },
      });
    });

    it('requires the business name of an owner with a CNPJ', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/advertisers',
        headers,
        payload: advertiserBody({ owner_document: generateCnpj() }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: object }>().errors).toHaveProperty('owner_business_name');
      const ok = await create({ owner_document: generateCnpj(), owner_business_name: 'Pão Quente Ltda' });
      expect(ok.owner_document_type).toBe('CNPJ');
    });

    it('needs a session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/advertisers',
        payload: advertiserBody(),
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('symbolic credit', () => {
    it('gives a new advertiser R$ 1,00 from bonus expense, shown as a CREDIT entry', async () => {
      const advertiser = await create();
      const res = await get(advertiser.id);
      expect(res.statusCode).toBe(200);
      const data = res.json<Json>().data;
      expect(data.balance).toBe('100');
      expect(data.wallet_entries).toEqual([
        expect.objectContaining({
          type: 'CREDIT',
          sign: 'plus',
          amount: '100',
          currency: 'BRL',
          kind: 'symbolic_credit',
          balance_after: '100',
        }),
      ]);
      const transfers = await queryRows<{ n: number }>(
        t.deps.db,
        sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = ${`symbolic-credit:${advertiser.id}`}`,
      );
      expect(transfers[0]!.n).toBe(1);
    });

    it('credits in the advertiser currency', async () => {
      const advertiser = await create({ currency: 'USD' });
      const data = (await get(advertiser.id)).json<Json>().data;
      expect(data.balance).toBe('100');
      expect(data.wallet_entries).toEqual([expect.objectContaining({ currency: 'USD', amount: '100' })]);
    });

    it('happens exactly once, even when granted again', async () => {
      const advertiser = await create();
      const row = { id: advertiser.id, currency: 'BRL' as const };
      const again = await grantSymbolicCredit({ db: t.deps.db, advertiser: row });
      expect(again.replayed).toBe(true);
      await t.deps.db.transaction((tx) => grantSymbolicCredit({ db: tx, advertiser: row }));
      const data = (await get(advertiser.id)).json<Json>().data;
      expect(data.balance).toBe('100');
      expect(data.wallet_entries).toHaveLength(1);
    });

    it('is rolled back with a creation that fails', async () => {
      const before = await queryRows<{ n: number }>(
        t.deps.db,
        sql`SELECT count(*)::int AS n FROM ledger_transfers`,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/advertisers',
        headers,
        payload: advertiserBody({ currency: 'JPY' }),
      });
      expect(res.statusCode).toBe(422);
      const after = await queryRows<{ n: number }>(
        t.deps.db,
        sql`SELECT count(*)::int AS n FROM ledger_transfers`,
      );
      expect(after[0]!.n).toBe(before[0]!.n);
    });
  });

  describe('list', () => {
    let listHeaders: { authorization: string };
    beforeAll(async () => {
      const company = await createCompany({ db: t.deps.db });
      listHeaders = (await createSignedInUser({ db: t.deps.db, companyId: company.id })).headers;
      for (const [name, display] of [
        ['Zeta Calçados', 'Zeta'],
        ['alfa Móveis', 'Alfa'],
        ['Beta 100% Digital', 'Beta'],
        ['Gama_Sul', 'Gama'],
      ] as const) {
        await create({ name, display_name: display }, listHeaders);
      }
      const all = await t.app.inject({
        method: 'GET',
        url: '/api/v1/advertisers?search=zeta',
        headers: listHeaders,
      });
      const zeta = all.json<{ data: { id: string }[] }>().data[0]!;
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/advertisers/${zeta.id}/status`,
        headers: listHeaders,
        payload: { status: 'inactive' },
      });
    });
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/advertisers?${query}`, headers: listHeaders }).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json<{
          data: { name: string; status: string; balance: string }[];
          meta: Record<string, number>;
        }>();
      });

    it('pages with meta and sorts by name case-insensitively', async () => {
      const page1 = await list('sort=name&per_page=3&page=1');
      expect(page1.data.map((a) => a.name)).toEqual(['alfa Móveis', 'Beta 100% Digital', 'Gama_Sul']);
      expect(page1.meta).toEqual({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
      const page2 = await list('sort=name&per_page=3&page=2');
      expect(page2.data.map((a) => a.name)).toEqual(['Zeta Calçados']);
      const desc = await list('sort=-name');
      expect(desc.data[0]!.name).toBe('Zeta Calçados');
    });

    it('searches name and display name, with LIKE characters taken literally', async () => {
      expect((await list('search=ALFA')).data.map((a) => a.name)).toEqual(['alfa Móveis']);
      expect((await list('search=100%25')).data.map((a) => a.name)).toEqual(['Beta 100% Digital']);
      // Unescaped, `_` would match the space of "Zeta Calçados".
      expect((await list('search=a_c')).data).toEqual([]);
      expect((await list('search=ma_s')).data.map((a) => a.name)).toEqual(['Gama_Sul']);
    });

    it('filters by status', async () => {
      expect((await list('status=inactive')).data.map((a) => a.name)).toEqual(['Zeta Calçados']);
      expect((await list('status=active')).meta.total).toBe(3);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/v1/advertisers?status=deleted',
        headers: listHeaders,
      });
      expect(bad.statusCode).toBe(422);
    });

    it('gives each advertiser its wallet balance', async () => {
      const rows = (await list('sort=name')).data;
      // The symbolic R$ 1,00 of each new advertiser.
      expect(rows.map((a) => [a.name, a.balance])).toEqual([
        ['alfa Móveis', '100'],
        ['Beta 100% Digital', '100'],
        ['Gama_Sul', '100'],
        ['Zeta Calçados', '100'],
      ]);
    });

    it('shows only the caller company', async () => {
      const other = await t.app.inject({ method: 'GET', url: '/api/v1/advertisers', headers: otherHeaders });
      expect(other.json<{ meta: { total: number } }>().meta.total).toBe(0);
    });
  });

  describe('company isolation', () => {
    it('answers 404 for another company advertiser on every endpoint', async () => {
      const advertiser = await create();
      const url = `/api/v1/advertisers/${advertiser.id}`;
      const png = multipart('logo', 'logo.png', 'image/png', makePng({ width: 200, height: 200 }));
      const attempts = await Promise.all([
        t.app.inject({ method: 'GET', url, headers: otherHeaders }),
        t.app.inject({ method: 'PUT', url, headers: otherHeaders, payload: advertiserBody() }),
        t.app.inject({
          method: 'PUT',
          url: `${url}/status`,
          headers: otherHeaders,
          payload: { status: 'inactive' },
        }),
        t.app.inject({
          method: 'PUT',
          url: `${url}/coupon`,
          headers: otherHeaders,
          payload: { coupon: 'PROMO10' },
        }),
        t.app.inject({ method: 'DELETE', url: `${url}/coupon`, headers: otherHeaders }),
        t.app.inject({
          method: 'POST',
          url: `${url}/logo`,
          headers: { ...otherHeaders, ...png.headers },
          payload: png.payload,
        }),
        t.app.inject({ method: 'DELETE', url: `${url}/logo`, headers: otherHeaders }),
      ]);
      expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
      expect((await get(advertiser.id)).json<Json>().data.status).toBe('active');
      expect((await get('not-a-uuid')).statusCode).toBe(404);
      expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });
  });

  describe('update', () => {
    it('edits the fields of an active advertiser', async () => {
      const advertiser = await create();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/advertisers/${advertiser.id}`,
        headers,
        payload: advertiserBody({
          name: 'Pão Quente Rede',
          display_name: 'PQ Rede',
          billing_profile: 'COMPANY',
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Json>().data).toMatchObject({
        name: 'Pão Quente Rede',
        display_name: 'PQ Rede',
        billing_profile: 'COMPANY',
        currency: 'BRL',
      });
    });

    it('accepts the same currency and refuses another one (409, translated)', async () => {
      const advertiser = await create();
      const same = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/advertisers/${advertiser.id}`,
        headers,
        payload: advertiserBody({ currency: 'BRL' }),
      });
      expect(same.statusCode).toBe(200);
      const other = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/advertisers/${advertiser.id}`,
        headers,
        payload: advertiserBody({ currency: 'USD' }),
      });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({
        code: 'ADVERTISER_CURRENCY_LOCKED',
        errors: ["The advertiser's currency cannot be changed once set."],
      });
      const pt = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/advertisers/${advertiser.id}`,
        headers: { ...headers, cookie: 'language=pt_BR' },
        payload: advertiserBody({ currency: 'EUR' }),
      });
      expect(pt.json<{ errors: string[] }>().errors).toEqual([
        'A moeda do anunciante não pode ser alterada depois de definida.',
      ]);
      expect((await get(advertiser.id)).json<Json>().data.currency).toBe('BRL');
    });

    it('is also refused by the database itself', async () => {
      const advertiser = await create();
      await expect(
        t.deps.db.execute(sql`UPDATE advertisers SET currency = 'USD' WHERE id = ${advertiser.id}`),
      ).rejects.toThrow();
    });

    it('works through the spec method override (POST with _method=PUT)', async () => {
      const advertiser = await create();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/advertisers/${advertiser.id}`,
        headers,
        payload: { ...advertiserBody({ display_name: 'Via override' }), _method: 'PUT' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Json>().data.display_name).toBe('Via override');
    });
  });

  describe('status', () => {
    it('deactivates (running the hooks in the transaction), blocks edits, and activates without running them', async () => {
      const advertiser = await create();
      const seen: string[] = [];
      const off = onAdvertiserDeactivated(async ({ advertiser: a, tx }) => {
        const [row] = await queryRows<{ status: string }>(
          tx,
          sql`SELECT status FROM advertisers WHERE id = ${a.id}`,
        );
        seen.push(`${a.id}:${row!.status}`);
      });
      try {
        const url = `/api/v1/advertisers/${advertiser.id}`;
        const off1 = await t.app.inject({
          method: 'PUT',
          url: `${url}/status`,
          headers,
          payload: { status: 'inactive' },
        });
        expect(off1.statusCode).toBe(200);
        expect(off1.json<Json>().data).toMatchObject({ status: 'inactive' });
        expect(seen).toEqual([`${advertiser.id}:inactive`]);

        // Idempotent: deactivating again runs nothing.
        await t.app.inject({ method: 'PUT', url: `${url}/status`, headers, payload: { status: 'inactive' } });
        expect(seen).toHaveLength(1);

        const edit = await t.app.inject({ method: 'PUT', url, headers, payload: advertiserBody() });
        expect(edit.statusCode).toBe(409);
        expect(edit.json()).toEqual({
          code: 'ADVERTISER_INACTIVE',
          errors: ['This advertiser is inactive. Activate it to edit it.'],
        });
        const coupon = await t.app.inject({
          method: 'PUT',
          url: `${url}/coupon`,
          headers,
          payload: { coupon: 'PROMO10' },
        });
        expect(coupon.statusCode).toBe(409);
        const png = multipart('logo', 'logo.png', 'image/png', makePng({ width: 200, height: 200 }));
        const logo = await t.app.inject({
          method: 'POST',
          url: `${url}/logo`,
          headers: { ...headers, ...png.headers },
          payload: png.payload,
        });
        expect(logo.statusCode).toBe(409);

        const on = await t.app.inject({
          method: 'PUT',
          url: `${url}/status`,
          headers,
          payload: { status: 'active' },
        });
        expect(on.json<Json>().data.status).toBe('active');
        expect(seen).toHaveLength(1);
        expect(
          (await t.app.inject({ method: 'PUT', url, headers, payload: advertiserBody() })).statusCode,
        ).toBe(200);
      } finally {
        off();
      }
    });

    it('rolls the deactivation back when a hook fails', async () => {
      const advertiser = await create();
      const off = onAdvertiserDeactivated(async () => {
        throw new Error('campaign pause failed');
      });
      try {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/advertisers/${advertiser.id}/status`,
          headers,
          payload: { status: 'inactive' },
        });
        expect(res.statusCode).toBe(500);
      } finally {
        off();
      }
      expect((await get(advertiser.id)).json<Json>().data.status).toBe('active');
    });

    it('validates the status', async () => {
      const advertiser = await create();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/advertisers/${advertiser.id}/status`,
        headers,
        payload: { status: 'paused' },
      });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('coupon', () => {
    it('adds, removes and never re-adds a removed coupon', async () => {
      const advertiser = await create({ coupon: 'bemvindo10' });
      expect(advertiser.coupon).toBe('BEMVINDO10');
      const url = `/api/v1/advertisers/${advertiser.id}/coupon`;

      const replace = await t.app.inject({ method: 'PUT', url, headers, payload: { coupon: 'OUTRO20' } });
      expect(replace.statusCode).toBe(409);
      expect(replace.json<{ code: string }>().code).toBe('ADVERTISER_COUPON_ALREADY_SET');

      const removed = await t.app.inject({ method: 'DELETE', url, headers });
      expect(removed.statusCode).toBe(200);
      expect(removed.json<Json>().data.coupon).toBeNull();
      // Removing again is harmless.
      expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(200);

      const readd = await t.app.inject({ method: 'PUT', url, headers, payload: { coupon: 'BemVindo10' } });
      expect(readd.statusCode).toBe(409);
      expect(readd.json()).toEqual({
        code: 'ADVERTISER_COUPON_REMOVED',
        errors: ['The coupon BEMVINDO10 was removed from this advertiser and cannot be added again.'],
      });

      const other = await t.app.inject({ method: 'PUT', url, headers, payload: { coupon: 'OUTRO20' } });
      expect(other.statusCode).toBe(200);
      expect(other.json<Json>().data.coupon).toBe('OUTRO20');
      const same = await t.app.inject({ method: 'PUT', url, headers, payload: { coupon: 'outro20' } });
      expect(same.statusCode).toBe(200);

      const detail = (await get(advertiser.id)).json<Json>().data;
      expect(detail.removed_coupons).toEqual(['BEMVINDO10']);
    });

    it('keeps removed coupons per advertiser', async () => {
      const a = await create({ coupon: 'PROMO50' });
      const b = await create();
      await t.app.inject({ method: 'DELETE', url: `/api/v1/advertisers/${a.id}/coupon`, headers });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/advertisers/${b.id}/coupon`,
        headers,
        payload: { coupon: 'PROMO50' },
      });
      expect(res.statusCode).toBe(200);
    });

    it('validates the coupon format', async () => {
      const a = await create();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/advertisers/${a.id}/coupon`,
        headers,
        payload: { coupon: 'a b' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.coupon).toHaveLength(1);
    });
  });

  describe('logo', () => {
    const upload = (id: string, file: Buffer, name = 'logo.png', type = 'image/png') => {
      const body = multipart('logo', name, type, file);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/advertisers/${id}/logo`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const errorOf = (res: { json: () => unknown }) =>
      res.json() as { code: string; errors: { logo: string[] } };

    it('stores a 200×200 PNG and serves it publicly under its unguessable URL', async () => {
      const advertiser = await create();
      const png = makePng({ width: 200, height: 200 });
      const res = await upload(advertiser.id, png);
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json<Json>().data.logo_url as string;
      expect(url).toMatch(new RegExp(`^/api/v1/advertisers/${advertiser.id}/logo/logo-[0-9a-f]{24}\\.png$`));

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(png)).toBe(true);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: url.replace(/logo-[0-9a-f]+/, 'logo-000000000000000000000000'),
          })
        ).statusCode,
      ).toBe(404);

      // Replacing removes the old file and the old URL.
      const next = await upload(
        advertiser.id,
        makeJpeg({ width: 200, height: 200 }),
        'logo.jpg',
        'image/jpeg',
      );
      expect(next.statusCode, next.body).toBe(200);
      const nextUrl = next.json<Json>().data.logo_url as string;
      expect(nextUrl).toMatch(/\.jpg$/);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(store.keys().filter((k) => k.startsWith(`advertisers/${advertiser.id}/`))).toEqual([
        `advertisers/${advertiser.id}/${nextUrl.split('/').pop()}`,
      ]);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/advertisers/${advertiser.id}/logo`,
        headers,
      });
      expect(removed.json<Json>().data.logo_url).toBeNull();
      expect(store.keys().filter((k) => k.startsWith(`advertisers/${advertiser.id}/`))).toEqual([]);
    });

    it('refuses a file that is not a PNG or JPEG, whatever its name says', async () => {
      const advertiser = await create();
      const gif = await upload(advertiser.id, makeGif({ width: 200, height: 200 }), 'logo.png', 'image/png');
      expect(gif.statusCode).toBe(422);
      expect(errorOf(gif)).toEqual({
        code: 'ADVERTISER_LOGO_INVALID_TYPE',
        errors: { logo: ['File type not supported. Upload a PNG or JPG logo.'] },
      });
      const text = await upload(
        advertiser.id,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'logo.jpg',
        'image/jpeg',
      );
      expect(errorOf(text).code).toBe('ADVERTISER_LOGO_INVALID_TYPE');
    });

    it('refuses a logo over 200 KB, also far over the read limit', async () => {
      const advertiser = await create();
      const big = makePng({ width: 200, height: 200, padding: 210_000 });
      const res = await upload(advertiser.id, big);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res)).toEqual({
        code: 'ADVERTISER_LOGO_TOO_LARGE',
        errors: { logo: ['File too large. The logo must be at most 200 KB.'] },
      });
      const huge = await upload(advertiser.id, makePng({ width: 200, height: 200, padding: 3_000_000 }));
      expect(errorOf(huge).code).toBe('ADVERTISER_LOGO_TOO_LARGE');
      expect((await get(advertiser.id)).json<Json>().data.logo_url).toBeNull();
    });

    it('refuses other dimensions, read from the PNG IHDR and the JPEG SOF', async () => {
      const advertiser = await create();
      const png = await upload(advertiser.id, makePng({ width: 300, height: 250 }));
      expect(png.statusCode).toBe(422);
      expect(errorOf(png)).toEqual({
        code: 'ADVERTISER_LOGO_INVALID_DIMENSIONS',
        errors: {
          logo: ['Invalid dimensions: the logo must be 200×200 pixels, and the uploaded file is 300×250.'],
        },
      });
      const jpeg = await upload(
        advertiser.id,
        makeJpeg({ width: 200, height: 201 }),
        'logo.jpg',
        'image/jpeg',
      );
      expect(errorOf(jpeg).errors.logo).toEqual([
        'Invalid dimensions: the logo must be 200×200 pixels, and the uploaded file is 200×201.',
      ]);
    });

    it('never publishes a damaged logo: bad IDAT checksum, cut at 200 bytes, script after the end', async () => {
      const advertiser = await create();
      const good = makePng({ width: 200, height: 200, noise: true });
      const first = await upload(advertiser.id, good);
      expect(first.statusCode, first.body).toBe(200);
      const published = first.json<Json>().data.logo_url as string;
      const damaged = {
        ...Object.fromEntries(Object.entries(damagedImages(good)).map(([k, v]) => [`png ${k}`, v])),
        ...Object.fromEntries(
          Object.entries(damagedImages(makeJpeg({ width: 200, height: 200 }))).map(([k, v]) => [`jpeg ${k}`, v]),
        ),
      };
      for (const [name, bytes] of Object.entries(damaged)) {
        const res = await upload(advertiser.id, bytes, name.startsWith('png') ? 'logo.png' : 'logo.jpg');
        expect(res.statusCode, name).toBe(422);
        expect(errorOf(res), name).toEqual({
          code: 'ADVERTISER_LOGO_CORRUPTED',
          errors: { logo: ['The image could not be read. The file may be corrupted.'] },
        });
      }
      // The public logo is still the good one, byte for byte, and nothing else was stored.
      expect((await get(advertiser.id)).json<Json>().data.logo_url).toBe(published);
      const served = await t.app.inject({ method: 'GET', url: published });
      expect(served.rawPayload.equals(good)).toBe(true);
      expect(store.keys().filter((k) => k.startsWith(`advertisers/${advertiser.id}/`))).toHaveLength(1);
    });

    it('refuses a truncated image and a request without a file', async () => {
      const advertiser = await create();
      const res = await upload(advertiser.id, makePng({ width: 200, height: 200 }).subarray(0, 12));
      expect(errorOf(res).code).toBe('ADVERTISER_LOGO_CORRUPTED');
      const none = await t.app.inject({
        method: 'POST',
        url: `/api/v1/advertisers/${advertiser.id}/logo`,
        headers,
        payload: {},
      });
      expect(none.statusCode).toBe(422);
      expect(errorOf(none).code).toBe('ADVERTISER_LOGO_MISSING');
    });
  });

  it('lists every advertiser endpoint in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, object>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/advertisers',
        '/api/v1/advertisers/{id}',
        '/api/v1/advertisers/{id}/status',
        '/api/v1/advertisers/{id}/coupon',
        '/api/v1/advertisers/{id}/logo',
      ]),
    );
  });
});
