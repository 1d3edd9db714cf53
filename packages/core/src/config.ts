import { whatsappSettingsOf, type WhatsAppSettings } from './alerts/whatsapp-config';
import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import {
  defaultBlockedWords,
  defaultCertificationWords,
  depositAccountSchema,
  paymentsModes,
  channelsModes,
  type ChannelsMode,
  pixelLimits,
  splitCheckDigit,
  type DepositAccount,
  type PaymentsMode,
} from '@verba/domain';
import { defaultSpreadsheetLimits, type SpreadsheetLimits } from './spreadsheets/limits';
import type { GoogleAdsCredentials } from './channels/google-ads/endpoints';
import type { MetaCredentials } from './channels/meta/sandbox/index';
import type { SpotifyAdsCredentials } from './channels/spotify/endpoints';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  CREATIVES_ORIGIN: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const origin = creativesOriginOf(v);
      if (origin !== null) return origin;
      ctx.addIssue({
        code: 'custom',
        message:
          'an http(s) URL without credentials, query or fragment (e.g. https://cdn.example.com.br), where /cr/v1/… is served',
      });
      return z.NEVER;
    }),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Verba <no-reply@verba.local>'),
  DEMO_DATA: z.enum(['on', 'off', 'true', 'false', '1', '0']).optional(),
  DEMO_HISTORY: z.enum(['on', 'off', 'true', 'false', '1', '0']).optional(),
  SANDBOX_TRAFFIC_QPS: z.coerce.number().min(0).optional(),
  REDIS_URL: z.string().optional(),
  CLICKHOUSE_URL: z.string().url().optional(),
  ZIPCODE_PROVIDERS: z.string().default('viacep,brasilapi'),
  ZIPCODE_TIMEOUT_MS: z.coerce.number().int().min(1).default(1500),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z
    .string()
    .default('off')
    .transform((v) => v.trim())
    .refine(
      (v) => ['', 'off', 'false'].includes(v) || /^\d+$/.test(v) || v.split(',').every(isProxyAddress),
      {
        message: 'off, a number of proxy hops, or a comma-separated list of proxy IPs/CIDRs',
      },
    ),
  PAYMENTS_MODE: z.enum(paymentsModes).optional(),
  CHANNELS_MODE: z.enum(channelsModes).optional(),
  GOOGLE_ADS_DEVELOPER_TOKEN: z.string().trim().optional(),
  GOOGLE_ADS_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_ADS_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_ADS_REFRESH_TOKEN: z.string().trim().optional(),
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: z.string().trim().optional(),
  META_APP_ID: z.string().trim().optional(),
  META_APP_SECRET: z.string().trim().optional(),
  META_SYSTEM_USER_TOKEN: z.string().trim().optional(),
  META_AD_ACCOUNT_ID: z.string().trim().optional(),
  META_BUSINESS_ID: z.string().trim().optional(),
  GOOGLE_ADS_CUSTOMER_ID: z.string().trim().optional(),
  SPOTIFY_CLIENT_ID: z.string().trim().optional(),
  SPOTIFY_CLIENT_SECRET: z.string().trim().optional(),
  SPOTIFY_REFRESH_TOKEN: z.string().trim().optional(),
  SPOTIFY_AD_ACCOUNT_ID: z.string().trim().optional(),
  // Advertiser connections to Google by OAuth 2.0 (docs/channels-connections.md).
  GOOGLE_OAUTH_CLIENT_ID: z.string().optional(),
  GOOGLE_OAUTH_CLIENT_SECRET: z.string().optional(),
  GOOGLE_SANDBOX_URL: z.string().url().optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().optional(),
  PIX_SIGNING_KEY: z.string().optional(),
  DEPOSIT_ACCOUNT_BANK: z.string().optional(),
  DEPOSIT_ACCOUNT_AGENCY: z.string().optional(),
  DEPOSIT_ACCOUNT_NUMBER: z.string().optional(),
  DEPOSIT_ACCOUNT_HOLDER: z.string().optional(),
  DEPOSIT_ACCOUNT_CNPJ: z.string().optional(),
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  READ_CACHE_ENTRIES: z.coerce.number().int().min(0).default(1000),
  READ_CACHE_CHECK: z.enum(['on', 'off']).optional(),
  CASHBACK_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  SYMBOLIC_CREDIT_ADVERTISERS: z.coerce.number().int().min(0).default(5),
  CAMPAIGN_CONSOLIDATION_HOURS: z.coerce.number().min(0).default(48),
  ADVERTISER_CREATION_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CREATIVE_UNATTACHED_FILE_HOURS: z.coerce.number().int().min(1).default(24),
  CREATIVE_ARCHIVED_FILE_DAYS: z.coerce.number().int().min(0).default(90),
  PIXEL_HITS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  PIXEL_HITS_PER_PIXEL_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  PIXEL_HITS_PER_VISITOR_PER_HOUR: z.coerce.number().int().min(1).default(20),
  PIXEL_DEFAULT_MAX_VALUE: z.coerce
    .number()
    .int()
    .min(1)
    .max(pixelLimits.maxValue)
    .default(pixelLimits.defaultMaxValue),
  IMPORT_MAX_BYTES: z.coerce.number().int().min(1).default(5_000_000),
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).default(50_000),
  IMPORT_MAX_UNPACKED_BYTES: z.coerce.number().int().min(1).default(50_000_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CREATIVE_BLOCKED_WORDS: z.string().default(defaultBlockedWords.join(',')),
  CREATIVE_CERTIFICATION_WORDS: z.string().default(defaultCertificationWords.join(',')),
  CAMPAIGN_AUTO_REVIEW_SECONDS: z.coerce.number().int().min(0).optional(),
  ASSET_AUTO_REVIEW_SECONDS: z.coerce.number().int().min(0).optional(),
  DELIVERY_NOTICE_WINDOW_SECONDS: z.coerce.number().int().min(1).optional(),
  DELIVERY_LEASE_SECONDS: z.coerce.number().int().min(1).default(30),
  SPEND_POST_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(30),
  CHANNEL_SYNC_SECONDS: z.coerce.number().int().min(5).max(86_400).optional(),
  CHANNEL_LOOKBACK_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  // Alerts and WhatsApp (issue 31, docs/alerts.md).
  ALERTS_EVALUATE_SECONDS: z.coerce.number().int().min(30).max(3600).default(180),
  WHATSAPP_MODE: z.enum(['off', 'sandbox', 'live']).optional(),
  WHATSAPP_API_URL: z.string().url().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().trim().optional(),
  WHATSAPP_APP_SECRET: z.string().trim().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().trim().optional(),
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  DELIVERY_LEASE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  BIDDER_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  BIDDER_ID: z.string().trim().min(1).max(64).optional(),
  TRACKING_SECRET: z.string().optional(),
  BID_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  DEFAULT_TMAX_MS: z.coerce.number().int().min(10).max(10_000).default(120),
  CURRENCY_RATES: z
    .string()
    .default('USD=5.40,EUR=5.85')
    .refine((v) => currencyRatesOf(v) !== null, {
      message: 'comma-separated CODE=rate pairs, BRL per unit (e.g. USD=5.40,EUR=5.85)',
    }),
  ATTRIBUTION_CLICK_DAYS: z.coerce.number().int().min(0).max(90).default(30),
  ATTRIBUTION_VIEW_DAYS: z.coerce.number().int().min(0).max(90).default(1),
  // The assistant's model (issue 30, docs/assistant.md): none set = the built-in rules provider.
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_MODEL_PATH: z.string().optional(),
  AI_MODEL_THREADS: z.coerce.number().int().min(1).max(256).optional().or(z.literal('')),
  AI_EMBEDDINGS_MODEL: z.string().optional(),
});

/** CREATIVES_ORIGIN without its trailing slashes; null unless http(s) without credentials, query or fragment. */
export function creativesOriginOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) return null;
  if (url.search || url.hash || value.includes('?') || value.includes('#')) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** `USD=5.40,EUR=5.85` → BRL per unit of each currency (BRL itself is 1); null when malformed. */
export function currencyRatesOf(value: string): Record<string, number> | null {
  const rates: Record<string, number> = { BRL: 1 };
  for (const pair of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{3})=(\d+(?:\.\d+)?)$/.exec(pair);
    if (!match || Number(match[2]) <= 0) return null;
    rates[match[1]!] = Number(match[2]);
  }
  return rates;
}

export interface Config {
  /** Words or phrases that refuse a creative's texts (ASSET_CONTAINS_PROHIBITED_CONTENT). */
  creativeBlockedWords: string[];
  /** Words of regulated categories that keep a creative pending for staff (ASSET_REQUIRES_CERTIFICATION). */
  creativeCertificationWords: string[];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embedded: boolean;
  appUrl: string;
  /**
   * CREATIVES_ORIGIN: where the files the bidder's markup references are served, as
   * `<creativesOrigin>/cr/v1/<asset>/<token>.<ext>` (default APP_URL, whose /cr/v1 path serves them;
   * a CDN in production that forwards that path to the app). No trailing slash.
   */
  creativesOrigin: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoData: boolean;
  /** With demo data: a year of the demo agency's history written in the background after start (docs/demo-history.md). */
  demoHistory: boolean;
  sandboxTrafficQps: number;
  redisUrl: string | undefined;
  /** A ClickHouse server for the delivery event store; unset = embedded chDB in DATA_DIR/events. */
  clickhouseUrl: string | undefined;
  zipcodeProviders: string[];
  zipcodeTimeoutMs: number;
  rateLimit: boolean;
  /**
   * Which proxies may set the client address (X-Forwarded-For), as Fastify's `trustProxy`: false
   * (none: the socket's address is the client), a number of hops, or the proxies' IPs/CIDRs.
   */
  trustProxy: false | number | string[];
  /**
   * `sandbox`: the built-in sandbox gateway takes every method and settles by signed webhook (no
   * real money). `live`: no sandbox at all; without a live gateway only staff-confirmed deposits.
   */
  paymentsMode: PaymentsMode;
  /**
   * `sandbox`: SEARCH, YOUTUBE, META_ADS and AUDIO campaigns run on the platform sandboxes the app
   * serves on loopback (DESIGN §9). `live`: on the real APIs with the credentials README lists.
   */
  channelsMode: ChannelsMode;
  /**
   * GOOGLE_ADS_*: Verba's own Google Ads API access (docs/channels-google-ads.md), used by the
   * connector when CHANNELS_MODE=live. Unset: no live Google Ads connector, so SEARCH and YOUTUBE
   * cannot be published in live mode. The sandbox never uses them.
   */
  googleAds?: GoogleAdsCredentials | undefined;
  /** SPOTIFY_*: Verba's own Spotify Ads API access (docs/channels-spotify.md); live mode without it: no AUDIO. */
  spotifyAds?: SpotifyAdsCredentials | undefined;
  /**
   * META_*: Verba's own Meta Marketing API access (docs/channels-meta.md), used by the connector
   * when CHANNELS_MODE=live. Unset: META_ADS cannot be published in live mode.
   */
  meta?: MetaCredentials | undefined;
  /**
   * Advertiser connections to Google (docs/channels-connections.md). Live: the OAuth client
   * advertisers consent to — GOOGLE_OAUTH_CLIENT_ID / _SECRET, else Verba's GOOGLE_ADS_CLIENT_ID /
   * _SECRET — and GOOGLE_ADS_DEVELOPER_TOKEN to list the customers a grant reaches. Sandbox: the
   * app's own Google sandbox, unless GOOGLE_SANDBOX_URL says where it answers.
   */
  googleConnections: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    sandboxUrl: string | undefined;
  };
  /**
   * HMAC-SHA256 key of the sandbox gateway's webhooks: SANDBOX_WEBHOOK_SECRET, or, embedded and
   * unset, the key generated for this installation in DATA_DIR (filled in at start, see
   * gateways/sandbox/sandbox-webhook-secret.ts). Never a built-in value.
   */
  sandboxWebhookSecret: string | undefined;
  /**
   * PEM (PKCS#8) RSA private key the sandbox signs its dynamic Pix charges with (RS256 JWS):
   * PIX_SIGNING_KEY, or, embedded and unset, the key generated for this installation in DATA_DIR
   * (filled in at start, see gateways/sandbox/pix-signing-key.ts). Never a built-in value.
   */
  pixSigningKey: string | undefined;
  /**
   * The platform's real receiving account (DEPOSIT_ACCOUNT_*), printed on live deposit
   * instructions. Live mode without it takes no deposits (no method at all); the sandbox always
   * shows its fictitious account.
   */
  depositAccount: DepositAccount | undefined;
  /** How long a resolved bearer token is reused in-process without reading the database; 0 = never. */
  authCacheTtlMs: number;
  /** Pages of the hot lists kept in-process while none of the tables they read is written; 0 = none. */
  readCacheEntries: number;
  /**
   * Whether each cached read is checked, on its first miss, to depend on no table but those it
   * declares, each carrying the change trigger (on under tests: NODE_ENV=test).
   */
  readCacheCheck: boolean;
  /** Days agency cashback from a card or PayPal payment is held before it can be withdrawn; 0 = never held. */
  cashbackHoldDays: number;
  /** How many advertisers of a company receive the symbolic credit (the first ones created). */
  symbolicCreditAdvertisers: number;
  /** After a campaign pauses or finishes, hours until its metrics consolidate and the rest of its budget returns (spec §4). */
  campaignConsolidationHours: number;
  /** Advertisers one company may create per minute (all its users together), when rate limits are on. */
  advertiserCreationPerMinute: number;
  /** Creative files, and list files, one company may upload per minute (each, all its users together), when rate limits are on. */
  uploadsPerMinute: number;
  /** Creative files are deleted once this old when no creative refers to them (uploads never used, replaced files). */
  creativeUnattachedFileHours: number;
  /** The file of an archived creative is deleted this many days after the archive (when no other creative keeps it). */
  creativeArchivedFileDays: number;
  /** Pixel hits recorded per client address per minute (all pixels), when rate limits are on; more are dropped. */
  pixelHitsPerIpPerMinute: number;
  /** Pixel hits recorded per pixel group per minute (all addresses), when rate limits are on; more are dropped. */
  pixelHitsPerPixelPerMinute: number;
  /**
   * Hits recorded per visitor id per pixel rule in the last hour (always on); more are refused and
   * counted on the pixel page, so one visitor cannot pile up conversions.
   */
  pixelHitsPerVisitorPerHour: number;
  /** The value cap (minor units) of a pixel rule created without one; a hit worth more is refused. */
  pixelDefaultMaxValue: number;
  /**
   * What one CSV/XLSX import may cost (IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_BYTES):
   * past any limit the file is refused and nothing is stored.
   */
  spreadsheetLimits: SpreadsheetLimits;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Seconds after a campaign's submission at which the automatic reviewer approves it when its
   * automatic checks are clean; 0 = off (staff review everything). Default 30 embedded, off on a server.
   */
  campaignAutoReviewSeconds: number;
  /**
   * Seconds after a creative's save or a pixel's creation at which the automatic reviewer approves
   * it (creatives with a file error or of a regulated category wait for staff); 0 = off. Default 30
   * embedded (a new user is not left waiting for staff who are not there), off on a server.
   */
  assetAutoReviewSeconds: number;
  /**
   * Seconds after a bid in which its win/billing notices are still billed; a minute is posted to
   * the ledger only once this window has passed it, and a lease closes only after it. 120 embedded, 300 on a server.
   */
  deliveryNoticeWindowSeconds: number;
  /** How long a bidder's budget lease lasts; it asks for the expected spend of two lease lengths. */
  deliveryLeaseSeconds: number;
  /** How often the spend poster posts the billed minutes to the ledger. */
  spendPostIntervalSeconds: number;
  /**
   * CHANNEL_SYNC_SECONDS: how often channel campaigns (Google Ads, managed...) are synced — their
   * statistics fetched and posted, the platform budget set, the watch run. 30 embedded, 300 on a server.
   */
  channelSyncSeconds: number;
  /** CHANNEL_LOOKBACK_DAYS: days (today included) of platform statistics each sync fetches again, for restatements. */
  channelLookbackDays: number;
  /** Finished (`done`) jobs are deleted this many days after they finished (jobs.prune-finished). */
  jobRetentionDays: number;
  /** Closed budget leases are deleted this many days after they closed (jobs.prune-finished). */
  deliveryLeaseRetentionDays: number;
  /** BIDDER_PORT: the bidder as its own process listens here; unset → on the app's port (embedded). */
  bidderPort: number | undefined;
  /** BIDDER_ID: this bidder's name in leases and stats (default hostname-pid). */
  bidderId: string | undefined;
  /**
   * HMAC key of the tracking tokens and signed clicks: TRACKING_SECRET, or, embedded and unset,
   * the key generated for this installation in DATA_DIR (delivery/tracking-secret.ts). Required
   * with DATABASE_URL: every bidder and tracking process must share it.
   */
  trackingSecret: string | undefined;
  /** How long a bid may still be won; notices later than this (plus a window) are `late`. */
  bidTtlSeconds: number;
  /** tmax of a bid request that has none. */
  defaultTmaxMs: number;
  /** BRL per unit of each currency (CURRENCY_RATES; BRL is 1): floors and clearing prices. */
  currencyRates: Record<string, number>;
  /** Conversions are attributed to the user's last click this many days back, else ... */
  attributionClickDays: number;
  /** ... to the last impression this many days back. */
  attributionViewDays: number;
  /**
   * The assistant's model (docs/assistant.md): an OpenAI-compatible endpoint (`AI_BASE_URL`,
   * `AI_API_KEY`, `AI_MODEL`), or a local GGUF file (`AI_MODEL_PATH`, `AI_MODEL_THREADS`);
   * neither = the rules provider.
   */
  ai: AiConfig;
  /**
   * Audience suggestion's embeddings (issue 30): the OpenAI-compatible endpoint (AI_BASE_URL,
   * AI_API_KEY) with AI_EMBEDDINGS_MODEL set; absent = text matching only.
   */
  audienceEmbeddings?: AudienceEmbeddingsConfig | undefined;
  /** ALERTS_EVALUATE_SECONDS: how often the alert evaluator runs (default 180). */
  alertsEvaluateSeconds: number;
  /** WHATSAPP_*: the WhatsApp Cloud API, its embedded sandbox, or off (alerts/whatsapp-config.ts). */
  whatsapp: WhatsAppSettings;
}

export interface AiConfig {
  /** AI_BASE_URL: an http(s) OpenAI-compatible API, without the trailing slash (…/v1). */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  /** AI_MODEL: the chat model at `baseUrl`. */
  model?: string | undefined;
  /** AI_MODEL_PATH: a GGUF file for the local model provider. */
  modelPath?: string | undefined;
  /** AI_MODEL_THREADS: CPU threads for the local model (node-llama-cpp's choice when absent). */
  modelThreads?: number | undefined;
}

export interface AudienceEmbeddingsConfig {
  /** Base URL of the OpenAI-compatible API, without the trailing slash (…/v1). */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

const aiBaseUrlMessage =
  'AI_BASE_URL: an http(s) URL of an OpenAI-compatible API (e.g. http://127.0.0.1:11434/v1)';

/**
 * The AI_* variables, parsed once: the assistant's model and audience suggestion's embeddings
 * share AI_BASE_URL and AI_API_KEY. A base URL that is not http(s) refuses the start.
 */
export function aiOf(env: Record<string, string | undefined>): {
  ai: AiConfig;
  audienceEmbeddings: AudienceEmbeddingsConfig | undefined;
} {
  const text = (value: string | undefined) => value?.trim() || undefined;
  let baseUrl = text(env.AI_BASE_URL);
  if (baseUrl) {
    let url: URL;
    try {
      url = new URL(baseUrl);
    } catch {
      throw new ConfigError(aiBaseUrlMessage);
    }
    if (!['http:', 'https:'].includes(url.protocol)) throw new ConfigError(aiBaseUrlMessage);
    baseUrl = baseUrl.replace(/\/+$/, '');
  }
  const apiKey = text(env.AI_API_KEY);
  const threads = text(env.AI_MODEL_THREADS);
  const ai: AiConfig = {
    baseUrl,
    apiKey,
    model: text(env.AI_MODEL),
    modelPath: text(env.AI_MODEL_PATH),
    modelThreads: threads ? Number(threads) : undefined,
  };
  const embeddingsModel = text(env.AI_EMBEDDINGS_MODEL);
  return {
    ai,
    audienceEmbeddings: embeddingsModel && baseUrl ? { baseUrl, apiKey, model: embeddingsModel } : undefined,
  };
}

/** Secrets that were once built in or printed in the README: refused as SANDBOX_WEBHOOK_SECRET. */
export const formerSandboxWebhookSecrets = ['verba-sandbox-webhook-secret-for-development'] as const;
const minimumSecretLength = 32;

/** A configuration the app refuses to start with; main.ts prints the message alone. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = z.output<typeof envSchema>;

const on = (v: string | undefined) => v === 'on' || v === 'true' || v === '1';

function paymentsModeOf(e: Env): PaymentsMode {
  if (e.PAYMENTS_MODE) return e.PAYMENTS_MODE;
  if (e.DATABASE_URL) {
    throw new ConfigError(
      'PAYMENTS_MODE is not set. With DATABASE_URL (a PostgreSQL server) choose PAYMENTS_MODE=sandbox or PAYMENTS_MODE=live: ' +
        'sandbox settles fake payments (no real money), live takes bank deposits confirmed by staff only.',
    );
  }
  return 'sandbox';
}

function channelsModeOf(e: Env): ChannelsMode {
  if (e.CHANNELS_MODE) return e.CHANNELS_MODE;
  if (e.DATABASE_URL) {
    throw new ConfigError(
      'CHANNELS_MODE is not set. With DATABASE_URL (a PostgreSQL server) choose CHANNELS_MODE=sandbox or CHANNELS_MODE=live: ' +
        'sandbox runs search, YouTube, Meta and Spotify campaigns on the built-in platform sandboxes (no real media), live on the real platforms.',
    );
  }
  return 'sandbox';
}

const metaVariables = [
  'META_APP_ID',
  'META_APP_SECRET',
  'META_SYSTEM_USER_TOKEN',
  'META_AD_ACCOUNT_ID',
  'META_BUSINESS_ID',
] as const;

/** META_*: all or none; the ad account id without its `act_` prefix. */
function metaCredentialsOf(e: Env): MetaCredentials | undefined {
  const given = metaVariables.filter((name) => e[name]);
  if (given.length === 0) return undefined;
  const missing = metaVariables.filter((name) => !e[name]);
  if (missing.length > 0)
    throw new ConfigError(
      `Meta credentials are incomplete: set ${missing.join(', ')} too, or none of META_* (see docs/channels-meta.md).`,
    );
  const adAccountId = e.META_AD_ACCOUNT_ID!.replace(/^act_/, '');
  if (!/^\d+$/.test(adAccountId))
    throw new ConfigError('META_AD_ACCOUNT_ID must be a Meta ad account id (digits, optionally act_…).');
  return {
    appId: e.META_APP_ID!,
    appSecret: e.META_APP_SECRET!,
    systemUserToken: e.META_SYSTEM_USER_TOKEN!,
    adAccountId,
    businessId: e.META_BUSINESS_ID!,
  };
}

const spotifyVariables = [
  'SPOTIFY_CLIENT_ID',
  'SPOTIFY_CLIENT_SECRET',
  'SPOTIFY_REFRESH_TOKEN',
  'SPOTIFY_AD_ACCOUNT_ID',
] as const;

/** SPOTIFY_*: all four or none; the ad account id is a UUID. */
function spotifyAdsCredentialsOf(e: Env): SpotifyAdsCredentials | undefined {
  const given = spotifyVariables.filter((name) => e[name]);
  if (given.length === 0) return undefined;
  const missing = spotifyVariables.filter((name) => !e[name]);
  if (missing.length > 0)
    throw new ConfigError(
      `Spotify Ads credentials are incomplete: set ${missing.join(', ')} too, or none of SPOTIFY_* (see docs/channels-spotify.md).`,
    );
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(e.SPOTIFY_AD_ACCOUNT_ID!))
    throw new ConfigError(
      "SPOTIFY_AD_ACCOUNT_ID must be the ad account's UUID (Ad Studio, account settings).",
    );
  return {
    clientId: e.SPOTIFY_CLIENT_ID!,
    clientSecret: e.SPOTIFY_CLIENT_SECRET!,
    refreshToken: e.SPOTIFY_REFRESH_TOKEN!,
    adAccountId: e.SPOTIFY_AD_ACCOUNT_ID!.toLowerCase(),
  };
}

const googleAdsVariables = [
  'GOOGLE_ADS_DEVELOPER_TOKEN',
  'GOOGLE_ADS_CLIENT_ID',
  'GOOGLE_ADS_CLIENT_SECRET',
  'GOOGLE_ADS_REFRESH_TOKEN',
  'GOOGLE_ADS_CUSTOMER_ID',
] as const;

/**
 * GOOGLE_ADS_*: all the required ones or none (GOOGLE_ADS_LOGIN_CUSTOMER_ID is optional: needed when
 * the operating account is reached through a manager account). Customer ids may carry dashes.
 */
function googleAdsCredentialsOf(e: Env): GoogleAdsCredentials | undefined {
  const given = googleAdsVariables.filter((name) => e[name]);
  if (given.length === 0 && !e.GOOGLE_ADS_LOGIN_CUSTOMER_ID) return undefined;
  const missing = googleAdsVariables.filter((name) => !e[name]);
  if (missing.length > 0)
    throw new ConfigError(
      `Google Ads credentials are incomplete: set ${missing.join(', ')} too, or none of GOOGLE_ADS_* (see docs/channels-google-ads.md).`,
    );
  const badId = (['GOOGLE_ADS_CUSTOMER_ID', 'GOOGLE_ADS_LOGIN_CUSTOMER_ID'] as const).filter(
    (name) => e[name] && !/^\d{3}-?\d{3}-?\d{4}$/.test(e[name]),
  );
  if (badId.length > 0)
    throw new ConfigError(
      `${badId.join(' and ')} must be a Google Ads customer id of 10 digits (e.g. 123-456-7890).`,
    );
  return {
    developerToken: e.GOOGLE_ADS_DEVELOPER_TOKEN!,
    clientId: e.GOOGLE_ADS_CLIENT_ID!,
    clientSecret: e.GOOGLE_ADS_CLIENT_SECRET!,
    refreshToken: e.GOOGLE_ADS_REFRESH_TOKEN!,
    customerId: e.GOOGLE_ADS_CUSTOMER_ID!.replace(/-/g, ''),
    loginCustomerId: e.GOOGLE_ADS_LOGIN_CUSTOMER_ID ? e.GOOGLE_ADS_LOGIN_CUSTOMER_ID.replace(/-/g, '') : null,
  };
}

/** An RSA private key of at least 2048 bits, in PEM; `\\n` escapes (one-line env files) become newlines. */
function pixSigningKeyOf(e: Env, mode: PaymentsMode): string | undefined {
  const pem = e.PIX_SIGNING_KEY?.trim().replace(/\\n/g, '\n') || undefined;
  if (pem !== undefined) {
    let bits: number | undefined;
    try {
      const key = createPrivateKey(pem);
      bits = key.asymmetricKeyType === 'rsa' ? key.asymmetricKeyDetails?.modulusLength : undefined;
    } catch {
      bits = undefined;
    }
    if (!bits || bits < 2048)
      throw new ConfigError(
        'PIX_SIGNING_KEY must be an RSA private key of at least 2048 bits in PEM (e.g. openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048).',
      );
  }
  if (mode === 'sandbox' && e.DATABASE_URL && !pem) {
    throw new ConfigError(
      'PAYMENTS_MODE=sandbox on a PostgreSQL server needs PIX_SIGNING_KEY (an RSA private key in PEM, the same for every process): it signs the dynamic Pix charges.',
    );
  }
  return pem;
}

function sandboxWebhookSecretOf(e: Env, mode: PaymentsMode): string | undefined {
  const secret = e.SANDBOX_WEBHOOK_SECRET || undefined;
  if (
    secret !== undefined &&
    (secret.length < minimumSecretLength ||
      (formerSandboxWebhookSecrets as readonly string[]).includes(secret))
  ) {
    throw new ConfigError(
      `SANDBOX_WEBHOOK_SECRET must be a random value of at least ${minimumSecretLength} characters (e.g. openssl rand -hex 32).`,
    );
  }
  if (mode === 'sandbox' && e.DATABASE_URL && !secret) {
    throw new ConfigError(
      'PAYMENTS_MODE=sandbox on a PostgreSQL server needs SANDBOX_WEBHOOK_SECRET (at least 32 random characters, the same for every process).',
    );
  }
  return secret;
}

const depositAccountVariables = {
  bank_code: 'DEPOSIT_ACCOUNT_BANK',
  agency: 'DEPOSIT_ACCOUNT_AGENCY',
  agency_digit: 'DEPOSIT_ACCOUNT_AGENCY',
  account: 'DEPOSIT_ACCOUNT_NUMBER',
  account_digit: 'DEPOSIT_ACCOUNT_NUMBER',
  holder_name: 'DEPOSIT_ACCOUNT_HOLDER',
  holder_document: 'DEPOSIT_ACCOUNT_CNPJ',
} as const;

/**
 * DEPOSIT_ACCOUNT_*: all or none. A partial or invalid account refuses the start rather than
 * leave payers with a wrong account number.
 */
function depositAccountOf(e: Env): DepositAccount | undefined {
  const names = [...new Set(Object.values(depositAccountVariables))];
  const given = names.filter((name) => e[name]?.trim());
  if (given.length === 0) return undefined;
  const agency = splitCheckDigit(e.DEPOSIT_ACCOUNT_AGENCY ?? '');
  const account = splitCheckDigit(e.DEPOSIT_ACCOUNT_NUMBER ?? '');
  const parsed = depositAccountSchema.safeParse({
    bank_code: e.DEPOSIT_ACCOUNT_BANK ?? '',
    agency: agency.number,
    agency_digit: agency.digit,
    account: account.number,
    account_digit: account.digit,
    holder_name: e.DEPOSIT_ACCOUNT_HOLDER ?? '',
    holder_document: e.DEPOSIT_ACCOUNT_CNPJ ?? '',
  });
  if (parsed.success) return parsed.data;
  const wrong = [
    ...new Set(
      parsed.error.issues.map(
        (issue) => depositAccountVariables[issue.path[0] as keyof typeof depositAccountVariables],
      ),
    ),
  ];
  throw new ConfigError(
    `The deposit receiving account is incomplete or invalid: check ${wrong.join(', ')}. ` +
      'Set all of DEPOSIT_ACCOUNT_BANK (COMPE code, e.g. 341), DEPOSIT_ACCOUNT_AGENCY (e.g. 0500 or 0500-1), ' +
      "DEPOSIT_ACCOUNT_NUMBER (with its check digit, e.g. 12345-0), DEPOSIT_ACCOUNT_HOLDER and DEPOSIT_ACCOUNT_CNPJ (the holder's CNPJ), or none.",
  );
}

function demoDataOf(e: Env, mode: PaymentsMode, embedded: boolean): boolean {
  if (e.DEMO_DATA === undefined) return embedded && mode === 'sandbox';
  const wanted = on(e.DEMO_DATA);
  if (wanted && mode !== 'sandbox')
    throw new ConfigError(
      'DEMO_DATA=on needs PAYMENTS_MODE=sandbox: the demo pays its orders through the sandbox gateway.',
    );
  return wanted;
}

/** An IP address, or an IP/prefix (CIDR). */
function isProxyAddress(entry: string) {
  const [ip = '', prefix, ...rest] = entry.trim().split('/');
  const version = isIP(ip);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

function trustProxyOf(value: string): Config['trustProxy'] {
  if (['', 'off', 'false', '0'].includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

/** The only reader of process.env (DESIGN §3, §6). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = envSchema.parse(env);
  const embedded = !e.DATABASE_URL;
  const paymentsMode = paymentsModeOf(e);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    embedded,
    appUrl,
    creativesOrigin: e.CREATIVES_ORIGIN ?? appUrl,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    demoData: demoDataOf(e, paymentsMode, embedded),
    demoHistory:
      demoDataOf(e, paymentsMode, embedded) && (e.DEMO_HISTORY === undefined || on(e.DEMO_HISTORY)),
    sandboxTrafficQps: e.SANDBOX_TRAFFIC_QPS ?? (embedded ? 20 : 0),
    redisUrl: e.REDIS_URL,
    clickhouseUrl: e.CLICKHOUSE_URL || undefined,
    zipcodeProviders: e.ZIPCODE_PROVIDERS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    zipcodeTimeoutMs: e.ZIPCODE_TIMEOUT_MS,
    rateLimit: e.RATE_LIMIT === 'on',
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    paymentsMode,
    channelsMode: channelsModeOf(e),
    googleAds: googleAdsCredentialsOf(e),
    meta: metaCredentialsOf(e),
    spotifyAds: spotifyAdsCredentialsOf(e),
    googleConnections: {
      clientId: e.GOOGLE_OAUTH_CLIENT_ID || undefined,
      clientSecret: e.GOOGLE_OAUTH_CLIENT_SECRET || undefined,
      sandboxUrl: e.GOOGLE_SANDBOX_URL?.replace(/\/$/, '') || undefined,
    },
    sandboxWebhookSecret: sandboxWebhookSecretOf(e, paymentsMode),
    pixSigningKey: pixSigningKeyOf(e, paymentsMode),
    depositAccount: depositAccountOf(e),
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    readCacheEntries: e.READ_CACHE_ENTRIES,
    readCacheCheck: (e.READ_CACHE_CHECK ?? (env.NODE_ENV === 'test' ? 'on' : 'off')) === 'on',
    cashbackHoldDays: e.CASHBACK_HOLD_DAYS,
    symbolicCreditAdvertisers: e.SYMBOLIC_CREDIT_ADVERTISERS,
    campaignConsolidationHours: e.CAMPAIGN_CONSOLIDATION_HOURS,
    advertiserCreationPerMinute: e.ADVERTISER_CREATION_PER_MINUTE,
    uploadsPerMinute: e.UPLOADS_PER_MINUTE,
    creativeUnattachedFileHours: e.CREATIVE_UNATTACHED_FILE_HOURS,
    creativeArchivedFileDays: e.CREATIVE_ARCHIVED_FILE_DAYS,
    campaignAutoReviewSeconds: e.CAMPAIGN_AUTO_REVIEW_SECONDS ?? (embedded ? 30 : 0),
    assetAutoReviewSeconds: e.ASSET_AUTO_REVIEW_SECONDS ?? (embedded ? 30 : 0),
    deliveryNoticeWindowSeconds: e.DELIVERY_NOTICE_WINDOW_SECONDS ?? (embedded ? 120 : 300),
    deliveryLeaseSeconds: e.DELIVERY_LEASE_SECONDS,
    spendPostIntervalSeconds: e.SPEND_POST_INTERVAL_SECONDS,
    channelSyncSeconds: e.CHANNEL_SYNC_SECONDS ?? (embedded ? 30 : 300),
    channelLookbackDays: e.CHANNEL_LOOKBACK_DAYS,
    jobRetentionDays: e.JOB_RETENTION_DAYS,
    deliveryLeaseRetentionDays: e.DELIVERY_LEASE_RETENTION_DAYS,
    pixelHitsPerIpPerMinute: e.PIXEL_HITS_PER_IP_PER_MINUTE,
    pixelHitsPerPixelPerMinute: e.PIXEL_HITS_PER_PIXEL_PER_MINUTE,
    pixelHitsPerVisitorPerHour: e.PIXEL_HITS_PER_VISITOR_PER_HOUR,
    pixelDefaultMaxValue: e.PIXEL_DEFAULT_MAX_VALUE,
    spreadsheetLimits: {
      ...defaultSpreadsheetLimits,
      maxBytes: e.IMPORT_MAX_BYTES,
      maxRows: e.IMPORT_MAX_ROWS,
      maxUnpackedBytes: e.IMPORT_MAX_UNPACKED_BYTES,
    },
    logLevel: e.LOG_LEVEL,
    creativeBlockedWords: wordListOf(e.CREATIVE_BLOCKED_WORDS),
    creativeCertificationWords: wordListOf(e.CREATIVE_CERTIFICATION_WORDS),
    bidderPort: e.BIDDER_PORT,
    bidderId: e.BIDDER_ID,
    trackingSecret: trackingSecretOf(e),
    bidTtlSeconds: e.BID_TTL_SECONDS,
    defaultTmaxMs: e.DEFAULT_TMAX_MS,
    currencyRates: currencyRatesOf(e.CURRENCY_RATES)!,
    attributionClickDays: e.ATTRIBUTION_CLICK_DAYS,
    attributionViewDays: e.ATTRIBUTION_VIEW_DAYS,
    ...aiOf(env),
    alertsEvaluateSeconds: e.ALERTS_EVALUATE_SECONDS,
    whatsapp: whatsappSettingsOf(e, embedded, ConfigError),
  };
}

function trackingSecretOf(e: Env): string | undefined {
  const secret = e.TRACKING_SECRET || undefined;
  if (secret !== undefined && secret.length < minimumSecretLength)
    throw new ConfigError(
      `TRACKING_SECRET must be a random value of at least ${minimumSecretLength} characters (e.g. openssl rand -hex 32).`,
    );
  return secret;
}

/** A comma-separated list of words or phrases; empty entries dropped. */
function wordListOf(value: string): string[] {
  return value
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
}

/** Where the database is, for tools that only open it (ledger:verify): they need no payments mode. */
/**
 * Bidders of their own (`BIDDER_PORT`, on a database server) share frequency caps and the
 * tracking seen-set (duplicate event ids) only through Redis; without `REDIS_URL` each process
 * counts and deduplicates alone. Logged as a warning at start; undefined when nothing to say.
 */
export function bidderSharingWarning(
  config: Pick<Config, 'bidderPort' | 'embedded' | 'redisUrl'>,
): string | undefined {
  if (config.embedded || config.bidderPort === undefined || config.redisUrl) return undefined;
  return (
    'Bidders run as their own processes (BIDDER_PORT) without REDIS_URL: frequency caps and the ' +
    'deduplication of tracking events (impressions, clicks, notices) are per process, so with several ' +
    'bidders a user may exceed a cap and a duplicate event sent to two bidders is not recognised as a replay. Set REDIS_URL ' +
    '(one Redis for every bidder) to share them (docs/operations.md, "Where it goes from here").'
  );
}

/** Where the stores are, for the command-line checks (ledger:verify, delivery:reconcile). */
export function loadDatabaseConfig(
  env: Record<string, string | undefined> = process.env,
): Pick<Config, 'dataDir' | 'databaseUrl' | 'clickhouseUrl'> {
  const e = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true, CLICKHOUSE_URL: true }).parse(env);
  return { dataDir: e.DATA_DIR, databaseUrl: e.DATABASE_URL, clickhouseUrl: e.CLICKHOUSE_URL || undefined };
}

/** A config for tests: embedded sandbox with a fresh webhook secret, no demo data, no outside calls. */
let testKey: string | undefined;
/** One RSA key per test process: generating one per test app would cost more than the tests. */
function testPixSigningKey(): string {
  testKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString()
    .trim();
  return testKey;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DEMO_DATA: 'off', LOG_LEVEL: 'silent', ZIPCODE_PROVIDERS: '', READ_CACHE_CHECK: 'on' }),
    sandboxWebhookSecret: randomBytes(32).toString('hex'),
    pixSigningKey: testPixSigningKey(),
    ...overrides,
  };
}
