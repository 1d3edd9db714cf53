import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdvertiser } from '../pixels/pixel-test-helpers';
import { createTestCampaign, groupBody, inDays, strategyBody, type Headers } from './campaign-test-helpers';

type Strategy = Record<string, unknown[]>;
type Answer = { data: { id: string; version: number; groups: { strategies: Strategy[] }[] } };

/** Issue 26: a strategy keeps only the targeting its channel has; the server drops the rest. */
describe('campaigns API: targeting per channel', () => {
  let t: TestApp;
  let user: Headers;
  let advertiserId: string;

  beforeAll(async () => {
    t = await createTestApp({ advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    user = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' })).headers;
    advertiserId = await createTestAdvertiser(t, user);
  });
  afterAll(() => t.close());

  const everything = {
    devices: ['MOBILE'],
    environments: ['WEB'],
    browsers: ['CHROME'],
    genders: ['FEMALE'],
    list_ids: [],
    content_category_ids: [],
    keywords: [
      { text: 'tenis de corrida', match_type: 'PHRASE' },
      { text: 'tenis nike', match_type: 'EXACT' },
    ],
  };
  const draft = (type: string) =>
    createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      name: `Canal ${type}`,
      type,
      start_date: inDays(10),
      groups: [groupBody({ strategies: [strategyBody({ ...everything, bid: undefined })] })],
    });

  it('drops browsers and environments from a search strategy and keeps its keywords, devices and genders, on create and on save', async () => {
    const created = await draft('SEARCH');
    const [strategy] = created.groups[0]!.strategies as unknown as Strategy[];
    expect(strategy).toMatchObject({
      devices: ['MOBILE'],
      genders: ['FEMALE'],
      browsers: [],
      environments: [],
    });

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/campaigns/${created.id}`,
      headers: user,
      payload: {
        version: created.version,
        name: created.name,
        start_date: inDays(10),
        groups: [
          groupBody({
            id: created.groups[0]!.id,
            strategies: [strategyBody({ ...everything, browsers: ['FIREFOX'], bid: undefined })],
          }),
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<Answer>().data.groups[0]!.strategies[0]!;
    expect(after).toMatchObject({ browsers: [], environments: [], devices: ['MOBILE'] });
  });

  it('keeps every open-web targeting field of a programmatic strategy, and no keywords', async () => {
    const created = await draft('PROGRAMMATIC');
    const [strategy] = created.groups[0]!.strategies as unknown as Strategy[];
    expect(strategy).toMatchObject({ browsers: ['CHROME'], environments: ['WEB'], keywords: [] });
  });

  it("keeps an audio strategy's Spotify genres (no browsers or environments), drops them elsewhere, and refuses an unknown genre with the wizard's message", async () => {
    const audio = await createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      name: 'Canal AUDIO gêneros',
      type: 'AUDIO',
      start_date: inDays(10),
      groups: [
        groupBody({
          strategies: [strategyBody({ ...everything, genre_ids: ['sertanejo', 'mpb'], bid: undefined })],
        }),
      ],
    });
    const [strategy] = audio.groups[0]!.strategies as unknown as Strategy[];
    expect(strategy).toMatchObject({
      genre_ids: ['sertanejo', 'mpb'],
      devices: ['MOBILE'],
      browsers: [],
      environments: [],
      keywords: [],
    });

    const web = await createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      name: 'Canal PROGRAMMATIC gêneros',
      type: 'PROGRAMMATIC',
      start_date: inDays(10),
      groups: [groupBody({ strategies: [strategyBody({ genre_ids: ['rock'], bid: undefined })] })],
    });
    expect((web.groups[0]!.strategies as unknown as Strategy[])[0]).toMatchObject({ genre_ids: [] });

    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/campaigns/${audio.id}`,
      headers: user,
      payload: {
        version: audio.version,
        name: audio.name,
        start_date: inDays(10),
        groups: [
          groupBody({
            id: audio.groups[0]!.id,
            strategies: [strategyBody({ genre_ids: ['rock', 'vaporwave'], bid: undefined })],
          }),
        ],
      },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'groups.0.strategies.0.genre_ids.1': ['Gênero musical que o Spotify não oferece: vaporwave.'],
    });

    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/campaigns/${audio.id}`,
      headers: user,
      payload: {
        version: audio.version,
        name: audio.name,
        start_date: inDays(10),
        groups: [
          groupBody({
            id: audio.groups[0]!.id,
            strategies: [
              strategyBody({
                genre_ids: [
                  'rock',
                  'pop',
                  'mpb',
                  'funk',
                  'jazz',
                  'soul',
                  'blues',
                  'indie',
                  'metal',
                  'latin',
                  'reggae',
                ],
                bid: undefined,
              }),
            ],
          }),
        ],
      },
    });
    expect(tooMany.statusCode, tooMany.body).toBe(422);
    expect(tooMany.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'groups.0.strategies.0.genre_ids': ['Escolha no máximo 10 gêneros musicais.'],
    });
  });
});
