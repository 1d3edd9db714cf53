import type { ChannelEndpoints } from '../connector';
import { ChannelPlatformError } from '../google-ads/errors';
import { retryAfterMsOf } from '../google-ads/errors';
import type { SpotifyAdsCredentials } from './endpoints';

/** The documented error body of the Spotify Ads API (ErrorResponse). */
export interface SpotifyErrorBody {
  sp_trace_id?: string;
  messages?: string[];
  error_codes?: { code?: string; definition?: string }[];
}

/** A refusal or failure of the Spotify Ads API, with its body kept. */
export class SpotifyApiError extends Error {
  override name = 'SpotifyApiError';
  constructor(
    readonly status: number,
    readonly body: SpotifyErrorBody,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`Spotify Ads API ${status}: ${body.messages?.join('; ') ?? 'no message'}`);
  }
  /** `INVALID_ARGUMENT.BUDGET_BELOW_MINIMUM`: the first error code and its definition. */
  get platformCode(): string {
    const first = this.body.error_codes?.[0];
    return first ? [first.code, first.definition].filter(Boolean).join('.') : `HTTP_${this.status}`;
  }
  get platformMessage(): string {
    return this.body.messages?.join('; ') || `HTTP ${this.status}`;
  }
}

/** Verba's code for a Spotify refusal (spec §8), the platform's code kept beside it. */
export function verbaCodeOfSpotify(error: SpotifyApiError): string {
  if (error.status === 401 || error.status === 403) return 'CHANNEL_AUTH_FAILED';
  if (error.status === 429) return 'CHANNEL_RATE_LIMITED';
  if (error.status >= 500) return 'CHANNEL_PLATFORM_UNAVAILABLE';
  const definition = error.body.error_codes?.[0]?.definition ?? '';
  switch (definition) {
    case 'AUDIO_DURATION_TOO_LONG':
      // Spec §5 and Verba's own upload check use this code for audio over 30 s (context duration).
      return 'CREATIVE_ASSET_MAXIMUM_UPLOADED_FILE_SIZE_EXCEEDED';
    case 'INVALID_IMAGE_DIMENSIONS':
      return 'CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS';
    case 'UNSUPPORTED_FILE_TYPE':
      return 'CREATIVE_ASSET_FILE_TYPE_NOT_SUPPORTED';
    case 'CORRUPTED_FILE':
      return 'CREATIVE_ASSET_CORRUPTED_FILE';
    case 'COMPANION_ASSET_REQUIRED':
      return 'CREATIVE_ASSET_MISSING';
    default:
      return 'CHANNEL_PLATFORM_REFUSED';
  }
}

/** The error as the connector's callers expect it: a ChannelPlatformError about `field`. */
export function platformErrorOf(error: unknown, field?: string): unknown {
  if (!(error instanceof SpotifyApiError)) return error;
  return new ChannelPlatformError(
    [
      {
        code: verbaCodeOfSpotify(error),
        ...(field ? { field } : {}),
        platformCode: error.platformCode,
        platformMessage: error.platformMessage,
      },
    ],
    error,
  );
}

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface SpotifyClientOptions {
  endpoints: ChannelEndpoints;
  credentials: SpotifyAdsCredentials;
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** The longest Retry-After the client waits out before giving up with CHANNEL_RATE_LIMITED. */
const maxRetryWaitMs = 60_000;
const maxAttempts = 4;

/**
 * The Spotify Ads API over plain fetch: Verba's refresh token → access token (accounts service,
 * client credentials in HTTP Basic), cached until a minute before it expires; one refresh on 401
 * then retry; 429 honours Retry-After (bounded); 5xx retried with backoff.
 */
export function createSpotifyClient(options: SpotifyClientOptions) {
  const { endpoints, credentials } = options;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = options.now ?? (() => Date.now());
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(force = false): Promise<string> {
    if (!force && token && token.expiresAt > now() + 60_000) return token.value;
    const response = await doFetch(endpoints.oauthTokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: credentials.refreshToken,
      }).toString(),
    });
    const json = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    };
    if (!response.ok || !json.access_token)
      throw new ChannelPlatformError([
        {
          code: response.status >= 500 ? 'CHANNEL_PLATFORM_UNAVAILABLE' : 'CHANNEL_AUTH_FAILED',
          platformCode: json.error ?? `HTTP_${response.status}`,
          platformMessage:
            json.error_description ?? 'The Spotify accounts service refused the refresh token.',
        },
      ]);
    token = { value: json.access_token, expiresAt: now() + (json.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  async function request<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    init: { query?: Record<string, string | undefined>; json?: unknown; form?: FormData } = {},
  ): Promise<T> {
    const url = new URL(`${endpoints.apiBaseUrl}${path}`);
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    let refreshed = false;
    for (let attempt = 1; ; attempt += 1) {
      const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}` };
      if (init.json !== undefined) headers['content-type'] = 'application/json';
      const response = await doFetch(url, {
        method,
        headers,
        ...(init.json !== undefined
          ? { body: JSON.stringify(init.json) }
          : init.form
            ? { body: init.form }
            : {}),
      });
      if (response.ok) return (await response.json()) as T;
      const body = (await response.json().catch(() => ({}))) as SpotifyErrorBody;
      const error = new SpotifyApiError(
        response.status,
        body,
        retryAfterMsOf(response.headers.get('retry-after'), now()),
      );
      if (response.status === 401 && !refreshed) {
        refreshed = true;
        await accessToken(true);
        continue;
      }
      if (attempt < maxAttempts && (response.status === 429 || response.status >= 500)) {
        const wait = error.retryAfterMs ?? 1000 * 2 ** (attempt - 1);
        if (wait <= maxRetryWaitMs) {
          await sleep(wait);
          continue;
        }
      }
      throw error;
    }
  }

  return { request, accessToken };
}

export type SpotifyClient = ReturnType<typeof createSpotifyClient>;
