import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

const migrationsDir = join(import.meta.dirname, '..', 'migrations');

/**
 * Applies migrations/NNNN_name.sql in order, each in its own transaction, recorded in
 * schema_migrations. An advisory lock keeps two processes from migrating at once.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274)`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = await queryRows<{ name: string }>(tx, sql`SELECT name FROM schema_migrations`);
    const doneNames = new Set(done.map((r) => r.name));
    for (const file of files) {
      if (doneNames.has(file)) continue;
      for (const statement of splitStatements(readFileSync(join(migrationsDir, file), 'utf8'))) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      applied.push(file);
    }
  });
  return applied;
}

/** Splits a script on `;` at the end of a line, leaving `$$ … $$` bodies whole. */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollarBody = false;
  for (const line of script.split('\n')) {
    if (line.trim().startsWith('--') && !inDollarBody) continue;
    current += line + '\n';
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollarBody = !inDollarBody;
    if (!inDollarBody && line.trimEnd().endsWith(';')) {
      if (current.trim()) statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
