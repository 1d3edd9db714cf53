import { describe, expect, it } from 'vitest';
import {
  bidderSharingWarning,
  ConfigError,
  formerSandboxWebhookSecrets,
  loadConfig,
  loadDatabaseConfig,
  testConfig,
} from './config';

const server = { DATABASE_URL: 'postgres://verba@127.0.0.1:5432/verba', CHANNELS_MODE: 'sandbox' };
const secret = 'a-sandbox-webhook-secret-of-32-characters';
const pixKey = testConfig().pixSigningKey!;

describe('loadConfig: channels mode', () => {
  it('is sandbox embedded and must be chosen on a PostgreSQL server', () => {
    expect(loadConfig({}).channelsMode).toBe('sandbox');
    const { CHANNELS_MODE: _, ...unset } = server;
    expect(() => loadConfig({ ...unset, PAYMENTS_MODE: 'live' })).toThrow(
      /CHANNELS_MODE=sandbox or CHANNELS_MODE=live/,
    );
    expect(loadConfig({ ...server, PAYMENTS_MODE: 'live', CHANNELS_MODE: 'live' }).channelsMode).toBe('live');
  });
});

describe('loadConfig: payments mode', () => {
  it('refuses to start on a PostgreSQL server when PAYMENTS_MODE is not set', () => {
    expect(() => loadConfig(server)).toThrow(/PAYMENTS_MODE=sandbox or PAYMENTS_MODE=live/);
  });

  it('is sandbox on the embedded database unless told otherwise, with no built-in webhook secret', () => {
    const embedded = loadConfig({});
    expect(embedded).toMatchObject({ paymentsMode: 'sandbox', embedded: true, demoData: true });
    expect(embedded.sandboxWebhookSecret).toBeUndefined();
    expect(loadConfig({ PAYMENTS_MODE: 'live' })).toMatchObject({ paymentsMode: 'live', demoData: false });
  });

  it('takes the mode the operator chose on a PostgreSQL server', () => {
    expect(loadConfig({ ...server, PAYMENTS_MODE: 'live' })).toMatchObject({
      paymentsMode: 'live',
      demoData: false,
    });
    expect(
      loadConfig({
        ...server,
        PAYMENTS_MODE: 'sandbox',
        SANDBOX_WEBHOOK_SECRET: secret,
        PIX_SIGNING_KEY: pixKey,
      }),
    ).toMatchObject({ paymentsMode: 'sandbox', sandboxWebhookSecret: secret, pixSigningKey: pixKey });
  });

  it('needs PIX_SIGNING_KEY (an RSA key of 2048 bits or more) for a sandbox on a PostgreSQL server', () => {
    const sandbox = { ...server, PAYMENTS_MODE: 'sandbox', SANDBOX_WEBHOOK_SECRET: secret };
    expect(() => loadConfig(sandbox)).toThrow(/needs PIX_SIGNING_KEY/);
    expect(() => loadConfig({ ...sandbox, PIX_SIGNING_KEY: 'not a key' })).toThrow(/PIX_SIGNING_KEY must be/);
    // A one-line env file writes the PEM's newlines as \n.
    expect(loadConfig({ ...sandbox, PIX_SIGNING_KEY: pixKey.replace(/\n/g, '\\n') }).pixSigningKey).toBe(
      pixKey.trim(),
    );
    expect(loadConfig({ ...server, PAYMENTS_MODE: 'live' }).pixSigningKey).toBeUndefined();
  });

  it('needs SANDBOX_WEBHOOK_SECRET for a sandbox on a PostgreSQL server (processes share it)', () => {
    expect(() => loadConfig({ ...server, PAYMENTS_MODE: 'sandbox' })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
  });

  it('refuses a short or a formerly built-in webhook secret', () => {
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: 'too-short-secret' })).toThrow(
      /SANDBOX_WEBHOOK_SECRET/,
    );
    for (const former of formerSandboxWebhookSecrets)
      expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: former })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
  });

  it('refuses demo data in live mode: the demo pays its orders through the sandbox', () => {
    expect(() => loadConfig({ PAYMENTS_MODE: 'live', DEMO_DATA: 'on' })).toThrow(
      /DEMO_DATA=on needs PAYMENTS_MODE=sandbox/,
    );
    expect(() => loadConfig({ ...server, PAYMENTS_MODE: 'live', DEMO_DATA: 'on' })).toThrow(
      /DEMO_DATA=on needs PAYMENTS_MODE=sandbox/,
    );
  });
});

describe('loadDatabaseConfig', () => {
  it('finds the database without a payments mode (ledger:verify)', () => {
    expect(loadDatabaseConfig(server)).toEqual({ databaseUrl: server.DATABASE_URL, dataDir: './data' });
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a number of hops or a list of proxy IPs and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses anything else, trusting every proxy included', () => {
    for (const value of ['true', 'on', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/1', '1.2.3'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow();
  });
});

describe('loadConfig: the receiving account of live deposits (DEPOSIT_ACCOUNT_*)', () => {
  const account = {
    DEPOSIT_ACCOUNT_BANK: '341',
    DEPOSIT_ACCOUNT_AGENCY: '0500',
    DEPOSIT_ACCOUNT_NUMBER: '12345-0',
    DEPOSIT_ACCOUNT_HOLDER: 'Verba Tecnologia de Mídia Ltda.',
    DEPOSIT_ACCOUNT_CNPJ: '11.444.777/0001-61',
  };

  it('is none unless the operator sets it', () => {
    expect(loadConfig({ PAYMENTS_MODE: 'live' }).depositAccount).toBeUndefined();
  });

  it('reads a valid account: bank, agency (with an optional digit), account and digit, holder and CNPJ', () => {
    expect(loadConfig({ PAYMENTS_MODE: 'live', ...account }).depositAccount).toEqual({
      bank_code: '341',
      agency: '0500',
      agency_digit: '',
      account: '12345',
      account_digit: '0',
      holder_name: 'Verba Tecnologia de Mídia Ltda.',
      holder_document: '11444777000161',
    });
    expect(
      loadConfig({
        ...account,
        DEPOSIT_ACCOUNT_BANK: '001',
        DEPOSIT_ACCOUNT_AGENCY: '1584-9',
        DEPOSIT_ACCOUNT_NUMBER: '00210169-6',
      }).depositAccount,
    ).toMatchObject({
      bank_code: '001',
      agency: '1584',
      agency_digit: '9',
      account: '00210169',
      account_digit: '6',
    });
  });

  it('refuses to start with a partial account, naming what is missing', () => {
    const { DEPOSIT_ACCOUNT_CNPJ: _, ...withoutCnpj } = account;
    expect(() => loadConfig({ PAYMENTS_MODE: 'live', ...withoutCnpj })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENTS_MODE: 'live', ...withoutCnpj })).toThrow(
      /check DEPOSIT_ACCOUNT_CNPJ\b/,
    );
  });

  it('refuses a wrong check digit, an unknown bank, a bad agency, a CPF holder', () => {
    const wrong: [Record<string, string>, string][] = [
      [{ DEPOSIT_ACCOUNT_NUMBER: '12345-1' }, 'DEPOSIT_ACCOUNT_NUMBER'],
      [{ DEPOSIT_ACCOUNT_NUMBER: '12345' }, 'DEPOSIT_ACCOUNT_NUMBER'],
      [{ DEPOSIT_ACCOUNT_BANK: '999' }, 'DEPOSIT_ACCOUNT_BANK'],
      [{ DEPOSIT_ACCOUNT_AGENCY: '05a0' }, 'DEPOSIT_ACCOUNT_AGENCY'],
      [{ DEPOSIT_ACCOUNT_CNPJ: '11.444.777/0001-62' }, 'DEPOSIT_ACCOUNT_CNPJ'],
      [{ DEPOSIT_ACCOUNT_CNPJ: '529.982.247-25' }, 'DEPOSIT_ACCOUNT_CNPJ'],
    ];
    for (const [change, variable] of wrong)
      expect(() => loadConfig({ PAYMENTS_MODE: 'live', ...account, ...change }), variable).toThrow(
        new RegExp(`check ${variable}\\b`),
      );
  });
});

describe('pixel collection limits (PIXEL_HITS_PER_*_PER_MINUTE)', () => {
  it('default to 120 per address and 6000 per pixel, and take positive whole numbers', () => {
    expect(loadConfig({})).toMatchObject({ pixelHitsPerIpPerMinute: 120, pixelHitsPerPixelPerMinute: 6000 });
    expect(
      loadConfig({ PIXEL_HITS_PER_IP_PER_MINUTE: '30', PIXEL_HITS_PER_PIXEL_PER_MINUTE: '900' }),
    ).toMatchObject({
      pixelHitsPerIpPerMinute: 30,
      pixelHitsPerPixelPerMinute: 900,
    });
    expect(() => loadConfig({ PIXEL_HITS_PER_IP_PER_MINUTE: '0' })).toThrow();
  });

  it('limit a visitor to 20 hits per rule an hour and cap a rule at R$ 10.000,00 by default', () => {
    expect(loadConfig({})).toMatchObject({ pixelHitsPerVisitorPerHour: 20, pixelDefaultMaxValue: 1_000_000 });
    expect(
      loadConfig({ PIXEL_HITS_PER_VISITOR_PER_HOUR: '5', PIXEL_DEFAULT_MAX_VALUE: '250000' }),
    ).toMatchObject({ pixelHitsPerVisitorPerHour: 5, pixelDefaultMaxValue: 250_000 });
    expect(() => loadConfig({ PIXEL_DEFAULT_MAX_VALUE: '0' })).toThrow();
    expect(() => loadConfig({ PIXEL_DEFAULT_MAX_VALUE: '1000000001' })).toThrow();
  });
});

describe('delivery event store (CLICKHOUSE_URL)', () => {
  it('is the embedded chDB unless a ClickHouse server URL is set; a malformed URL refuses to start', () => {
    expect(loadConfig({}).clickhouseUrl).toBeUndefined();
    expect(loadConfig({ CLICKHOUSE_URL: 'http://default:secret@127.0.0.1:8123/verba' }).clickhouseUrl).toBe(
      'http://default:secret@127.0.0.1:8123/verba',
    );
    expect(() => loadConfig({ CLICKHOUSE_URL: 'clickhouse here' })).toThrow();
  });
});

describe('delivery settings (bidder, tracking, attribution)', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      bidderPort: undefined,
      bidderId: undefined,
      trackingSecret: undefined,
      bidTtlSeconds: 60,
      defaultTmaxMs: 120,
      currencyRates: { BRL: 1, USD: 5.4, EUR: 5.85 },
      attributionClickDays: 30,
      attributionViewDays: 1,
    });
  });

  it('reads CURRENCY_RATES as BRL per unit and refuses a malformed list', () => {
    expect(loadConfig({ CURRENCY_RATES: 'USD=5.10, EUR=6' }).currencyRates).toEqual({
      BRL: 1,
      USD: 5.1,
      EUR: 6,
    });
    expect(() => loadConfig({ CURRENCY_RATES: 'USD:5' })).toThrow(/CODE=rate/);
    expect(() => loadConfig({ CURRENCY_RATES: 'USD=0' })).toThrow(/CODE=rate/);
  });

  it('refuses a short TRACKING_SECRET', () => {
    expect(() => loadConfig({ TRACKING_SECRET: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ TRACKING_SECRET: secret }).trackingSecret).toBe(secret);
  });
});

describe('bidderSharingWarning', () => {
  const base = { ...server, PAYMENTS_MODE: 'live', BIDDER_PORT: '4100' };

  it('warns that caps and dedup are per process when bidders run on their own without REDIS_URL', () => {
    const warning = bidderSharingWarning(loadConfig(base));
    expect(warning).toMatch(/REDIS_URL/);
    expect(warning).toMatch(/frequency caps/);
    expect(warning).toMatch(/per process/);
  });

  it('says nothing with REDIS_URL, in embedded mode, or with the bidder inside the app', () => {
    expect(
      bidderSharingWarning(loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' })),
    ).toBeUndefined();
    expect(bidderSharingWarning(loadConfig({}))).toBeUndefined();
    expect(bidderSharingWarning(loadConfig({ ...server, PAYMENTS_MODE: 'live' }))).toBeUndefined();
  });
});

describe('CREATIVES_ORIGIN (where served ad files live)', () => {
  it('is APP_URL unless set; a CDN origin (or a path on it) is kept without its trailing slash', () => {
    expect(loadConfig({}).creativesOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ APP_URL: 'https://app.verba.com.br/' }).creativesOrigin).toBe(
      'https://app.verba.com.br',
    );
    expect(loadConfig({ CREATIVES_ORIGIN: 'https://cdn.verba.com.br/' }).creativesOrigin).toBe(
      'https://cdn.verba.com.br',
    );
    expect(loadConfig({ CREATIVES_ORIGIN: ' https://cdn.example.net/verba// ' }).creativesOrigin).toBe(
      'https://cdn.example.net/verba',
    );
    expect(loadConfig({ CREATIVES_ORIGIN: '' }).creativesOrigin).toBe('http://localhost:3000');
  });

  it('refuses what is not an http(s) origin to serve files from', () => {
    for (const value of [
      'cdn.verba.com.br',
      'ftp://cdn.verba.com.br',
      'https://user:pass@cdn.verba.com.br',
      'https://cdn.verba.com.br/?v=1',
      'https://cdn.verba.com.br/#x',
    ])
      expect(() => loadConfig({ CREATIVES_ORIGIN: value }), value).toThrow(/CREATIVES_ORIGIN|http\(s\) URL/);
  });
});

describe('AI_* (the assistant model and audience embeddings share one parse)', () => {
  it('is the rules provider and no embeddings when nothing is set', () => {
    const config = loadConfig({});
    expect(config.ai).toEqual({
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
      modelPath: undefined,
      modelThreads: undefined,
    });
    expect(config.audienceEmbeddings).toBeUndefined();
  });

  it('reads AI_BASE_URL once, without its trailing slashes, for the model and the embeddings', () => {
    const config = loadConfig({
      AI_BASE_URL: ' http://127.0.0.1:11434/v1// ',
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'qwen2.5:7b-instruct',
      AI_EMBEDDINGS_MODEL: 'nomic-embed-text',
    });
    expect(config.ai).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-test',
      model: 'qwen2.5:7b-instruct',
    });
    expect(config.audienceEmbeddings).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-test',
      model: 'nomic-embed-text',
    });
    expect(loadConfig({ AI_EMBEDDINGS_MODEL: 'nomic-embed-text' }).audienceEmbeddings).toBeUndefined();
  });

  it('refuses a base URL that is not http(s), with the same message for both uses', () => {
    for (const AI_BASE_URL of ['ftp://models.example/v1', 'not a url', 'javascript:alert(1)'])
      expect(() => loadConfig({ AI_BASE_URL })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_BASE_URL: 'file:///v1', AI_EMBEDDINGS_MODEL: 'e' })).toThrow(
      /AI_BASE_URL: an http\(s\) URL/,
    );
  });

  it('takes a local GGUF file and its thread count', () => {
    expect(loadConfig({ AI_MODEL_PATH: '/models/qwen.gguf', AI_MODEL_THREADS: '2' }).ai).toMatchObject({
      modelPath: '/models/qwen.gguf',
      modelThreads: 2,
    });
    expect(() => loadConfig({ AI_MODEL_THREADS: '0' })).toThrow();
  });
});
