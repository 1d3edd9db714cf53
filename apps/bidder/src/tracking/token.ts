/**
 * The signed tracking token of a bid: `<payload>.<mac>`, both base64url. The payload is a JSON
 * positional array of the claims (no field names: it travels in every beacon, notice and click URL);
 * ids that are lowercase UUIDs travel as `~` + their 16 bytes in base64url (a `~` that starts any
 * other id is doubled); the mac is HMAC-SHA256 truncated to 128 bits. Verify accepts a list of keys so a key can be
 * rotated: sign with the new one, keep verifying with the old one until its tokens have aged out.
 */
import { timingSafeEqual } from 'node:crypto';
import { devices, environments } from '@verba/domain/campaigns/enumerations';
import type { Currency, TrackingClaims } from '@verba/domain/delivery/contracts';
import { createHmacSha256, type HmacSha256 } from './hmac-sha256';

export type TrackingKey = string | Uint8Array;

/** Longer input is refused before any decoding. */
export const maxTrackingTokenLength = 8192;
/** Audience ids beyond this many are not carried (the request may list hundreds of segments). */
export const maxTokenAudienceIds = 32;
/** Longest text a token carries; longer descriptive texts (site, city, user key...) are cut at signing. */
export const maxTokenTextLength = 256;
const maxTextLength = maxTokenTextLength;
/**
 * 2 appends the exchange id (issue 25). Version 1 tokens (signed before exchanges were registered)
 * still verify, with exchangeId '': they attribute beacons, but no exchange's notice bills them.
 * 3 appends the browser and the content category (reports, issue 29); version 2 tokens still verify
 * without them.
 */
const payloadVersion = 3;
const payloadVersionWithoutReportFields = 2;
const payloadVersionWithoutExchange = 1;
/** base64url length of a 16-byte mac. */
const macLength = 22;
const tokenPurpose = 't1.';
const clickPurpose = 'c1.';

const currencies: readonly string[] = ['BRL', 'EUR', 'USD'] satisfies Currency[];
const deviceValues: readonly string[] = ['', ...devices];
const environmentValues: readonly string[] = ['', ...environments];

const base64urlDigits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * HMAC-SHA256 of the purpose and the data, its first 16 bytes in base64url, cut from the whole
 * digest's text: 21 characters carry 126 bits, the 22nd the last 2 bits of byte 16 (its 4 other
 * bits are zero).
 */
const mac = (key: TrackingKey, purpose: string, data: string, separator = '', more = ''): string => {
  const digest = macOf(key)(purpose, data, separator, more);
  return (
    digest.slice(0, macLength - 1) + base64urlDigits[base64urlDigits.indexOf(digest[macLength - 1]!) & 0x30]!
  );
};

/** The keyed MAC of each key in use (a handful: the current one and those still accepted). */
const macs = new Map<TrackingKey, HmacSha256>();
function macOf(key: TrackingKey): HmacSha256 {
  let keyed = macs.get(key);
  if (keyed === undefined) {
    // Bounded: a caller that makes a new key object per call would otherwise grow it.
    if (macs.size >= 16) macs.clear();
    macs.set(key, (keyed = createHmacSha256(key)));
  }
  return keyed;
}

/** Compares two mac texts in constant time (the text, not decoded bytes: base64url decoding is lenient). */
const sameMac = (expected: string, given: string): boolean =>
  expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

/** One key, or the keys still accepted (newest first) while a key is rotated. */
export type TrackingKeys = TrackingKey | readonly TrackingKey[];

const matchesAnyKey = (purpose: string, data: string, given: string, accepted: TrackingKeys): boolean => {
  const keys: readonly TrackingKey[] = Array.isArray(accepted) ? accepted : [accepted as TrackingKey];
  let matched = false;
  // Every key is tried (no early exit) so timing does not tell which key signed.
  for (const key of keys) matched = sameMac(mac(key, purpose, data), given) || matched;
  return matched;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const packedUuidPattern = /^~[A-Za-z0-9_-]{21}[AQgw]$/;

const hexDigitValues = new Int8Array(128);
for (let digit = 0; digit < 16; digit++) hexDigitValues['0123456789abcdef'.charCodeAt(digit)] = digit;

/** A lowercase UUID's 16 bytes in base64url after `~`, from its hex digits (one string made). */
const uuidBytes = Buffer.alloc(16);
function packUuid(uuid: string): string {
  let at = 0;
  for (let i = 0; i < 36; i += 2) {
    if (i === 8 || i === 13 || i === 18 || i === 23) i++;
    uuidBytes[at++] = (hexDigitValues[uuid.charCodeAt(i)]! << 4) | hexDigitValues[uuid.charCodeAt(i + 1)]!;
  }
  return `~${uuidBytes.toString('base64url')}`;
}

const packId = (id: string): string => {
  if (uuidPattern.test(id)) return packUuid(id);
  return id.startsWith('~') ? `~${id}` : id;
};

/** The ids of strategies, campaigns, leases... repeat in every bid: packed once (a bounded memo of a pure function). */
const packedIds = new Map<string, string>();
const packedIdsKept = 50_000;

function packKnownId(id: string): string {
  let packed = packedIds.get(id);
  if (packed === undefined) {
    packed = packId(id);
    if (packedIds.size >= packedIdsKept) packedIds.clear();
    packedIds.set(id, packed);
  }
  return packed;
}

const unpackId = (packed: string): string | null => {
  if (!packed.startsWith('~')) return packed;
  if (packed.startsWith('~~')) return packed.slice(1);
  if (!packedUuidPattern.test(packed)) return null;
  const hex = Buffer.from(packed.slice(1), 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Reused for every token: `Buffer.from` would take a slice of the shared pool per bid. */
let payloadBytes = Buffer.alloc(4096);

function base64urlOfText(text: string): string {
  if (payloadBytes.length < text.length * 3) payloadBytes = Buffer.alloc(text.length * 3);
  return payloadBytes.toString('base64url', 0, payloadBytes.write(text, 0, 'utf8'));
}

export function signTrackingToken(claims: TrackingClaims, key: TrackingKey): string {
  const payload = [
    payloadVersion,
    packId(claims.bidId),
    packKnownId(claims.leaseId),
    packKnownId(claims.companyId),
    packKnownId(claims.advertiserId),
    packKnownId(claims.campaignId),
    packKnownId(claims.groupId),
    packKnownId(claims.strategyId),
    packKnownId(claims.creativeId),
    claims.currency,
    claims.bidCpmMicros,
    claims.at,
    claims.state.slice(0, maxTextLength),
    claims.city.slice(0, maxTextLength),
    claims.device,
    claims.environment,
    claims.siteOrApp.slice(0, maxTextLength),
    claims.audienceIds.slice(0, maxTokenAudienceIds).map((id) => id.slice(0, maxTextLength)),
    claims.userKey.slice(0, maxTextLength),
    claims.bidCurrency ?? '',
    claims.test ? 1 : 0,
    packKnownId(claims.exchangeId),
    (claims.browser ?? '').slice(0, maxTextLength),
    (claims.contentCategory ?? '').slice(0, maxTextLength),
  ];
  const body = base64urlOfText(JSON.stringify(payload));
  return `${body}.${mac(key, tokenPurpose, body)}`;
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= maxTextLength;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isOneOf =
  (values: readonly string[]) =>
  (value: unknown): value is string =>
    typeof value === 'string' && values.includes(value);
const isAudienceIds = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= maxTokenAudienceIds && value.every(isText);

const isOneOf01 = (value: unknown): value is 0 | 1 => value === 0 || value === 1;

/** Position → check, in payload order after the version. */
const checks: readonly ((value: unknown) => boolean)[] = [
  isText, // bidId
  isText, // leaseId
  isText, // companyId
  isText, // advertiserId
  isText, // campaignId
  isText, // groupId
  isText, // strategyId
  isText, // creativeId
  isOneOf(currencies),
  isCount, // bidCpmMicros
  isCount, // at
  isText, // state
  isText, // city
  isOneOf(deviceValues),
  isOneOf(environmentValues),
  isText, // siteOrApp
  isAudienceIds,
  isText, // userKey
  isOneOf(['', ...currencies]), // bidCurrency ('' = the campaign currency)
  isOneOf01, // test
  isText, // exchangeId (version 2)
  isText, // browser (version 3)
  isText, // contentCategory (version 3)
];
const checksWithoutReportFields = checks.slice(0, -2);
const checksWithoutExchange = checks.slice(0, -3);

const decodePayload = (body: string): TrackingClaims | null => {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(payload)) return null;
  const expected =
    payload[0] === payloadVersion
      ? checks
      : payload[0] === payloadVersionWithoutReportFields
        ? checksWithoutReportFields
        : payload[0] === payloadVersionWithoutExchange
          ? checksWithoutExchange
          : null;
  if (expected === null || payload.length !== expected.length + 1) return null;
  const values = payload.slice(1);
  if (!expected.every((check, i) => check(values[i]))) return null;
  const ids = (values.slice(0, 8) as string[]).map(unpackId);
  const exchangeId = expected !== checksWithoutExchange ? unpackId(values[20] as string) : '';
  if (ids.includes(null) || exchangeId === null) return null;
  const [bidId, leaseId, companyId, advertiserId, campaignId, groupId, strategyId, creativeId] =
    ids as string[];
  return {
    bidId: bidId!,
    leaseId: leaseId!,
    companyId: companyId!,
    advertiserId: advertiserId!,
    campaignId: campaignId!,
    groupId: groupId!,
    strategyId: strategyId!,
    creativeId: creativeId!,
    currency: values[8] as Currency,
    bidCpmMicros: values[9] as number,
    at: values[10] as number,
    state: values[11] as string,
    city: values[12] as string,
    device: values[13] as TrackingClaims['device'],
    environment: values[14] as TrackingClaims['environment'],
    siteOrApp: values[15] as string,
    audienceIds: values[16] as string[],
    userKey: values[17] as string,
    ...(values[18] ? { bidCurrency: values[18] as Currency } : {}),
    ...(values[19] === 1 ? { test: true } : {}),
    exchangeId,
    ...(expected === checks && values[21] ? { browser: values[21] as string } : {}),
    ...(expected === checks && values[22] ? { contentCategory: values[22] as string } : {}),
  };
};

/** The claims of a token signed with one of `keys`, or null for anything else (never throws). */
export function verifyTrackingToken(token: unknown, keys: TrackingKeys): TrackingClaims | null {
  if (typeof token !== 'string' || token.length > maxTrackingTokenLength) return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length - dot - 1 !== macLength) return null;
  const body = token.slice(0, dot);
  if (!matchesAnyKey(tokenPurpose, body, token.slice(dot + 1), keys)) return null;
  return decodePayload(body);
}

/** The `s` parameter of a click URL: binds the redirect target to the token (no open redirect). */
export function signClickTarget(token: string, targetUrl: string, key: TrackingKey): string {
  return mac(key, clickPurpose, token, '\n', targetUrl);
}

export function verifyClickTarget(
  token: unknown,
  targetUrl: unknown,
  signature: unknown,
  keys: TrackingKeys,
): boolean {
  if (typeof token !== 'string' || typeof targetUrl !== 'string' || typeof signature !== 'string')
    return false;
  if (signature.length !== macLength || token.length > maxTrackingTokenLength) return false;
  return matchesAnyKey(clickPurpose, `${token}\n${targetUrl}`, signature, keys);
}
