import { mkdirSync } from 'node:fs';
import type { ClickHouseRunner, InsertSettings } from './runner';

const parseRows = <Row>(text: string): Row[] =>
  text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Row);

/**
 * Embedded ClickHouse (chDB) with its data in `path`. libchdb binds one data directory per process,
 * so a process opens one of these at most. The library (~160 MB resident) is loaded only here, so
 * a process that uses a ClickHouse server, or only imports the types, never loads it.
 */
export async function createChdbRunner(path: string): Promise<ClickHouseRunner> {
  mkdirSync(path, { recursive: true });
  const { Session } = await import('chdb');
  const session = new Session(path);
  return {
    kind: 'chdb',
    async exec(sql) {
      await session.queryAsync(sql, { format: 'JSONEachRow' });
    },
    async query<Row>(sql: string, params?: Record<string, unknown>) {
      const result = params
        ? await session.queryBindAsync(sql, params, { format: 'JSONEachRow' })
        : await session.queryAsync(sql, { format: 'JSONEachRow' });
      return parseRows<Row>(result.text());
    },
    async insert(table: string, rows: readonly object[], settings?: InsertSettings) {
      if (rows.length === 0) return;
      const values = Buffer.from(rows.map((row) => JSON.stringify(row)).join('\n'));
      await session.insert({ table, values, format: 'JSONEachRow', ...(settings ? { settings } : {}) });
    },
    close() {
      session.close();
      return Promise.resolve();
    },
  };
}
