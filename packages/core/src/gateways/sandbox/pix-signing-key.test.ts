import { createPrivateKey } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../config';
import { pixSigningKeyPath, withPixSigningKey } from './pix-signing-key';

const dirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'verba-pix-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('withPixSigningKey', () => {
  it('generates an RSA 2048 key per installation at first start, readable by its owner only, and keeps it', async () => {
    const [one, two] = [await dataDir(), await dataDir()];
    const first = await withPixSigningKey(loadConfig({ DATA_DIR: one }));
    const key = createPrivateKey(first.pixSigningKey!);
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(await readFile(pixSigningKeyPath(one), 'utf8')).toBe(first.pixSigningKey);
    expect((await stat(pixSigningKeyPath(one))).mode & 0o777).toBe(0o600);
    expect((await withPixSigningKey(loadConfig({ DATA_DIR: one }))).pixSigningKey).toBe(first.pixSigningKey);
    expect((await withPixSigningKey(loadConfig({ DATA_DIR: two }))).pixSigningKey).not.toBe(
      first.pixSigningKey,
    );
  });

  it('prefers PIX_SIGNING_KEY, and generates nothing in live mode', async () => {
    const dir = await dataDir();
    const pem = testConfig().pixSigningKey!;
    expect((await withPixSigningKey(loadConfig({ DATA_DIR: dir, PIX_SIGNING_KEY: pem }))).pixSigningKey).toBe(
      pem,
    );
    expect(
      (await withPixSigningKey(loadConfig({ DATA_DIR: dir, PAYMENTS_MODE: 'live' }))).pixSigningKey,
    ).toBeUndefined();
    await expect(stat(pixSigningKeyPath(dir))).rejects.toThrow();
  });

  it('refuses a file that holds no key', async () => {
    const dir = await dataDir();
    await writeFile(pixSigningKeyPath(dir), 'garbage', { mode: 0o600 });
    await expect(withPixSigningKey(loadConfig({ DATA_DIR: dir }))).rejects.toThrow(
      /does not hold a Pix signing key/,
    );
  });
});
