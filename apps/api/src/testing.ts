import { createTestDeps, type TestDeps } from '@verba/core/testing';
import type { Config, Deps } from '@verba/core';
import { buildApp, type App } from './app';

export interface TestApp {
  app: App;
  deps: TestDeps;
  close(): Promise<void>;
}

/** Parts a test may plug in (a fake event store, fake bidder diagnostics, channel connectors). */
export type TestAppParts = Pick<Deps, 'events' | 'deliveryDiagnostics' | 'channelConnectors'>;

/** A real app on a fresh database (PGlite, or the PostgreSQL server of DATABASE_URL). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  parts: TestAppParts = {},
): Promise<TestApp> {
  const deps = Object.assign(await createTestDeps(overrides), parts);
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
