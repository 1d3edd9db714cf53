import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { advertisers, campaigns, customLists } from '@verba/db';
import { foldedWords } from '@verba/domain/audiences/suggestion-text';
import { createChdbRunner, migrateEventStore, type ClickHouseRunner, type EventStore } from '@verba/events';
import { createTestDeps, type TestDeps } from '../testing';
import { createCompany, createSignedInUser } from '../testing/factories';
import type { Actor, Deps } from '../deps';
import { DomainError } from '../errors';
import { audienceCatalogue } from './audience-catalogue';
import { suggestAudiences } from './suggest-audiences';

/**
 * Audience suggestion (issue 30) on PGlite and chDB: the advertiser's own words, the spec's rules by
 * the advertiser's age (broad only under 4 days, custom audiences after 3 months), rates per segment
 * from the report rollups, company isolation, and embeddings from a fake OpenAI-compatible server on
 * loopback (and what happens when it fails).
 */
describe('suggestAudiences', () => {
  let deps: TestDeps;
  let runner: ClickHouseRunner;
  let actor: Actor;
  let outsider: Actor;
  const day = 24 * 3600_000;
  const now = new Date();

  const actorOf = async (companyId: string): Promise<Actor> => {
    const { user, tokenId } = await createSignedInUser({ db: deps.db, companyId, role: 'user' });
    return {
      userId: user.id,
      companyId,
      role: 'user',
      isStaff: false,
      tokenId,
      impersonatorUserId: null,
      language: 'pt_BR',
    };
  };

  const advertiser = async (
    companyId: string,
    values: { name: string; website: string; ageDays: number; adCategoryIds?: string[] },
  ) => {
    const [row] = await deps.db
      .insert(advertisers)
      .values({
        companyId,
        name: values.name,
        displayName: values.name,
        website: values.website,
        currency: 'BRL',
        ownerDocument: '52998224725',
        ownerDocumentType: 'CPF',
        ownerName: 'Maria Silva',
        adCategoryIds: values.adCategoryIds ?? [],
        createdAt: new Date(now.getTime() - values.ageDays * day),
      })
      .returning();
    return row!.id;
  };

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.now = () => now;
    runner = await createChdbRunner(join(mkdtempSync(join(tmpdir(), 'suggest-audiences-')), 'events'));
    await migrateEventStore(runner);
    actor = await actorOf((await createCompany({ db: deps.db })).id);
    outsider = await actorOf((await createCompany({ db: deps.db })).id);
  }, 60_000);
  afterAll(async () => {
    await runner.close();
    await deps.database.close();
  });

  it('ranks the segments of the advertiser’s own words, each with a reason, ≥ 2 recommended, ≤ 10, with the reach', async () => {
    const id = await advertiser(actor.companyId, {
      name: 'Café Serra Azul',
      website: 'https://www.cafeserraazul.com.br',
      ageDays: 30,
    });
    const result = await suggestAudiences({
      deps,
      actor,
      input: {
        advertiserId: id,
        description: 'Cafés especiais torrados na hora, entregues em todo o Brasil',
      },
    });
    const ids = result.suggestions.map((s) => s.segmentId);
    expect(ids.slice(0, 5)).toContain('977'); // Café
    expect(result.suggestions.length).toBeLessThanOrEqual(10);
    expect(result.suggestions.filter((s) => s.recommended).length).toBeGreaterThanOrEqual(2);
    const coffee = result.suggestions.find((s) => s.segmentId === '977')!;
    expect(coffee).toMatchObject({ name: 'Café', kind: 'segmented' });
    expect(coffee.reason).toMatch(/Combina com “cafés” na descrição/);
    expect(coffee.path.slice(-2)).toEqual(['Bebidas', 'Café e chá']);
    expect(result.estimatedReach.people).toBeGreaterThan(0);
    expect(result.method).toBe('text');
    expect(result.rules).toMatchObject({ broadOnly: false, maxSegments: 10, customAudiencesAllowed: false });
    expect(result.customAudiences).toEqual([]);
    // Never a segment together with one of its ancestors, never the same name twice.
    const catalogue = audienceCatalogue();
    for (const s of result.suggestions)
      for (let p = catalogue.byId.get(s.segmentId)!.parentId; p; p = catalogue.byId.get(p)!.parentId)
        expect(ids).not.toContain(p);
    expect(new Set(result.suggestions.map((s) => s.name)).size).toBe(result.suggestions.length);

    // The site and the ad category speak when there is no description; reasons follow the language.
    const english = await suggestAudiences({ deps, actor, input: { advertiserId: id, language: 'en' } });
    expect(english.suggestions.map((s) => s.segmentId).slice(0, 5)).toContain('977');
    expect(english.suggestions.find((s) => s.segmentId === '977')!.reason).toMatch(/in the name or site/);
  });

  it('suggests only broad segments for an advertiser under 4 days old, naming the narrower match it stands for', async () => {
    const id = await advertiser(actor.companyId, {
      name: 'Pet Feliz',
      website: 'https://petfeliz.com.br',
      ageDays: 1,
    });
    const result = await suggestAudiences({
      deps,
      actor,
      input: { advertiserId: id, description: 'Pet shop com banho e tosa para cães e gatos' },
    });
    expect(result.rules.broadOnly).toBe(true);
    expect(result.rules.segmentsFrom?.day).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(result.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(result.suggestions.every((s) => s.kind === 'broad')).toBe(true);
    expect(result.suggestions.map((s) => s.segmentId)).toContain('541'); // Animais de estimação
    expect(result.suggestions.some((s) => /Público amplo no lugar de/.test(s.reason))).toBe(true);
  });

  it('offers the advertiser’s custom audiences only after 3 months', async () => {
    const young = await advertiser(actor.companyId, {
      name: 'Ótica Nova',
      website: 'https://oticanova.com.br',
      ageDays: 60,
    });
    const old = await advertiser(actor.companyId, {
      name: 'Ótica Velha',
      website: 'https://oticavelha.com.br',
      ageDays: 120,
    });
    for (const advertiserId of [young, old])
      await deps.db.insert(customLists).values({
        companyId: actor.companyId,
        advertiserId,
        type: 'EMAIL_AUDIENCE',
        entryKind: 'email',
        name: 'Clientes 2025',
        entryCount: 1200,
      });
    const before = await suggestAudiences({
      deps,
      actor,
      input: { advertiserId: young, description: 'Ótica com óculos de sol' },
    });
    expect(before.rules.customAudiencesAllowed).toBe(false);
    expect(before.rules.customAudiencesFrom?.day).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(before.customAudiences).toEqual([]);
    const after = await suggestAudiences({
      deps,
      actor,
      input: { advertiserId: old, description: 'Ótica com óculos de sol' },
    });
    expect(after.rules.customAudiencesAllowed).toBe(true);
    expect(after.customAudiences.map(({ name, entries }) => ({ name, entries }))).toEqual([
      { name: 'Clientes 2025', entries: 1200 },
    ]);
    expect(after.suggestions.map((s) => s.segmentId).slice(0, 3)).toContain('934'); // Óculos de sol
  });

  it('falls back to broad interests when nothing matches, and never reads another company’s advertiser', async () => {
    const id = await advertiser(actor.companyId, { name: 'XYZ', website: 'https://xyz.com.br', ageDays: 30 });
    const result = await suggestAudiences({
      deps,
      actor,
      input: { advertiserId: id, description: 'qwerty zxcv' },
    });
    expect(result.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(result.suggestions.every((s) => s.recommended)).toBe(true);
    expect(result.suggestions[0]!.reason).toMatch(/Público amplo para começar/);
    await expect(
      suggestAudiences({ deps, actor: outsider, input: { advertiserId: id } }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    } satisfies Partial<DomainError>);
  });

  it('weighs the rates per segment in similar campaigns (same objective) and says so', async () => {
    const id = await advertiser(actor.companyId, {
      name: 'Cervejaria Lúpulo',
      website: 'https://lupulo.com.br',
      ageDays: 30,
    });
    const campaignIds: string[] = [];
    for (const companyId of [actor.companyId, outsider.companyId]) {
      const other =
        companyId === actor.companyId
          ? id
          : await advertiser(companyId, { name: 'Bar', website: 'https://bar.com.br', ageDays: 30 });
      const [row] = await deps.db
        .insert(campaigns)
        .values({
          companyId,
          advertiserId: other,
          type: 'PROGRAMMATIC',
          objective: 'IMPRESSION',
          currency: 'BRL',
        })
        .returning();
      campaignIds.push(row!.id);
    }
    const hour = new Date(Math.floor((now.getTime() - 2 * day) / 3600_000) * 3600_000);
    const row = (
      companyId: string,
      campaignId: string,
      audience: string[],
      impressions: number,
      clicks: number,
    ) => ({
      hour: hour.toISOString().slice(0, 19).replace('T', ' '),
      company_id: companyId,
      campaign_id: campaignId,
      audience_ids: audience,
      impressions,
      clicks,
      conversions: 0,
      currency: 'BRL',
    });
    await runner.insert('report_hourly', [
      // "Bares" (1402) clicks four times the average in both companies' campaigns.
      row(actor.companyId, campaignIds[0]!, ['1402'], 2000, 80),
      row(outsider.companyId, campaignIds[1]!, ['1402'], 2000, 80),
      row(actor.companyId, campaignIds[0]!, ['369'], 2000, 10),
      row(outsider.companyId, campaignIds[1]!, ['369'], 2000, 10),
      row(outsider.companyId, campaignIds[1]!, [], 20000, 100),
      // Another company alone: too few to speak for it, never shown.
      row(outsider.companyId, campaignIds[1]!, ['1406'], 5000, 500),
    ]);
    const withRates: Deps = {
      ...deps,
      events: {
        reportQuery: (sql: string, params: Record<string, unknown>) => runner.query(sql, params),
      } as unknown as EventStore,
    };
    const result = await suggestAudiences({
      deps: withRates,
      actor,
      input: {
        advertiserId: id,
        objective: 'IMPRESSION',
        description: 'Cervejaria artesanal com bar e restaurante',
      },
    });
    const bars = result.suggestions.find((s) => s.segmentId === '1402')!;
    expect(bars.reason).toMatch(/CTR de 4% em campanhas semelhantes \(média 2,36%\)/);
    expect(result.suggestions.find((s) => s.segmentId === '1406')?.reason ?? '').not.toMatch(/CTR/);
    const beer = result.suggestions.find((s) => s.segmentId === '369');
    expect(beer?.reason ?? '').not.toMatch(/CTR/);
  });

  describe('embeddings from an OpenAI-compatible endpoint', () => {
    let server: Server;
    let baseUrl: string;
    const requests: { model: string; input: string[]; authorization?: string | undefined }[] = [];
    let failing = false;
    // A bag of hashed folded words: texts sharing words are close. "Barista" shares nothing with
    // "Café" in text (nor in the synonym tables), but this fake relates them, as a real model would.
    const vector = (text: string) => {
      const v = new Array<number>(1024).fill(0);
      for (const word of foldedWords(text).filter((w) => w.length > 2)) {
        const w = word === 'barista' ? 'cafe' : word;
        let h = 0;
        for (const c of w) h = (h * 31 + c.charCodeAt(0)) % 1024;
        v[h]! += 1;
      }
      return v;
    };

    beforeAll(async () => {
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const parsed = JSON.parse(body) as { model: string; input: string[] };
          requests.push({ ...parsed, authorization: req.headers.authorization });
          if (failing || req.url !== '/v1/embeddings') {
            res.writeHead(500).end('{}');
            return;
          }
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              object: 'list',
              model: parsed.model,
              data: parsed.input.map((text, index) => ({
                object: 'embedding',
                index,
                embedding: vector(text),
              })),
            }),
          );
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('blends the semantic similarity in, says which model, and sends only segment names and the advertiser’s text', async () => {
      const id = await advertiser(actor.companyId, {
        name: 'Zé Barista',
        website: 'https://zeb.com.br',
        ageDays: 30,
      });
      const config = {
        ...deps.config,
        audienceEmbeddings: { baseUrl, apiKey: 'sk-test', model: 'fake-embed' },
      };
      const textOnly = await suggestAudiences({
        deps,
        actor,
        input: { advertiserId: id, description: 'Barista' },
      });
      expect(textOnly.suggestions.map((s) => s.segmentId).slice(0, 5)).not.toContain('977');
      const result = await suggestAudiences({
        deps: { ...deps, config },
        actor,
        input: { advertiserId: id, description: 'Barista' },
      });
      expect(result.method).toBe('text+embeddings');
      expect(result.model).toBe('fake-embed');
      expect(result.suggestions.map((s) => s.segmentId).slice(0, 5)).toContain('977');
      expect(requests.every((r) => r.model === 'fake-embed' && r.authorization === 'Bearer sk-test')).toBe(
        true,
      );
      const sent = requests.flatMap((r) => r.input).join('\n');
      expect(sent).toContain('Café');
      expect(sent).not.toContain(actor.tokenId);

      failing = true;
      const other = await advertiser(actor.companyId, {
        name: 'Loja',
        website: 'https://cafezinho.com.br',
        ageDays: 30,
      });
      const fallback = await suggestAudiences({
        deps: {
          ...deps,
          config: { ...config, audienceEmbeddings: { ...config.audienceEmbeddings, model: 'other' } },
        },
        actor,
        input: { advertiserId: other, description: 'cafeteria' },
      });
      expect(fallback.method).toBe('text');
      expect(fallback.suggestions.map((s) => s.segmentId).slice(0, 5)).toContain('977');
    });
  });
});
