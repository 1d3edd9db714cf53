import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '@verba/db';
import { handleAdsRequest } from './ads-api';
import { getGoogleSandboxKnobs, setGoogleSandboxKnobs } from './knobs';
import { revokeRequest, tokenRequest } from './oauth';
import { googleSandboxCredentials, googleSandboxOperatorRefreshToken } from './world';

/** The sandbox's state is in the database (migration 0051): it survives closing and reopening it. */
const dir = mkdtempSync(join(tmpdir(), 'verba-gsbx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const secret = 'r'.repeat(64);
const creds = googleSandboxCredentials(secret);
const now = new Date('2026-11-20T12:00:00Z');

describe('Google sandbox state across a restart', () => {
  it('keeps campaigns, revoked grants and knobs', async () => {
    const refresh = googleSandboxOperatorRefreshToken(secret);
    let database = await createDatabase({ dataDir: dir, migrate: true });
    const knobs = await setGoogleSandboxKnobs(database.db, { seed: 99, reviewDelaySeconds: 0 });
    const token = await tokenRequest({
      db: database.db,
      secret,
      now,
      knobs,
      authorization: undefined,
      form: {
        grant_type: 'refresh_token',
        refresh_token: refresh,
        client_id: creds.clientId,
        client_secret: creds.clientSecret,
      },
    });
    const access = String(token.body.access_token);
    const headers = {
      authorization: `Bearer ${access}`,
      'developer-token': creds.developerToken,
      'login-customer-id': creds.loginCustomerId,
    };
    const created = await handleAdsRequest({
      db: database.db,
      secret,
      now,
      request: {
        method: 'POST',
        path: `/customers/${creds.customerId}/campaignBudgets:mutate`,
        headers,
        body: { operations: [{ create: { name: 'Kept', amountMicros: '10000000' } }] },
      },
    });
    expect(created.statusCode).toBe(200);
    const other = googleSandboxOperatorRefreshToken(secret);
    expect((await revokeRequest({ db: database.db, secret, token: other, now })).statusCode).toBe(200);
    await database.close();

    database = await createDatabase({ dataDir: dir, migrate: true });
    expect((await getGoogleSandboxKnobs(database.db)).seed).toBe(99);
    const read = await handleAdsRequest({
      db: database.db,
      secret,
      now,
      request: {
        method: 'POST',
        path: `/customers/${creds.customerId}/googleAds:search`,
        headers,
        body: { query: 'SELECT campaign_budget.name, campaign_budget.amount_micros FROM campaign_budget' },
      },
    });
    expect((read.body as { results: unknown[] }).results).toEqual([
      {
        campaignBudget: {
          resourceName: expect.stringMatching(/^customers\/1000000002\/campaignBudgets\/\d+$/) as unknown,
          name: 'Kept',
          amountMicros: '10000000',
        },
      },
    ]);
    const revoked = await tokenRequest({
      db: database.db,
      secret,
      now,
      knobs,
      authorization: undefined,
      form: {
        grant_type: 'refresh_token',
        refresh_token: other,
        client_id: creds.clientId,
        client_secret: creds.clientSecret,
      },
    });
    expect(revoked.body).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
    await database.close();
  });
});
