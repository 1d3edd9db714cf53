/**
 * The exchange registry (issue 25, DESIGN §8a): the partners whose bid requests Verba answers and
 * whose notices it bills. Pure rules and schemas shared by the server (packages/core/src/exchanges),
 * the bidder (apps/bidder/src/server/exchange-registry.ts) and the staff screen.
 */
import ipaddr from 'ipaddr.js';
import { text } from '../schemas/text';
import { z } from '../zod';

export const exchangeAuthMethods = [
  'path_secret',
  'signed_header',
  'source_address',
  'tls_client_cert',
] as const;
export type ExchangeAuthMethod = (typeof exchangeAuthMethods)[number];

/** Which notice charges the campaign: `burl` only, `nurl` only, or the first of them (the exchange's daily report is the truth). */
export const exchangeBillingModes = ['burl', 'nurl', 'report'] as const;
export type ExchangeBillingMode = (typeof exchangeBillingModes)[number];

export const exchangeStatuses = ['active', 'paused'] as const;
export type ExchangeStatus = (typeof exchangeStatuses)[number];

export const exchangeOpenRtbVersions = ['2.5', '2.6'] as const;
export const exchangeCurrencies = ['BRL', 'USD', 'EUR'] as const;

/** The built-in sandbox exchange's slug: the first registered exchange, seeded at start in embedded mode. */
export const sandboxExchangeSlug = 'sandbox';

export const exchangeLimits = {
  name: 80,
  slug: 40,
  seatIds: 20,
  seatId: 64,
  cidrs: 50,
  /** The notice window's upper bound is the platform's DELIVERY_NOTICE_WINDOW_SECONDS (checked by the server). */
  noticeWindowMaxSeconds: 86_400,
  fingerprint: 95,
} as const;

/** Lowercase letters, digits and inner hyphens: it names the exchange's bid and notice paths. */
export const exchangeSlugPattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/**
 * An IPv4 or IPv6 network in CIDR notation (a bare address is a /32 or /128), normalised
 * (`10.1.2.3/8` → `10.0.0.0/8`), or null when it is not one.
 */
export function normaliseCidr(value: string): string | null {
  const trimmed = value.trim();
  try {
    const [address, prefix] = trimmed.includes('/')
      ? ipaddr.parseCIDR(trimmed)
      : (() => {
          const parsed = ipaddr.parse(trimmed);
          return [parsed, parsed.kind() === 'ipv4' ? 32 : 128] as const;
        })();
    const text = trimmed.split('/')[0]!;
    // Dotted quads only: ipaddr.js also takes the legacy short forms (`10.0.0` is 10.0.0.0).
    if (address.kind() === 'ipv4' ? !ipaddr.IPv4.isValidFourPartDecimal(text) : !ipaddr.IPv6.isValid(text))
      return null;
    const network =
      address.kind() === 'ipv4'
        ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${prefix}`)
        : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${prefix}`);
    return `${network.toString()}/${prefix}`;
  } catch {
    return null;
  }
}

/** A SHA-256 certificate fingerprint: 32 bytes as hex, with or without colons, normalised to lowercase hex. */
export function normaliseFingerprint(value: string): string | null {
  const hex = value.trim().replaceAll(':', '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}

const cidrList = z
  .array(text().trim().max(64))
  .max(exchangeLimits.cidrs)
  .transform((values, ctx) => {
    const out: string[] = [];
    for (const value of values) {
      if (value === '') continue;
      const cidr = normaliseCidr(value);
      if (cidr === null) {
        ctx.addIssue({ code: 'custom', message: 'exchanges:validation.cidr_invalid', input: value });
        return z.NEVER;
      }
      if (!out.includes(cidr)) out.push(cidr);
    }
    return out;
  });

const seatIds = z
  .array(text().trim().min(1).max(exchangeLimits.seatId))
  .max(exchangeLimits.seatIds)
  .transform((ids) => [...new Set(ids)]);

const fingerprint = text()
  .trim()
  .max(exchangeLimits.fingerprint)
  .transform((value, ctx) => {
    if (value === '') return null;
    const hex = normaliseFingerprint(value);
    if (hex === null) {
      ctx.addIssue({ code: 'custom', message: 'exchanges:validation.fingerprint_invalid', input: value });
      return z.NEVER;
    }
    return hex;
  });

const exchangeFields = {
  name: text().trim().min(1).max(exchangeLimits.name),
  openrtb_version: z.enum(exchangeOpenRtbVersions),
  seat_ids: seatIds,
  currency: z.enum(exchangeCurrencies),
  auth_method: z.enum(exchangeAuthMethods),
  /** On top of any method (and the whole method for `source_address`). */
  allowed_cidrs: cidrList,
  tls_fingerprint: fingerprint.nullable().optional(),
  notice_window_seconds: z.coerce.number().int().min(1).max(exchangeLimits.noticeWindowMaxSeconds),
  billing: z.enum(exchangeBillingModes),
};

/** The rules every saved exchange obeys, whatever the platform's settings. */
function exchangeRules(
  value: {
    auth_method: ExchangeAuthMethod;
    allowed_cidrs: string[];
    tls_fingerprint?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (value.auth_method === 'source_address' && value.allowed_cidrs.length === 0)
    ctx.addIssue({ code: 'custom', path: ['allowed_cidrs'], message: 'exchanges:validation.cidrs_required' });
  if (value.auth_method === 'tls_client_cert' && !value.tls_fingerprint)
    ctx.addIssue({
      code: 'custom',
      path: ['tls_fingerprint'],
      message: 'exchanges:validation.fingerprint_required',
    });
}

export const createExchangeSchema = z
  .object({
    ...exchangeFields,
    slug: text()
      .trim()
      .toLowerCase()
      .max(exchangeLimits.slug)
      .regex(exchangeSlugPattern, 'exchanges:validation.slug_invalid'),
  })
  .superRefine(exchangeRules);
export type CreateExchangeInput = z.output<typeof createExchangeSchema>;
export type CreateExchangeForm = z.input<typeof createExchangeSchema>;

/** The slug names live paths and is fixed at creation; everything else may change. */
export const updateExchangeSchema = z.object(exchangeFields).superRefine(exchangeRules);
export type UpdateExchangeInput = z.output<typeof updateExchangeSchema>;

export const setExchangeStatusSchema = z.object({ status: z.enum(exchangeStatuses) });
export type SetExchangeStatusInput = z.output<typeof setExchangeStatusSchema>;

/* eslint-disable no-restricted-syntax -- answers the server writes, not input */
export const exchangeViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  openrtb_version: z.enum(exchangeOpenRtbVersions),
  seat_ids: z.array(z.string()),
  currency: z.enum(exchangeCurrencies),
  auth_method: z.enum(exchangeAuthMethods),
  allowed_cidrs: z.array(z.string()),
  tls_fingerprint: z.string().nullable(),
  notice_window_seconds: z.number(),
  billing: z.enum(exchangeBillingModes),
  status: z.enum(exchangeStatuses),
  /** Where the exchange sends bid requests (the secret of a `path_secret` exchange is never shown again). */
  bid_path: z.string(),
  /** When the secret was last issued; null for methods without one. */
  secret_issued_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExchangeView = z.output<typeof exchangeViewSchema>;

/** Creation and rotation answer the secret once; it is stored hashed or encrypted and never returned again. */
export const exchangeWithSecretSchema = z.object({
  data: exchangeViewSchema,
  secret: z.string().nullable(),
  /** For `path_secret`: the full bid path with the secret (shown once). */
  secret_bid_path: z.string().nullable(),
});
export type ExchangeWithSecret = z.output<typeof exchangeWithSecretSchema>;

export const exchangeListSchema = z.object({
  data: z.array(exchangeViewSchema),
  /** The platform's DELIVERY_NOTICE_WINDOW_SECONDS: no exchange's window may exceed it. */
  meta: z.object({ max_notice_window_seconds: z.number() }),
});
/* eslint-enable no-restricted-syntax */

/** Whether a method carries a secret issued by Verba. */
export const exchangeMethodHasSecret = (method: ExchangeAuthMethod): boolean =>
  method === 'path_secret' || method === 'signed_header';

/** The bid path of an exchange (a `path_secret` exchange appends `/<secret>`). */
export const exchangeBidPath = (slug: string): string => `/openrtb2/bid/x/${slug}`;

/** The headers of a `signed_header` exchange: unix seconds, and HMAC-SHA256(secret, `<timestamp>.<raw body>`) in hex. */
export const exchangeSignatureHeaders = {
  timestamp: 'x-verba-timestamp',
  signature: 'x-verba-signature',
} as const;
/** How far a signed request's timestamp may be from the bidder's clock (replays outside it are refused). */
export const exchangeSignatureToleranceSeconds = 60;
