import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, testConfig } from '@verba/core/config';
import { trackingSecretPath, withTrackingSecret } from './tracking-secret';

describe('withTrackingSecret', () => {
  it('generates one key per embedded installation, kept in DATA_DIR and reused', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'verba-tracking-'));
    const first = await withTrackingSecret(testConfig({ dataDir, trackingSecret: undefined }));
    const again = await withTrackingSecret(testConfig({ dataDir, trackingSecret: undefined }));
    expect(first.trackingSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(again.trackingSecret).toBe(first.trackingSecret);
    expect((await readFile(trackingSecretPath(dataDir), 'utf8')).trim()).toBe(first.trackingSecret);
    expect((await stat(trackingSecretPath(dataDir))).mode & 0o777).toBe(0o600);
  });

  it('keeps TRACKING_SECRET, and requires it on a PostgreSQL server', async () => {
    const set = 'x'.repeat(40);
    expect((await withTrackingSecret(testConfig({ trackingSecret: set }))).trackingSecret).toBe(set);
    await expect(
      withTrackingSecret(testConfig({ embedded: false, trackingSecret: undefined })),
    ).rejects.toThrow(ConfigError);
  });
});
