import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '@verba/core/testing';
import { createSignedInUser } from '@verba/core/testing/factories';
import { startDelivery, type Delivery } from '@verba/bidder/compose/start-delivery';
import { createEventStore, type EventStore } from '@verba/events';
import { buildApp, type App } from './app';

/**
 * Outsiders' hostile bodies against `POST /openrtb2/bid` on the app's port (the embedded bidder, as
 * `npm start` runs it) while a signed-in user calls `GET /api/v1/users/me` (issue 25): 1 MB of
 * `[[[[…`, hundreds of bodies that never finish, and 10 MB bodies — sent by another process, over
 * real sockets. The API keeps answering within its budget, memory stays bounded, every 10 MB
 * sender reads its 413 (never a reset). Figures in docs/bid-endpoint.md.
 */

/** The attackers, in plain JavaScript for `node -e`: argv port, seconds; prints one JSON line. */
const attackers = String.raw`
const net = require('node:net');
const [port, seconds, deepLoops, slowLoops, bigLoops] = process.argv.slice(1).map(Number);
const until = Date.now() + seconds * 1000;
const mb = 1048576;
const head = (length) =>
  'POST /openrtb2/bid HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ' + length + '\r\n\r\n';
const deep = Buffer.from('['.repeat(mb / 2) + ']'.repeat(mb / 2));
const deepRequest = Buffer.concat([Buffer.from(head(deep.length)), deep]);
const slowRequest = Buffer.concat([Buffer.from(head(mb)), Buffer.alloc(900 * 1024, 0x20)]);
const big = Buffer.alloc(10 * mb, 0x20);
const bigRequest = Buffer.concat([Buffer.from(head(big.length)), big]);
const report = { deep: {}, slow: {}, big: {}, bigErrors: {}, slowOpen: 0, slowMaxOpen: 0 };
const count = (into, key) => (into[key] = (into[key] || 0) + 1);
const statusOf = (raw) => (/^HTTP\/1\.1 (\d{3})/.exec(raw) || [])[1] || 'none';

/** One request on a fresh connection, read to the server's close: resolves status and error code. */
function once(bytes, { stall = false } = {}) {
  return new Promise((resolve) => {
    let read = '';
    let error;
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => (read += chunk.toString('latin1')));
    socket.on('error', (e) => (error = e.code || e.message));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ status: statusOf(read), error });
    });
    // Past the end of the run, nobody waits for the server any more.
    const timer = setTimeout(() => socket.destroy(), Math.max(until - Date.now(), 0) + 500);
    if (stall) report.slowOpen++;
  });
}

async function loop(bytes, into, errors, options) {
  while (Date.now() < until) {
    const { status, error } = await once(bytes, options);
    if (options && options.stall) report.slowOpen--;
    if (Date.now() >= until && status === 'none') break;
    count(into, status);
    if (errors && error) count(errors, error);
  }
}

const loops = [];
for (let i = 0; i < deepLoops; i++) loops.push(loop(deepRequest, report.deep));
for (let i = 0; i < slowLoops; i++) loops.push(loop(slowRequest, report.slow, null, { stall: true }));
for (let i = 0; i < bigLoops; i++) loops.push(loop(bigRequest, report.big, report.bigErrors));
const sampler = setInterval(() => (report.slowMaxOpen = Math.max(report.slowMaxOpen, report.slowOpen)), 50);
Promise.all(loops).then(() => {
  clearInterval(sampler);
  process.stdout.write(JSON.stringify(report) + '\n');
});
`;

interface AttackReport {
  deep: Record<string, number>;
  slow: Record<string, number>;
  big: Record<string, number>;
  bigErrors: Record<string, number>;
  slowMaxOpen: number;
}

function runAttackers(port: number, seconds: number): Promise<AttackReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', attackers, String(port), String(seconds), ...(process.env.ATTACK_MIX ?? '4,300,2').split(',')],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim()) as AttackReport)
        : reject(new Error(`attackers exited ${code}`)),
    );
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

describe('hostile bid traffic against the app’s port', () => {
  let deps: TestDeps;
  let store: EventStore;
  let delivery: Delivery;
  let app: App;
  let port: number;
  let dataDir: string;
  let authorization: string;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    deps = await createTestDeps({ trackingSecret: 'a'.repeat(64) });
    dataDir = mkdtempSync(join(tmpdir(), 'verba-bid-attacks-'));
    store = await createEventStore({ dataDir });
    delivery = startDelivery({ deps, store });
    app = await buildApp({ deps, plugins: [delivery.plugin], serverFactory: delivery.serverFactory });
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    authorization = (await createSignedInUser({ db: deps.db })).headers.authorization;
  });
  afterAll(async () => {
    agent.destroy();
    await delivery?.stop();
    await app?.close();
    await store?.close();
    await deps?.database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** `GET /api/v1/users/me` on one kept-alive connection, as a browser does: its latency in ms. */
  const usersMe = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const call = request(
        { port, host: '127.0.0.1', path: '/api/v1/users/me', agent, headers: { authorization } },
        (response) => {
          response.resume();
          response.on('end', () =>
            response.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`users/me answered ${response.statusCode}`)),
          );
        },
      );
      call.on('error', reject);
      call.end();
    });

  /** users/me one after another for `ms`, with the memory of the process sampled meanwhile. */
  async function measure(ms: number) {
    const times: number[] = [];
    const base = process.memoryUsage();
    let rss = 0;
    let heap = 0;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      rss = Math.max(rss, now.rss - base.rss);
      heap = Math.max(heap, now.heapUsed - base.heapUsed);
    }, 50);
    const until = performance.now() + ms;
    while (performance.now() < until) times.push(await usersMe());
    clearInterval(sampler);
    times.sort((a, b) => a - b);
    const mb = (bytes: number) => Math.round(bytes / 1_048_576);
    return {
      calls: times.length,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      max: times.at(-1)!,
      rssGrowthMb: mb(rss),
      heapGrowthMb: mb(heap),
    };
  }

  it('bounds heads and requests on the app’s server, with the embedded bidder or without it', async () => {
    expect(app.server.headersTimeout).toBe(15_000);
    expect(app.server.requestTimeout).toBe(300_000);
    const alone = await buildApp({ deps }); // BIDDER_PORT set: the app without the bidder
    try {
      await alone.ready();
      expect(alone.server.headersTimeout).toBe(15_000);
      expect(alone.server.requestTimeout).toBe(300_000);
    } finally {
      await alone.close();
    }
  });

  it('keeps users/me fast, memory bounded and every 413 read while outsiders send hostile bodies', async () => {
    for (let i = 0; i < 50; i++) await usersMe(); // warm up
    const quiet = await measure(1_000);
    const attack = runAttackers(port, 9);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the attackers connect
    const loaded = await measure(7_000);
    const report = await attack;
    console.log(JSON.stringify({ quiet, loaded, attackers: report }));

    // Every deep body refused before JSON.parse (or, once slow bodies hold the 64 MB budget, 503;
    // or 408 when it did not arrive whole in 2 s); slow bodies cut at 2 s (408) or past the
    // budget (503); every 10 MB sender read its 413, none was reset.
    expect(Object.keys(report.deep).every((status) => ['400', '408', '503'].includes(status))).toBe(true);
    expect(report.deep['400']).toBeGreaterThan(0);
    expect(Object.keys(report.slow).every((status) => status === '408' || status === '503')).toBe(true);
    expect(report.slowMaxOpen).toBeGreaterThan(250);
    expect(report.bigErrors).toEqual({});
    expect(Object.keys(report.big)).toEqual(['413']);
    expect(report.big['413']).toBeGreaterThan(0);

    // Bounded memory: the bodies being read hold at most 64 MB together (300 slow bodies held
    // 276 MB before, for ever); the rest is sockets' buffers awaiting collection.
    expect(loaded.rssGrowthMb).toBeLessThan(200);
    expect(loaded.heapGrowthMb).toBeLessThan(64);
    // The API's latency. The target is 50 ms; on a shared 2-core machine (load ~20) this
    // in-process measure was 160–585 ms (quiet: 12–100 ms), so the default budget only catches a
    // return of the blocking parse (p95 0.8–2.3 s before). BID_ATTACK_P99_MS=50 on a quiet host.
    expect(loaded.p99).toBeLessThan(Number(process.env.BID_ATTACK_P99_MS ?? 1_000));
  });
});
