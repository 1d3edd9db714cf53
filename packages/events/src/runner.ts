/**
 * The few operations the event store needs from ClickHouse, the same SQL for the embedded chDB and a
 * server reached with @clickhouse/client. Parameters use ClickHouse's `{name:Type}` placeholders.
 */
export interface ClickHouseRunner {
  readonly kind: 'chdb' | 'clickhouse';
  /** Runs a statement that returns nothing (DDL, ALTER). */
  exec(sql: string): Promise<void>;
  /** Runs a SELECT and returns its rows (JSONEachRow; 64-bit integers may come as strings). */
  query<Row>(sql: string, params?: Record<string, unknown>): Promise<Row[]>;
  /** Inserts rows as JSONEachRow with the given settings (one block per partition). */
  insert(table: string, rows: readonly object[], settings?: InsertSettings): Promise<void>;
  close(): Promise<void>;
}

export type InsertSettings = Record<string, string | number>;
