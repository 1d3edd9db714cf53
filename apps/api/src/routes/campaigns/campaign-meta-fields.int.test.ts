import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaigns, creatives } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { loadCampaignPlan } from '@verba/core/channels/lifecycle/load-campaign-plan';
import { createMetaConnector } from '@verba/core/channels/meta/meta-connector';
import { metaSandboxSettings } from '@verba/core/channels/meta/sandbox/index';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiserAged, type Headers } from '../custom-lists/test-helpers';
import {
  campaignBody,
  createTestCampaign,
  insertCreative,
  strategyBody,
  groupBody,
} from './campaign-test-helpers';

/**
 * Issue 28, the wizard's Meta fields over HTTP: stored with the campaign (migration 0072), refused
 * when the Page is not one the campaign's own advertiser connected (another advertiser's, another
 * company's) with the message the wizard shows, dropped for other channels, and carried through the
 * plan into what Verba creates on the Meta sandbox (placements, Page/Instagram, texts, CTA).
 */
describe('META_ADS wizard fields', () => {
  let t: TestApp;
  let base: string;
  let manager: Headers;
  let advertiserId: string;
  let otherAdvertiserId: string;
  const trackingSecret = randomBytes(32).toString('hex');

  /** Facebook Login for Business in the sandbox: the Page picked in the dialog, then stored. */
  async function connectPage(advertiser: string, pageId: string, headers = manager) {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiser}/connections`,
      headers,
      payload: { platform: 'meta', purpose: 'facebook_page' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const url = new URL(started.json<{ data: { authorization_url: string } }>().data.authorization_url);
    const posted = await fetch(url.origin + url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(url.searchParams),
        page_id: pageId,
        answer: 'allow',
      }).toString(),
      redirect: 'manual',
    });
    const parameters = Object.fromEntries(new URL(posted.headers.get('location')!).searchParams);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/connections/complete',
      headers,
      payload: { platform: 'meta', parameters },
    });
    expect(done.statusCode, done.body).toBe(200);
  }

  const metaBody = (creativeId: string, meta: Record<string, unknown>, advertiser = advertiserId) =>
    campaignBody(creativeId, {
      advertiser_id: advertiser,
      type: 'META_ADS',
      name: 'Café Meta wizard',
      objective: 'CONVERSION',
      groups: [groupBody({ strategies: [strategyBody({ bid: { type: 'CPC', amount: '120' } })] })],
      meta,
    });

  beforeAll(async () => {
    t = await createTestApp({
      channelsMode: 'sandbox',
      trackingSecret,
      symbolicCreditAdvertisers: 1_000,
      advertiserCreationPerMinute: 1_000,
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.deps.config.appUrl = base;
    t.deps.config.port = Number(new URL(base).port);
    const company = await createCompany({ db: t.deps.db });
    manager = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'manager' })).headers;
    advertiserId = await createAdvertiserAged(t, manager);
    otherAdvertiserId = await createAdvertiserAged(t, manager);
    await connectPage(advertiserId, '3000000000000031');
    await connectPage(otherAdvertiserId, '3000000000000021');
  }, 120_000);
  afterAll(() => t?.close());

  const fields = {
    page_id: '3000000000000031',
    placements: ['facebook_feed', 'instagram_reels'],
    primary_text: 'O café especial do sul de Minas, torrado toda semana.',
    headline: 'Assine o café da Serra',
    call_to_action: 'SHOP_NOW',
  };

  it('stores the Meta fields and carries them to the Meta sandbox through the plan', async () => {
    const creative = await insertCreative(t, advertiserId, 'Criativo 1');
    await t.deps.db
      .update(creatives)
      .set({ destinationUrl: 'https://cafeserraazul.example.com.br/assinatura' })
      .where(eq(creatives.id, creative));
    const created = await createTestCampaign(t, manager, metaBody(creative, fields));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${created.id}`,
      headers: manager,
    });
    expect(read.json<{ data: { meta: unknown } }>().data.meta).toMatchObject(fields);

    const [row] = await t.deps.db.select().from(campaigns).where(eq(campaigns.id, created.id));
    const plan = await loadCampaignPlan({ deps: t.deps, db: t.deps.db, campaign: row! });
    expect(plan.metaIdentity).toEqual({ pageId: '3000000000000031', instagramUserId: '17841400000000031' });
    expect(plan.metaPlacements).toEqual(['facebook_feed', 'instagram_reels']);
    expect(plan.objective).toBe('CONVERSION');
    const ad = plan.groups[0]!.ads[0]!;
    expect(ad).toMatchObject({ primaryText: fields.primary_text, callToAction: 'SHOP_NOW' });
    expect(ad.headlines?.[0]).toBe(fields.headline);

    // What Verba builds on Meta (Graph API sandbox over HTTP).
    const { endpoints, credentials } = metaSandboxSettings(t.deps.config, base);
    const connector = createMetaConnector({ endpoints, credentials });
    // A draft reserves nothing: the platform budget stands for what a publish would reserve.
    const ref = await connector.createPaused({ plan: { ...plan, dailyBudgetMicros: 40_000_000n } });
    const campaign = await connector.graph.call('GET', `/${ref.campaignId}`, { fields: 'objective' });
    expect(campaign.objective).toBe('OUTCOME_SALES');
    const adset = await connector.graph.call('GET', `/${ref.ids[`strategy:${plan.groups[0]!.strategyId}`]}`, {
      fields: 'targeting,optimization_goal,promoted_object',
    });
    expect(adset.optimization_goal).toBe('OFFSITE_CONVERSIONS');
    expect(adset.promoted_object).toMatchObject({ custom_event_type: 'PURCHASE' });
    expect(adset.targeting).toMatchObject({
      publisher_platforms: ['facebook', 'instagram'],
      facebook_positions: ['feed'],
      instagram_positions: ['reels'],
    });
    const adCreatives = await connector.graph.call('GET', `/act_${credentials.adAccountId}/adcreatives`, {
      fields: 'name,object_story_spec',
    });
    const spec = (adCreatives.data as { name: string; object_story_spec: Record<string, unknown> }[]).find(
      (c) => c.name.includes(created.id),
    )!.object_story_spec;
    expect(spec).toMatchObject({
      page_id: '3000000000000031',
      instagram_user_id: '17841400000000031',
      link_data: {
        message: fields.primary_text,
        name: fields.headline,
        call_to_action: { type: 'SHOP_NOW' },
      },
    });
  });

  it('automatic placements send none; the texts default to the creative’s', async () => {
    const creative = await insertCreative(t, advertiserId, 'Criativo 2');
    const created = await createTestCampaign(t, manager, metaBody(creative, { placements: null }));
    const [row] = await t.deps.db.select().from(campaigns).where(eq(campaigns.id, created.id));
    const plan = await loadCampaignPlan({ deps: t.deps, db: t.deps.db, campaign: row! });
    expect(plan.metaPlacements).toBeNull();
    expect(plan.metaIdentity?.pageId).toBe('3000000000000031');
    expect(plan.groups[0]!.ads[0]!.callToAction ?? null).toBeNull();
  });

  it('refuses a Page the advertiser did not connect (another advertiser’s, another company’s), with the wizard’s message', async () => {
    const creative = await insertCreative(t, advertiserId, 'Criativo 3');
    const foreignPage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns',
      headers: manager,
      payload: metaBody(creative, { ...fields, page_id: '3000000000000021', placements: null }),
    });
    expect(foreignPage.statusCode).toBe(422);
    const errors = foreignPage.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors['meta.page_id']?.[0]).toContain('Página do Facebook');

    // Instagram placements under a Page without Instagram (the other advertiser's own Page).
    const otherCreative = await insertCreative(t, otherAdvertiserId, 'Criativo 4');
    const noInstagram = await t.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns',
      headers: manager,
      payload: metaBody(
        otherCreative,
        { page_id: '3000000000000021', placements: ['instagram_stories'] },
        otherAdvertiserId,
      ),
    });
    expect(noInstagram.statusCode).toBe(422);
    expect(Object.keys(noInstagram.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'meta.placements',
    ]);

    // Another company's advertiser naming this company's Page.
    const otherCompany = await createCompany({ db: t.deps.db });
    const stranger = (
      await createSignedInUser({ db: t.deps.db, companyId: otherCompany.id, role: 'manager' })
    ).headers;
    const strangerAdvertiser = await createAdvertiserAged(t, stranger);
    const strangerCreative = await insertCreative(t, strangerAdvertiser, 'Criativo 5');
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns',
      headers: stranger,
      payload: metaBody(strangerCreative, { page_id: '3000000000000031' }, strangerAdvertiser),
    });
    expect(stolen.statusCode).toBe(422);
    expect(Object.keys(stolen.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['meta.page_id']);

    // Meta's CTA enum and text limits are the schema's.
    const badCta = await t.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns',
      headers: manager,
      payload: metaBody(creative, { call_to_action: 'WHATSAPP_MESSAGE', primary_text: 'x'.repeat(2201) }),
    });
    expect(badCta.statusCode).toBe(422);
    expect(Object.keys(badCta.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'meta.call_to_action',
      'meta.primary_text',
    ]);
  });

  it('other channels keep no Meta fields', async () => {
    const creative = await insertCreative(t, advertiserId, 'Criativo 6');
    const created = await createTestCampaign(
      t,
      manager,
      campaignBody(creative, { advertiser_id: advertiserId, meta: fields }),
    );
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${created.id}`,
      headers: manager,
    });
    expect(read.json<{ data: { meta: unknown } }>().data.meta).toBeNull();
  });
});
