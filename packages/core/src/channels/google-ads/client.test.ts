import { describe, expect, it } from 'vitest';
import { createGoogleAdsClient } from './client';
import { GoogleAdsApiError } from './errors';

const endpoints = {
  apiBaseUrl: 'https://ads.test/v25',
  oauthAuthorizeUrl: 'https://oauth.test/auth',
  oauthTokenUrl: 'https://oauth.test/token',
};
const credentials = {
  developerToken: 'dev-token',
  clientId: 'client',
  clientSecret: 'secret',
  refreshToken: 'refresh',
  loginCustomerId: '1112223333',
  customerId: '4445556666',
};

type Call = { url: string; headers: Record<string, string>; body: string };

/** A scripted platform: each API call takes the next answer. */
function platform(answers: (() => Response)[]) {
  const calls: Call[] = [];
  let tokens = 0;
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? init.body : '',
    });
    if (url === endpoints.oauthTokenUrl) {
      tokens += 1;
      return Response.json({ access_token: `token-${tokens}`, expires_in: 3599, token_type: 'Bearer' });
    }
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as typeof globalThis.fetch;
  return { fetch: fakeFetch, calls, tokenRequests: () => tokens };
}

const unauthenticated = () =>
  Response.json(
    {
      error: {
        code: 401,
        message: 'Request is missing required authentication credential.',
        status: 'UNAUTHENTICATED',
        details: [
          {
            '@type': 'type.googleapis.com/google.ads.googleads.v25.errors.GoogleAdsFailure',
            errors: [
              {
                errorCode: { authenticationError: 'OAUTH_TOKEN_EXPIRED' },
                message: 'Authentication of the request failed.',
              },
            ],
          },
        ],
      },
    },
    { status: 401 },
  );
const exhausted = (retryAfter: string) =>
  Response.json(
    {
      error: {
        code: 429,
        message: 'Resource has been exhausted (e.g. check quota).',
        status: 'RESOURCE_EXHAUSTED',
        details: [],
      },
    },
    { status: 429, headers: { 'retry-after': retryAfter } },
  );

describe('Google Ads REST client', () => {
  it('sends the developer token, login customer and bearer token; caches the token', async () => {
    const p = platform([
      () => Response.json({ results: [{ campaign: { id: '1' } }], nextPageToken: 'p2' }),
      () => Response.json({ results: [{ campaign: { id: '2' } }] }),
    ]);
    const client = createGoogleAdsClient({ endpoints, credentials, fetch: p.fetch });
    const rows = await client.search('SELECT campaign.id FROM campaign');
    expect(rows).toEqual([{ campaign: { id: '1' } }, { campaign: { id: '2' } }]);
    const api = p.calls.filter((c) => c.url.startsWith('https://ads.test'));
    expect(api[0]!.url).toBe('https://ads.test/v25/customers/4445556666/googleAds:search');
    expect(api[0]!.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'developer-token': 'dev-token',
      'login-customer-id': '1112223333',
    });
    expect(JSON.parse(api[1]!.body)).toEqual({ query: 'SELECT campaign.id FROM campaign', pageToken: 'p2' });
    expect(p.tokenRequests()).toBe(1);
    const tokenCall = p.calls.find((c) => c.url === endpoints.oauthTokenUrl)!;
    expect(Object.fromEntries(new URLSearchParams(tokenCall.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh',
      client_id: 'client',
      client_secret: 'secret',
    });
  });

  it('refreshes the token exactly once on 401 and retries once', async () => {
    const p = platform([unauthenticated, () => Response.json({ mutateOperationResponses: [] })]);
    const client = createGoogleAdsClient({ endpoints, credentials, fetch: p.fetch });
    await client.mutate([]);
    expect(p.tokenRequests()).toBe(2);
    const api = p.calls.filter((c) => c.url.startsWith('https://ads.test'));
    expect(api.map((c) => c.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);

    const q = platform([unauthenticated, unauthenticated, () => Response.json({})]);
    const again = createGoogleAdsClient({ endpoints, credentials, fetch: q.fetch });
    const error = await again.mutate([]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoogleAdsApiError);
    expect((error as GoogleAdsApiError).httpStatus).toBe(401);
    expect(q.tokenRequests()).toBe(2);
  });

  it('honours Retry-After on 429, bounded', async () => {
    const slept: number[] = [];
    const p = platform([() => exhausted('2'), () => Response.json({ results: [] })]);
    const client = createGoogleAdsClient({
      endpoints,
      credentials,
      fetch: p.fetch,
      sleep: async (ms) => void slept.push(ms),
    });
    expect(await client.search('SELECT campaign.id FROM campaign')).toEqual([]);
    expect(slept).toEqual([2000]);

    const tooLong = platform([() => exhausted('600')]);
    const bounded = createGoogleAdsClient({
      endpoints,
      credentials,
      fetch: tooLong.fetch,
      sleep: async (ms) => void slept.push(ms),
      maxRetryAfterMs: 30_000,
    });
    const error = (await bounded
      .search('SELECT campaign.id FROM campaign')
      .catch((e: unknown) => e)) as GoogleAdsApiError;
    expect(error.httpStatus).toBe(429);
    expect(error.retryAfterMs).toBe(600_000);
    expect(slept).toEqual([2000]);
  });

  it('refreshes the token shortly before it expires', async () => {
    let now = 0;
    const p = platform([() => Response.json({}), () => Response.json({}), () => Response.json({})]);
    const client = createGoogleAdsClient({ endpoints, credentials, fetch: p.fetch, now: () => now });
    await client.mutate([]);
    now = 3_000_000; // 50 minutes: still valid
    await client.mutate([]);
    expect(p.tokenRequests()).toBe(1);
    now = 3_560_000; // within the last minute of 3599 s
    await client.mutate([]);
    expect(p.tokenRequests()).toBe(2);
  });

  it('reports a refused refresh token as an auth failure', async () => {
    const fetch = (async () =>
      Response.json(
        { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
        { status: 400 },
      )) as typeof globalThis.fetch;
    const client = createGoogleAdsClient({ endpoints, credentials, fetch });
    const error = (await client.mutate([]).catch((e: unknown) => e)) as GoogleAdsApiError;
    expect(error.status).toBe('invalid_grant');
  });
});
