import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Verba <no-reply@verba.local>'),
  DEMO_DATA: z.enum(['on', 'off', 'true', 'false', '1', '0']).optional(),
  SANDBOX_TRAFFIC_QPS: z.coerce.number().min(0).optional(),
  REDIS_URL: z.string().optional(),
  ZIPCODE_PROVIDERS: z.string().default('viacep,brasilapi'),
  ZIPCODE_TIMEOUT_MS: z.coerce.number().int().min(1).default(1500),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('verba-sandbox-webhook-secret-for-development'),
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  CASHBACK_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  SYMBOLIC_CREDIT_ADVERTISERS: z.coerce.number().int().min(0).default(5),
  ADVERTISER_CREATION_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embedded: boolean;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoData: boolean;
  sandboxTrafficQps: number;
  redisUrl: string | undefined;
  zipcodeProviders: string[];
  zipcodeTimeoutMs: number;
  rateLimit: boolean;
  /** The active payment gateway (DESIGN §5); only the built-in sandbox exists today. */
  paymentGateway: 'sandbox';
  /** HMAC-SHA256 key of the sandbox gateway's settlement webhooks. */
  sandboxWebhookSecret: string;
  /** How long a resolved bearer token is reused in-process without reading the database; 0 = never. */
  authCacheTtlMs: number;
  /** Days agency cashback from a card or PayPal payment is held before it can be withdrawn; 0 = never held. */
  cashbackHoldDays: number;
  /** How many advertisers of a company receive the symbolic credit (the first ones created). */
  symbolicCreditAdvertisers: number;
  /** Advertisers one company may create per minute (all its users together), when rate limits are on. */
  advertiserCreationPerMinute: number;
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
}

const on = (v: string | undefined) => v === 'on' || v === 'true' || v === '1';

/** The only reader of process.env (DESIGN §3, §6). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = envSchema.parse(env);
  const embedded = !e.DATABASE_URL;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    embedded,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    demoData: e.DEMO_DATA === undefined ? embedded : on(e.DEMO_DATA),
    sandboxTrafficQps: e.SANDBOX_TRAFFIC_QPS ?? (embedded ? 20 : 0),
    redisUrl: e.REDIS_URL,
    zipcodeProviders: e.ZIPCODE_PROVIDERS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    zipcodeTimeoutMs: e.ZIPCODE_TIMEOUT_MS,
    rateLimit: e.RATE_LIMIT === 'on',
    paymentGateway: e.PAYMENT_GATEWAY,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    cashbackHoldDays: e.CASHBACK_HOLD_DAYS,
    symbolicCreditAdvertisers: e.SYMBOLIC_CREDIT_ADVERTISERS,
    advertiserCreationPerMinute: e.ADVERTISER_CREATION_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
  };
}

/** A config for tests: embedded, no demo data, no outside calls. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DEMO_DATA: 'off', LOG_LEVEL: 'silent', ZIPCODE_PROVIDERS: '' }),
    ...overrides,
  };
}
