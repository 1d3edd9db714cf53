import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the real platform: the API (with its worker) serving the built SPA on
 * a fresh embedded database, driven through Debian's Chromium. `npm run test:e2e` builds first.
 */
const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = join(tmpdir(), `verba-e2e-${port}`);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: join(root, 'playwright-report') }]]
    : 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    // A fresh database on every run: the journeys register new companies and read the dev mailbox.
    // Settings of the caller's shell that would point the app elsewhere are dropped.
    command: `rm -rf "${dataDir}" && unset DATABASE_URL SMTP_URL REDIS_URL SANDBOX_WEBHOOK_SECRET PIX_SIGNING_KEY && exec node --import tsx apps/api/src/main.ts`,
    cwd: root,
    url: `${baseURL}/api/docs`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DEMO_DATA: 'on',
      // The demo's year of history (docs/demo-history.md) stays out of the shared e2e server.
      DEMO_HISTORY: 'off',
      PAYMENTS_MODE: 'sandbox',
      ZIPCODE_PROVIDERS: '',
      // Sandbox traffic for the delivery journey (scaled down at night by the daily curve).
      SANDBOX_TRAFFIC_QPS: '40',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1, so together they would exhaust one address's login
      // bucket; the limits themselves are tested through the API (rate-limit*.int.test.ts).
      RATE_LIMIT: 'off',
      // The automatic reviewer approves clean campaigns within seconds, so journeys see them approved.
      CAMPAIGN_AUTO_REVIEW_SECONDS: '3',
      // Creatives and pixels stay pending for the staff journeys that review them.
      ASSET_AUTO_REVIEW_SECONDS: '0',
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
