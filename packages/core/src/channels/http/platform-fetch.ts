import { setTimeout as sleep } from 'node:timers/promises';
import { fail } from '../../errors';

/**
 * The one small HTTP helper for calls to a platform's API (issue 27): a timeout on every call,
 * network failures as CHANNEL_PLATFORM_UNAVAILABLE, and rate limits honoured — a 429 (or a 503 that
 * says when to come back) waits what `Retry-After` asks (RFC 9110 §10.2.3: seconds or an HTTP date)
 * and tries again, at most `retries` times and never longer than `maxWaitMs` a time; beyond that the
 * caller gets CHANNEL_RATE_LIMITED with the seconds the platform asked for.
 *
 * It is generic on purpose: the connections' token source (channels/connections) uses it, and a
 * connector's own client can converge on it (authentication stays the caller's: see
 * channels/connections/channel-token-source.ts for the one-refresh-on-401 rule).
 */
export interface PlatformFetchOptions {
  /** Per attempt; default 20 s. */
  timeoutMs?: number;
  /** How many times a rate-limited call is tried again; default 2. */
  retries?: number;
  /** The longest single wait a Retry-After may impose before giving up; default 30 s. */
  maxWaitMs?: number;
  /** Without Retry-After, a 429 waits this long (doubling per attempt); default 1 s. */
  defaultWaitMs?: number;
  /** Tests: the fetch to use and the clock Retry-After dates are read against. */
  fetch?: typeof fetch;
  now?: () => Date;
}

/** Milliseconds a `Retry-After` value asks for (delay-seconds or an HTTP-date), or null if unreadable. */
export function retryAfterMs(value: string | null, now: Date = new Date()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now.getTime());
}

export async function platformFetch(
  url: string | URL,
  init: RequestInit = {},
  options: PlatformFetchOptions = {},
): Promise<Response> {
  const {
    timeoutMs = 20_000,
    retries = 2,
    maxWaitMs = 30_000,
    defaultWaitMs = 1_000,
    fetch: fetchImpl = fetch,
    now = () => new Date(),
  } = options;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
    } catch {
      throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    }
    const asked = retryAfterMs(response.headers.get('retry-after'), now());
    const limited = response.status === 429 || (response.status === 503 && asked !== null);
    if (!limited) return response;
    const wait = asked ?? defaultWaitMs * 2 ** attempt;
    if (attempt >= retries || wait > maxWaitMs) {
      await response.body?.cancel();
      throw fail('CHANNEL_RATE_LIMITED', undefined, { seconds: Math.ceil(wait / 1000) });
    }
    await response.body?.cancel();
    await sleep(wait);
  }
}
