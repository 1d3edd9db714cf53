import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { CampaignChannel } from '@verba/domain';
import { recordRestatements } from '@verba/core/channels/sync/platform-restatements';
import { jobHandlers } from '@verba/core/jobs/handlers';
import { runDueJobs } from '@verba/core/jobs/worker';
import { releaseUndeliverableCampaigns } from '@verba/core/channels/lifecycle/release-undeliverable-campaigns';
import { RecordingConnector } from '@verba/core/channels/testing/recording-connector';
import { expectLedgerBalanced } from '@verba/core/ledger/testing';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdvertiser } from '../pixels/pixel-test-helpers';
import {
  createTestCampaign,
  fundAdvertiser,
  groupBody,
  inDays,
  strategyBody,
  type CampaignJson,
  type Headers,
} from './campaign-test-helpers';

/**
 * Issue 27, the campaign lifecycle of channel campaigns: the publishing gate (CHANNEL_NOT_LIVE,
 * nothing reserved), the release of reservations held by undeliverable types, and — with a
 * recording connector registered — approval → push job → validate → createPaused → budget →
 * activate, a platform refusal, and pause/activate propagated.
 */
describe('channel campaigns: gate, release and lifecycle on the platform', () => {
  let t: TestApp;
  let user: Headers;
  let other: Headers;
  let staff: Headers;
  let userEmail: string;
  const connector = new RecordingConnector();

  beforeAll(async () => {
    t = await createTestApp({ symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 });
    const company = await createCompany({ db: t.deps.db });
    const signedIn = await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' });
    user = signedIn.headers;
    userEmail = signedIn.user.email;
    other = (await createSignedInUser({ db: t.deps.db, role: 'manager' })).headers;
    staff = (await createSignedInUser({ db: t.deps.db, role: 'manager', isStaff: true })).headers;
  });
  afterAll(() => t.close());

  const live = () => {
    t.deps.channelConnectors = { google_ads: connector };
  };
  // Google Ads (and Meta, Spotify) without a connector in this mode (whatever the registry would build).
  const notLive = () => {
    t.deps.channelConnectors = { google_ads: null, meta: null, spotify: null };
  };
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, as: Headers = user, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: as, ...(payload && { payload }) });
  const drain = async () => {
    while ((await runDueJobs({ deps: t.deps, handlers: jobHandlers })) > 0);
  };
  const balanceOf = async (advertiserId: string) =>
    (await inject('GET', `/advertisers/${advertiserId}`)).json<{ data: { balance: string } }>().data.balance;
  const reservationsOf = (campaignId: string) =>
    queryRows<{ status: string; amount: string; released: string }>(
      t.deps.db,
      sql`SELECT status, amount::text, released::text FROM ledger_reservations WHERE reference_type = 'campaign' AND reference_id = ${campaignId}`,
    );
  const campaignOf = async (id: string) =>
    (await inject('GET', `/campaigns/${id}`)).json<{ data: CampaignJson }>().data;
  const channelOf = async (id: string, as: Headers = user) => {
    const res = await inject('GET', `/campaigns/${id}/channel`, as);
    return { status: res.statusCode, data: res.json<{ data: CampaignChannel | null }>().data };
  };

  /** A funded advertiser (R$ 5.000,00) and a publishable SEARCH draft of R$ 1.000,00. */
  async function searchDraft() {
    const advertiserId = await createTestAdvertiser(t, user);
    await fundAdvertiser(t, advertiserId, 500_000n);
    const creative = await inject('POST', `/advertisers/${advertiserId}/creatives`, user, {
      name: 'Busca café',
      format: 'SEARCH',
      search: {
        final_url: 'https://cafe.com.br',
        path1: 'cafes',
        titles: ['Café especial', 'Torra da semana', 'Frete grátis'],
        descriptions: ['Grãos de Minas torrados na hora.', 'Entrega em todo o Brasil.'],
        sitelinks: [
          { text: 'Assinaturas', final_url: 'https://cafe.com.br/assine' },
          { text: 'Loja', final_url: 'https://cafe.com.br/loja' },
        ],
        callouts: ['Torra artesanal'],
        keywords: ['café'],
      },
    });
    expect(creative.statusCode, creative.body).toBe(201);
    const creativeId = creative.json<{ data: { id: string } }>().data.id;
    await t.deps.db.execute(sql`UPDATE creatives SET status = 'approved' WHERE id = ${creativeId}`);
    const campaign = await createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      name: 'Café Busca',
      type: 'SEARCH',
      objective: 'IMPRESSION',
      budget: '100000',
      start_date: inDays(10),
      end_date: inDays(19),
      creative_ids: [creativeId],
      groups: [
        groupBody({
          start_date: inDays(10),
          strategies: [
            strategyBody({
              devices: [],
              keywords: [
                { text: 'café especial', match_type: 'PHRASE' },
                { text: 'comprar café', match_type: 'EXACT' },
                { text: 'café solúvel', match_type: 'PHRASE', negative: true },
              ],
              bid: { type: 'CPC', amount: '400' },
            }),
          ],
        }),
      ],
    });
    expect(campaign.issues.errors).toEqual([]);
    return { advertiserId, campaign };
  }

  async function publishedSearch() {
    live();
    const { advertiserId, campaign } = await searchDraft();
    const res = await inject('POST', `/campaigns/${campaign.id}/publish`, user, {
      version: campaign.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { advertiserId, campaign };
  }

  it('tells the SPA which types can be published now (public config)', async () => {
    notLive();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/config' });
    const { channels } = res.json<{ data: { channels: { mode: string; deliverable_types: string[] } } }>()
      .data;
    expect(channels.mode).toBe('sandbox');
    expect(channels.deliverable_types).toEqual(expect.arrayContaining(['PROGRAMMATIC', 'NATIVE', 'PUSH']));
    for (const type of ['SEARCH', 'YOUTUBE', 'META_ADS', 'AUDIO'])
      expect(channels.deliverable_types).not.toContain(type);
    // The managed service's connector (staff records) is live in every mode.
    expect(channels.deliverable_types).toContain('MANUAL');
    live();
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/public/config' });
    expect(
      again.json<{ data: { channels: { deliverable_types: string[] } } }>().data.channels.deliverable_types,
    ).toEqual(expect.arrayContaining(['SEARCH', 'YOUTUBE']));
  });

  it('refuses to publish a type without a live connector: 422 CHANNEL_NOT_LIVE naming the channel, the wallet untouched', async () => {
    notLive();
    const { advertiserId, campaign } = await searchDraft();
    const before = await balanceOf(advertiserId);
    const res = await inject('POST', `/campaigns/${campaign.id}/publish`, user, {
      version: campaign.version,
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; errors: string[] }>();
    expect(body.code).toBe('CHANNEL_NOT_LIVE');
    expect(body.errors[0]).toContain('Google Search');
    expect(await balanceOf(advertiserId)).toBe(before);
    expect(await reservationsOf(campaign.id)).toEqual([]);
    expect((await campaignOf(campaign.id)).status).toBe('draft');
    expect((await channelOf(campaign.id)).data).toMatchObject({
      platform: 'google_ads',
      deliverable: false,
      stage: 'not_live',
      needs: [],
      missing: [],
    });
    await expectLedgerBalanced(t.deps.db);
  });

  it('releases, once, what campaigns of a type no longer live hold: active → paused, pending → error, money back, e-mailed', async () => {
    const active = await publishedSearch();
    expect((await inject('POST', `/staff/campaigns/${active.campaign.id}/approve`, staff)).statusCode).toBe(
      200,
    );
    const pending = await publishedSearch();
    notLive();
    const balances = [await balanceOf(active.advertiserId), await balanceOf(pending.advertiserId)];
    expect(await releaseUndeliverableCampaigns({ deps: t.deps })).toBe(2);
    expect(await releaseUndeliverableCampaigns({ deps: t.deps })).toBe(0);
    expect(await campaignOf(active.campaign.id)).toMatchObject({ status: 'paused' });
    expect((await campaignOf(active.campaign.id)).consolidated_at).not.toBeNull();
    expect((await campaignOf(pending.campaign.id)).status).toBe('error');
    expect(await reservationsOf(active.campaign.id)).toEqual([
      { status: 'resolved', amount: '100000', released: '100000' },
    ]);
    expect(BigInt(await balanceOf(active.advertiserId))).toBe(BigInt(balances[0]!) + 100_000n);
    expect(BigInt(await balanceOf(pending.advertiserId))).toBe(BigInt(balances[1]!) + 100_000n);
    const audits = await queryRows<{ target_id: string }>(
      t.deps.db,
      sql`SELECT target_id FROM audit_log WHERE action = 'campaign.channel_released'`,
    );
    expect(audits.map((a) => a.target_id).sort()).toEqual([active.campaign.id, pending.campaign.id].sort());
    const mails = await queryRows<{ subject: string }>(
      t.deps.db,
      sql`SELECT subject FROM email_outbox WHERE to_email = ${userEmail} AND template = 'campaign_channel_released'`,
    );
    expect(mails).toHaveLength(2);
    // Neither can come back while the channel is not live: activating or resubmitting would reserve again.
    const activate = await inject('POST', `/campaigns/${active.campaign.id}/activate`, user, {});
    expect(activate.json<{ code: string }>().code).toBe('CHANNEL_NOT_LIVE');
    await expectLedgerBalanced(t.deps.db);
  });

  it('approval pushes the campaign: validate → createPaused → budget → activate; pause and activate propagate', async () => {
    const { campaign } = await publishedSearch();
    expect((await channelOf(campaign.id)).data).toMatchObject({ stage: 'waiting_approval', status: null });
    expect((await inject('POST', `/staff/campaigns/${campaign.id}/approve`, staff)).statusCode).toBe(200);
    expect((await channelOf(campaign.id)).data).toMatchObject({ stage: 'creating', status: 'creating' });
    await drain();
    expect(connector.methods(campaign.id)).toEqual([
      'validate',
      'createPaused',
      'setBudget',
      'activate',
      'reviewState',
    ]);
    const plan = connector.createdPlan(campaign.id)!;
    expect(plan.groups[0]).toMatchObject({
      bidType: 'CPC',
      bidMicros: 4_000_000n,
      keywords: [
        { text: 'café especial', matchType: 'PHRASE', negative: false },
        { text: 'comprar café', matchType: 'EXACT', negative: false },
        { text: 'café solúvel', matchType: 'PHRASE', negative: true },
      ],
    });
    expect(plan.groups[0]!.ads[0]).toMatchObject({
      format: 'SEARCH',
      path1: 'cafes',
      callouts: ['Torra artesanal'],
    });
    // chanmoney's platformDailyBudget: R$ 1.000,00 over the 20 days from today to the end, in micros.
    expect(plan.dailyBudgetMicros).toBe(50_000_000n);
    expect((await channelOf(campaign.id)).data).toMatchObject({
      stage: 'active',
      status: 'active',
      platform_daily_budget: '5000',
      review: { status: 'pending', ads: [] },
      retrying: false,
    });

    const paused = await inject('POST', `/campaigns/${campaign.id}/pause`, user, {});
    expect(paused.statusCode, paused.body).toBe(200);
    await drain();
    expect(connector.methods(campaign.id).slice(5)).toEqual(['pause', 'setBudget']);
    expect((await channelOf(campaign.id)).data).toMatchObject({ stage: 'paused', status: 'paused' });

    const activated = await inject('POST', `/campaigns/${campaign.id}/activate`, user, {});
    expect(activated.statusCode, activated.body).toBe(200);
    await drain();
    expect(connector.methods(campaign.id).slice(7)).toEqual(['setBudget', 'activate']);
    expect((await channelOf(campaign.id)).data).toMatchObject({ stage: 'active', status: 'active' });
    // The panel lists the days the platform restated after they were shown (the restatement log).
    expect((await channelOf(campaign.id)).data!.restatements).toEqual([]);
    await recordRestatements(t.deps, {
      campaignId: campaign.id,
      platform: 'google_ads',
      currency: 'BRL',
      restatements: [
        {
          day: '2026-11-20',
          before: { impressions: 1_000, clicks: 40, costMicros: 30_000_000n, conversions: 2 },
          after: { impressions: 980, clicks: 39, costMicros: 29_400_000n, conversions: 2 },
          previousFetchedAt: new Date('2026-11-21T12:00:00Z'),
        },
      ],
      detectedAt: new Date('2026-11-22T12:00:00Z'),
    });
    expect((await channelOf(campaign.id)).data!.restatements).toEqual([
      {
        day: '2026-11-20',
        impressions_before: 1_000,
        impressions_after: 980,
        clicks_before: 40,
        clicks_after: 39,
        spend_before: '3000',
        spend_after: '2940',
        detected_at: '2026-11-22T12:00:00.000Z',
      },
    ]);
    // Another company cannot see it.
    expect((await channelOf(campaign.id, other)).status).toBe(404);
  });

  it('retries a push the platform could not take, then succeeds without creating twice', async () => {
    const { campaign } = await publishedSearch();
    connector.failNext = 1;
    await inject('POST', `/staff/campaigns/${campaign.id}/approve`, staff);
    await drain();
    expect((await channelOf(campaign.id)).data).toMatchObject({ status: 'creating', retrying: true });
    await t.deps.db.execute(
      sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE status = 'pending' AND kind = 'channels.push'`,
    );
    await drain();
    expect((await channelOf(campaign.id)).data).toMatchObject({ status: 'active', retrying: false });
    expect(connector.methods(campaign.id).filter((m) => m === 'createPaused')).toHaveLength(1);
  });

  it('a platform refusal: channel failed with the mapped problems shown, the campaign in error with the reasons', async () => {
    const { campaign } = await publishedSearch();
    connector.problems = [
      {
        code: 'ASSET_CONTAINS_PROHIBITED_CONTENT',
        field: 'creatives.0',
        platformCode: 'policyFindingError: POLICY_FINDING',
        platformMessage: 'O anúncio viola a política de conteúdo enganoso.',
      },
    ];
    try {
      await inject('POST', `/staff/campaigns/${campaign.id}/approve`, staff);
      await drain();
    } finally {
      connector.problems = [];
    }
    expect(connector.methods(campaign.id)).toEqual(['validate']);
    expect((await channelOf(campaign.id)).data).toMatchObject({
      stage: 'refused',
      status: 'failed',
      problems: [
        {
          code: 'ASSET_CONTAINS_PROHIBITED_CONTENT',
          field: 'creatives.0',
          platform_code: 'policyFindingError: POLICY_FINDING',
          platform_message: 'O anúncio viola a política de conteúdo enganoso.',
        },
      ],
    });
    const refused = await inject('GET', `/campaigns/${campaign.id}`);
    expect(refused.json<{ data: { status: string; rejection_reason: string } }>().data).toMatchObject({
      status: 'error',
      rejection_reason: 'O anúncio viola a política de conteúdo enganoso.',
    });
    // The reservation is kept, as for a campaign rejected in review: the user fixes and resubmits.
    expect((await reservationsOf(campaign.id))[0]!.status).toBe('open');
    const delivery = await inject('GET', `/campaigns/${campaign.id}/delivery`);
    const codes = delivery
      .json<{ data: { strategies: { reasons: { code: string }[] }[] } }>()
      .data.strategies[0]!.reasons.map((r) => r.code);
    expect(codes[0]).toBe('channel_refused');
  });
  it('refuses a YOUTUBE campaign at publish, before reserving, without the connected channel, a video or the logo', async () => {
    live();
    const advertiserId = await createTestAdvertiser(t, user);
    await fundAdvertiser(t, advertiserId, 500_000n);
    const [company] = await queryRows<{ company_id: string }>(
      t.deps.db,
      sql`SELECT company_id FROM advertisers WHERE id = ${advertiserId}`,
    );
    const companyId = company!.company_id;
    // A YOUTUBE creative (its file Verba's own concern), approved, without a video on the channel yet.
    const [creative] = await queryRows<{ id: string }>(
      t.deps.db,
      sql`INSERT INTO creatives (company_id, advertiser_id, name, format, status, headline, body, destination_url)
          VALUES (${companyId}, ${advertiserId}, 'Vídeo café', 'YOUTUBE', 'approved', 'Café especial',
                  'Grãos de Minas torrados na hora.', 'https://cafe.com.br')
          RETURNING id`,
    );
    const creativeId = creative!.id;
    const campaign = await createTestCampaign(t, user, {
      advertiser_id: advertiserId,
      name: 'Café YouTube',
      type: 'YOUTUBE',
      objective: 'IMPRESSION',
      budget: '100000',
      start_date: inDays(10),
      end_date: inDays(19),
      creative_ids: [creativeId],
      groups: [
        groupBody({
          start_date: inDays(10),
          strategies: [strategyBody({ devices: [], bid: { type: 'CPV', amount: '20' } })],
        }),
      ],
    });
    const before = await balanceOf(advertiserId);
    const publish = async () => {
      const res = await inject('POST', `/campaigns/${campaign.id}/publish`, user, {
        version: (await campaignOf(campaign.id)).version,
      });
      return { status: res.statusCode, body: res.json<{ code: string; errors: Record<string, string[]> }>() };
    };
    // Nothing of it: every message at once, each where the wizard shows it; the code is the first.
    const none = await publish();
    expect(none.status, JSON.stringify(none.body)).toBe(422);
    expect(none.body.code).toBe('YOUTUBE_CHANNEL_NOT_CONNECTED');
    expect(Object.keys(none.body.errors).sort()).toEqual([
      'channel.logo',
      'channel.youtube_channel',
      'creative_ids.0',
    ]);
    expect(none.body.errors['creative_ids.0']![0]).toContain('vídeo');
    // The campaign's own issues say the same (the page and the wizard read them).
    expect((await campaignOf(campaign.id)).issues.errors.map((e: { key: string }) => e.key)).toEqual(
      expect.arrayContaining(['errors:YOUTUBE_CHANNEL_NOT_CONNECTED', 'errors:ADVERTISER_LOGO_REQUIRED']),
    );

    // The channel connected (another company's connection never counts), the video chosen.
    const [owner] = await queryRows<{ id: string }>(
      t.deps.db,
      sql`SELECT id FROM users WHERE company_id = ${companyId} LIMIT 1`,
    );
    const connect = (company: string, status: string) =>
      t.deps.db.execute(
        sql`INSERT INTO channel_connections (id, company_id, advertiser_id, platform, purpose, external_account_id,
              display_name, accounts, scopes, access_token_sealed, refresh_token_sealed, status, connected_by_user_id,
              connected_at)
            VALUES (gen_random_uuid(), ${company}, ${advertiserId}, 'google_ads', 'youtube_channel', ${`UC-${company}`},
              'Café TV', '[]'::jsonb, '{}'::text[], 'sealed', 'sealed', ${status}, ${owner!.id}, now())`,
      );
    const otherCompany = await createCompany({ db: t.deps.db });
    await connect(otherCompany.id, 'active');
    await connect(companyId, 'reconnect');
    expect((await publish()).body.code).toBe('YOUTUBE_CHANNEL_NOT_CONNECTED');
    await t.deps.db.execute(
      sql`UPDATE channel_connections SET status = 'active' WHERE company_id = ${companyId} AND advertiser_id = ${advertiserId}`,
    );
    const noVideo = await publish();
    expect(noVideo.body.code).toBe('YOUTUBE_VIDEO_REQUIRED');
    await t.deps.db.execute(
      sql`UPDATE creatives SET youtube_video_id = 'sbxVid00001' WHERE id = ${creativeId}`,
    );
    const noLogo = await publish();
    expect(noLogo.body.code).toBe('ADVERTISER_LOGO_REQUIRED');
    expect(Object.keys(noLogo.body.errors)).toEqual(['channel.logo']);
    // Nothing was reserved by any of the refusals.
    expect(await balanceOf(advertiserId)).toBe(before);
    expect(await reservationsOf(campaign.id)).toEqual([]);
    expect((await campaignOf(campaign.id)).status).toBe('draft');

    await t.deps.db.execute(
      sql`UPDATE advertisers SET logo_key = 'logo-test.png' WHERE id = ${advertiserId}`,
    );
    const ok = await publish();
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await reservationsOf(campaign.id)).toEqual([{ status: 'open', amount: '100000', released: '0' }]);
    await expectLedgerBalanced(t.deps.db);
  });
});
