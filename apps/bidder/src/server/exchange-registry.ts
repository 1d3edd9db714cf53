/**
 * The bidder's in-memory exchange registry (issue 25, DESIGN §8a): the registered exchanges loaded
 * from PostgreSQL (packages/core/src/exchanges/load-exchange-registry.ts) and refreshed every few
 * seconds, compiled for the hot path. Authenticating a bid request is a Map lookup by the slug in
 * its path plus one constant-time compare of a SHA-256 (path secret) or one HMAC of the body
 * (signed header), and a BlockList check when the exchange has an address allow-list.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import {
  exchangeSignatureHeaders,
  exchangeSignatureToleranceSeconds,
  type ExchangeAuthMethod,
  type ExchangeBillingMode,
} from '@verba/domain/exchanges/exchanges';
import type { RegisteredExchange } from '@verba/core/exchanges/load-exchange-registry';
import type { BidExchange } from './bid-route';

export type { RegisteredExchange };

/** Why a bid request or notice was refused (counted in the bidder metrics by reason). */
export type ExchangeRefusal =
  | 'no_credentials'
  | 'unknown_exchange'
  | 'bad_secret'
  | 'bad_signature'
  | 'stale_timestamp'
  | 'address'
  | 'paused'
  | 'tls_unavailable'
  | 'other_exchange'
  | 'no_exchange';

export const refusalStatus: Readonly<Record<ExchangeRefusal, 401 | 403 | 404>> = {
  no_credentials: 401,
  unknown_exchange: 404,
  bad_secret: 403,
  bad_signature: 403,
  stale_timestamp: 403,
  address: 403,
  paused: 403,
  tls_unavailable: 403,
  other_exchange: 403,
  no_exchange: 403,
};

/** A registered exchange compiled for the hot path. */
export interface CompiledExchange {
  id: string;
  slug: string;
  active: boolean;
  authMethod: ExchangeAuthMethod;
  billing: ExchangeBillingMode;
  noticeWindowMs: number;
  /** What the bid route attributes the bids to (one object per exchange, no allocation per request). */
  bid: BidExchange;
  secretHash: Buffer | null;
  hmacSecret: string | null;
  allow: BlockList | null;
  version: string;
}

export interface ExchangeRegistry {
  bySlug(slug: string): CompiledExchange | undefined;
  byId(id: string): CompiledExchange | undefined;
  /** Replaces the registry with what PostgreSQL holds now (unchanged exchanges keep their compiled form). */
  replace(exchanges: readonly RegisteredExchange[]): void;
  readonly size: number;
}

const mappedIpv4 = '::ffff:';

/** Whether the TCP peer's address is in the exchange's allow-list (none = any address). */
export function addressAllowed(exchange: CompiledExchange, address: string | undefined): boolean {
  if (exchange.allow === null) return true;
  if (!address) return false;
  if (address.startsWith(mappedIpv4) && isIPv4(address.slice(mappedIpv4.length)))
    return exchange.allow.check(address.slice(mappedIpv4.length), 'ipv4');
  return exchange.allow.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

function compile(exchange: RegisteredExchange): CompiledExchange {
  let allow: BlockList | null = null;
  if (exchange.allowedCidrs.length > 0) {
    allow = new BlockList();
    for (const cidr of exchange.allowedCidrs) {
      const [network, prefix] = cidr.split('/') as [string, string];
      allow.addSubnet(network, Number(prefix), isIPv4(network) ? 'ipv4' : 'ipv6');
    }
  }
  return {
    id: exchange.id,
    slug: exchange.slug,
    active: exchange.status === 'active',
    authMethod: exchange.authMethod,
    billing: exchange.billing,
    noticeWindowMs: exchange.noticeWindowSeconds * 1000,
    bid: { id: exchange.id, slug: exchange.slug },
    secretHash: exchange.secretHash ? Buffer.from(exchange.secretHash, 'hex') : null,
    hmacSecret: exchange.hmacSecret,
    allow,
    version: `${exchange.version}:${exchange.allowedCidrs.join(',')}:${exchange.secretHash ?? ''}`,
  };
}

export function createExchangeRegistry(initial: readonly RegisteredExchange[] = []): ExchangeRegistry {
  let bySlug = new Map<string, CompiledExchange>();
  let byId = new Map<string, CompiledExchange>();
  const registry: ExchangeRegistry = {
    bySlug: (slug) => bySlug.get(slug),
    byId: (id) => byId.get(id),
    replace(exchanges) {
      const nextBySlug = new Map<string, CompiledExchange>();
      const nextById = new Map<string, CompiledExchange>();
      for (const exchange of exchanges) {
        const old = byId.get(exchange.id);
        const fresh = compile(exchange);
        const kept = old && old.version === fresh.version ? old : fresh;
        nextBySlug.set(kept.slug, kept);
        nextById.set(kept.id, kept);
      }
      bySlug = nextBySlug;
      byId = nextById;
    },
    get size() {
      return byId.size;
    },
  };
  registry.replace(initial);
  return registry;
}

/** The outcome of authenticating a bid request before its body is read. */
export type BidAuthentication =
  | { ok: true; exchange: CompiledExchange; signature: null }
  /** A signed-header exchange: the body's HMAC is checked once it is read, before it is parsed. */
  | { ok: true; exchange: CompiledExchange; signature: { timestamp: string; mac: string } }
  | { ok: false; reason: ExchangeRefusal };

const bidPrefix = '/openrtb2/bid/x/';
const noCredentials: BidAuthentication = { ok: false, reason: 'no_credentials' };
const unknownExchange: BidAuthentication = { ok: false, reason: 'unknown_exchange' };
const refusals = Object.fromEntries(
  (Object.keys(refusalStatus) as ExchangeRefusal[]).map((reason) => [reason, { ok: false, reason }]),
) as Record<ExchangeRefusal, BidAuthentication>;

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Who sent a bid request, from its path (`/openrtb2/bid/x/<slug>[/<secret>]`), TCP peer address
 * and signature headers; never reads the body. `/openrtb2/bid` alone is 401: there is no
 * anonymous bidding.
 */
export function authenticateBid(
  registry: ExchangeRegistry,
  url: string,
  remoteAddress: string | undefined,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  nowMs: number,
): BidAuthentication {
  if (!url.startsWith(bidPrefix)) return noCredentials;
  const query = url.indexOf('?', bidPrefix.length);
  const path = query === -1 ? url.slice(bidPrefix.length) : url.slice(bidPrefix.length, query);
  const slash = path.indexOf('/');
  const slug = slash === -1 ? path : path.slice(0, slash);
  const secret = slash === -1 ? null : path.slice(slash + 1);
  const exchange = registry.bySlug(slug);
  if (exchange === undefined || (secret !== null && secret.includes('/'))) return unknownExchange;
  if (!addressAllowed(exchange, remoteAddress)) return refusals.address;
  if (!exchange.active) return refusals.paused;
  switch (exchange.authMethod) {
    case 'path_secret': {
      if (secret === null || secret === '') return noCredentials;
      const expected = exchange.secretHash;
      if (expected === null || !timingSafeEqual(sha256(secret), expected)) return refusals.bad_secret;
      return { ok: true, exchange, signature: null };
    }
    case 'signed_header': {
      if (secret !== null) return unknownExchange;
      const timestamp = headers[exchangeSignatureHeaders.timestamp];
      const mac = headers[exchangeSignatureHeaders.signature];
      if (typeof timestamp !== 'string' || typeof mac !== 'string') return noCredentials;
      const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
      if (!(Math.abs(nowMs / 1000 - seconds) <= exchangeSignatureToleranceSeconds))
        return refusals.stale_timestamp;
      if (exchange.hmacSecret === null) return refusals.bad_signature;
      return { ok: true, exchange, signature: { timestamp, mac } };
    }
    case 'source_address':
      // The allow-list (required for this method) was checked above.
      return secret === null ? { ok: true, exchange, signature: null } : unknownExchange;
    case 'tls_client_cert':
      return refusals.tls_unavailable;
  }
}

/** HMAC-SHA256(secret, `<timestamp>.<raw body>`) in hex, compared in constant time. */
export function signatureMatches(
  exchange: CompiledExchange,
  signature: { timestamp: string; mac: string },
  body: Buffer,
): boolean {
  if (exchange.hmacSecret === null || signature.mac.length !== 64) return false;
  const expected = createHmac('sha256', exchange.hmacSecret)
    .update(signature.timestamp)
    .update('.')
    .update(body)
    .digest();
  const given = Buffer.from(signature.mac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The headers an exchange (or a test, or the bench) sends with a signed bid request. */
export function signBidRequest(secret: string, body: string | Buffer, nowMs: number): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [exchangeSignatureHeaders.timestamp]: timestamp,
    [exchangeSignatureHeaders.signature]: createHmac('sha256', secret)
      .update(timestamp)
      .update('.')
      .update(body)
      .digest('hex'),
  };
}
