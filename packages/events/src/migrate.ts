import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClickHouseRunner } from './runner';

export const migrationsDir = join(import.meta.dirname, '..', 'migrations');

/** Splits a migration file into its statements (`;` at the end of a line ends one). */
export function statementsOf(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.length > 0);
}

/**
 * Applies the numbered .sql files of packages/events/migrations not yet recorded in
 * `schema_migrations`, in order; each once. Statements are `IF NOT EXISTS`, so a file interrupted
 * half-way is safely applied again.
 */
export async function migrateEventStore(runner: ClickHouseRunner, dir = migrationsDir): Promise<string[]> {
  await runner.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version String, applied_at DateTime64(3, 'UTC') DEFAULT now64(3))
     ENGINE = ReplacingMergeTree ORDER BY version`,
  );
  const applied = new Set(
    (await runner.query<{ version: string }>('SELECT version FROM schema_migrations FINAL')).map(
      (row) => row.version,
    ),
  );
  const files = readdirSync(dir)
    .filter((name) => /^\d+_[a-z0-9_]+\.sql$/.test(name))
    .sort();
  const done: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (applied.has(version)) continue;
    for (const statement of statementsOf(readFileSync(join(dir, file), 'utf8'))) await runner.exec(statement);
    await runner.insert('schema_migrations', [{ version }]);
    done.push(version);
  }
  return done;
}
