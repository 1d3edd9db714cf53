import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '@verba/db';
import { dropMetaSandboxMemory, handleGraphRequest, metaSandboxSystemUserToken } from './graph-sandbox';
import { forgetLoadedMetaSandbox, loadMetaSandbox, saveMetaSandbox } from './persist';
import { accessTokenRequest, loginAnswer, metaSandboxAppId, metaSandboxAppSecret } from './facebook-login';

/** The Meta sandbox's state is in the database (migration 0062): it survives closing and reopening it. */
const dir = mkdtempSync(join(tmpdir(), 'verba-msbx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const secret = 'm'.repeat(64);
const now = new Date('2026-11-20T12:00:00Z');

describe('Meta sandbox state across a restart', () => {
  it('keeps the objects with their status history, and used codes', async () => {
    let database = await createDatabase({ dataDir: dir, migrate: true });
    await loadMetaSandbox(database.db, secret);
    const graph = (method: string, path: string, body?: Record<string, unknown>) =>
      handleGraphRequest({
        secret,
        now,
        request: {
          method,
          path,
          query: {},
          body,
          headers: { authorization: `Bearer ${metaSandboxSystemUserToken(secret)}` },
        },
      });
    const created = graph('POST', '/act_1000000000000001/campaigns', {
      name: 'Café · verba:1',
      objective: 'OUTCOME_AWARENESS',
      status: 'PAUSED',
      special_ad_categories: '[]',
    });
    expect(created.statusCode).toBe(200);
    const id = (created.body as { id: string }).id;
    expect(graph('POST', `/${id}`, { status: 'ACTIVE' }).statusCode).toBe(200);
    const redirect = `http://127.0.0.1:1/meta-oauth-redirect`;
    const code = new URL(
      loginAnswer({
        params: { client_id: metaSandboxAppId, redirect_uri: redirect, scope: 'pages_show_list' },
        secret,
        allow: true,
        pageIds: ['3000000000000011'],
        now,
      }),
    ).searchParams.get('code')!;
    const form = {
      client_id: metaSandboxAppId,
      client_secret: metaSandboxAppSecret(secret),
      redirect_uri: redirect,
      code,
    };
    expect(accessTokenRequest({ secret, form, now }).statusCode).toBe(200);
    await saveMetaSandbox(database.db, secret, now);
    await database.close();

    // A new process: nothing in memory, the database reopened.
    dropMetaSandboxMemory(secret);
    forgetLoadedMetaSandbox(secret);
    database = await createDatabase({ dataDir: dir, migrate: true });
    await loadMetaSandbox(database.db, secret);
    const read = graph('GET', `/${id}`, { fields: 'name,status,objective' });
    expect(read.body).toMatchObject({
      id,
      name: 'Café · verba:1',
      status: 'ACTIVE',
      objective: 'OUTCOME_AWARENESS',
    });
    // New ids keep counting after the stored ones.
    const next = graph('POST', '/act_1000000000000001/campaigns', {
      name: 'Outra · verba:2',
      objective: 'OUTCOME_TRAFFIC',
      status: 'PAUSED',
      special_ad_categories: '[]',
    });
    expect(BigInt((next.body as { id: string }).id)).toBeGreaterThan(BigInt(id));
    // The code exchanged before the restart stays spent.
    expect(accessTokenRequest({ secret, form, now }).body).toMatchObject({
      error: { code: 100, error_subcode: 36009 },
    });
    await database.close();
  });
});
