import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

describe('main.ts', () => {
  it('exits non-zero with a clear message on a PostgreSQL server when PAYMENTS_MODE is not set', () => {
    // The port is closed on purpose: the config is refused before any connection is tried.
    const env = {
      PATH: process.env.PATH,
      DATABASE_URL: 'postgres://verba@127.0.0.1:9/verba',
      LOG_LEVEL: 'silent',
    };
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
    expect(run.stderr).toContain('PAYMENTS_MODE=sandbox or PAYMENTS_MODE=live');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
