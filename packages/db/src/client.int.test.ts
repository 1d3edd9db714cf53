import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from './testing';
import { migrate } from './migrate';
import { queryRows, type Database } from './client';

describe('database factory', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('applies every migration once and seeds the roles', async () => {
    expect(await migrate(database.db)).toEqual([]);
    const roles = await queryRows<{ slug: string }>(database.db, sql`SELECT slug FROM roles ORDER BY id`);
    expect(roles.map((r) => r.slug)).toEqual(['manager', 'user_manager', 'user']);
  });
});
