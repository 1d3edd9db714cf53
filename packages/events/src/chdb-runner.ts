import { mkdirSync } from 'node:fs';
import { Session } from 'chdb';
import type { ClickHouseRunner, InsertSettings } from './runner';

const parseRows = <Row>(text: string): Row[] =>
  text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Row);

/**
 * Embedded ClickHouse (chDB) with its data in `path`. libchdb binds one data directory per process,
 * so a process opens one of these at most.
 */
export function createChdbRunner(path: string): ClickHouseRunner {
  mkdirSync(path, { recursive: true });
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
