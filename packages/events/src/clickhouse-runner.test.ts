import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClickHouseRunner } from './clickhouse-runner';
import type { ClickHouseRunner } from './runner';

interface Seen {
  search: URLSearchParams;
  body: string;
}

// A stand-in for a ClickHouse server's HTTP interface: records what the client sends.
const seen: Seen[] = [];
const server = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    seen.push({ search: new URL(request.url ?? '/', 'http://x').searchParams, body });
    response.setHeader('Content-Type', 'text/plain');
    response.end(body.includes('SELECT') ? '{"id":"a"}\n{"id":"b"}\n' : '');
  });
});
let runner: ClickHouseRunner;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  runner = createClickHouseRunner(`http://127.0.0.1:${(server.address() as AddressInfo).port}/verba`);
});
afterAll(async () => {
  await runner.close();
  server.close();
});

it('sends the dedup settings of an insert and its rows as JSONEachRow to the URL database', async () => {
  await runner.insert('events', [{ id: 'a' }, { id: 'b' }], {
    insert_deduplication_token: 'token-1',
    deduplicate_blocks_in_dependent_materialized_views: 1,
  });
  const insert = seen.at(-1)!;
  expect(insert.search.get('database')).toBe('verba');
  expect(insert.search.get('insert_deduplication_token')).toBe('token-1');
  expect(insert.search.get('deduplicate_blocks_in_dependent_materialized_views')).toBe('1');
  expect(insert.search.get('query')).toMatch(/INSERT INTO events FORMAT JSONEachRow/);
  expect(
    insert.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown),
  ).toEqual([{ id: 'a' }, { id: 'b' }]);
});

it('binds query parameters server-side and parses JSONEachRow answers', async () => {
  const rows = await runner.query<{ id: string }>('SELECT id FROM events WHERE id IN {ids:Array(String)}', {
    ids: ['a', "b'c"],
  });
  expect(rows).toEqual([{ id: 'a' }, { id: 'b' }]);
  const query = seen.at(-1)!;
  expect(query.body).toContain('{ids:Array(String)}');
  expect(query.search.get('param_ids')).toBe("['a','b\\'c']");
});
