import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startClickHouseHttpInterface } from './testing/clickhouse-http-interface';
import { eventStoreCases } from './testing/event-store-cases';

// The CLICKHOUSE_URL path end to end — @clickhouse/client, its requests, parameters, settings and
// answers over HTTP — against ClickHouse's HTTP interface answered by ClickHouse (chDB) in this
// test's process: the same cases as on embedded chDB.
eventStoreCases(() => startClickHouseHttpInterface(mkdtempSync(join(tmpdir(), 'verba-clickhouse-http-'))));
