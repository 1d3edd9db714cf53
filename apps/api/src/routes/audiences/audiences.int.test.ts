import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { call, companyWithTeam } from '../users/users-test-helpers';

type Row = { id: string; name: string; name_en: string; favorite: boolean; reach: { people: number } };
type Reach = { people: number; low: number; high: number };
type ReachAnswer = { data: { reach: Reach; segments_reach: Reach; covered_segment_ids: string[] } };
type One = { data: Row & { path: { id: string; name: string }[]; children: Row[] } };
type City = { ibge_code: number; name: string; uf: string; capital: boolean; latitude: number };
type Page = {
  data: Row[];
  meta: { total: number; current_page: number; last_page: number; per_page: number };
};

describe('audience catalogue API', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof companyWithTeam>>;
  let outsider: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    team = await companyWithTeam(t);
    outsider = await createSignedInUser({ db: t.deps.db, role: 'user', now: t.deps.now() });
  });
  afterAll(() => t.close());

  const get = (path: string, as: SignedInUser | null = null, language = 'pt_BR') =>
    call(t, as, 'GET', path, undefined, { cookie: `language=${language}` });

  describe('segments (anonymous)', () => {
    it('pages the 1,558 segments of the IAB Audience Taxonomy 1.1 in tree order', async () => {
      const first = await get('audiences/segments?per_page=5');
      expect(first.statusCode, first.body).toBe(200);
      const body = first.json<Page>();
      expect(body.meta).toEqual({ current_page: 1, per_page: 5, total: 1558, last_page: 312 });
      expect(body.data.map((s) => s.id)).toEqual(['1', '2', '3', '4', '5']);
      expect(body.data[0]).toMatchObject({
        name: 'Demografia',
        name_en: 'Demographic',
        tier: 1,
        kind: 'broad',
        translated: true,
      });
      const last = (await get('audiences/segments?per_page=5&page=312')).json<Page>();
      expect(last.data).toHaveLength(3);
      const beyond = (await get('audiences/segments?per_page=5&page=400')).json<Page>();
      expect(beyond.data).toEqual([]);
    });

    it('searches the active language and English, ignoring accents and case', async () => {
      const accented = (await get('audiences/segments?search=Gênero')).json<Page>();
      const plain = (await get('audiences/segments?search=genero')).json<Page>();
      expect(plain.data.map((s) => s.id)).toEqual(accented.data.map((s) => s.id));
      expect(plain.data[0]).toMatchObject({ id: '48', name: 'Gênero' });
      const exact = (await get('audiences/segments?search=futebol')).json<Page>();
      expect(exact.data[0]).toMatchObject({ id: '663', name: 'Futebol', name_en: 'Soccer' });
      const english = (await get('audiences/segments?search=GENDER')).json<Page>();
      expect(english.data.map((s) => s.id)).toContain('48');
      const plural = (await get('audiences/segments?search=viagem')).json<Page>();
      expect(plural.data.map((s) => s.id)).toContain('719');
      const spanish = (await get('audiences/segments?search=genero', null, 'es')).json<Page>();
      expect(spanish.data[0]).toMatchObject({ id: '48', name: 'Género' });
      // Every tier is translated: a deep segment found by its English name shows its Spanish one.
      const deep = (await get('audiences/segments?search=professional%20school', null, 'es')).json<Page>();
      expect(deep.data[0]).toMatchObject({ id: '21', name: 'Escuela profesional', translated: true });
      const ages = (await get('audiences/segments?parent=2', null, 'es')).json<Page>();
      expect(ages.data[0]).toMatchObject({ name: '18-20', translated: true });
    });

    it('finds the advertiser’s own words: every tier translated, accents, stems, synonyms, ranked, with the path', async () => {
      type Found = Page & { data: (Row & { path: string[]; translated: boolean })[] };
      const find = async (q: string, language = 'pt_BR') =>
        (
          await get(`audiences/segments?per_page=50&search=${encodeURIComponent(q)}`, null, language)
        ).json<Found>();
      const english = await find('coffee');
      for (const q of ['café', 'cafe', 'Café']) {
        const found = await find(q);
        expect(found.data[0], q).toMatchObject({
          id: '977',
          name: 'Café',
          name_en: 'Coffee',
          translated: true,
        });
        expect(found.data[0]!.path).toEqual([
          'Intenção de compra',
          'Bens de consumo embalados',
          'Comestíveis',
          'Bebidas',
          'Café e chá',
        ]);
        expect(found.data.map((s) => s.id)).toEqual(expect.arrayContaining(english.data.map((s) => s.id)));
      }
      const es = await find('café', 'es');
      expect(es.data[0]).toMatchObject({ id: '977', name: 'Café', translated: true });
      expect(es.data.map((s) => s.id)).toEqual(expect.arrayContaining(['976', '978', '1293']));
      const stems = await find('viagens');
      expect(stems.data.map((s) => s.id)).toContain('719');
      const synonym = await find('cafeteria');
      expect(synonym.data.map((s) => s.id)).toEqual(expect.arrayContaining(['977', '976']));
      const cars = await find('carro');
      expect(cars.meta.total).toBeGreaterThan(0);
      const nothing = await find('xyzzy');
      expect(nothing).toMatchObject({ data: [], meta: { total: 0 } });
    });

    it('lists a parent’s children, filters by class and tier', async () => {
      const children = (await get('audiences/segments?parent=48')).json<Page>();
      expect(children.data.map((s) => s.name)).toEqual([
        'Feminino',
        'Masculino',
        'Outro gênero',
        'Gênero desconhecido',
      ]);
      const roots = (await get('audiences/segments?tier=1')).json<Page>();
      expect(roots.data.map((s) => s.id)).toEqual(['1', '206', '752']);
      const intent = (await get('audiences/segments?class=purchase_intent&tier=2&per_page=100')).json<Page>();
      expect(intent.meta.total).toBe(34);
    });

    it('answers one segment with its path and children, and 404 for an unknown id', async () => {
      const res = await get('audiences/segments/50');
      expect(res.statusCode).toBe(200);
      expect(res.json<One>().data).toMatchObject({
        id: '50',
        name: 'Masculino',
        path: [
          { id: '1', name: 'Demografia' },
          { id: '48', name: 'Gênero' },
        ],
        children: [],
        favorite: false,
      });
      const unknown = await get('audiences/segments/999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ code: string }>()).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('refuses bad queries with a translated 422', async () => {
      const res = await get('audiences/segments?class=everyone');
      expect(res.statusCode).toBe(422);
      const control = await get('audiences/segments?search=%00');
      expect(control.statusCode).toBe(422);
    });
  });

  describe('reach', () => {
    const reach = (payload: Record<string, unknown>) => call(t, null, 'POST', 'audiences/reach', payload);

    it('estimates everyone, segments OR-ed, and their intersection with locations', async () => {
      const all = await reach({});
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json<ReachAnswer>().data.reach.people).toBe(156_000_000);

      const one = (await reach({ segment_ids: ['50'] })).json<ReachAnswer>().data;
      const two = (await reach({ segment_ids: ['50', '49'] })).json<ReachAnswer>().data;
      expect(two.reach.people).toBeGreaterThanOrEqual(one.reach.people);

      const inSp = (await reach({ segment_ids: ['50', '49'], states: ['sp'] })).json<ReachAnswer>().data;
      expect(inSp.reach.people).toBeLessThan(two.reach.people);
      expect(inSp.segments_reach).toEqual(two.reach);

      const inCapital = (await reach({ segment_ids: ['50', '49'], cities: [3550308] })).json<ReachAnswer>()
        .data;
      expect(inCapital.reach.people).toBeLessThan(inSp.reach.people);

      const covered = (await reach({ segment_ids: ['48', '50'] })).json<ReachAnswer>().data;
      expect(covered.covered_segment_ids).toEqual(['50']);
    });

    it('refuses unknown segments or cities, more than 10 segments, bad states', async () => {
      expect((await reach({ segment_ids: ['999999'] })).json<{ code: string }>()).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
      expect((await reach({ cities: [1234567] })).statusCode).toBe(422);
      expect((await reach({ states: ['XX'] })).statusCode).toBe(422);
      const eleven = Array.from({ length: 11 }, (_, i) => String(i + 3));
      expect((await reach({ segment_ids: eleven })).statusCode).toBe(422);
    });
  });

  describe('locations and content categories (anonymous)', () => {
    it('lists the 27 states with IBGE code, UF, centroid and population', async () => {
      const res = await get('locations/states');
      expect(res.statusCode).toBe(200);
      const states = res.json<{ data: { uf: string; ibge_code: number; population: number }[] }>().data;
      expect(states).toHaveLength(27);
      expect(states.find((s) => s.uf === 'SP')).toMatchObject({
        ibge_code: 35,
        name: 'São Paulo',
        population: 44_411_238,
      });
    });

    it('pages a state’s cities and searches them without accents', async () => {
      const sp = (await get('locations/cities?state=SP&per_page=10')).json<Page>();
      expect(sp.meta.total).toBe(645);
      const found = (await get('locations/cities?search=sao paulo')).json<{ data: City[] }>();
      expect(found.data[0]).toMatchObject({ ibge_code: 3550308, name: 'São Paulo', uf: 'SP', capital: true });
      expect(typeof found.data[0]?.latitude).toBe('number');
      const byCode = (await get('locations/cities?codes=3106200,3550308')).json<{ data: City[] }>();
      expect(byCode.data.map((c) => c.name)).toEqual(['Belo Horizonte', 'São Paulo']);
      expect((await get('locations/cities?codes=12')).statusCode).toBe(422);
    });

    it('lists tier 1 of the IAB Content Taxonomy 3.1 in the three languages', async () => {
      const res = await get('content-categories');
      expect(res.statusCode).toBe(200);
      const data = res.json<{
        data: { id: string; cattax: number; name: string; names: Record<string, string> }[];
      }>().data;
      expect(data).toHaveLength(37);
      expect(data.find((c) => c.id === '483')).toEqual({
        id: '483',
        cattax: 7,
        name: 'Esportes',
        names: { en: 'Sports', pt_BR: 'Esportes', es: 'Deportes' },
      });
    });
  });

  describe('favourites', () => {
    it('need a signed-in user', async () => {
      expect((await call(t, null, 'GET', 'audiences/favorites')).statusCode).toBe(401);
      expect((await call(t, null, 'PUT', 'audiences/favorites/50')).statusCode).toBe(401);
      expect((await call(t, null, 'DELETE', 'audiences/favorites/50')).statusCode).toBe(401);
    });

    it('are kept per user, for every role, and never seen by a colleague or another company', async () => {
      for (const member of [team.manager, team.userManager, team.user]) {
        const put = await call(t, member, 'PUT', 'audiences/favorites/50');
        expect(put.statusCode, put.body).toBe(200);
        expect(put.json<One>().data).toMatchObject({ id: '50', favorite: true });
      }
      await call(t, team.user, 'PUT', 'audiences/favorites/50'); // again: no change
      await call(t, team.user, 'PUT', 'audiences/favorites/243');

      const mine = (await call(t, team.user, 'GET', 'audiences/favorites')).json<Page>();
      expect(mine.data.map((s) => s.id).sort()).toEqual(['243', '50']);
      expect(mine.meta.total).toBe(2);
      const managers = (await call(t, team.manager, 'GET', 'audiences/favorites')).json<Page>();
      expect(managers.data.map((s) => s.id)).toEqual(['50']);
      const outsiders = (await call(t, outsider, 'GET', 'audiences/favorites')).json<Page>();
      expect(outsiders.data).toEqual([]);

      // The catalogue marks the caller's own stars only.
      const asUser = (
        await call(t, team.user, 'GET', 'audiences/segments?parent=206&per_page=3')
      ).json<Page>();
      expect(asUser.data.find((s) => s.id === '243')?.favorite).toBe(true);
      const asOutsider = (await call(t, outsider, 'GET', 'audiences/segments/243')).json<One>();
      expect(asOutsider.data.favorite).toBe(false);
      expect((await call(t, team.user, 'GET', 'audiences/segments/243')).json<One>().data.favorite).toBe(
        true,
      );

      // Removing someone else's star is impossible: a DELETE touches only the caller's own.
      expect((await call(t, outsider, 'DELETE', 'audiences/favorites/243')).statusCode).toBe(204);
      expect((await call(t, team.user, 'GET', 'audiences/favorites')).json<Page>().meta.total).toBe(2);
      expect((await call(t, team.user, 'DELETE', 'audiences/favorites/243')).statusCode).toBe(204);
      expect(
        (await call(t, team.user, 'GET', 'audiences/favorites')).json<Page>().data.map((s) => s.id),
      ).toEqual(['50']);
    });

    it('pages the favourites', async () => {
      const me = await createSignedInUser({ db: t.deps.db, role: 'user', now: t.deps.now() });
      for (const id of ['3', '4', '5']) await call(t, me, 'PUT', `audiences/favorites/${id}`);
      const page2 = (await call(t, me, 'GET', 'audiences/favorites?per_page=2&page=2')).json<Page>();
      expect(page2.meta).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
      expect(page2.data).toHaveLength(1);
    });

    it('refuse an unknown segment with 404 and store nothing', async () => {
      const res = await call(t, team.user, 'PUT', 'audiences/favorites/999999');
      expect(res.statusCode).toBe(404);
      expect((await call(t, team.user, 'GET', 'audiences/favorites')).json<Page>().meta.total).toBe(1);
    });
  });
});

describe('audience catalogue rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: true });
  });
  afterAll(() => t.close());

  it('answers 429 after 240 public requests a minute from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 243; i++)
      codes.push((await t.app.inject({ method: 'GET', url: '/api/v1/audiences/segments/1' })).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(240);
    expect(codes.slice(240)).toEqual([429, 429, 429]);
  });
});
