import { describe, expect, it } from 'vitest';
import { formerSandboxWebhookSecrets, loadConfig, loadDatabaseConfig } from './config';

const server = { DATABASE_URL: 'postgres://verba@127.0.0.1:5432/verba' };
const secret = 'a-sandbox-webhook-secret-of-32-characters';

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
    expect(loadConfig({ ...server, PAYMENTS_MODE: 'sandbox', SANDBOX_WEBHOOK_SECRET: secret })).toMatchObject(
      {
        paymentsMode: 'sandbox',
        sandboxWebhookSecret: secret,
      },
    );
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
