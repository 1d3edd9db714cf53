import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createMemoryBlobStore, provideBlobStore } from '@verba/core/storage/index';
import { makePng } from '@verba/core/advertisers/test-images';
import { makeMp4, makeWav } from '@verba/core/creatives/media-samples';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser, upload, type Headers } from './creative-test-helpers';

interface CreativeJson {
  id: string;
  name: string;
  format: string;
  status: string;
  size: string | null;
  has_error: boolean;
  requires_certification: boolean;
  asset: { id: string; url: string } | null;
  [key: string]: unknown;
}
interface Saved {
  data: CreativeJson;
  warnings: { code: string; field: string | null; message: string }[];
}

const sitelinks = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ text: `Link ${i}`, final_url: `https://loja.com.br/${i}` }));
const searchAd = (over: Record<string, unknown> = {}) => ({
  final_url: 'https://loja.com.br',
  path1: 'ofertas',
  path2: 'verao',
  titles: ['Loja de verão', 'Ofertas do dia', 'Frete grátis'],
  descriptions: ['Tudo para o verão com frete grátis.', 'Compre em até 10x sem juros.'],
  sitelinks: sitelinks(4),
  callouts: ['Frete grátis', 'Troca fácil'],
  keywords: Array.from({ length: 20 }, (_, i) => `palavra ${i}`),
  ...over,
});

describe('creatives API', () => {
  let t: TestApp;
  let headers: Headers;
  let managerHeaders: Headers;
  let userManagerHeaders: Headers;
  let otherHeaders: Headers;
  let staffHeaders: Headers;
  let advertiserId: string;
  const store = createMemoryBlobStore();
  const assets: Record<string, string> = {};

  const uploadAsset = async (bytes: Buffer, as = headers, advertiser = advertiserId) => {
    const res = await upload(t, as, advertiser, { bytes });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { id: string } }>().data.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 100, advertiserCreationPerMinute: 100 });
    provideBlobStore(t.deps, store);
    const company = await createCompany({ db: t.deps.db });
    const as = (role: 'user' | 'manager' | 'user_manager') =>
      createSignedInUser({ db: t.deps.db, companyId: company.id, role, language: 'en' });
    headers = (await as('user')).headers;
    managerHeaders = (await as('manager')).headers;
    userManagerHeaders = (await as('user_manager')).headers;
    otherHeaders = (await createSignedInUser({ db: t.deps.db, role: 'manager' })).headers;
    staffHeaders = (await createSignedInUser({ db: t.deps.db, isStaff: true, language: 'en' })).headers;
    advertiserId = await createAdvertiser(t, headers);
    assets.banner = await uploadAsset(makePng({ width: 300, height: 250 }));
    assets.leaderboard = await uploadAsset(makePng({ width: 728, height: 90 }));
    assets.native = await uploadAsset(makePng({ width: 1200, height: 627 }));
    assets.icon = await uploadAsset(makePng({ width: 192, height: 192 }));
    assets.odd = await uploadAsset(makePng({ width: 301, height: 250 }));
    assets.video = await uploadAsset(makeMp4({ width: 1280, height: 720, durationMs: 15000 }));
    assets.audio = await uploadAsset(makeWav({ seconds: 10 }));
    assets.companion = await uploadAsset(makePng({ width: 640, height: 640 }));
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, as = headers, advertiser = advertiserId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiser}/creatives`,
      headers: as,
      payload: body,
    });
  const created = async (body: Record<string, unknown>, as = headers) => {
    const res = await create(body, as);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Saved>();
  };
  let counter = 0;
  const unique = (name: string) => `${name} ${++counter}`;
  const display = (over: Record<string, unknown> = {}) => ({
    name: unique('Banner'),
    format: 'DISPLAY',
    asset_id: assets.banner,
    destination_url: 'loja.com.br/verao',
    ...over,
  });

  describe('every format', () => {
    it('creates one creative of each format, pending review', async () => {
      const bodies = [
        display(),
        {
          name: unique('Nativo'),
          format: 'NATIVE_DISPLAY',
          asset_id: assets.native,
          title: 'Verão na Loja',
          body: 'Tudo para o verão com frete grátis.',
          sponsored_by: 'Loja',
          call_to_action: 'Comprar',
          destination_url: 'https://loja.com.br',
        },
        {
          name: unique('Vídeo'),
          format: 'DISPLAY_VIDEO',
          asset_id: assets.video,
          destination_url: 'https://loja.com.br',
        },
        {
          name: unique('Push'),
          format: 'PUSH',
          asset_id: assets.icon,
          title: 'Oferta relâmpago',
          body: 'Só hoje: 20% em tudo.',
          destination_url: 'https://loja.com.br',
        },
        { name: unique('Busca'), format: 'SEARCH', search: searchAd() },
        {
          name: unique('YouTube'),
          format: 'YOUTUBE',
          asset_id: assets.video,
          headline: 'O verão chegou na Loja',
          body: 'Toda a coleção de verão com entrega grátis.',
          destination_url: 'https://loja.com.br',
        },
        {
          name: unique('Áudio'),
          format: 'AUDIO',
          asset_id: assets.audio,
          companion_asset_id: assets.companion,
          destination_url: 'https://loja.com.br',
        },
      ];
      for (const body of bodies) {
        const { data, warnings } = await created(body);
        expect(data).toMatchObject({ format: body.format, status: 'pending', has_error: false });
        expect(warnings).toEqual([]);
      }
    });

    it('answers the display size and keeps only the format fields', async () => {
      const { data } = await created(display({ title: 'not a display field' }));
      expect(data).toMatchObject({
        size: '300x250',
        width: 300,
        height: 250,
        title: null,
        destination_url: 'https://loja.com.br/verao',
      });
      expect(data.asset?.url).toMatch(/^\/api\/v1\/creative-assets\//);
    });

    it('refuses a file of the wrong kind or of a size the format does not take', async () => {
      const kind = await create(display({ asset_id: assets.video }));
      expect(kind.statusCode).toBe(422);
      expect(kind.json()).toMatchObject({
        code: 'INVALID_FILE_TYPE',
        errors: { asset_id: [expect.stringContaining('PNG')] },
      });
      const size = await create(display({ asset_id: assets.odd }));
      expect(size.statusCode).toBe(422);
      expect(size.json()).toMatchObject({ code: 'CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS' });
      const missing = await create(display({ asset_id: '00000000-0000-4000-8000-000000000000' }));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'CREATIVE_ASSET_NOT_FOUND' });
    });

    it('takes an AUDIO creative with its 640×640 companion image, and refuses one without or of another size', async () => {
      const audio = (body: Record<string, unknown>) => ({
        name: unique('Spot'),
        format: 'AUDIO',
        asset_id: assets.audio,
        destination_url: 'https://loja.com.br',
        ...body,
      });
      const none = await create(audio({}));
      expect(none.statusCode).toBe(422);
      expect(none.json()).toMatchObject({
        errors: { companion_asset_id: [expect.stringContaining('640x640')] },
      });
      const wrongSize = await create(audio({ companion_asset_id: assets.icon }));
      expect(wrongSize.statusCode).toBe(422);
      expect(wrongSize.json()).toMatchObject({
        code: 'CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS',
        errors: { companion_asset_id: [expect.stringContaining('640x640')] },
      });
      const wrongKind = await create(audio({ companion_asset_id: assets.audio }));
      expect(wrongKind.json()).toMatchObject({ code: 'INVALID_FILE_TYPE' });
      const { data } = await created(audio({ companion_asset_id: assets.companion }));
      expect(data).toMatchObject({
        companion_asset_id: assets.companion,
        companion_asset: { id: assets.companion, width: 640, height: 640 },
      });
      const read = await t.app.inject({ method: 'GET', url: `/api/v1/creatives/${data.id}`, headers });
      expect(read.json()).toMatchObject({ data: { companion_asset: { id: assets.companion } } });
      // Another format drops it.
      const { data: banner } = await created(display({ companion_asset_id: assets.companion }));
      expect(banner.companion_asset_id).toBeNull();
    });

    it('requires each format fields, with translated messages', async () => {
      const res = await create({ name: unique('Nativo'), format: 'NATIVE_DISPLAY' });
      expect(res.statusCode).toBe(422);
      const errors = res.json<{ errors: Record<string, string[]> }>().errors;
      expect(Object.keys(errors).sort()).toEqual([
        'asset_id',
        'body',
        'destination_url',
        'sponsored_by',
        'title',
      ]);
      expect(errors.asset_id).toEqual(["Upload the creative's file."]);
      const long = await create({
        ...display(),
        format: 'PUSH',
        asset_id: assets.icon,
        title: 'x'.repeat(26),
        body: 'b',
      });
      expect(long.json()).toMatchObject({ errors: { title: ['Use at most 25 characters.'] } });
    });
  });

  describe('search ads', () => {
    it('refuses 2 titles, 31 characters, duplicate sitelinks and callouts', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ titles: ['a', 'b'] }, 'search.titles'],
        [{ titles: ['a', 'b', 'x'.repeat(31)] }, 'search.titles.2'],
        [{ titles: Array(16).fill('t') }, 'search.titles'],
        [{ descriptions: ['a', 'b', 'c', 'd', 'e'] }, 'search.descriptions'],
        [{ sitelinks: [...sitelinks(2), sitelinks(1)[0]] }, 'search.sitelinks.2'],
        [{ callouts: ['Frete grátis', 'frete grátis'] }, 'search.callouts.1'],
        [{ path1: 'x'.repeat(16) }, 'search.path1'],
      ];
      for (const [over, field] of cases) {
        const res = await create({ name: unique('Busca'), format: 'SEARCH', search: searchAd(over) });
        expect(res.statusCode, JSON.stringify(over)).toBe(422);
        expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
      }
      const dup = await create({
        name: unique('Busca'),
        format: 'SEARCH',
        search: searchAd({ callouts: ['A', 'a'] }),
      });
      expect(dup.json()).toMatchObject({
        errors: { 'search.callouts.1': ['Duplicate callouts are not allowed.'] },
      });
    });

    it('saves 3 and 15 titles; fewer than 4 sitelinks or keywords outside 20–30 are warnings', async () => {
      await created({
        name: unique('Busca'),
        format: 'SEARCH',
        search: searchAd({ titles: Array.from({ length: 15 }, (_, i) => `T${i}`) }),
      });
      const { data, warnings } = await created({
        name: unique('Busca'),
        format: 'SEARCH',
        search: searchAd({ sitelinks: sitelinks(2), keywords: ['sapato'] }),
      });
      expect(data.status).toBe('pending');
      expect(warnings).toEqual([
        {
          code: 'SEARCH_SITELINKS_BELOW_RECOMMENDED',
          field: 'search.sitelinks',
          message: 'We recommend 4 sitelinks; this ad has 2.',
        },
        {
          code: 'SEARCH_KEYWORDS_OUTSIDE_RECOMMENDED',
          field: 'search.keywords',
          message: 'We recommend 20 to 30 keywords per ad group; this one has 1.',
        },
      ]);
    });
  });

  describe('rules', () => {
    it('refuses a duplicate name in the advertiser (any case), allows it for another advertiser', async () => {
      const name = unique('Único');
      await created(display({ name }));
      const dup = await create(display({ name: name.toUpperCase() }));
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ code: 'DUPLICATE_ASSET_NAME' });
      const other = await createAdvertiser(t, headers);
      const banner = await uploadAsset(makePng({ width: 300, height: 250 }), headers, other);
      const res = await create(display({ name, asset_id: banner }), headers, other);
      expect(res.statusCode, res.body).toBe(201);
      // Another advertiser's file cannot be used.
      expect((await create(display({ asset_id: banner }))).statusCode).toBe(404);
    });

    it('refuses blocked words and keeps regulated ones pending with a warning', async () => {
      const blocked = await create(display({ name: 'Venda de cocaína' }));
      expect(blocked.statusCode).toBe(422);
      expect(blocked.json()).toMatchObject({ code: 'ASSET_CONTAINS_PROHIBITED_CONTENT' });
      const { data, warnings } = await created({
        name: unique('Push'),
        format: 'PUSH',
        asset_id: assets.icon,
        title: 'Faça sua aposta',
        body: 'Bônus hoje.',
        destination_url: 'https://loja.com.br',
      });
      expect(data).toMatchObject({ status: 'pending', requires_certification: true });
      expect(warnings.map((w) => w.code)).toEqual(['ASSET_REQUIRES_CERTIFICATION']);
    });

    it('marks a creative whose file is gone from storage as having an error', async () => {
      const id = await uploadAsset(makePng({ width: 728, height: 90 }));
      const [row] = await queryRows<{ blob_key: string }>(
        t.deps.db,
        sql`SELECT blob_key FROM creative_assets WHERE id = ${id}`,
      );
      await store.delete(row!.blob_key);
      const { data } = await created(display({ asset_id: id }));
      expect(data).toMatchObject({ has_error: true, error_code: 'CREATIVE_ASSET_NOT_FOUND' });
    });

    it('refuses creating and editing for an inactive advertiser', async () => {
      const id = await createAdvertiser(t, headers);
      const banner = await uploadAsset(makePng({ width: 300, height: 250 }), headers, id);
      const res = await create(display({ asset_id: banner }), headers, id);
      const creative = res.json<Saved>().data;
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/advertisers/${id}/status`,
        headers,
        payload: { status: 'inactive' },
      });
      const again = await create(display({ asset_id: banner }), headers, id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ADVERTISER_INACTIVE' });
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/creatives/${creative.id}`,
        headers,
        payload: display({ asset_id: banner }),
      });
      expect(edit.json()).toMatchObject({ code: 'ADVERTISER_INACTIVE' });
    });
  });

  describe('edit, review and archive', () => {
    const review = (id: string, payload: Record<string, unknown>, as = staffHeaders) =>
      t.app.inject({ method: 'POST', url: `/api/v1/staff/creatives/${id}/review`, headers: as, payload });

    it('staff approve or reject with a reason; an edit sends it back to pending', async () => {
      const { data } = await created(display());
      expect((await review(data.id, { decision: 'reject' })).statusCode).toBe(422);
      const approved = await review(data.id, { decision: 'approve' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ data: { status: 'approved' } });
      expect((await review(data.id, { decision: 'approve' })).json()).toMatchObject({
        code: 'CREATIVE_NOT_PENDING',
      });

      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/creatives/${data.id}`,
        headers,
        payload: display({ name: data.name, destination_url: 'https://loja.com.br/outra' }),
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json()).toMatchObject({
        data: { status: 'pending', destination_url: 'https://loja.com.br/outra' },
      });

      const rejected = await review(data.id, { decision: 'reject', reason: 'Imagem ilegível.' });
      expect(rejected.json()).toMatchObject({
        data: { status: 'rejected', rejection_reason: 'Imagem ilegível.' },
      });
    });

    it('lists the pending queue for staff only, oldest first', async () => {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/staff/creatives?per_page=100',
        headers: staffHeaders,
      });
      expect(list.statusCode).toBe(200);
      const rows = list.json<{
        data: (CreativeJson & { company: { id: string } })[];
        meta: { total: number };
      }>();
      expect(rows.data.every((c) => c.status === 'pending')).toBe(true);
      expect(rows.data[0]!.company.id).toBeTruthy();
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/staff/creatives', headers: managerHeaders }))
          .statusCode,
      ).toBe(403);
      const { data } = await created(display());
      expect((await review(data.id, { decision: 'approve' }, managerHeaders)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/creatives' })).statusCode).toBe(401);
    });

    it('keeps the file dimensions on a file change and never changes the format', async () => {
      const { data } = await created(display());
      const put = (body: Record<string, unknown>) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/creatives/${data.id}`,
          headers,
          payload: { ...display({ name: data.name }), ...body },
        });
      const other = await put({ asset_id: assets.leaderboard });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ code: 'CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS' });
      const same = await uploadAsset(makePng({ width: 300, height: 250, noise: true }));
      expect((await put({ asset_id: same })).statusCode).toBe(200);
      const format = await put({
        format: 'NATIVE_DISPLAY',
        asset_id: assets.native,
        title: 't',
        body: 'b',
        sponsored_by: 's',
      });
      expect(format.json()).toMatchObject({ code: 'CREATIVE_FORMAT_LOCKED' });
    });

    it('archives: gone from reads and lists, its name free again', async () => {
      const { data } = await created(display());
      const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/creatives/${data.id}`, headers });
      expect(del.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/creatives/${data.id}`, headers })).statusCode,
      ).toBe(404);
      expect((await create(display({ name: data.name }))).statusCode).toBe(201);
    });
  });

  describe('lists', () => {
    it('pages and filters by format (several), status, size and name', async () => {
      const advertiser = await createAdvertiser(t, headers);
      const banner = await uploadAsset(makePng({ width: 300, height: 250 }), headers, advertiser);
      const leader = await uploadAsset(makePng({ width: 728, height: 90 }), headers, advertiser);
      const make = (body: Record<string, unknown>) => create(body, headers, advertiser);
      await make(display({ name: 'Alfa', asset_id: banner }));
      await make(display({ name: 'Beta', asset_id: leader }));
      await make({ name: 'Gama', format: 'SEARCH', search: searchAd() });
      const list = async (query: string) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/advertisers/${advertiser}/creatives?${query}`,
          headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ data: CreativeJson[]; meta: { total: number; last_page: number } }>();
      };
      expect((await list('')).meta.total).toBe(3);
      expect((await list('sort=name')).data.map((c) => c.name)).toEqual(['Alfa', 'Beta', 'Gama']);
      expect((await list('per_page=2&page=2&sort=name')).data.map((c) => c.name)).toEqual(['Gama']);
      expect((await list('format=DISPLAY')).meta.total).toBe(2);
      expect((await list('format=DISPLAY,SEARCH')).meta.total).toBe(3);
      expect((await list('size=728x90')).data.map((c) => c.name)).toEqual(['Beta']);
      expect((await list('search=alf')).data.map((c) => c.name)).toEqual(['Alfa']);
      expect((await list('status=approved')).meta.total).toBe(0);
      const bad = await t.app.inject({ method: 'GET', url: `/api/v1/creatives?format=BANNER`, headers });
      expect(bad.statusCode).toBe(422);
      const all = await t.app.inject({
        method: 'GET',
        url: `/api/v1/creatives?advertiser_id=${advertiser}`,
        headers,
      });
      expect(all.json<{ meta: { total: number } }>().meta.total).toBe(3);
      // Lists show the advertiser's short display name; the legal name stays for hover and detail.
      expect(all.json<{ data: CreativeJson[] }>().data[0]).toMatchObject({
        advertiser_name: 'Padaria Pão Quente Comércio de Alimentos',
        advertiser_display_name: 'Pão Quente',
      });
    });
  });

  describe('roles and companies', () => {
    it('lets every role of the company manage creatives', async () => {
      for (const as of [managerHeaders, userManagerHeaders]) {
        const res = await create(display(), as);
        expect(res.statusCode, res.body).toBe(201);
        const id = res.json<Saved>().data.id;
        expect(
          (await t.app.inject({ method: 'GET', url: `/api/v1/creatives/${id}`, headers: as })).statusCode,
        ).toBe(200);
      }
    });

    it('answers 404 to another company for every endpoint, 401 without a token', async () => {
      const { data } = await created(display());
      const calls = [
        { method: 'GET', url: `/api/v1/advertisers/${advertiserId}/creatives` },
        { method: 'GET', url: `/api/v1/creatives?advertiser_id=${advertiserId}` },
        { method: 'POST', url: `/api/v1/advertisers/${advertiserId}/creatives`, payload: display() },
        { method: 'GET', url: `/api/v1/creatives/${data.id}` },
        { method: 'PUT', url: `/api/v1/creatives/${data.id}`, payload: display() },
        { method: 'DELETE', url: `/api/v1/creatives/${data.id}` },
        { method: 'GET', url: `/api/v1/creative-assets/${assets.banner}` },
      ] as const;
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: otherHeaders });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        const anonymous = await t.app.inject({ ...call });
        expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      }
      const mine = await t.app.inject({ method: 'GET', url: '/api/v1/creatives', headers: otherHeaders });
      expect(mine.json<{ meta: { total: number } }>().meta.total).toBe(0);
    });
  });
});
