import pino from 'pino';
import { createTestDatabase } from '@verba/db/testing';
import type { Database } from '@verba/db';
import { testConfig, type Config } from './config';
import type { Deps } from './deps';

export interface TestDeps extends Deps {
  database: Database;
  /** Moves the test clock forward. */
  advance(ms: number): void;
}

/** Deps on a fresh migrated database with a controllable clock, for integration tests. */
export async function createTestDeps(overrides: Partial<Config> = {}): Promise<TestDeps> {
  const database = await createTestDatabase();
  // VERBA_TEST_CLOCK_SHIFT_MS starts the test clock elsewhere (e.g. just before midnight in São Paulo)
  // to look for tests that assume the day does not change while they advance the clock.
  let offset = Number(process.env.VERBA_TEST_CLOCK_SHIFT_MS ?? 0);
  return {
    database,
    db: database.db,
    config: testConfig(overrides),
    logger: pino({ level: 'silent' }),
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}
