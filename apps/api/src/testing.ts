import { createTestDeps, type TestDeps } from '@verba/core/testing';
import type { Config } from '@verba/core';
import { buildApp, type App } from './app';

export interface TestApp {
  app: App;
  deps: TestDeps;
  close(): Promise<void>;
}

/** A real app on a fresh database (PGlite, or the PostgreSQL server of DATABASE_URL). */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const deps = await createTestDeps(overrides);
  const app = await buildApp({ deps, strictResponses: true });
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await deps.database.close();
    },
  };
}
