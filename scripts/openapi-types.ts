/**
 * `npm run openapi:types`: writes apps/web/src/api/schema.d.ts from the OpenAPI document the API
 * serves (a throw-away app on an in-memory database). `--check` only compares, and fails when the
 * checked-in file is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createTestApp } from '../apps/api/src/testing';
import { clientTypesFile, generateClientTypes } from '../apps/api/src/openapi/client-types';

const t = await createTestApp();
const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
await t.close();
const fresh = await generateClientTypes(res.json());

if (process.argv.includes('--check')) {
  const current = await readFile(clientTypesFile, 'utf8').catch(() => '');
  if (current !== fresh) {
    console.error(`${clientTypesFile} is stale: run npm run openapi:types`);
    process.exit(1);
  }
  console.log('API client types are up to date.');
} else {
  await writeFile(clientTypesFile, fresh);
  console.log(`Wrote ${clientTypesFile}`);
}
