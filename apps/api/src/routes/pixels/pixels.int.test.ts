import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdvertiser, createTestPixelGroup, pixelRule, type GroupJson } from './pixel-test-helpers';

type Headers = { authorization: string };
/** Every answer shape these tests read. */
type Answer = {
  data: GroupJson[] & GroupJson;
  meta: { total: number };
  errors: Record<string, string[]>;
  code: string;
};

describe('pixel groups API', () => {
  let t: TestApp;
  let headers: Headers;
  let managerHeaders: Headers;
  let otherHeaders: Headers;
  let staffHeaders: Headers;
  let advertiserId: string;
  let otherAdvertiserId: string;

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    headers = (
      await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user', language: 'en' })
    ).headers;
    managerHeaders = (
      await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'manager', language: 'en' })
    ).headers;
    otherHeaders = (await createSignedInUser({ db: t.deps.db, role: 'manager', language: 'en' })).headers;
    staffHeaders = (
      await createSignedInUser({ db: t.deps.db, role: 'manager', isStaff: true, language: 'en' })
    ).headers;
    advertiserId = await createTestAdvertiser(t, headers);
    otherAdvertiserId = await createTestAdvertiser(t, otherHeaders);
  });
  afterAll(() => t.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    as: Headers,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers: as, ...(payload && { payload }) });
  const ruleCount = async () =>
    Number((await queryRows<{ n: string }>(t.deps.db, sql`SELECT count(*) AS n FROM pixel_rules`))[0]!.n);

  describe('create', () => {
    it('creates a pending group with its rules, for a user', async () => {
      const group = await createTestPixelGroup(t, headers, advertiserId, {
        rules: [
          pixelRule(),
          pixelRule({
            name: 'Visita',
            event_name: 'page_view',
            event_label: '',
            objective: 'RETARGETING',
            value: null,
          }),
        ],
      });
      expect(group).toMatchObject({
        name: 'Loja virtual',
        status: 'pending',
        rejection_reason: null,
        advertiser: {
          id: advertiserId,
          name: 'Padaria Pão Quente Comércio de Alimentos',
          display_name: 'Pão Quente',
        },
        rules: [
          { event_name: 'purchase', objective: 'CONVERSION', value: 1990, event_label: 'Compra' },
          { event_name: 'page_view', objective: 'RETARGETING', value: null, event_label: '' },
        ],
      });
    });

    it('answers field errors and stores nothing: name ≤ 128, no rules, event name with a space, duplicate event name', async () => {
      const before = await ruleCount();
      const bad = [
        { name: 'x'.repeat(129), advertiser_id: advertiserId, rules: [pixelRule()] },
        { name: 'Sem regras', advertiser_id: advertiserId, rules: [] },
        { name: 'Espaço', advertiser_id: advertiserId, rules: [pixelRule({ event_name: 'add to cart' })] },
        { name: 'Acento', advertiser_id: advertiserId, rules: [pixelRule({ event_name: 'ação' })] },
        {
          name: 'Dup',
          advertiser_id: advertiserId,
          rules: [pixelRule(), pixelRule({ event_name: 'PURCHASE' })],
        },
        { name: 'Objetivo', advertiser_id: advertiserId, rules: [pixelRule({ objective: 'CLICK' })] },
        { name: 'Valor', advertiser_id: advertiserId, rules: [pixelRule({ value: -1 })] },
      ];
      const answers = await Promise.all(
        bad.map((payload) => inject('POST', '/pixel-groups', headers, payload)),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(422);
      expect(answers[2]!.json<Answer>().errors).toMatchObject({
        'rules.0.event_name': [expect.stringContaining('no spaces')],
      });
      expect(answers[4]!.json<Answer>().errors).toMatchObject({
        'rules.1.event_name': ['Another rule of this group already has this event name.'],
      });
      expect(await ruleCount()).toBe(before);
    });

    it('accepts an event name of 64 characters and refuses 65', async () => {
      const ok = await inject('POST', '/pixel-groups', headers, {
        name: 'Limite',
        advertiser_id: advertiserId,
        rules: [pixelRule({ event_name: 'a'.repeat(64) })],
      });
      expect(ok.statusCode, ok.body).toBe(201);
      const tooLong = await inject('POST', '/pixel-groups', headers, {
        name: 'Limite',
        advertiser_id: advertiserId,
        rules: [pixelRule({ event_name: 'a'.repeat(65) })],
      });
      expect(tooLong.statusCode).toBe(422);
    });

    it("answers 404 for another company's advertiser and a translated 409 for an inactive one", async () => {
      const foreign = await inject('POST', '/pixel-groups', headers, {
        name: 'X',
        advertiser_id: otherAdvertiserId,
        rules: [pixelRule()],
      });
      expect(foreign.statusCode).toBe(404);
      const inactive = await createTestAdvertiser(t, headers);
      await inject('PUT', `/advertisers/${inactive}/status`, headers, { status: 'inactive' });
      const res = await inject('POST', '/pixel-groups', headers, {
        name: 'X',
        advertiser_id: inactive,
        rules: [pixelRule()],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<Answer>()).toMatchObject({
        code: 'ADVERTISER_INACTIVE',
        errors: ['This advertiser is inactive. Activate it to create pixels for it.'],
      });
    });

    it('answers 401 without a session', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/pixel-groups', payload: {} });
      expect(res.statusCode).toBe(401);
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/pixel-groups' });
      expect(list.statusCode).toBe(401);
    });
  });

  describe('rules are immutable (spec §4)', () => {
    let group: GroupJson;
    beforeAll(async () => {
      group = await createTestPixelGroup(t, headers, advertiserId);
    });

    it.each(['PUT', 'PATCH', 'DELETE'] as const)(
      '%s on a rule answers the translated 409 and changes nothing',
      async (method) => {
        const rule = group.rules[0]!;
        const res = await inject(
          method,
          `/pixel-groups/${group.id}/rules/${rule.id}`,
          headers,
          method === 'DELETE' ? undefined : pixelRule({ name: 'Outro', event_name: 'other' }),
        );
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json<Answer>()).toMatchObject({
          code: 'PIXEL_RULES_IMMUTABLE',
          errors: [expect.stringContaining('cannot be edited or deleted')],
        });
        const after = (await inject('GET', `/pixel-groups/${group.id}`, headers)).json<{ data: GroupJson }>()
          .data;
        expect(after.rules).toEqual(group.rules);
      },
    );

    it('the database refuses too (trigger)', async () => {
      await expect(t.deps.db.execute(sql`UPDATE pixel_rules SET name = 'x'`)).rejects.toThrow();
      await expect(t.deps.db.execute(sql`DELETE FROM pixel_rules`)).rejects.toThrow();
    });

    it("answers 404 for another company's rule, whatever the method", async () => {
      const rule = group.rules[0]!;
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await inject(
          method,
          `/pixel-groups/${group.id}/rules/${rule.id}`,
          otherHeaders,
          method === 'PUT' ? pixelRule() : undefined,
        );
        expect(res.statusCode).toBe(404);
      }
      expect((await inject('DELETE', `/pixel-groups/${group.id}/rules/not-a-uuid`, headers)).statusCode).toBe(
        404,
      );
    });

    it('adds a rule; its event name must be new in the group', async () => {
      const added = await inject(
        'POST',
        `/pixel-groups/${group.id}/rules`,
        headers,
        pixelRule({ name: 'Lead', event_name: 'lead', objective: 'CONVERSION', value: null }),
      );
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json<{ data: GroupJson }>().data.rules.map((r) => r.event_name)).toEqual([
        'purchase',
        'lead',
      ]);
      const duplicate = await inject(
        'POST',
        `/pixel-groups/${group.id}/rules`,
        headers,
        pixelRule({ event_name: 'Purchase' }),
      );
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json<Answer>()).toMatchObject({ code: 'PIXEL_EVENT_NAME_TAKEN' });
      const foreign = await inject(
        'POST',
        `/pixel-groups/${group.id}/rules`,
        otherHeaders,
        pixelRule({ event_name: 'x' }),
      );
      expect(foreign.statusCode).toBe(404);
    });

    it('renames the group (the group, not its rules, can change); 404 across companies', async () => {
      const res = await inject('PUT', `/pixel-groups/${group.id}`, managerHeaders, { name: 'Loja nova' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: GroupJson }>().data.name).toBe('Loja nova');
      expect(
        (await inject('PUT', `/pixel-groups/${group.id}`, otherHeaders, { name: 'Roubado' })).statusCode,
      ).toBe(404);
      expect((await inject('PUT', `/pixel-groups/${group.id}`, headers, { name: '' })).statusCode).toBe(422);
    });
  });

  describe('read', () => {
    it("lists the company's groups, paged, by advertiser, status and search; never another company's", async () => {
      const second = await createTestAdvertiser(t, headers);
      await createTestPixelGroup(t, headers, second, { name: 'Checkout Azul' });
      await createTestPixelGroup(t, otherHeaders, otherAdvertiserId, { name: 'Checkout Alheio' });

      const byAdvertiser = await inject('GET', `/pixel-groups?advertiser_id=${second}`, headers);
      expect(byAdvertiser.json<Answer>()).toMatchObject({
        data: [{ name: 'Checkout Azul' }],
        meta: { total: 1 },
      });
      const search = await inject('GET', '/pixel-groups?search=checkout', headers);
      expect(search.json<Answer>().data.map((g) => g.name)).toEqual(['Checkout Azul']);
      const paged = await inject('GET', '/pixel-groups?per_page=2&page=1&status=pending', headers);
      expect(paged.json<Answer>().data).toHaveLength(2);
      expect(paged.json<Answer>().meta.total).toBeGreaterThan(2);
      const active = await inject('GET', '/pixel-groups?status=active', headers);
      expect(active.json<Answer>().meta.total).toBe(0);
      const foreign = await inject('GET', `/pixel-groups?advertiser_id=${otherAdvertiserId}`, headers);
      expect(foreign.json<Answer>().meta.total).toBe(0);
      expect((await inject('GET', '/pixel-groups?status=nope', headers)).statusCode).toBe(422);
    });

    it("answers 404 for another company's group and its events", async () => {
      const group = await createTestPixelGroup(t, headers, advertiserId);
      expect((await inject('GET', `/pixel-groups/${group.id}`, otherHeaders)).statusCode).toBe(404);
      expect((await inject('GET', `/pixel-groups/${group.id}/events`, otherHeaders)).statusCode).toBe(404);
      expect((await inject('GET', `/pixel-groups/${group.id}/events`, headers)).json<Answer>()).toEqual({
        data: [
          {
            rule_id: group.rules[0]!.id,
            count_24h: 0,
            events: [],
            refused_30d: { value_over_cap: 0, visitor_rate_limited: 0, rate_limited: 0, unbilled_touch: 0 },
          },
        ],
      });
    });
  });

  describe('staff review (DESIGN §7)', () => {
    it('staff list pending groups of every company, activate one and reject another with a reason', async () => {
      const mine = await createTestPixelGroup(t, headers, advertiserId, { name: 'Para ativar' });
      const theirs = await createTestPixelGroup(t, otherHeaders, otherAdvertiserId, { name: 'Para recusar' });

      const list = await inject('GET', '/staff/pixel-groups?status=pending&per_page=100', staffHeaders);
      expect(list.statusCode).toBe(200);
      const names = list.json<Answer>().data.map((g) => g.name);
      expect(names).toEqual(expect.arrayContaining(['Para ativar', 'Para recusar']));
      expect(list.json<Answer>().data[0]?.company?.name).toEqual(expect.any(String) as string);

      const activated = await inject('POST', `/staff/pixel-groups/${mine.id}/activate`, staffHeaders);
      expect(activated.statusCode, activated.body).toBe(200);
      expect(activated.json<Answer>().data).toMatchObject({ status: 'active', rejection_reason: null });
      const again = await inject('POST', `/staff/pixel-groups/${mine.id}/activate`, staffHeaders);
      expect(again.json<Answer>()).toMatchObject({ code: 'PIXEL_GROUP_DECIDED' });

      expect(
        (await inject('POST', `/staff/pixel-groups/${theirs.id}/reject`, staffHeaders, { reason: '' }))
          .statusCode,
      ).toBe(422);
      const rejected = await inject('POST', `/staff/pixel-groups/${theirs.id}/reject`, staffHeaders, {
        reason: 'Site fora do ar',
      });
      expect(rejected.json<Answer>().data).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Site fora do ar',
      });

      const seen = await inject('GET', `/pixel-groups/${mine.id}`, headers);
      expect(seen.json<Answer>().data.status).toBe('active');
      expect((await inject('GET', '/pixel-groups?status=active', headers)).json<Answer>().meta.total).toBe(1);
    });

    it('answers 403 to company users of any role and 401 without a session', async () => {
      const group = await createTestPixelGroup(t, headers, advertiserId);
      for (const as of [headers, managerHeaders]) {
        expect((await inject('GET', '/staff/pixel-groups', as)).statusCode).toBe(403);
        expect((await inject('POST', `/staff/pixel-groups/${group.id}/activate`, as)).statusCode).toBe(403);
        expect(
          (await inject('POST', `/staff/pixel-groups/${group.id}/reject`, as, { reason: 'x' })).statusCode,
        ).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/pixel-groups' })).statusCode).toBe(401);
      expect((await inject('GET', `/pixel-groups/${group.id}`, headers)).json<Answer>().data.status).toBe(
        'pending',
      );
    });
  });
});
