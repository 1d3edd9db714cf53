import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory, FastifyServerFactoryHandler } from 'fastify';
import { bidBodyLimitBytes, parseJsonBody } from './bid-body';
import type { BidAnswer, BidExchange, BidRoute } from './bid-route';
import {
  authenticateBid,
  refusalStatus,
  signatureMatches,
  type ExchangeRefusal,
  type ExchangeRegistry,
} from './exchange-registry';

export const bidPath = '/openrtb2/bid';
const bidPathWithQuery = `${bidPath}?`;

/** Headers set on every answer of the server, whatever the route (the app's security headers). */
export type AnswerHeaders = Readonly<Record<string, string>>;

/** `/openrtb2/bid/x/<slug>[/<secret>]`: a registered exchange's bid path (issue 25). */
const exchangeBidPrefix = `${bidPath}/x/`;

const isBidRequest = (request: IncomingMessage) =>
  request.method === 'POST' &&
  (request.url === bidPath ||
    (request.url?.startsWith(bidPathWithQuery) ?? false) ||
    (request.url?.startsWith(exchangeBidPrefix) ?? false));

const refusalBodies = Object.fromEntries(
  (Object.keys(refusalStatus) as ExchangeRefusal[]).map((reason) => [
    reason,
    JSON.stringify({ error: reason }),
  ]),
) as Record<ExchangeRefusal, string>;

/**
 * `POST /openrtb2/bid` on node:http, without Fastify's routing, hooks, content-type parsing and
 * reply pipeline (7–12 % of a bid's CPU): the body is read as bytes up to 1 MB, the answer
 * written with its length in one `writeHead` + `end`. Every other request is Fastify's.
 */
export function bidListener({
  route,
  clock,
  headers = {},
  onError,
  exchanges,
  now = Date.now,
  onRefused,
}: {
  route: BidRoute;
  clock: () => number;
  headers?: AnswerHeaders;
  onError: (error: unknown, where: string) => void;
  /** Only registered active exchanges are answered (issue 25); everything else is 401/403/404. */
  exchanges: ExchangeRegistry;
  /** Wall clock (ms) for signed requests' timestamps. */
  now?: () => number;
  /** Counts a refused request by reason (the bidder metrics). */
  onRefused: (reason: ExchangeRefusal) => void;
}) {
  const fixed = Object.entries(headers).flat();

  /** Never throws: it runs in a promise's callback, where a throw would be an unhandled rejection. */
  function write(response: ServerResponse, answer: BidAnswer) {
    // The client went away (or a body too large was already answered): nothing to write.
    if (response.headersSent || response.destroyed) return;
    const head = fixed.slice();
    if (answer.version !== undefined) head.push('x-openrtb-version', answer.version);
    if (answer.status !== 204)
      head.push(
        'content-type',
        'application/json; charset=utf-8',
        'content-length',
        String(Buffer.byteLength(answer.body)),
      );
    if (answer.close) head.push('connection', 'close');
    try {
      response.writeHead(answer.status, head).end(answer.body);
    } catch (error) {
      // A header Node refuses (a version echoed with characters it will not send): a plain no-bid.
      onError(error, 'bid_answer');
      if (!response.headersSent) response.writeHead(204, fixed).end();
    }
  }

  /**
   * A caller that is not a registered active exchange: 401/403/404 and counted, never a bid. The
   * body is drained unread (never parsed) and the answer written once the client has sent it, so
   * the client reads the answer rather than a reset; a body over the limit closes the connection.
   */
  function refuse(request: IncomingMessage, response: ServerResponse, reason: ExchangeRefusal) {
    onRefused(reason);
    const answer = () => {
      if (response.headersSent || response.destroyed) return;
      const body = refusalBodies[reason];
      response
        .writeHead(refusalStatus[reason], [
          ...fixed,
          'content-type',
          'application/json; charset=utf-8',
          'content-length',
          String(body.length),
          ...(drained > bidBodyLimitBytes ? ['connection', 'close'] : []),
        ])
        .end(body);
    };
    let drained = 0;
    if (request.readableEnded) {
      answer();
      return;
    }
    request.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > bidBodyLimitBytes) answer();
    });
    request.on('end', answer);
    request.on('error', answer);
    request.resume();
  }

  function answerBody(
    response: ServerResponse,
    body: Buffer,
    version: string | undefined,
    start: number,
    exchange: BidExchange,
  ) {
    let json: unknown;
    try {
      json = parseJsonBody(body);
    } catch {
      write(response, route.malformedBody(start));
      return;
    }
    const answered = route.answer(json, version, start, exchange);
    if (answered instanceof Promise) void answered.then((answer) => write(response, answer));
    else write(response, answered);
  }

  return function serveBid(request: IncomingMessage, response: ServerResponse) {
    const start = clock();
    // Who is calling, before anything of the body is read (path, peer address, signature headers).
    const auth = authenticateBid(
      exchanges,
      request.url ?? '',
      request.socket.remoteAddress,
      request.headers,
      now(),
    );
    if (!auth.ok) {
      refuse(request, response, auth.reason);
      return;
    }
    if (Number(request.headers['content-length']) > bidBodyLimitBytes) {
      write(response, route.malformedBody(start));
      return;
    }
    const header = request.headers['x-openrtb-version'];
    const version = typeof header === 'string' ? header : undefined;
    const chunks: Buffer[] = [];
    let length = 0;
    let done = false;
    request.on('data', (chunk: Buffer) => {
      if (done) return;
      length += chunk.length;
      if (length > bidBodyLimitBytes) {
        done = true;
        chunks.length = 0;
        write(response, route.malformedBody(start));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (done) return;
      done = true;
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length);
      if (auth.signature !== null && !signatureMatches(auth.exchange, auth.signature, body)) {
        onRefused('bad_signature');
        write(response, route.refusedBody(start, 403, refusalBodies.bad_signature));
        return;
      }
      answerBody(response, body, version, start, auth.exchange.bid);
    });
    request.on('error', () => {
      if (done) return;
      done = true;
      write(response, route.malformedBody(start));
    });
  };
}

/**
 * Fastify's `serverFactory`: the node:http server Fastify would build (its timeouts included, which
 * Fastify leaves to the factory) with the bid route answered ahead of Fastify's handler.
 */
export function serverFactoryWithBids(serveBid: ReturnType<typeof bidListener>): FastifyServerFactory {
  return (fastifyHandler: FastifyServerFactoryHandler, options: Record<string, unknown>) => {
    const settings = options as {
      http?: ServerOptions;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
      maxRequestsPerSocket: number;
    };
    const server = createServer(settings.http ?? {}, (request, response) => {
      if (isBidRequest(request)) serveBid(request, response);
      else fastifyHandler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
