import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawInsertFormat } from 'chdb';

/** URL parameters of ClickHouse's HTTP interface that are not settings. */
const notSettings = new Set([
  'query',
  'query_id',
  'database',
  'session_id',
  'default_format',
  'user',
  'password',
]);
const insertPattern = /^\s*INSERT\s+INTO\s+([\w.`]+)\s+FORMAT\s+(\w+)\s*$/i;
const errorPattern = /^Code: (\d+)\./;

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The status a ClickHouse server answers for an exception code (its HTTP handler's mapping, in part). */
const statusOf = (code: number) => ({ 60: 404, 81: 404, 62: 400, 47: 400, 456: 400 })[code] ?? 500;

export interface ClickHouseHttpInterface {
  /** `http://127.0.0.1:<port>`: what CLICKHOUSE_URL would hold for a server. */
  url: string;
  close(): Promise<void>;
}

/**
 * For the tests of the ClickHouse-server path (`CLICKHOUSE_URL`, @clickhouse/client) on a machine
 * where no ClickHouse server can be installed: the part of ClickHouse's HTTP interface the client
 * uses (`/ping`; POST with the query in the body or the `query` parameter and INSERT data in the
 * body; `database`; `param_*` bound by ClickHouse itself; any other parameter as a setting), every
 * statement executed by ClickHouse itself — chDB, in this process (so the process must not open
 * chDB otherwise). The server's defaults that differ from chDB's and that a client sees are
 * restored (64-bit integers quoted in JSON, TabSeparated output). Statements run one at a time.
 */
export async function startClickHouseHttpInterface(dataDir: string): Promise<ClickHouseHttpInterface> {
  mkdirSync(dataDir, { recursive: true });
  const { Session } = await import('chdb');
  const session = new Session(dataDir);
  await session.queryAsync('SET output_format_json_quote_64bit_integers = 1');
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  async function execute(search: URLSearchParams, body: Buffer): Promise<string> {
    const settings: [string, string][] = [];
    const statements = [`USE ${search.get('database') ?? 'default'}`];
    for (const [name, value] of search) {
      if (name.startsWith('param_')) statements.push(`SET ${name} = ${quote(value)}`);
      else if (!notSettings.has(name)) settings.push([name, value]);
    }
    for (const statement of statements) await session.queryAsync(statement);
    const urlQuery = search.get('query');
    const insert = urlQuery ? insertPattern.exec(urlQuery) : null;
    if (insert) {
      await session.insert({
        table: insert[1]!,
        values: body,
        format: insert[2] as RawInsertFormat,
        settings: Object.fromEntries(settings),
      });
      return '';
    }
    const sql = urlQuery ? `${urlQuery}\n${body.toString('utf8')}` : body.toString('utf8');
    for (const [name, value] of settings) await session.queryAsync(`SET ${name} = ${quote(value)}`);
    try {
      const result = await session.queryAsync(sql, {
        format: search.get('default_format') ?? 'TabSeparated',
      });
      return result.text();
    } finally {
      for (const [name] of settings) await session.queryAsync(`SET ${name} = DEFAULT`);
    }
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://clickhouse');
    if (url.pathname === '/ping') return response.end('Ok.\n');
    const body = await readBody(request);
    const queryId = url.searchParams.get('query_id') ?? '';
    try {
      const text = await oneAtATime(() => execute(url.searchParams, body));
      response.writeHead(200, {
        'content-type': 'text/plain; charset=UTF-8',
        'x-clickhouse-query-id': queryId,
        'x-clickhouse-summary': JSON.stringify({ read_rows: '0', written_rows: '0', elapsed_ns: '0' }),
      });
      response.end(text);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const code = Number(errorPattern.exec(message)?.[1] ?? 1000);
      response.writeHead(statusOf(code), {
        'content-type': 'text/plain; charset=UTF-8',
        'x-clickhouse-exception-code': String(code),
        'x-clickhouse-query-id': queryId,
      });
      response.end(
        errorPattern.test(message) ? `${message}\n` : `Code: ${code}. DB::Exception: ${message}\n`,
      );
    }
  }

  // A server takes URIs up to http_max_uri_size (1 MiB by default): the shipper's id check binds
  // a segment's ids in the URL, far past Node's 16 KB default under load.
  const server = createServer(
    { maxHeaderSize: 1_048_576 },
    // A client that goes away mid-request (a bidder killed by a test) only loses its connection.
    (request, response) => void answer(request, response).catch(() => response.destroy()),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
      session.close();
    },
  };
}
