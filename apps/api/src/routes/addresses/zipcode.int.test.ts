import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import { createZipcodeService, setZipcodeService } from '@verba/core/addresses/zipcode-service';
import type { ZipcodeProvider } from '@verba/core/addresses/zipcode-provider';
import { createTestApp, type TestApp } from '../../testing';
import { call } from '../users/users-test-helpers';

/** An in-process provider: answers from a table, or hangs when told to (to exercise the timeout). */
function fakeProvider(name: string, table: Record<string, { street: string; neighborhood: string; city: string; state: 'SP' | 'RJ' }>) {
  const provider = {
    calls: [] as string[],
    hang: false,
    fail: false,
    name,
    async lookup(zipcode: string) {
      provider.calls.push(zipcode);
      if (provider.hang) return new Promise<never>(() => {});
      if (provider.fail) throw new Error('provider down');
      const found = table[zipcode];
      return found ? { zipcode, ...found } : null;
    },
  };
  return provider satisfies ZipcodeProvider;
}

describe('GET addresses/zipcode', () => {
  let t: TestApp;
  let me: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    me = await createSignedInUser({ db: t.deps.db, now: t.deps.now(), ttlMs: 30 * 24 * 3600_000 });
  });
  afterAll(() => t.close());

  describe('with the test configuration (no providers)', () => {
    it('answers unavailable with the state from the CEP range table, offline', async () => {
      const res = await call(t, me, 'GET', 'addresses/zipcode?zipcode=20040-020');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { result: 'unavailable', zipcode: '20040020', street: '', neighborhood: '', city: '', state: 'RJ', source: 'offline' },
      });
    });
  });

  describe('through a provider chain', () => {
    let first: ReturnType<typeof fakeProvider>;
    let second: ReturnType<typeof fakeProvider>;
    beforeEach(() => {
      first = fakeProvider('first', { '01001000': { street: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' } });
      second = fakeProvider('second', {
        '01001000': { street: 'Praça da Sé (second)', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
        '20040020': { street: 'Avenida Rio Branco', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
      });
      setZipcodeService(t.deps, createZipcodeService({ providers: [first, second], timeoutMs: 100, logger: t.deps.logger, now: t.deps.now }));
    });

    it('answers from the first provider that knows the CEP', async () => {
      const res = await call(t, me, 'GET', 'addresses/zipcode?zipcode=01001-000');
      expect(res.json()).toEqual({
        data: { result: 'found', zipcode: '01001000', street: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP', source: 'first' },
      });
      expect(second.calls).toEqual([]);
      const next = await call(t, me, 'GET', 'addresses/zipcode?zipcode=20040020');
      expect(next.json()).toMatchObject({ data: { city: 'Rio de Janeiro', source: 'second' } });
      expect(first.calls).toEqual(['01001000', '20040020']);
    });

    it('serves repeated lookups from the cache until the entry expires', async () => {
      await call(t, me, 'GET', 'addresses/zipcode?zipcode=01001000');
      const again = await call(t, me, 'GET', 'addresses/zipcode?zipcode=01001-000');
      expect(again.json()).toMatchObject({ data: { street: 'Praça da Sé', source: 'first' } });
      expect(first.calls).toEqual(['01001000']);
      t.deps.advance(25 * 3600_000);
      await call(t, me, 'GET', 'addresses/zipcode?zipcode=01001000');
      expect(first.calls).toEqual(['01001000', '01001000']);
    });

    it('moves on when a provider times out or fails', async () => {
      first.hang = true;
      const started = Date.now();
      const res = await call(t, me, 'GET', 'addresses/zipcode?zipcode=01001000');
      expect(res.json()).toMatchObject({ data: { street: 'Praça da Sé (second)', source: 'second' } });
      expect(Date.now() - started).toBeLessThan(2000);

      first.hang = false;
      first.fail = true;
      const failed = await call(t, me, 'GET', 'addresses/zipcode?zipcode=20040020');
      expect(failed.json()).toMatchObject({ data: { source: 'second' } });
    });

    it('answers unavailable with the state when every provider times out, and does not cache it', async () => {
      first.hang = true;
      second.hang = true;
      const res = await call(t, me, 'GET', 'addresses/zipcode?zipcode=01001000');
      expect(res.json()).toEqual({
        data: { result: 'unavailable', zipcode: '01001000', street: '', neighborhood: '', city: '', state: 'SP', source: 'offline' },
      });
      first.hang = false;
      const recovered = await call(t, me, 'GET', 'addresses/zipcode?zipcode=01001000');
      expect(recovered.json()).toMatchObject({ data: { result: 'found', source: 'first' } });
    });

    it('answers unavailable with the state when every provider is unreachable (network error)', async () => {
      first.fail = true;
      second.fail = true;
      const res = await call(t, me, 'GET', 'addresses/zipcode?zipcode=88015-600');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { result: 'unavailable', zipcode: '88015600', street: '', neighborhood: '', city: '', state: 'SC', source: 'offline' },
      });
    });

    it('answers not_found when a provider answered that it does not know the CEP, even if another failed', async () => {
      first.fail = true;
      const res = await call(t, me, 'GET', 'addresses/zipcode?zipcode=04538-133');
      expect(res.json()).toEqual({
        data: { result: 'not_found', zipcode: '04538133', street: '', neighborhood: '', city: '', state: 'SP', source: 'offline' },
      });
    });

    it('answers not_found with the state when no provider knows the CEP', async () => {
      const res = await call(t, me, 'GET', 'addresses/zipcode?zipcode=04538-133');
      expect(res.json()).toMatchObject({ data: { result: 'not_found', zipcode: '04538133', state: 'SP', source: 'offline' } });
      expect(first.calls).toEqual(['04538133']);
      expect(second.calls).toEqual(['04538133']);
    });

    it('answers false for an empty zipcode without calling any provider', async () => {
      for (const url of ['addresses/zipcode', 'addresses/zipcode?zipcode=', 'addresses/zipcode?zipcode=%20']) {
        const res = await call(t, me, 'GET', url);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: false });
      }
      expect(first.calls).toEqual([]);
    });

    it.each(['123', '0100100', '010010000', 'abcdefgh', '00000000', '00100-000'])('answers 422 ZIPCODE_INVALID for %s', async (zipcode) => {
      const res = await call(t, me, 'GET', `addresses/zipcode?zipcode=${zipcode}`, undefined, { cookie: 'language=en' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: ['Invalid zip code.'], code: 'ZIPCODE_INVALID' });
      expect(first.calls).toEqual([]);
    });
  });

  it('needs a session', async () => {
    expect((await call(t, null, 'GET', 'addresses/zipcode?zipcode=01001000')).statusCode).toBe(401);
  });
});
