import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formerSandboxWebhookSecrets, loadConfig } from '../../config';
import { sandboxWebhookSecretPath, withSandboxWebhookSecret } from './sandbox-webhook-secret';

const dirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'verba-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('withSandboxWebhookSecret', () => {
  it('generates a random secret per installation at first start, readable by its owner only, and keeps it', async () => {
    const [one, two] = [await dataDir(), await dataDir()];
    const first = await withSandboxWebhookSecret(loadConfig({ DATA_DIR: one }));
    expect(first.sandboxWebhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(formerSandboxWebhookSecrets).not.toContain(first.sandboxWebhookSecret);
    expect((await readFile(sandboxWebhookSecretPath(one), 'utf8')).trim()).toBe(first.sandboxWebhookSecret);
    expect((await stat(sandboxWebhookSecretPath(one))).mode & 0o777).toBe(0o600);
    expect((await withSandboxWebhookSecret(loadConfig({ DATA_DIR: one }))).sandboxWebhookSecret).toBe(
      first.sandboxWebhookSecret,
    );
    expect((await withSandboxWebhookSecret(loadConfig({ DATA_DIR: two }))).sandboxWebhookSecret).not.toBe(
      first.sandboxWebhookSecret,
    );
  });

  it('prefers SANDBOX_WEBHOOK_SECRET, and generates nothing in live mode', async () => {
    const dir = await dataDir();
    const secret = 'b'.repeat(40);
    expect(
      (await withSandboxWebhookSecret(loadConfig({ DATA_DIR: dir, SANDBOX_WEBHOOK_SECRET: secret })))
        .sandboxWebhookSecret,
    ).toBe(secret);
    expect(
      (await withSandboxWebhookSecret(loadConfig({ DATA_DIR: dir, PAYMENTS_MODE: 'live' })))
        .sandboxWebhookSecret,
    ).toBeUndefined();
    await expect(stat(sandboxWebhookSecretPath(dir))).rejects.toThrow();
  });

  it('refuses a stored secret that is too short', async () => {
    const dir = await dataDir();
    await writeFile(sandboxWebhookSecretPath(dir), 'short\n');
    await expect(withSandboxWebhookSecret(loadConfig({ DATA_DIR: dir }))).rejects.toThrow(
      /sandbox-webhook-secret/,
    );
  });
});
