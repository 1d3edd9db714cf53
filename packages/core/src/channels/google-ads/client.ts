import type { ChannelEndpoints } from '../connector';
import { GoogleAdsApiError, googleAdsApiErrorOf } from './errors';
import type { GoogleAdsCredentials } from './endpoints';

type Fetch = typeof fetch;

export interface GoogleAdsClientOptions {
  endpoints: ChannelEndpoints;
  /**
   * Verba's own credentials; with `tokens` (an advertiser's connection) only the developer token,
   * the customer and the login customer are used.
   */
  credentials:
    GoogleAdsCredentials | Pick<GoogleAdsCredentials, 'developerToken' | 'loginCustomerId' | 'customerId'>;
  /**
   * Where access tokens come from when they are not Verba's refresh token: an advertiser's read-only
   * connection (channels/connected: channelTokenSource). `invalidate()` after a 401 makes the next
   * `token()` refresh.
   */
  tokens?: { token(): Promise<string>; invalidate(): void };
  fetch?: Fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** The longest Retry-After the client waits out before giving up with CHANNEL_RATE_LIMITED. */
  maxRetryAfterMs?: number;
  /** How many 429 / RESOURCE_EXHAUSTED answers one call waits out before giving up. */
  maxRateLimitRetries?: number;
  /** Per-request timeout. */
  timeoutMs?: number;
}

/** One GoogleAdsService.Mutate answer (google_ads_service.proto MutateGoogleAdsResponse). */
export interface MutateResponse {
  mutateOperationResponses?: Record<string, { resourceName?: string } | undefined>[];
  partialFailureError?: unknown;
}

/** One row of GoogleAdsService.Search, in proto3 JSON (lowerCamelCase, int64 as strings). */
export type GaqlRow = Record<string, Record<string, unknown> | undefined>;

export interface GoogleAdsClient {
  readonly customerId: string;
  mutate(
    operations: Record<string, unknown>[],
    options?: { validateOnly?: boolean; partialFailure?: boolean },
  ): Promise<MutateResponse>;
  /** GoogleAdsService.Search over every page (nextPageToken). */
  search(query: string): Promise<GaqlRow[]>;
  /** GeoTargetConstantService.SuggestGeoTargetConstants by location names. */
  suggestGeoTargets(input: {
    names: string[];
    locale: string;
    countryCode: string;
  }): Promise<GeoTargetSuggestion[]>;
}

export interface GeoTargetSuggestion {
  locale?: string;
  reach?: string;
  searchTerm?: string;
  geoTargetConstant?: {
    resourceName?: string;
    id?: string;
    name?: string;
    countryCode?: string;
    targetType?: string;
    status?: string;
    canonicalName?: string;
  };
}

/** Google ids are written without dashes in paths and headers (123-456-7890 → 1234567890). */
export const bareCustomerId = (id: string) => id.replace(/-/g, '');

/**
 * An OAuth 2.0 access token from Verba's refresh token (RFC 6749 §6, refresh_token grant at the
 * token endpoint), cached until a minute before it expires; concurrent callers share one request.
 */
export function createTokenSource(options: {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  fetch: Fetch;
  now: () => number;
  timeoutMs: number;
}) {
  let cached: { token: string; expiresAtMs: number } | null = null;
  let pending: Promise<string> | null = null;
  const refresh = async (): Promise<string> => {
    const response = await options.fetch(options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: options.refreshToken,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }).toString(),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = (await response.json().catch(() => null)) as {
      access_token?: string;
      expires_in?: number;
    } | null;
    if (!response.ok || !body?.access_token) {
      throw googleAdsApiErrorOf(
        response.ok ? 401 : response.status,
        body,
        response.headers.get('retry-after'),
        options.now(),
      );
    }
    const lifetimeS = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    cached = { token: body.access_token, expiresAtMs: options.now() + Math.max(0, lifetimeS - 60) * 1000 };
    return body.access_token;
  };
  return {
    async token(): Promise<string> {
      if (cached && options.now() < cached.expiresAtMs) return cached.token;
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Forgets the cached token (after a 401): the next call refreshes. */
    invalidate() {
      cached = null;
    },
  };
}

/**
 * The Google Ads REST API over plain fetch, authenticated as Verba's manager user: headers
 * `Authorization: Bearer`, `developer-token`, `login-customer-id` (the manager account through
 * which the operating customer is reached). A 401 refreshes the token once and retries once; a 429
 * or RESOURCE_EXHAUSTED waits out Retry-After (or the quota error's retry delay), bounded.
 */
export function createGoogleAdsClient(options: GoogleAdsClientOptions): GoogleAdsClient {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const maxRateLimitRetries = options.maxRateLimitRetries ?? 3;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const { credentials } = options;
  const customerId = bareCustomerId(credentials.customerId);
  // apiBaseUrl carries the version (googleAdsApiVersion): https://googleads.googleapis.com/v25.
  const base = options.endpoints.apiBaseUrl.replace(/\/+$/, '');
  const tokenSource =
    options.tokens ??
    ('refreshToken' in credentials
      ? createTokenSource({
          tokenUrl: options.endpoints.oauthTokenUrl,
          clientId: credentials.clientId,
          clientSecret: credentials.clientSecret,
          refreshToken: credentials.refreshToken,
          fetch: doFetch,
          now,
          timeoutMs,
        })
      : null);
  if (!tokenSource) throw new Error('createGoogleAdsClient needs a refresh token or a token source');
  const tokens = tokenSource;

  async function post<T>(path: string, body: unknown): Promise<T> {
    let refreshed = false;
    let rateLimited = 0;
    for (;;) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await tokens.token()}`,
        'developer-token': credentials.developerToken,
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (credentials.loginCustomerId)
        headers['login-customer-id'] = bareCustomerId(credentials.loginCustomerId);
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        throw new GoogleAdsApiError(0, 'UNAVAILABLE', cause instanceof Error ? cause.message : String(cause));
      }
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      if (response.ok) return json as T;
      const error = googleAdsApiErrorOf(response.status, json, response.headers.get('retry-after'), now());
      if (response.status === 401 && !refreshed) {
        refreshed = true;
        tokens.invalidate();
        continue;
      }
      if (
        (response.status === 429 || error.status === 'RESOURCE_EXHAUSTED') &&
        rateLimited < maxRateLimitRetries
      ) {
        const waitMs = error.retryAfterMs ?? 1000 * 2 ** rateLimited;
        if (waitMs <= maxRetryAfterMs) {
          rateLimited += 1;
          await sleep(waitMs);
          continue;
        }
      }
      throw error;
    }
  }

  return {
    customerId,
    mutate(operations, mutateOptions = {}) {
      return post<MutateResponse>(`/customers/${customerId}/googleAds:mutate`, {
        mutateOperations: operations,
        ...(mutateOptions.partialFailure ? { partialFailure: true } : {}),
        ...(mutateOptions.validateOnly ? { validateOnly: true } : {}),
      });
    },
    async search(query) {
      const rows: GaqlRow[] = [];
      let pageToken: string | undefined;
      do {
        const page = await post<{ results?: GaqlRow[]; nextPageToken?: string }>(
          `/customers/${customerId}/googleAds:search`,
          {
            query,
            ...(pageToken ? { pageToken } : {}),
          },
        );
        rows.push(...(page?.results ?? []));
        pageToken = page?.nextPageToken || undefined;
      } while (pageToken);
      return rows;
    },
    async suggestGeoTargets({ names, locale, countryCode }) {
      const answer = await post<{ geoTargetConstantSuggestions?: GeoTargetSuggestion[] }>(
        `/geoTargetConstants:suggest`,
        {
          locale,
          countryCode,
          locationNames: { names },
        },
      );
      return answer?.geoTargetConstantSuggestions ?? [];
    },
  };
}
