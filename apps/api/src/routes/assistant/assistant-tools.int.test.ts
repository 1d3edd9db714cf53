import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdvertiser } from '../pixels/pixel-test-helpers';
import {
  campaignBody,
  createTestCampaign,
  fundAdvertiser,
  groupBody,
  insertCreative,
  strategyBody,
  type Headers,
} from '../campaigns/campaign-test-helpers';
import { createOrder } from '../payment-orders/payment-test-helpers';

/**
 * The assistant tools added in session 36 (docs/assistant.md "Tools"): create a draft campaign,
 * change a bid, audiences or locations, duplicate a campaign (cards: nothing changes before the
 * confirmation, a card confirmed twice runs once, audited via the assistant), explain a payment
 * (read); and a fake OpenAI-compatible model trying them on another company's campaign.
 */

interface Part {
  kind: string;
  proposal?: {
    id: string;
    status: string;
    typed_amount: string | null;
    diff: { field: string; before: string; after: string }[];
  };
  href?: string;
  rows?: string[][];
  items?: string[];
}
interface StreamEvent {
  type: string;
  delta?: string;
  provider?: string;
  part?: Part;
}

function fakeModel(script: (() => unknown[])[]) {
  const requests: {
    headers: IncomingMessage['headers'];
    body: { messages: unknown[]; tools: { function: { name: string } }[] };
  }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(raw) as (typeof requests)[number]['body'] });
      const step = script[Math.min(requests.length - 1, script.length - 1)]!;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const chunk of step()) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  return { server, requests };
}
const toolCall = (name: string, args: Record<string, unknown>) => [
  {
    choices: [
      {
        delta: {
          tool_calls: [{ index: 0, id: `call-${name}`, function: { name, arguments: JSON.stringify(args) } }],
        },
      },
    ],
  },
];
const say = (text: string) => [{ choices: [{ delta: { content: text } }] }];

describe('assistant tools of session 36', () => {
  let t: TestApp;
  let user: Headers;
  let rival: Headers;
  let advertiserId: string;
  let campaignId: string;
  let rivalCampaignId: string;

  const inject = (method: 'GET' | 'POST', url: string, as: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: as, ...(payload && { payload }) });

  async function ask(app: TestApp, as: Headers, message: string, screen?: object) {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/messages',
      headers: as,
      payload: { message, ...(screen ? { screen } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as StreamEvent);
    return {
      events,
      text: events
        .filter((e) => e.type === 'text')
        .map((e) => e.delta)
        .join(''),
      parts: events.filter((e) => e.type === 'part').map((e) => e.part!),
    };
  }
  const cardOf = (answer: { parts: Part[] }) => answer.parts.find((p) => p.kind === 'proposal')?.proposal;
  const confirmTwice = async (id: string) => {
    const first = await inject('POST', `/assistant/proposals/${id}/confirm`, user, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json(), first.body).toMatchObject({ data: { status: 'done', replayed: false } });
    const second = await inject('POST', `/assistant/proposals/${id}/confirm`, user, {});
    expect(second.json()).toMatchObject({ data: { status: 'done', replayed: true } });
  };
  const strategyRows = async (id: string) =>
    queryRows<{ bid_amount: string; targeting: { audience_ids: string[]; locations: unknown[] } }>(
      t.deps.db,
      sql`SELECT bid_amount::text, targeting FROM campaign_strategies WHERE campaign_id = ${id} AND deleted_at IS NULL ORDER BY position`,
    );
  const audits = (action: string, target: string) =>
    queryRows<{ metadata: Record<string, unknown> }>(
      t.deps.db,
      sql`SELECT metadata FROM audit_log WHERE action = ${action} AND target_id = ${target}`,
    );

  async function activeCampaign(as: Headers, name: string, advertiser?: string) {
    const advertiserOf = advertiser ?? (await createTestAdvertiser(t, as));
    await fundAdvertiser(t, advertiserOf, 500_000n);
    const creativeId = await insertCreative(t, advertiserOf);
    const draft = await createTestCampaign(t, as, {
      advertiser_id: advertiserOf,
      ...campaignBody(creativeId, {
        name,
        groups: [groupBody({ strategies: [strategyBody({ budget: '50000', name: 'Mobile' })] })],
      }),
    });
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/v1/campaigns/${draft.id}/publish`,
      headers: as,
      payload: { version: 1 },
    });
    expect(published.statusCode, published.body).toBe(200);
    await queryRows(t.deps.db, sql`UPDATE campaigns SET status = 'active' WHERE id = ${draft.id}`);
    return { id: draft.id, advertiserId: advertiserOf };
  }

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    user = (
      await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'manager', language: 'pt_BR' })
    ).headers;
    rival = (await createSignedInUser({ db: t.deps.db, role: 'manager', language: 'pt_BR' })).headers;
    ({ id: campaignId, advertiserId } = await activeCampaign(user, 'Verão Ferramentas'));
    ({ id: rivalCampaignId } = await activeCampaign(rival, 'Concorrente Alfa'));
  });
  afterAll(() => t.close());

  it('change_bid: a card with the exact bid before → after; confirmed twice it runs once, audited via the assistant', async () => {
    const answer = await ask(t, user, 'mude o lance da campanha Verão Ferramentas para R$ 6,50');
    expect(answer.events[0]).toMatchObject({ type: 'start', provider: 'rules' });
    const card = cardOf(answer)!;
    expect(card.diff).toEqual([{ field: 'Lance · Mobile', before: 'R$ 5,00 CPM', after: 'R$ 6,50 CPM' }]);
    expect(card.typed_amount).toBeNull();
    expect((await strategyRows(campaignId))[0]!.bid_amount).toBe('500');
    // Another company's user cannot confirm it.
    expect((await inject('POST', `/assistant/proposals/${card.id}/confirm`, rival, {})).statusCode).toBe(404);
    await confirmTwice(card.id);
    expect((await strategyRows(campaignId))[0]!.bid_amount).toBe('650');
    const rows = await audits('campaign.strategy_updated', campaignId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.metadata).toMatchObject({ via: 'assistant' });

    // A bid under the floor gets the wizard's message at once, and no card.
    const low = await ask(t, user, 'mude o lance da campanha Verão Ferramentas para R$ 0,50');
    expect(cardOf(low)).toBeUndefined();
    expect(low.parts[0]!.items![0]).toMatch(/^O lance CPM mínimo é R\$ \d+,\d\d\.$/);
    expect((await strategyRows(campaignId))[0]!.bid_amount).toBe('650');
  });

  it('change_audiences and change_locations: segments and places resolved by name, written once', async () => {
    const audiences = await ask(t, user, 'adicione o público Esportes na campanha Verão Ferramentas');
    const audienceCard = cardOf(audiences)!;
    expect(audienceCard.diff[0]).toMatchObject({ field: 'Públicos · Mobile', before: 'Nenhum público' });
    expect(audienceCard.diff[0]!.after).toContain('Esportes');
    await confirmTwice(audienceCard.id);
    expect((await strategyRows(campaignId))[0]!.targeting.audience_ids).toHaveLength(1);

    const places = await ask(
      t,
      user,
      'mude a localização da campanha Verão Ferramentas para Paraná e Campinas - SP',
    );
    const placeCard = cardOf(places)!;
    expect(placeCard.diff).toEqual([
      { field: 'Locais · Mobile', before: 'Brasil', after: 'Paraná (estado), Campinas – SP' },
    ]);
    expect(JSON.stringify((await strategyRows(campaignId))[0]!.targeting.locations)).toContain('"country"');
    await confirmTwice(placeCard.id);
    expect((await strategyRows(campaignId))[0]!.targeting.locations).toEqual([
      { kind: 'state', country: 'BR', state: 'PR' },
      { kind: 'city', country: 'BR', state: 'SP', city: '3509502' },
    ]);
    expect(await audits('campaign.strategy_updated', campaignId)).toHaveLength(3);

    const unknown = await ask(t, user, 'adicione a cidade de Xyzópolis na campanha Verão Ferramentas');
    expect(cardOf(unknown)).toBeUndefined();
    expect(unknown.parts[0]!.items![0]).toContain('Xyzópolis');
  });

  it('duplicate_campaign: a new draft with the same tree, once; the source is untouched', async () => {
    const answer = await ask(t, user, 'duplique a campanha Verão Ferramentas com o nome Verão Cópia');
    const card = cardOf(answer)!;
    expect(card.diff[0]).toEqual({ field: 'Campanha', before: '—', after: 'Verão Cópia (Rascunho)' });
    expect(await queryRows(t.deps.db, sql`SELECT id FROM campaigns WHERE name = 'Verão Cópia'`)).toHaveLength(
      0,
    );
    await confirmTwice(card.id);
    const copies = await queryRows<{ id: string; status: string }>(
      t.deps.db,
      sql`SELECT id, status FROM campaigns WHERE name = 'Verão Cópia'`,
    );
    expect(copies).toEqual([{ id: expect.any(String) as string, status: 'draft' }]);
    const [copy] = await strategyRows(copies[0]!.id);
    expect(copy!.bid_amount).toBe('650');
    expect(copy!.targeting.audience_ids).toHaveLength(1);
    const created = await audits('campaign.created', copies[0]!.id);
    expect(created[0]!.metadata).toMatchObject({ via: 'assistant', duplicated_from: campaignId });
  });

  it('create_campaign_draft: a draft with its group and strategy for the named advertiser, once', async () => {
    const name = (
      await queryRows<{ display_name: string }>(
        t.deps.db,
        sql`SELECT display_name FROM advertisers WHERE id = ${advertiserId}`,
      )
    )[0]!.display_name;
    const answer = await ask(
      t,
      user,
      `crie uma campanha nova chamada Rascunho Tools para ${name} com orçamento de R$ 300`,
    );
    const card = cardOf(answer)!;
    expect(card.diff.slice(0, 3)).toEqual([
      { field: 'Campanha', before: '—', after: 'Rascunho Tools (Rascunho)' },
      { field: 'Anunciante', before: '—', after: name },
      { field: 'Orçamento', before: '—', after: 'R$ 300,00' },
    ]);
    await confirmTwice(card.id);
    const drafts = await queryRows<{ id: string; status: string; budget: string }>(
      t.deps.db,
      sql`SELECT id, status, budget::text FROM campaigns WHERE name = 'Rascunho Tools'`,
    );
    expect(drafts).toEqual([{ id: expect.any(String) as string, status: 'draft', budget: '30000' }]);
    expect(await strategyRows(drafts[0]!.id)).toHaveLength(1);
    expect((await audits('campaign.created', drafts[0]!.id))[0]!.metadata).toMatchObject({
      via: 'assistant',
    });
  });

  it("explain_payment: the order by its code, with what its status means; another company's is not found", async () => {
    const order = await createOrder(t, user, { advertiser_id: advertiserId, amount: '60000', method: 'PIX' });
    const answer = await ask(t, user, `explique o pagamento ${order.code}`);
    expect(answer.text).toContain(order.code);
    expect(answer.text).toMatch(/R\$ 600,00/);
    expect(answer.parts.find((p) => p.kind === 'table')!.rows![0]![0]).toBe(order.code);
    expect(answer.parts.find((p) => p.kind === 'link')!.href).toBe(`/orders/${order.public_id}/payment`);
    const theirs = await ask(t, rival, `explique o pagamento ${order.code}`);
    expect(theirs.parts.some((p) => p.kind === 'table')).toBe(false);
    expect(JSON.stringify(theirs)).not.toContain('R$ 600,00');
  });

  it("a search strategy's keywords survive a bid change and a copy (whole-tree edits kept none before)", async () => {
    const keywords = [
      { text: 'tenis de corrida', match_type: 'PHRASE' },
      { text: 'tenis nike', match_type: 'EXACT' },
    ];
    const search = await createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      name: 'Busca Tênis',
      type: 'SEARCH',
      groups: [groupBody({ strategies: [strategyBody({ name: 'Marca', keywords, bid: undefined })] })],
    });
    const bid = cardOf(await ask(t, user, 'mude o lance da campanha Busca Tênis para R$ 4'))!;
    await confirmTwice(bid.id);
    const copy = cardOf(await ask(t, user, 'duplique a campanha Busca Tênis com o nome Busca Cópia'))!;
    await confirmTwice(copy.id);
    const [copied] = await queryRows<{ id: string }>(
      t.deps.db,
      sql`SELECT id FROM campaigns WHERE name = 'Busca Cópia'`,
    );
    for (const id of [search.id, copied!.id]) {
      const [row] = await queryRows<{ bid_amount: string; targeting: { keywords: unknown[] } }>(
        t.deps.db,
        sql`SELECT bid_amount::text, targeting FROM campaign_strategies WHERE campaign_id = ${id} AND deleted_at IS NULL`,
      );
      expect(row!.bid_amount).toBe('400');
      expect(row!.targeting.keywords).toEqual(keywords);
    }
  });

  describe('a fake OpenAI-compatible model calling the new tools', () => {
    let app: TestApp;
    let model: ReturnType<typeof fakeModel>;

    beforeAll(async () => {
      model = fakeModel([
        () => toolCall('change_bid', { name: rivalCampaignId, amount: '100' }),
        () => toolCall('duplicate_campaign', { name: 'Concorrente Alfa' }),
        () => toolCall('change_locations', { name: 'Verão Ferramentas', places: ['Bahia'], mode: 'add' }),
        () => say('Feito.'),
      ]);
      await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
      const port = (model.server.address() as AddressInfo).port;
      const deps = {
        ...t.deps,
        config: {
          ...t.deps.config,
          ai: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'fake', apiKey: 'k' },
        },
      };
      const built = await buildApp({ deps, strictResponses: true });
      await built.ready();
      app = { app: built, deps, close: () => built.close() };
    });
    afterAll(async () => {
      await app.close();
      await new Promise((resolve) => model.server.close(resolve));
    });

    it("offers the new tools, writes nothing without confirmation, never touches another company's campaign", async () => {
      const count = async () =>
        (await queryRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM campaigns`))[0]!.n;
      const campaignsBefore = await count();
      const proposalsBefore = (
        await queryRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM assistant_proposals`)
      )[0]!.n;
      const before = JSON.stringify(await strategyRows(campaignId));
      const answer = await ask(app, user, 'faça o que precisar');
      expect(answer.events[0]).toMatchObject({ type: 'start', provider: 'openai' });
      const names = model.requests[0]!.body.tools.map((tool) => tool.function.name);
      for (const tool of [
        'create_campaign_draft',
        'change_bid',
        'change_audiences',
        'change_locations',
        'duplicate_campaign',
        'explain_payment',
      ])
        expect(names).toContain(tool);
      // One card, for its own campaign; the rival's campaign was "not found" both times.
      expect(answer.parts.filter((p) => p.kind === 'proposal')).toHaveLength(1);
      const proposalsAfter = (
        await queryRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM assistant_proposals`)
      )[0]!.n;
      expect(proposalsAfter - proposalsBefore).toBe(1);
      expect(JSON.stringify(await strategyRows(campaignId))).toBe(before);
      expect((await strategyRows(rivalCampaignId))[0]!.bid_amount).toBe('500');
      expect(await count()).toBe(campaignsBefore);
    });
  });
});
