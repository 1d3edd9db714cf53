import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { platformFetch, retryAfterMs } from './platform-fetch';

describe('platformFetch', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Sat, 28 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('waits what a 429 asks, then answers the retry', async () => {
    const answers = [
      new Response('{}', { status: 429, headers: { 'retry-after': '0' } }),
      new Response('ok'),
    ];
    const seen: number[] = [];
    const response = await platformFetch(
      'http://platform.test/x',
      {},
      {
        fetch: () => {
          seen.push(seen.length);
          return Promise.resolve(answers.shift()!);
        },
      },
    );
    expect(await response.text()).toBe('ok');
    expect(seen).toEqual([0, 1]);
  });

  it('gives up with CHANNEL_RATE_LIMITED past its retries or a wait too long', async () => {
    const limited = () =>
      Promise.resolve(new Response('{}', { status: 429, headers: { 'retry-after': '0' } }));
    await expect(
      platformFetch('http://platform.test/x', {}, { fetch: limited, retries: 1 }),
    ).rejects.toMatchObject({
      code: 'CHANNEL_RATE_LIMITED',
    });
    const tooLong = () =>
      Promise.resolve(new Response('{}', { status: 429, headers: { 'retry-after': '600' } }));
    const error = await platformFetch('http://platform.test/x', {}, { fetch: tooLong }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).params).toEqual({ seconds: 600 });
  });

  it('turns a network failure into CHANNEL_PLATFORM_UNAVAILABLE', async () => {
    await expect(
      platformFetch(
        'http://platform.test/x',
        {},
        { fetch: () => Promise.reject(new TypeError('fetch failed')) },
      ),
    ).rejects.toMatchObject({ code: 'CHANNEL_PLATFORM_UNAVAILABLE' });
  });
});
