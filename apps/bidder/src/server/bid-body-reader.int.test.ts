import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBodyReader, type BodyReader, type BodyReaderOptions } from './bid-body-reader';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server answering each body with its length, or the refusal (status 413, body the reason). */
async function serve(options: Partial<BodyReaderOptions> = {}) {
  const reader: BodyReader = createBodyReader({
    limitBytes: 1_000,
    deadlineMs: 300,
    drainBytes: 10_000,
    drainMs: 500,
    budgetBytes: 2_500,
    checkEveryMs: 20,
    ...options,
  });
  server = createServer((request, response) => {
    if (request.url === '/drain') {
      response.writeHead(401, { 'content-length': 4, connection: 'close' });
      response.write('nope');
      reader.drain(request, () => response.end());
      return;
    }
    reader.read(request, (read) => {
      if (read.ok) {
        response.end(String(read.body.length));
        return;
      }
      response.writeHead(413, { 'content-length': read.refusal.length, connection: 'close' });
      response.write(read.refusal);
      read.afterDrain(() => response.end());
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, reader };
}

/** Writes `bytes`, reads until the server closes (or `waitMs`): what was read, any socket error. */
function send(port: number, bytes: string | Buffer, waitMs = 2_000) {
  return new Promise<{ read: string; error?: string; closed: boolean }>((resolve) => {
    let read = '';
    let error: string | undefined;
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ read, error, closed: false });
    }, waitMs);
    socket.on('data', (chunk: Buffer) => (read += chunk.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ read, error, closed: true });
    });
  });
}

const head = (length: number, path = '/') =>
  `POST ${path} HTTP/1.1\r\nhost: x\r\ncontent-length: ${length}\r\nconnection: close\r\n\r\n`;
const bodyOf = (raw: string) => raw.split('\r\n\r\n')[1];

describe('createBodyReader', () => {
  it('reads a body up to the limit, and releases what it held', async () => {
    const { port, reader } = await serve();
    expect(bodyOf((await send(port, head(1_000) + 'x'.repeat(1_000))).read)).toBe('1000');
    expect(reader.pending()).toEqual({ bodies: 0, heldBytes: 0 });
  });

  it('refuses a body past the limit, drains the rest and then closes: no reset', async () => {
    const { port, reader } = await serve();
    const answer = await send(port, head(5_000) + 'x'.repeat(5_000));
    expect(answer).toMatchObject({ closed: true, error: undefined });
    expect(bodyOf(answer.read)).toBe('too_large');
    expect(reader.pending()).toEqual({ bodies: 0, heldBytes: 0 });
  });

  it('stops draining past drainBytes, and a stalled body after drainMs', async () => {
    const { port } = await serve();
    const started = performance.now();
    const stalled = await send(port, head(5_000) + 'x'.repeat(100));
    expect(bodyOf(stalled.read)).toBe('too_large');
    expect(stalled.closed).toBe(true);
    expect(performance.now() - started).toBeGreaterThan(450);
    const endless = await send(port, head(100_000) + 'x'.repeat(100_000));
    expect(bodyOf(endless.read)).toBe('too_large');
    expect(endless.closed).toBe(true);
  });

  it('times a body out at its deadline, releasing its bytes', async () => {
    const { port, reader } = await serve();
    const started = performance.now();
    const answer = await send(port, head(900) + 'x'.repeat(600));
    expect(bodyOf(answer.read)).toBe('timeout');
    expect(performance.now() - started).toBeGreaterThan(280);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(reader.pending()).toEqual({ bodies: 0, heldBytes: 0 });
  });

  it('refuses a body that would take the bodies being read past the budget', async () => {
    const { port, reader } = await serve();
    // Three slow bodies of 900 bytes: the third passes 2,500 held.
    const slow = [1, 2, 3].map(() => send(port, head(1_000) + 'x'.repeat(900)));
    const answers = await Promise.all(slow);
    expect(answers.map((a) => bodyOf(a.read)).sort()).toEqual(['busy', 'timeout', 'timeout']);
    expect(reader.pending()).toEqual({ bodies: 0, heldBytes: 0 });
    expect(bodyOf((await send(port, head(10) + 'x'.repeat(10))).read)).toBe('10');
  });

  it('drains a body it was not asked to read', async () => {
    const { port, reader } = await serve();
    const answer = await send(port, head(8_000, '/drain') + 'x'.repeat(8_000));
    expect(answer).toMatchObject({ closed: true, error: undefined });
    expect(bodyOf(answer.read)).toBe('nope');
    expect(reader.pending().bodies).toBe(0);
  });
});
