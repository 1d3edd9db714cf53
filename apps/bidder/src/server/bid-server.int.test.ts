import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenRtbBidResponse } from './bid-route';
import { startBidderServer } from './bidder-server';
import { bidRequest, liveStrategy } from './testing/fake-ports';
import { createTestBidder, testExchangeBidPath, type TestBidder } from './testing/test-bidder';

let t: TestBidder;
afterEach(async () => {
  await t?.close();
});

const portOf = (url: string) => Number(new URL(url).port);

/** Writes raw bytes on a fresh connection and reads until the server closes it or `waitMs` passes. */
function exchange(url: string, bytes: Buffer | string, waitMs = 500): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(portOf(url), '127.0.0.1', () => socket.write(bytes));
    let read = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(read);
    }, waitMs);
    socket.on('data', (chunk: Buffer) => (read += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(read);
    });
  });
}

/** A whole request written at once, read to the close: what was read, and any socket error. */
function sendWhole(url: string, bytes: Buffer): Promise<{ read: string; error: string | undefined }> {
  return new Promise((resolve) => {
    let read = '';
    let error: string | undefined;
    const socket = connect(portOf(url), '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => (read += chunk.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ read, error }));
  });
}

/** `levels` nested objects: `{"a":{"a":…{}}}`. */
const nest = (levels: number): Record<string, unknown> => (levels <= 1 ? {} : { a: nest(levels - 1) });

const postHead = (length: number | null, extra = '') =>
  `POST ${testExchangeBidPath} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n${
    length === null ? 'transfer-encoding: chunked\r\n' : `content-length: ${length}\r\n`
  }${extra}\r\n`;

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(raw.split('\r\n\r\n')[0]!)?.[1]?.trim();
const minute = () => t.bidder.metrics.snapshot(t.clock.now).at(-1)!;

describe('POST /openrtb2/bid on node:http, ahead of Fastify', () => {
  it('refuses a declared length over 1 MB at once: 413 too_large, connection closed, counted', async () => {
    t = await createTestBidder();
    const raw = await exchange(t.url, postHead(1_048_577) + '{"id":');
    expect(statusOf(raw)).toBe(413);
    expect(headerOf(raw, 'connection')).toBe('close');
    expect(raw.endsWith('{"error":"too_large"}')).toBe(true);
    expect(minute()).toMatchObject({ requests: 1, malformed: 1 });
    expect((await t.bid(bidRequest())).statusCode).toBe(200);
  });

  it('refuses a chunked body once it passes 1 MB, without waiting for its end', async () => {
    t = await createTestBidder();
    const chunk = 'x'.repeat(64 * 1024);
    const chunks = Array.from({ length: 17 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const raw = await exchange(t.url, postHead(null) + chunks);
    expect(statusOf(raw)).toBe(413);
    expect(headerOf(raw, 'connection')).toBe('close');
    expect(minute()).toMatchObject({ malformed: 1 });
  });

  it('lets a client sending 10 MB read its 413, declared or chunked: 10 of 10 tries, never a reset', async () => {
    t = await createTestBidder();
    const tenMb = Buffer.alloc(10 * 1_048_576, 0x20);
    const chunked = Buffer.concat([
      Buffer.from(postHead(null)),
      ...Array.from({ length: 10 }, () => [
        Buffer.from(`${(1_048_576).toString(16)}\r\n`),
        tenMb.subarray(0, 1_048_576),
        Buffer.from('\r\n'),
      ]).flat(),
      Buffer.from('0\r\n\r\n'),
    ]);
    const declared = Buffer.concat([Buffer.from(postHead(tenMb.length)), tenMb]);
    for (const bytes of [declared, chunked]) {
      const tries = await Promise.all(Array.from({ length: 10 }, () => sendWhole(t.url, bytes)));
      expect(tries.map((r) => r.error)).toEqual(Array(10).fill(undefined));
      expect(tries.map((r) => statusOf(r.read))).toEqual(Array(10).fill(413));
      expect(tries.every((r) => r.read.endsWith('{"error":"too_large"}'))).toBe(true);
    }
    expect(minute()).toMatchObject({ requests: 20, malformed: 20 });
  });

  it('refuses a body nesting deeper than 32 levels before JSON.parse: 400 malformed, in microseconds', async () => {
    t = await createTestBidder();
    const deep = '['.repeat(524_288) + ']'.repeat(524_288);
    const started = performance.now();
    const raw = await exchange(t.url, postHead(deep.length) + deep);
    expect(performance.now() - started).toBeLessThan(400); // JSON.parse alone takes 0.3–1 s
    expect(statusOf(raw)).toBe(400);
    expect(raw.endsWith('{"error":"malformed"}')).toBe(true);
    const nested = (levels: number) => JSON.stringify(bidRequest({ ext: nest(levels - 1) }));
    expect((await t.bid(nested(33))).statusCode).toBe(400); // request → ext → … 33 levels
    expect((await t.bid(nested(32))).statusCode).toBe(200);
    // Brackets and escaped quotes inside strings are not nesting.
    const inStrings = bidRequest({ ext: { note: '[[[[{{{{'.repeat(20) + '\\"[[[[' + '"\\'.repeat(3) } });
    expect((await t.bid(JSON.stringify(inStrings))).statusCode).toBe(200);
    expect(minute()).toMatchObject({ requests: 4, malformed: 2, bids: 2 });
  });

  it('answers a body that does not arrive within 2 s with 408 and closes the connection', async () => {
    t = await createTestBidder();
    const started = performance.now();
    const raw = await exchange(t.url, postHead(100) + '{"id":"slow",', 4_000);
    const waited = performance.now() - started;
    expect(statusOf(raw)).toBe(408);
    expect(headerOf(raw, 'connection')).toBe('close');
    expect(raw.endsWith('{"error":"timeout"}')).toBe(true);
    expect(waited).toBeGreaterThan(1_900);
    expect(waited).toBeLessThan(3_000);
    expect(minute()).toMatchObject({ requests: 1, malformed: 1 });
  });

  it('answers a body of exactly 1 MB', async () => {
    t = await createTestBidder();
    const body = JSON.stringify(bidRequest());
    const padded = body.slice(0, -1) + `,"pad":"${'x'.repeat(1_048_576 - body.length - 9)}"}`;
    expect(Buffer.byteLength(padded)).toBe(1_048_576);
    expect((await t.bid(padded)).statusCode).toBe(200);
  });

  it('answers bodies that are not UTF-8 or not JSON with 400, closing the connection, without the version', async () => {
    t = await createTestBidder();
    const notUtf8 = Buffer.from([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    for (const body of [notUtf8, Buffer.from('{"id": "x", "imp": ['), Buffer.alloc(0)]) {
      const raw = await exchange(
        t.url,
        Buffer.concat([Buffer.from(postHead(body.length, 'x-openrtb-version: 2.6\r\n')), body]),
      );
      expect(statusOf(raw)).toBe(400);
      expect(headerOf(raw, 'connection')).toBe('close');
      expect(headerOf(raw, 'x-openrtb-version')).toBeUndefined();
      expect(headerOf(raw, 'content-length')).toBe('21');
    }
    expect(minute()).toMatchObject({ requests: 3, malformed: 3 });
  });

  it('reads a body split across chunks, a multi-byte character cut between them', async () => {
    t = await createTestBidder();
    const body = Buffer.from(JSON.stringify(bidRequest({ id: 'pedido-ação' })));
    const cut = body.indexOf('ç') + 1; // between the two bytes of "ç"
    const chunked = (part: Buffer) =>
      Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]);
    const raw = await exchange(
      t.url,
      Buffer.concat([
        Buffer.from(postHead(null)),
        chunked(body.subarray(0, cut)),
        chunked(body.subarray(cut)),
        Buffer.from('0\r\n\r\n'),
      ]),
      200,
    );
    expect(statusOf(raw)).toBe(200);
    expect(Buffer.from(raw, 'latin1').toString('utf8')).toContain('"id":"pedido-ação"');
  });

  it('takes a body with a UTF-8 byte order mark, and any content type', async () => {
    t = await createTestBidder();
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(bidRequest()))]);
    expect((await t.bid(body, { 'content-type': 'text/plain' })).statusCode).toBe(200);
  });

  it('serves the path with a query string; other methods and paths stay with Fastify', async () => {
    t = await createTestBidder();
    const withQuery = await fetch(`${t.url}${testExchangeBidPath}?exchange=x`, {
      method: 'POST',
      body: JSON.stringify(bidRequest()),
    });
    expect(withQuery.status).toBe(200);
    // No exchange in the path: no credentials (issue 25), counted apart from the requests.
    const anonymous = await fetch(`${t.url}/openrtb2/bid?exchange=x`, {
      method: 'POST',
      body: JSON.stringify(bidRequest()),
    });
    expect(anonymous.status).toBe(401);
    const get = await fetch(`${t.url}/openrtb2/bid`);
    expect(get.status).toBe(404);
    expect(await get.json()).toMatchObject({ message: 'Route GET:/openrtb2/bid not found' });
    const trailing = await fetch(`${t.url}/openrtb2/bid/`, { method: 'POST', body: '{}' });
    expect(trailing.status).toBe(404);
    // The tracking routes: Fastify's (a forged token is refused there).
    expect((await fetch(`${t.url}/t/v1/imp?t=forged`)).status).toBe(400);
    expect(minute().requests).toBe(1);
  });

  it('keeps the connection alive across bid answers', async () => {
    t = await createTestBidder();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: unknown) =>
      new Promise<{ status: number; reused: boolean; text: string }>((resolve, reject) => {
        const payload = JSON.stringify(body);
        const req = httpRequest(
          `${t.url}${testExchangeBidPath}`,
          { method: 'POST', agent, headers: { 'content-length': Buffer.byteLength(payload) } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket, text }));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    try {
      const answers = [];
      answers.push(await post(bidRequest()));
      answers.push(await post(bidRequest({ imp: [{ id: '1', banner: { w: 728, h: 90 } }] })));
      answers.push(await post({ id: 'x' }));
      answers.push(await post(bidRequest()));
      expect(answers.map((a) => a.status)).toEqual([200, 204, 400, 200]);
      expect(answers.map((a) => a.reused)).toEqual([false, true, true, true]);
    } finally {
      agent.destroy();
    }
  });

  it('answers concurrent requests each with its own answer', async () => {
    t = await createTestBidder({ budgets: { 'campaign-1': 1_000_000_000 } });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.bid(bidRequest({ id: `req-${i}`, user: { buyeruid: `u${i}` } })),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.map((a) => a.json<OpenRtbBidResponse>().id)).toEqual(
      Array.from({ length: 40 }, (_, i) => `req-${i}`),
    );
    expect(minute()).toMatchObject({ requests: 40, bids: 40 });
  });

  it('answers requests pipelined on one connection in order, each its own answer', async () => {
    t = await createTestBidder({ budgets: { 'campaign-1': 1_000_000_000 } });
    const bodies = [
      JSON.stringify(bidRequest({ id: 'first' })),
      JSON.stringify(bidRequest({ id: 'no-size', imp: [{ id: '1', banner: { w: 728, h: 90 } }] })),
      JSON.stringify(bidRequest({ id: 'last', user: { buyeruid: 'u2' } })),
      // Malformed, last: its 400 closes the connection.
      '{"id":',
    ];
    // Written at once: read in one turn, answered in order whatever batches they fall in.
    const raw = await exchange(t.url, bodies.map((body) => postHead(Buffer.byteLength(body)) + body).join(''));
    const statuses = [...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    expect(statuses).toEqual([200, 204, 200, 400]);
    const ids = [...raw.matchAll(/\{"id":"(first|last)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['first', 'last']);
    expect(minute()).toMatchObject({ requests: 4, bids: 2, malformed: 1 });
  });

  it('lives on when the client leaves before the answer', async () => {
    t = await createTestBidder({
      strategies: [liveStrategy({ frequencyCap: { count: 1, period: 1, unit: 'DAYS' } })],
      options: {
        caps: {
          kind: 'redis',
          counts: () => new Promise<number[]>((resolve) => setTimeout(() => resolve([0]), 100)),
          increment: () => Promise.resolve(),
          close: () => Promise.resolve(),
        },
      },
    });
    const body = JSON.stringify(bidRequest());
    const raw = await exchange(t.url, postHead(Buffer.byteLength(body)) + body, 20);
    expect(raw).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await t.bid(bidRequest())).statusCode).toBe(200);
    expect(t.bidder.metrics.failures()).toEqual({});
  });

  it('answers a version header of non-ASCII bytes (obs-text), echoing it, never a 5xx', async () => {
    t = await createTestBidder();
    const body = JSON.stringify(bidRequest());
    const raw = await exchange(
      t.url,
      Buffer.concat([
        Buffer.from(postHead(Buffer.byteLength(body), 'x-openrtb-version: 2.6\u00e9\r\n'), 'latin1'),
        Buffer.from(body),
      ]),
      200,
    );
    expect(statusOf(raw)).toBe(200);
    expect(headerOf(raw, 'x-openrtb-version')).toMatch(/^2\.6./);
  });
});

describe('x-openrtb-version on the answer', () => {
  it('echoes the request’s, else gives the version the body was read as; an empty one is not echoed', async () => {
    t = await createTestBidder();
    const post = (version: string | null) => {
      const body = JSON.stringify(bidRequest());
      return exchange(
        t.url,
        postHead(Buffer.byteLength(body), version === null ? '' : `x-openrtb-version: ${version}\r\n`) + body,
        200,
      );
    };
    expect(headerOf(await post('2.5'), 'x-openrtb-version')).toBe('2.5');
    expect(headerOf(await post(null), 'x-openrtb-version')).toBe('2.6');
    const empty = await post('');
    expect(statusOf(empty)).toBe(200);
    expect(headerOf(empty, 'x-openrtb-version')).toBeUndefined();
  });
});

describe('the server of the bidder process', () => {
  it('bounds the time to send a head and a request, checked every second, and keeps connections alive', async () => {
    t = await createTestBidder();
    const server = await startBidderServer({ bidder: t.bidder, port: 0, host: '127.0.0.1' });
    try {
      expect(server.app.server.keepAliveTimeout).toBe(65_000);
      expect(server.app.server.headersTimeout).toBe(5_000);
      expect(server.app.server.requestTimeout).toBe(10_000);
      const answer = await fetch(`${server.address}${testExchangeBidPath}`, {
        method: 'POST',
        body: JSON.stringify(bidRequest()),
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('keep-alive')).toBe('timeout=65');
      // A head that never ends is answered 408 and closed after 5 s (not Node's 60 s).
      const started = performance.now();
      const raw = await exchange(server.address, 'GET /healthz HTTP/1.1\r\nhost: x\r\n', 8_000);
      expect(statusOf(raw)).toBe(408);
      expect(performance.now() - started).toBeLessThan(7_000);
    } finally {
      await server.close();
    }
  });

  it('bounds a request on any server built with the factory, even when Fastify asks for no limit', async () => {
    t = await createTestBidder();
    expect(t.app.server.requestTimeout).toBe(300_000);
    expect(t.app.server.headersTimeout).toBe(15_000);
  });
});
