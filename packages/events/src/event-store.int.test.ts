import { eventStoreCases } from './testing/event-store-cases';

// On embedded chDB; with CLICKHOUSE_TEST_URL (a ClickHouse server, e.g. http://default:@127.0.0.1:8123)
// the same cases run through @clickhouse/client in a fresh database of that server.
const serverUrl = process.env.CLICKHOUSE_TEST_URL;
eventStoreCases(
  serverUrl ? () => Promise.resolve({ url: serverUrl, close: () => Promise.resolve() }) : undefined,
);
