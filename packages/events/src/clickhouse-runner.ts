import { createClient } from '@clickhouse/client';
import type { ClickHouseRunner, InsertSettings } from './runner';

/** A ClickHouse server (or cluster endpoint) at `url`, e.g. `http://user:password@host:8123/verba`. */
export function createClickHouseRunner(url: string): ClickHouseRunner {
  const client = createClient({ url });
  return {
    kind: 'clickhouse',
    async exec(sql) {
      await client.command({ query: sql });
    },
    async query<Row>(sql: string, params?: Record<string, unknown>) {
      const result = await client.query({
        query: sql,
        format: 'JSONEachRow',
        ...(params ? { query_params: params } : {}),
      });
      return result.json<Row>();
    },
    async insert(table: string, rows: readonly object[], settings?: InsertSettings) {
      if (rows.length === 0) return;
      await client.insert({
        table,
        values: rows,
        format: 'JSONEachRow',
        ...(settings ? { clickhouse_settings: settings } : {}),
      });
    },
    close: () => client.close(),
  };
}
