import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { clientTypesFile, generateClientTypes } from './client-types';

/**
 * Issue 9: the SPA's API types (apps/web/src/api/schema.d.ts) are generated from the document the
 * app serves; the SPA's calls type-check against them (api/paths.ts). A route change without
 * `npm run openapi:types` leaves them stale, and this fails.
 */
describe('generated API client types', () => {
  let t: TestApp;
  let document: unknown;

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  it('match a fresh generation from the served document (run `npm run openapi:types`)', async () => {
    const fresh = await generateClientTypes(document);
    expect(fresh).toContain('export interface paths');
    expect(fresh).toContain("'/api/v1/payment-orders'");
    const checkedIn = await readFile(clientTypesFile, 'utf8');
    expect(checkedIn === fresh, `${clientTypesFile} is stale: run npm run openapi:types`).toBe(true);
  }, 120_000);
});
