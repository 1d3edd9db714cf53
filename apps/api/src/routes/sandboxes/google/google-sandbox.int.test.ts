/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- the test reads Google's JSON answers untyped, as a client of the REST API does */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleAdsApiVersion } from '@verba/core/channels/google-ads/version';
import {
  googleSandboxEndpoints,
  googleSandboxSettings,
  setGoogleSandboxKnobs,
} from '@verba/core/channels/google-ads/sandbox/index';
import { createTestApp, type TestApp } from '../../../testing';

/**
 * The Google sandbox over real HTTP (a listening port), as a client would call Google: OAuth code
 * flow with PKCE, the Ads REST interface (mutate, validation bodies, validateOnly, search paging,
 * statistics over time with restatement, 429), YouTube Data.
 */
let t: TestApp;
let base: string;
let clock: Date;
const customer = '1000000002';
const manager = '1000000001';

const b64url = (b: Buffer) => b.toString('base64url');
const pkce = () => {
  const verifier = b64url(randomBytes(32));
  return { verifier, challenge: b64url(createHash('sha256').update(verifier).digest()) };
};

async function form(url: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
    redirect: 'manual',
  });
  return r;
}

let settings: ReturnType<typeof googleSandboxSettings>;
let accessToken = '';

async function operatorToken() {
  const r = await form(settings.endpoints.oauthTokenUrl, {
    grant_type: 'refresh_token',
    refresh_token: settings.credentials.refreshToken,
    client_id: settings.credentials.clientId,
    client_secret: settings.credentials.clientSecret,
  });
  expect(r.status).toBe(200);
  const body = (await r.json()) as { access_token: string; expires_in: number; token_type: string };
  expect(body.token_type).toBe('Bearer');
  expect(body.expires_in).toBe(3599);
  return body.access_token;
}

async function ads(
  path: string,
  body?: unknown,
  opts: { login?: string | null; token?: string; developerToken?: string } = {},
) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${opts.token ?? accessToken}`,
    'developer-token': opts.developerToken ?? settings.credentials.developerToken,
    'content-type': 'application/json',
  };
  if (opts.login !== null) headers['login-customer-id'] = opts.login ?? manager;
  const r = await fetch(`${settings.endpoints.apiBaseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, headers: r.headers, body: await r.json() };
}

const failureOf = (body: any) =>
  body.error.details[0].errors as {
    errorCode: Record<string, string>;
    message: string;
    location?: { fieldPathElements: { fieldName: string; index?: number }[] };
    trigger?: unknown;
    details?: any;
  }[];

beforeAll(async () => {
  t = await createTestApp({ channelsMode: 'sandbox' });
  clock = new Date('2026-11-20T12:00:00Z');
  t.deps.now = () => clock;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  settings = googleSandboxSettings(t.deps.config, base);
  settings.endpoints.oauthAuthorizeUrl = googleSandboxEndpoints(base).oauthAuthorizeUrl;
  await setGoogleSandboxKnobs(t.deps.db, { reviewDelaySeconds: 0, randomDisapprovalShare: 0 });
  accessToken = await operatorToken();
});
afterAll(() => t.close());

/** Moves the sandbox's clock; Verba's access token is refreshed as the connector would. */
async function setClock(at: string) {
  clock = new Date(at);
  accessToken = await operatorToken();
}

const redirectUri = () => `${base}/google-oauth-redirect`;
async function consent(challenge: string | null, scope: string, account = 'ana') {
  const q = new URLSearchParams({
    client_id: settings.credentials.clientId,
    redirect_uri: redirectUri(),
    response_type: 'code',
    scope,
    state: 'st-123',
    access_type: 'offline',
    hl: 'es',
    ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
  });
  const chooser = await fetch(`${settings.endpoints.oauthAuthorizeUrl}?${q}`);
  expect(chooser.status).toBe(200);
  const chooserHtml = await chooser.text();
  expect(chooserHtml).toContain('Elija una cuenta');
  const page = await fetch(`${settings.endpoints.oauthAuthorizeUrl}?${q}&sbx_account=${account}`);
  const html = await page.text();
  expect(html).toContain('Permitir');
  const txn = /name="txn" value="([^"]+)"/.exec(html)![1]!;
  const r = await form(settings.endpoints.oauthAuthorizeUrl, {
    ...Object.fromEntries(q),
    sbx_account: account,
    txn,
    decision: 'allow',
    channel: 'UCsbxCafeDaVila0000001',
  });
  expect(r.status).toBe(302);
  const location = new URL(r.headers.get('location')!);
  expect(location.origin + location.pathname).toBe(redirectUri());
  expect(location.searchParams.get('state')).toBe('st-123');
  return location.searchParams.get('code')!;
}
const exchange = (code: string, verifier?: string) =>
  form(settings.endpoints.oauthTokenUrl, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri(),
    client_id: settings.credentials.clientId,
    client_secret: settings.credentials.clientSecret,
    ...(verifier ? { code_verifier: verifier } : {}),
  });

describe('OAuth 2.0 (consent page, PKCE, single-use codes, refresh, revoke)', () => {
  it('exchanges a code with its verifier once; a replay, a missing or wrong verifier get invalid_grant', async () => {
    const { verifier, challenge } = pkce();
    const code = await consent(
      challenge,
      'https://www.googleapis.com/auth/adwords https://www.googleapis.com/auth/youtube.readonly',
    );
    const ok = await exchange(code, verifier);
    expect(ok.status).toBe(200);
    const tokens = (await ok.json()) as {
      access_token: string;
      refresh_token: string;
      scope: string;
      expires_in: number;
    };
    expect(tokens.refresh_token).toMatch(/^sbx-rt\./);
    expect(tokens.scope).toContain('adwords');

    const replay = await exchange(code, verifier);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: 'invalid_grant', error_description: 'Bad Request' });

    const missing = await exchange(
      await consent(pkce().challenge, 'https://www.googleapis.com/auth/adwords'),
    );
    expect(await missing.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Missing code verifier.',
    });
    const wrong = await exchange(
      await consent(pkce().challenge, 'https://www.googleapis.com/auth/adwords'),
      pkce().verifier,
    );
    expect(await wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid code verifier.',
    });

    // The advertiser's token reaches their own accounts and their YouTube channel.
    const list = await ads(`/customers:listAccessibleCustomers`, undefined, {
      token: tokens.access_token,
      login: null,
    });
    expect(list.body).toEqual({ resourceNames: ['customers/2000000011', 'customers/2000000012'] });
    const yt = await fetch(
      `${settings.endpoints.youtubeBaseUrl}/channels?part=snippet,contentDetails&mine=true`,
      { headers: { authorization: `Bearer ${tokens.access_token}` } },
    );
    const channels = await yt.json();
    expect(channels.kind).toBe('youtube#channelListResponse');
    expect(channels.items.map((c: any) => c.id)).toEqual(['UCsbxCafeDaVila0000001']);
    const uploads = channels.items[0].contentDetails.relatedPlaylists.uploads;
    const items = await (
      await fetch(
        `${settings.endpoints.youtubeBaseUrl}/playlistItems?part=contentDetails&playlistId=${uploads}&maxResults=2`,
        { headers: { authorization: `Bearer ${tokens.access_token}` } },
      )
    ).json();
    expect(items.items).toHaveLength(2);
    expect(items.nextPageToken).toBeTruthy();

    // Refresh, then revoke: the refresh token and its access tokens stop working.
    const refreshed = await form(settings.endpoints.oauthTokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: settings.credentials.clientId,
      client_secret: settings.credentials.clientSecret,
    });
    expect(refreshed.status).toBe(200);
    const access2 = ((await refreshed.json()) as { access_token: string }).access_token;
    const revoke = await form(settings.endpoints.oauthRevokeUrl, { token: tokens.refresh_token });
    expect(revoke.status).toBe(200);
    const again = await form(settings.endpoints.oauthTokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: settings.credentials.clientId,
      client_secret: settings.credentials.clientSecret,
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
    const denied = await ads(`/customers:listAccessibleCustomers`, undefined, {
      token: access2,
      login: null,
    });
    expect(denied.status).toBe(401);
    expect(failureOf(denied.body)[0]!.errorCode).toEqual({ authenticationError: 'OAUTH_TOKEN_REVOKED' });
  });

  it('refuses an unknown client on the page, a wrong secret with invalid_client, and sends a denial back', async () => {
    const page = await fetch(
      `${settings.endpoints.oauthAuthorizeUrl}?client_id=nobody&redirect_uri=${encodeURIComponent(redirectUri())}&response_type=code&scope=x`,
    );
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('invalid_client');
    const bad = await form(settings.endpoints.oauthTokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: 'x',
      client_id: settings.credentials.clientId,
      client_secret: 'nope',
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'invalid_client', error_description: 'Unauthorized' });
    const q = new URLSearchParams({
      client_id: settings.credentials.clientId,
      redirect_uri: redirectUri(),
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/adwords',
      state: 's9',
    });
    const html = await (
      await fetch(`${settings.endpoints.oauthAuthorizeUrl}?${q}&sbx_account=marcos`)
    ).text();
    const txn = /name="txn" value="([^"]+)"/.exec(html)![1]!;
    const r = await form(settings.endpoints.oauthAuthorizeUrl, {
      ...Object.fromEntries(q),
      sbx_account: 'marcos',
      txn,
      decision: 'deny',
    });
    expect(r.headers.get('location')).toBe(`${redirectUri()}?error=access_denied&state=s9`);
  });
});

describe('Google Ads REST', () => {
  const searchTree = (suffix: string, overrides: { headlines?: string[]; keyword?: string } = {}) => ({
    mutateOperations: [
      {
        campaignBudgetOperation: {
          create: {
            resourceName: `customers/${customer}/campaignBudgets/-1`,
            name: `Budget ${suffix}`,
            amountMicros: '50000000',
            deliveryMethod: 'STANDARD',
            explicitlyShared: false,
          },
        },
      },
      {
        campaignOperation: {
          create: {
            resourceName: `customers/${customer}/campaigns/-2`,
            name: `Verba ${suffix}`,
            advertisingChannelType: 'SEARCH',
            status: 'PAUSED',
            campaignBudget: `customers/${customer}/campaignBudgets/-1`,
            manualCpc: {},
            networkSettings: {
              targetGoogleSearch: true,
              targetSearchNetwork: false,
              targetContentNetwork: false,
              targetPartnerSearchNetwork: false,
            },
            containsEuPoliticalAdvertising: 'DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING',
          },
        },
      },
      {
        campaignCriterionOperation: {
          create: {
            campaign: `customers/${customer}/campaigns/-2`,
            location: { geoTargetConstant: 'geoTargetConstants/1001773' },
          },
        },
      },
      {
        campaignCriterionOperation: {
          create: {
            campaign: `customers/${customer}/campaigns/-2`,
            language: { languageConstant: 'languageConstants/1014' },
          },
        },
      },
      {
        campaignCriterionOperation: {
          create: {
            campaign: `customers/${customer}/campaigns/-2`,
            negative: true,
            keyword: { text: 'grátis', matchType: 'BROAD' },
          },
        },
      },
      {
        adGroupOperation: {
          create: {
            resourceName: `customers/${customer}/adGroups/-3`,
            name: 'Grupo 1',
            campaign: `customers/${customer}/campaigns/-2`,
            status: 'ENABLED',
            type: 'SEARCH_STANDARD',
            cpcBidMicros: '1500000',
          },
        },
      },
      {
        adGroupCriterionOperation: {
          create: {
            adGroup: `customers/${customer}/adGroups/-3`,
            status: 'ENABLED',
            keyword: { text: overrides.keyword ?? 'café especial', matchType: 'PHRASE' },
          },
        },
      },
      {
        adGroupAdOperation: {
          create: {
            adGroup: `customers/${customer}/adGroups/-3`,
            status: 'ENABLED',
            ad: {
              finalUrls: ['https://cafedavila.com.br/'],
              responsiveSearchAd: {
                headlines: (
                  overrides.headlines ?? ['Café da Vila', 'Grãos torrados na hora', 'Entrega em São Paulo']
                ).map((text) => ({ text })),
                descriptions: [
                  { text: 'Cafés especiais de pequenos produtores.' },
                  { text: 'Peça hoje e receba amanhã.' },
                ],
                path1: 'cafes',
              },
            },
          },
        },
      },
      {
        assetOperation: {
          create: {
            resourceName: `customers/${customer}/assets/-4`,
            name: `Sitelink ${suffix}`,
            finalUrls: ['https://cafedavila.com.br/loja'],
            sitelinkAsset: { linkText: 'Loja', description1: 'Todos os cafés', description2: 'Frete grátis' },
          },
        },
      },
      {
        campaignAssetOperation: {
          create: {
            campaign: `customers/${customer}/campaigns/-2`,
            asset: `customers/${customer}/assets/-4`,
            fieldType: 'SITELINK',
          },
        },
      },
    ],
  });

  let campaignName = '';
  let budgetName = '';

  it('checks the headers: login-customer-id for a client account, the developer token', async () => {
    const list = await ads('/customers:listAccessibleCustomers', undefined, { login: null });
    expect(list.body).toEqual({ resourceNames: [`customers/${manager}`] });
    const noLogin = await ads(
      `/customers/${customer}/googleAds:search`,
      { query: 'SELECT campaign.id FROM campaign' },
      { login: null },
    );
    expect(noLogin.status).toBe(403);
    expect(failureOf(noLogin.body)[0]!.errorCode).toEqual({ authorizationError: 'USER_PERMISSION_DENIED' });
    const badDev = await ads(
      `/customers/${customer}/googleAds:search`,
      { query: 'SELECT campaign.id FROM campaign' },
      { developerToken: 'nope' },
    );
    expect(badDev.status).toBe(401);
    expect(failureOf(badDev.body)[0]!.errorCode).toEqual({ authenticationError: 'DEVELOPER_TOKEN_INVALID' });
    const noAuth = await ads(
      `/customers/${customer}/googleAds:search`,
      { query: 'SELECT campaign.id FROM campaign' },
      { token: 'garbage' },
    );
    expect(noAuth.status).toBe(401);
    expect(noAuth.body.error.status).toBe('UNAUTHENTICATED');
  });

  it('validateOnly checks a whole SEARCH tree without creating it', async () => {
    const r = await ads(`/customers/${customer}/googleAds:mutate`, {
      ...searchTree('dry'),
      validateOnly: true,
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});
    const s = await ads(`/customers/${customer}/googleAds:search`, {
      query: "SELECT campaign.id FROM campaign WHERE campaign.name = 'Verba dry'",
    });
    expect(s.body.results).toBeUndefined();
  });

  it('answers validation errors as GoogleAdsFailure with codes, field paths and triggers', async () => {
    const long = await ads(
      `/customers/${customer}/googleAds:mutate`,
      searchTree('long', {
        headlines: ['Café da Vila', 'Um título longo demais para caber aqui', 'Entrega'],
      }),
    );
    expect(long.status).toBe(400);
    expect(long.body.error.status).toBe('INVALID_ARGUMENT');
    expect(long.body.error.details[0]['@type']).toBe(
      `type.googleapis.com/google.ads.googleads.${googleAdsApiVersion}.errors.GoogleAdsFailure`,
    );
    const e = failureOf(long.body)[0]!;
    expect(e.errorCode).toEqual({ stringLengthError: 'TOO_LONG' });
    expect(e.trigger).toEqual({ stringValue: 'Um título longo demais para caber aqui' });
    expect(e.location!.fieldPathElements).toEqual([
      { fieldName: 'mutate_operations', index: 7 },
      { fieldName: 'ad_group_ad_operation' },
      { fieldName: 'create' },
      { fieldName: 'ad' },
      { fieldName: 'responsive_search_ad' },
      { fieldName: 'headlines', index: 1 },
      { fieldName: 'text' },
    ]);
    const few = await ads(
      `/customers/${customer}/googleAds:mutate`,
      searchTree('few', { headlines: ['Café', 'Vila'] }),
    );
    expect(failureOf(few.body).map((x) => x.errorCode)).toEqual([{ collectionSizeError: 'TOO_FEW' }]);
    const gambling = await ads(
      `/customers/${customer}/googleAds:mutate`,
      searchTree('bet', { headlines: ['Cassino online', 'Grãos torrados', 'Entrega'] }),
    );
    const finding = failureOf(gambling.body)[0]!;
    expect(finding.errorCode).toEqual({ policyFindingError: 'POLICY_FINDING' });
    expect(finding.details.policyFindingDetails.policyTopicEntries[0]).toMatchObject({
      topic: 'GAMBLING',
      type: 'PROHIBITED',
    });
    const video = await ads(`/customers/${customer}/campaigns:mutate`, {
      operations: [
        {
          create: {
            name: 'v',
            advertisingChannelType: 'VIDEO',
            campaignBudget: `customers/${customer}/campaignBudgets/1`,
            manualCpv: {},
            containsEuPoliticalAdvertising: 'DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING',
          },
        },
      ],
    });
    expect(failureOf(video.body).map((x) => x.errorCode)).toContainEqual({
      operationAccessDeniedError: 'CREATE_OPERATION_NOT_PERMITTED',
    });
    const unknown = await ads(`/customers/${customer}/campaignBudgets:mutate`, {
      operations: [{ create: { amountMicros: '10000000', dailyBudget: 3 } }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('Unknown name "dailyBudget"');
    const nested = await ads(`/customers/${customer}/campaignCriteria:mutate`, {
      operations: [
        {
          create: {
            campaign: `customers/${customer}/campaigns/1`,
            negative: true,
            keyword: { text: 'x', matchType: 'BROAD', match_type_extra: 1 },
          },
        },
      ],
    });
    expect(nested.status).toBe(400);
    expect(nested.body.error.details[0]['@type']).toBe('type.googleapis.com/google.rpc.BadRequest');
    expect(nested.body.error.message).toContain('Unknown name "matchTypeExtra"');
    // Nothing of the refused requests was created.
    const s = await ads(`/customers/${customer}/googleAds:search`, {
      query: 'SELECT campaign_budget.id FROM campaign_budget',
    });
    expect(s.body.results).toBeUndefined();
  });

  it('creates a SEARCH tree with temporary ids, then refuses a duplicate asset name; partialFailure keeps the good operations', async () => {
    const r = await ads(`/customers/${customer}/googleAds:mutate`, searchTree('A'));
    expect(r.status).toBe(200);
    const responses = r.body.mutateOperationResponses as Record<string, { resourceName: string }>[];
    expect(responses).toHaveLength(10);
    campaignName = responses[1]!.campaignResult!.resourceName;
    budgetName = responses[0]!.campaignBudgetResult!.resourceName;
    expect(campaignName).toMatch(new RegExp(`^customers/${customer}/campaigns/\\d+$`));
    expect(responses[2]!.campaignCriterionResult!.resourceName).toBe(
      `${campaignName.replace('/campaigns/', '/campaignCriteria/')}~1001773`,
    );
    expect(responses[7]!.adGroupAdResult!.resourceName).toMatch(/adGroupAds\/\d+~\d+$/);
    expect(responses[9]!.campaignAssetResult!.resourceName).toMatch(/campaignAssets\/\d+~\d+~SITELINK$/);

    const dup = await ads(`/customers/${customer}/assets:mutate`, {
      operations: [
        {
          create: {
            name: 'Sitelink A',
            finalUrls: ['https://cafedavila.com.br/x'],
            sitelinkAsset: { linkText: 'Outra' },
          },
        },
      ],
    });
    expect(failureOf(dup.body)[0]!.errorCode).toEqual({ assetError: 'DUPLICATE_ASSET_NAME' });

    const adGroup = responses[5]!.adGroupResult!.resourceName;
    const partial = await ads(`/customers/${customer}/adGroupCriteria:mutate`, {
      partialFailure: true,
      operations: [
        { create: { adGroup, keyword: { text: 'café em grão', matchType: 'EXACT' } } },
        { create: { adGroup, keyword: { text: 'x'.repeat(81), matchType: 'EXACT' } } },
        { create: { adGroup, negative: true, keyword: { text: 'solúvel', matchType: 'BROAD' } } },
      ],
    });
    expect(partial.status).toBe(200);
    expect(partial.body.results[0].resourceName).toMatch(/adGroupCriteria\/\d+~\d+$/);
    expect(partial.body.results[1]).toEqual({});
    expect(partial.body.partialFailureError.code).toBe(3);
    const pe = partial.body.partialFailureError.details[0].errors[0];
    expect(pe.errorCode).toEqual({ criterionError: 'KEYWORD_TEXT_TOO_LONG' });
    expect(pe.location.fieldPathElements[0]).toEqual({ fieldName: 'operations', index: 1 });

    const mutable = await ads(`/customers/${customer}/campaigns:mutate`, {
      operations: [{ update: { resourceName: campaignName, status: 'ENABLED' }, updateMask: 'status' }],
      responseContentType: 'MUTABLE_RESOURCE',
    });
    expect(mutable.body.results[0].campaign).toMatchObject({
      resourceName: campaignName,
      status: 'ENABLED',
      advertisingChannelType: 'SEARCH',
      biddingStrategyType: 'MANUAL_CPC',
    });
  });

  it('pages googleAds:search with nextPageToken, and streams with searchStream', async () => {
    await setGoogleSandboxKnobs(t.deps.db, { searchPageSize: 2 });
    const query =
      'SELECT ad_group_criterion.criterion_id, ad_group_criterion.keyword.text, ad_group_criterion.negative FROM ad_group_criterion ORDER BY ad_group_criterion.keyword.text';
    const first = await ads(`/customers/${customer}/googleAds:search`, { query });
    expect(first.body.results).toHaveLength(2);
    expect(first.body.fieldMask).toBe(
      'adGroupCriterion.criterionId,adGroupCriterion.keyword.text,adGroupCriterion.negative',
    );
    const second = await ads(`/customers/${customer}/googleAds:search`, {
      query,
      pageToken: first.body.nextPageToken,
    });
    expect(second.body.results).toHaveLength(1);
    expect(second.body.nextPageToken).toBeUndefined();
    expect(
      [...first.body.results, ...second.body.results].map((r: any) => r.adGroupCriterion.keyword.text),
    ).toEqual(['café em grão', 'café especial', 'solúvel']);
    const bad = await ads(`/customers/${customer}/googleAds:search`, { query, pageToken: 'bm9wZQ' });
    expect(failureOf(bad.body)[0]!.errorCode).toEqual({ requestError: 'INVALID_PAGE_TOKEN' });
    const stream = await ads(`/customers/${customer}/googleAds:searchStream`, { query });
    expect(Array.isArray(stream.body)).toBe(true);
    expect(stream.body.flatMap((b: any) => b.results)).toHaveLength(3);
    const old = await ads(`/customers/${customer}/googleAds:search`, {
      query: 'SELECT metrics.video_views FROM campaign',
    });
    expect(failureOf(old.body)[0]!.errorCode).toEqual({ queryError: 'UNRECOGNIZED_FIELD' });
    const typo = await ads(`/customers/${customer}/googleAds:search`, {
      query: 'SELECT campaign.budget FROM campaign',
    });
    expect(failureOf(typo.body)[0]!.errorCode).toEqual({ queryError: 'UNRECOGNIZED_FIELD' });
    await setGoogleSandboxKnobs(t.deps.db, { searchPageSize: 10000 });
  });

  it('delivers hour by hour up to now, stops at a pause, restates past days a little, over-delivers 2x on the knob', async () => {
    const id = campaignName.split('/').pop()!;
    const stats = async (from: string, to: string, hourly = false) =>
      (
        await ads(`/customers/${customer}/googleAds:search`, {
          query: `SELECT campaign.id, segments.date${hourly ? ', segments.hour' : ''}, metrics.impressions, metrics.clicks, metrics.cost_micros, metrics.conversions FROM campaign WHERE campaign.id = ${id} AND segments.date BETWEEN '${from}' AND '${to}'`,
        })
      ).body.results ?? [];
    // Enabled at 2026-11-20 09:00 São Paulo; at 12:00 SP three hours have accrued.
    await setClock('2026-11-20T15:00:00Z');
    const today = await stats('2026-11-20', '2026-11-20', true);
    expect(today.map((r: any) => r.segments.hour)).toEqual([9, 10, 11]);
    expect(Number(today[0].metrics.costMicros)).toBeGreaterThan(0);
    expect(typeof today[0].metrics.impressions).toBe('string');
    await setClock('2026-11-20T18:00:00Z'); // 15:00 SP
    const later = await stats('2026-11-20', '2026-11-20', true);
    expect(later.map((r: any) => r.segments.hour)).toEqual([9, 10, 11, 12, 13, 14]);
    expect(later.slice(0, 3)).toEqual(today);
    // Pause at 15:00 SP: nothing accrues afterwards.
    await ads(`/customers/${customer}/campaigns:mutate`, {
      operations: [{ update: { resourceName: campaignName, status: 'PAUSED' }, updateMask: 'status' }],
    });
    await setClock('2026-11-21T02:00:00Z'); // 23:00 SP, the same day
    const paused = await stats('2026-11-20', '2026-11-20', true);
    expect(paused).toEqual(later);
    // Enable again; daily totals over days: ≤ 2x budget; the figures of past days move a little
    // within three days after they end, and are final afterwards.
    await ads(`/customers/${customer}/campaigns:mutate`, {
      operations: [{ update: { resourceName: campaignName, status: 'ENABLED' }, updateMask: 'status' }],
    });
    await setClock('2026-12-01T12:00:00Z');
    const days1 = await stats('2026-11-22', '2026-11-30');
    expect(days1).toHaveLength(9);
    for (const d of days1) expect(Number(d.metrics.costMicros)).toBeLessThanOrEqual(2 * 50_000_000);
    const mean = days1.reduce((s: number, d: any) => s + Number(d.metrics.costMicros), 0) / days1.length;
    expect(mean).toBeGreaterThan(0.75 * 50_000_000);
    expect(mean).toBeLessThan(1.25 * 50_000_000);
    await setClock('2026-12-05T12:00:00Z');
    const days2 = await stats('2026-11-22', '2026-11-30');
    const changed = days1.filter((d: any, i: number) => d.metrics.costMicros !== days2[i].metrics.costMicros);
    expect(changed.length).toBeGreaterThan(0);
    for (const d of changed) {
      const after = days2.find((x: any) => x.segments.date === d.segments.date);
      expect(Math.abs(Number(after.metrics.costMicros) / Number(d.metrics.costMicros) - 1)).toBeLessThan(
        0.07,
      );
    }
    // Days that ended over three days ago are final.
    expect(changed.every((d: any) => d.segments.date >= '2026-11-27')).toBe(true);
    await setClock('2026-12-09T12:00:00Z');
    expect(await stats('2026-11-22', '2026-11-30')).toEqual(days2.map((d: any) => d));
    // Over-delivery knob: exactly twice the budget on a whole day.
    await setGoogleSandboxKnobs(t.deps.db, { overDelivery: [id] });
    const [over] = await stats('2026-12-08', '2026-12-08');
    expect(over.metrics.costMicros).toBe(String(2 * 50_000_000));
    await setGoogleSandboxKnobs(t.deps.db, { overDelivery: [] });
    // A budget removal is refused while a campaign uses it.
    const rm = await ads(`/customers/${customer}/campaignBudgets:mutate`, {
      operations: [{ remove: budgetName }],
    });
    expect(failureOf(rm.body)[0]!.errorCode).toEqual({ campaignBudgetError: 'CAMPAIGN_BUDGET_IN_USE' });
  });

  it('creates the video path as the API allows it: DEMAND_GEN with a YouTube video ad; refuses VIDEO and CPV there', async () => {
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const c = `customers/${customer}`;
    const tree = (bidding: Record<string, unknown>) => ({
      mutateOperations: [
        {
          campaignBudgetOperation: {
            create: {
              resourceName: `${c}/campaignBudgets/-1`,
              name: `DG budget ${Object.keys(bidding)[0]}`,
              amountMicros: '80000000',
              deliveryMethod: 'STANDARD',
              explicitlyShared: false,
            },
          },
        },
        {
          campaignOperation: {
            create: {
              resourceName: `${c}/campaigns/-2`,
              name: `DG ${Object.keys(bidding)[0]}`,
              advertisingChannelType: 'DEMAND_GEN',
              status: 'PAUSED',
              campaignBudget: `${c}/campaignBudgets/-1`,
              ...bidding,
              containsEuPoliticalAdvertising: 'DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING',
            },
          },
        },
        {
          adGroupOperation: {
            create: {
              resourceName: `${c}/adGroups/-3`,
              name: 'Vídeo',
              campaign: `${c}/campaigns/-2`,
              status: 'ENABLED',
              demandGenAdGroupSettings: {
                channelControls: {
                  selectedChannels: { youtubeInStream: true, youtubeInFeed: true, youtubeShorts: true },
                },
              },
            },
          },
        },
        {
          adGroupCriterionOperation: {
            create: {
              adGroup: `${c}/adGroups/-3`,
              location: { geoTargetConstant: 'geoTargetConstants/2076' },
            },
          },
        },
        {
          assetOperation: {
            create: {
              resourceName: `${c}/assets/-4`,
              name: `Vídeo ${Object.keys(bidding)[0]}`,
              youtubeVideoAsset: { youtubeVideoId: 'sbxVid00001' },
            },
          },
        },
        {
          assetOperation: {
            create: {
              resourceName: `${c}/assets/-5`,
              name: `Logo ${Object.keys(bidding)[0]}`,
              imageAsset: { data: png },
            },
          },
        },
        {
          adGroupAdOperation: {
            create: {
              adGroup: `${c}/adGroups/-3`,
              ad: {
                finalUrls: ['https://cafedavila.com.br/'],
                demandGenVideoResponsiveAd: {
                  headlines: [{ text: 'Café da Vila' }],
                  longHeadlines: [{ text: 'Cafés especiais torrados toda semana' }],
                  descriptions: [{ text: 'Peça hoje e receba amanhã.' }],
                  videos: [{ asset: `${c}/assets/-4` }],
                  logoImages: [{ asset: `${c}/assets/-5` }],
                  businessName: { text: 'Café da Vila' },
                },
              },
            },
          },
        },
      ],
    });
    const cpv = await ads(`/customers/${customer}/googleAds:mutate`, tree({ manualCpv: {} }));
    expect(failureOf(cpv.body).map((e) => e.errorCode)).toEqual([
      { biddingError: 'INVALID_ANONYMOUS_BIDDING_STRATEGY_TYPE' },
    ]);
    const ok = await ads(
      `/customers/${customer}/googleAds:mutate`,
      tree({ targetCpc: { targetCpcMicros: '300000' } }),
    );
    expect(ok.status).toBe(200);
    const adName = ok.body.mutateOperationResponses[6].adGroupAdResult.resourceName;
    const row = await ads(`/customers/${customer}/googleAds:search`, {
      query: `SELECT ad_group_ad.ad.type, ad_group_ad.policy_summary.approval_status, campaign.bidding_strategy_type FROM ad_group_ad WHERE ad_group_ad.resource_name = '${adName}'`,
    });
    expect(row.body.results[0]).toMatchObject({
      adGroupAd: {
        ad: { type: 'DEMAND_GEN_VIDEO_RESPONSIVE_AD' },
        policySummary: { approvalStatus: 'APPROVED' },
      },
      campaign: { biddingStrategyType: 'TARGET_CPC' },
    });
  });

  it("seeds an advertiser's own account with running campaigns (statistics and imports)", async () => {
    const query =
      'SELECT campaign.name, campaign.status, metrics.cost_micros FROM campaign WHERE segments.date DURING LAST_7_DAYS ORDER BY campaign.name';
    // The operator's token does not reach an advertiser's account.
    expect((await ads('/customers/2000000011/googleAds:search', { query }, { login: null })).status).toBe(
      403,
    );
    const { verifier, challenge } = pkce();
    const tokens = (await (
      await exchange(await consent(challenge, 'https://www.googleapis.com/auth/adwords'), verifier)
    ).json()) as { access_token: string };
    const rows = await ads(
      '/customers/2000000011/googleAds:search',
      { query },
      { login: null, token: tokens.access_token },
    );
    expect(rows.status).toBe(200);
    expect(rows.body.results.map((r: any) => [r.campaign.name, r.campaign.status])).toEqual([
      ['Cafés especiais — Pesquisa', 'ENABLED'],
      ['Marca — Pesquisa', 'PAUSED'],
    ]);
    expect(Number(rows.body.results[0].metrics.costMicros)).toBeGreaterThan(7 * 0.75 * 40_000_000 * 0.9);
    expect(rows.body.results[1].metrics.costMicros).toBe('0');
  });

  it('takes knobs as JSON only, checked', async () => {
    const asForm = await fetch(`${base}/sandbox/google/_knobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'forceQuotaErrors=1000',
    });
    expect(asForm.status).toBe(415);
    const bad = await fetch(`${base}/sandbox/google/_knobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ forceQuotaErrors: -1 }),
    });
    expect(bad.status).toBe(400);
    const ok = await fetch(`${base}/sandbox/google/_knobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ retryAfterSeconds: 2 }),
    });
    expect(((await ok.json()) as { retryAfterSeconds: number }).retryAfterSeconds).toBe(2);
  });

  it('answers 429 RESOURCE_EXHAUSTED with Retry-After, forced or beyond the rate', async () => {
    await setGoogleSandboxKnobs(t.deps.db, { forceQuotaErrors: 1, retryAfterSeconds: 3 });
    const r = await ads('/customers:listAccessibleCustomers', undefined, { login: null });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('3');
    expect(r.body.error.status).toBe('RESOURCE_EXHAUSTED');
    expect(failureOf(r.body)[0]).toMatchObject({
      errorCode: { quotaError: 'RESOURCE_TEMPORARILY_EXHAUSTED' },
      details: { quotaErrorDetails: { rateScope: 'DEVELOPER', retryDelay: '3s' } },
    });
    expect((await ads('/customers:listAccessibleCustomers', undefined, { login: null })).status).toBe(200);
    await setGoogleSandboxKnobs(t.deps.db, { requestsPerSecond: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const burst = [];
    for (let i = 0; i < 4; i++)
      burst.push((await ads('/customers:listAccessibleCustomers', undefined, { login: null })).status);
    expect(burst).toEqual([200, 200, 429, 429]);
    await setGoogleSandboxKnobs(t.deps.db, { requestsPerSecond: 100 });
  });
});
