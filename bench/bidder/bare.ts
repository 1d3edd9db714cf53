import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { bidBodyLimitBytes, parseJsonBody } from '@verba/bidder/server/bid-body';
import { bidListener } from '@verba/bidder/server/bid-server';
import { createExchangeRegistry } from '@verba/bidder/server/exchange-registry';
import { benchExchange, benchExchangeBidPath } from './bench-exchange';

/**
 * The baseline: a bare node:http server that reads the POSTed body and answers a fixed body of
 * the size of the bidder's bid answers (an upper bound: the bidder answers some requests 204).
 */
export async function startBareServer(body: string) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/openrtb2/bid`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What the bid route would cost on Fastify: its routing, hooks and reply pipeline with the bid
 * route's body reading (any content type, buffer, nesting scan, strict UTF-8, JSON.parse)
 * answering the same fixed body — no OpenRTB parse, no auction. (The bid route itself is served
 * ahead of Fastify.)
 */
export async function startFastifyFloor(body: string) {
  const app = Fastify({ logger: false });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: bidBodyLimitBytes },
      (_request, body: Buffer, done) => {
        let json: unknown;
        try {
          json = parseJsonBody(body);
        } catch (error) {
          done(error as Error, undefined);
          return;
        }
        done(null, json);
      },
    );
    scope.post('/openrtb2/bid', (_request, reply) =>
      reply.header('content-type', 'application/json').send(body),
    );
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/openrtb2/bid`, close: () => app.close() };
}

/**
 * The bid route's own serving path (node:http, the body read as bytes within its limits, nesting
 * scan, strict UTF-8, JSON.parse) answering the same fixed body: what any bidder that reads JSON
 * pays before its OpenRTB parse and auction — the ceiling of the bid route's ratio on this machine.
 */
export async function startParseFloor(body: string) {
  const serveBid = bidListener({
    route: {
      answer: () => Promise.resolve({ status: 200, version: '2.6', body, close: false }),
      malformedBody: () => ({ status: 400, version: undefined, body: '{}', close: true }),
      refusedBody: (_start, status, refused) => ({ status, version: undefined, body: refused, close: false }),
    },
    clock: () => performance.now(),
    onError: () => {},
    // The same exchange authentication as the bid route: the floor is the serving path whole.
    exchanges: createExchangeRegistry([benchExchange]),
    onRefused: () => {},
  });
  const server = createServer(serveBid);
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${benchExchangeBidPath}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
