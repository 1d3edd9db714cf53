import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normaliseCidr } from '@verba/domain/exchanges/exchanges';
import {
  addressAllowed,
  authenticateBid,
  createExchangeRegistry,
  signatureMatches,
  signBidRequest,
} from './exchange-registry';
import { registeredTestExchange } from './testing/test-bidder';

const now = Date.parse('2026-11-28T12:00:00Z');

describe('exchange registry', () => {
  it('normalises networks and refuses what is not one', () => {
    expect(normaliseCidr('10.1.2.3/8')).toBe('10.0.0.0/8');
    expect(normaliseCidr('203.0.113.7')).toBe('203.0.113.7/32');
    expect(normaliseCidr('2001:db8::1/32')).toBe('2001:db8::/32');
    for (const bad of ['10.0.0.0/33', '300.1.1.1', 'example.com', '10.0.0/8', '::/129', ''])
      expect(normaliseCidr(bad), bad).toBeNull();
  });

  it('checks the peer address against the allow-list, IPv4-mapped IPv6 included', () => {
    const registry = createExchangeRegistry([
      registeredTestExchange({ allowedCidrs: ['203.0.113.0/24', '2001:db8::/32'] }),
    ]);
    const exchange = registry.bySlug('test-exchange')!;
    expect(addressAllowed(exchange, '203.0.113.9')).toBe(true);
    expect(addressAllowed(exchange, '::ffff:203.0.113.9')).toBe(true);
    expect(addressAllowed(exchange, '2001:db8::5')).toBe(true);
    expect(addressAllowed(exchange, '198.51.100.1')).toBe(false);
    expect(addressAllowed(exchange, '::ffff:198.51.100.1')).toBe(false);
    expect(addressAllowed(exchange, undefined)).toBe(false);
  });

  it('authenticates a path secret by its hash and refuses anything else without reading a body', () => {
    const secret = 'a-path-secret';
    const registry = createExchangeRegistry([
      registeredTestExchange({ secretHash: createHash('sha256').update(secret).digest('hex') }),
    ]);
    const auth = (url: string) => authenticateBid(registry, url, '127.0.0.1', {}, now);
    expect(auth(`/openrtb2/bid/x/test-exchange/${secret}`)).toMatchObject({ ok: true });
    expect(auth(`/openrtb2/bid/x/test-exchange/${secret}?a=1`)).toMatchObject({ ok: true });
    expect(auth(`/openrtb2/bid/x/test-exchange/${secret}/more`)).toEqual({
      ok: false,
      reason: 'unknown_exchange',
    });
    expect(auth('/openrtb2/bid/x/test-exchange/')).toEqual({ ok: false, reason: 'no_credentials' });
    expect(auth('/openrtb2/bid')).toEqual({ ok: false, reason: 'no_credentials' });
    expect(auth(`/openrtb2/bid/x/TEST-EXCHANGE/${secret}`)).toEqual({
      ok: false,
      reason: 'unknown_exchange',
    });
  });

  it('keeps the compiled exchange of an unchanged registry row (no work on refresh)', () => {
    const registry = createExchangeRegistry([registeredTestExchange()]);
    const before = registry.bySlug('test-exchange');
    registry.replace([registeredTestExchange()]);
    expect(registry.bySlug('test-exchange')).toBe(before);
    registry.replace([registeredTestExchange({ version: '2' })]);
    expect(registry.bySlug('test-exchange')).not.toBe(before);
    registry.replace([]);
    expect(registry.size).toBe(0);
  });

  it('verifies a signed request: fresh timestamp, HMAC of timestamp and raw body', () => {
    const registry = createExchangeRegistry([
      registeredTestExchange({ authMethod: 'signed_header', secretHash: null, hmacSecret: 'hmac-secret' }),
    ]);
    const body = Buffer.from('{"id":"1"}');
    const headers = signBidRequest('hmac-secret', body, now);
    const auth = authenticateBid(registry, '/openrtb2/bid/x/test-exchange', '127.0.0.1', headers, now);
    if (!auth.ok || auth.signature === null) throw new Error('expected a signature to check');
    expect(signatureMatches(auth.exchange, auth.signature, body)).toBe(true);
    expect(signatureMatches(auth.exchange, auth.signature, Buffer.from('{"id":"2"}'))).toBe(false);
    expect(
      authenticateBid(registry, '/openrtb2/bid/x/test-exchange', '127.0.0.1', headers, now + 61_000),
    ).toEqual({
      ok: false,
      reason: 'stale_timestamp',
    });
  });
});
