import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory, FastifyServerFactoryHandler } from 'fastify';
import { bidBodyLimitBytes, parseJsonBody } from './bid-body';
import { createBodyReader, type BodyRead, type BodyReaderOptions } from './bid-body-reader';
import type { BidAnswer, BidExchange, BidRoute } from './bid-route';
import {
  authenticateBid,
  refusalStatus,
  signatureMatches,
  type ExchangeRefusal,
  type ExchangeRegistry,
} from './exchange-registry';
import { turnBatches } from './turn-batches';

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
 * How the bid route reads bodies: 1 MB at most, whole within 2 s of the request's head (exchanges
 * send a 2–10 KB body in milliseconds; a slow one holds memory), 64 MB for all the bodies being
 * read at once (past it: 503), and an over-limit body drained up to 16 MB more or 5 s after its
 * 413 so the client reads the answer rather than a reset.
 */
export const bidBodyReading: BodyReaderOptions = {
  limitBytes: bidBodyLimitBytes,
  deadlineMs: 2_000,
  drainBytes: 16 * 1_048_576,
  drainMs: 5_000,
  budgetBytes: 64 * 1_048_576,
};

/** The route's answers, and the reader's refusals: 413 too large, 408 too slow, 503 memory budget spent. */
type Answer = Omit<BidAnswer, 'status'> & { status: BidAnswer['status'] | 401 | 404 | 408 | 413 | 503 };

const refusalAnswers = {
  too_large: { status: 413, body: JSON.stringify({ error: 'too_large' }) },
  timeout: { status: 408, body: JSON.stringify({ error: 'timeout' }) },
  busy: { status: 503, body: JSON.stringify({ error: 'busy' }) },
} as const;

/**
 * `POST /openrtb2/bid` on node:http, without Fastify's routing, hooks, content-type parsing and
 * reply pipeline (7–12 % of a bid's CPU): the body is read as bytes within `reading`'s limits
 * (bid-body-reader.ts), the answer written with its length in one `writeHead` + `end`. A body too
 * large is answered 413, one too slow 408, one past the memory budget 503 (all counted as
 * malformed, the connection closed after the body is drained). Every other request is Fastify's.
 */
export function bidListener({
  route,
  clock,
  headers = {},
  onError,
  reading = bidBodyReading,
  exchanges,
  now = Date.now,
  onRefused,
}: {
  route: BidRoute;
  clock: () => number;
  headers?: AnswerHeaders;
  onError: (error: unknown, where: string) => void;
  reading?: BodyReaderOptions;
  /** Only registered active exchanges are answered (issue 25); everything else is 401/403/404. */
  exchanges: ExchangeRegistry;
  /** Wall clock (ms) for signed requests' timestamps. */
  now?: () => number;
  /** Counts a refused request by reason (the bidder metrics). */
  onRefused: (reason: ExchangeRefusal) => void;
}) {
  const fixed = Object.entries(headers).flat();
  const reader = createBodyReader(reading);

  /**
   * Never throws: it runs in a promise's callback, where a throw would be an unhandled rejection.
   * With `endAfter`, the answer is written whole but the response ended only when `endAfter`
   * calls back (a refused body drained first: closing on a client still sending resets it).
   */
  function write(response: ServerResponse, answer: Answer, endAfter?: (then: () => void) => void) {
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
      response.writeHead(answer.status, head);
      if (endAfter) {
        response.write(answer.body);
        endAfter(() => response.end());
      } else response.end(answer.body);
    } catch (error) {
      // A header Node refuses (a version echoed with characters it will not send): a plain no-bid.
      onError(error, 'bid_answer');
      if (!response.headersSent) response.writeHead(204, fixed).end();
    }
  }

  /**
   * A caller that is not a registered active exchange: 401/403/404 and counted, never a bid. The
   * answer is written at once; its body is drained unread (never parsed, bounded like a refused
   * body) before the response ends, so the client reads the answer rather than a reset.
   */
  function refuseCaller(request: IncomingMessage, response: ServerResponse, reason: ExchangeRefusal) {
    onRefused(reason);
    const answer: Answer = {
      status: refusalStatus[reason],
      version: undefined,
      body: refusalBodies[reason],
      close: true,
    };
    write(response, answer, (then) => reader.drain(request, then));
  }

  interface Completed {
    response: ServerResponse;
    body: Buffer;
    version: string | undefined;
    start: number;
    exchange: BidExchange;
  }

  /**
   * The bodies completed in one turn, by batches of 8: each batch parsed and answered back to back,
   * then its answers written (the best of 4–16 on this machine; turn-batches.ts).
   */
  const answerBodies = turnBatches<Completed>({
    size: 8,
    process: (batch) => {
      const answers: (Answer | Promise<Answer>)[] = [];
      for (const { body, version, start, exchange } of batch) {
        let json: unknown;
        try {
          json = parseJsonBody(body);
        } catch {
          answers.push(route.malformedBody(start));
          continue;
        }
        answers.push(route.answer(json, version, start, exchange));
      }
      batch.forEach(({ response }, i) => {
        const answered = answers[i]!;
        if (answered instanceof Promise) void answered.then((answer) => write(response, answer));
        else write(response, answered);
      });
    },
  });

  /** A body not read whole: 413, 408 or 503 (or 400 for a client gone), counted as malformed. */
  function refuse(response: ServerResponse, read: Extract<BodyRead, { ok: false }>, start: number) {
    const malformed = route.malformedBody(start);
    const answer: Answer =
      read.refusal === 'aborted' ? malformed : { ...malformed, ...refusalAnswers[read.refusal] };
    write(response, answer, read.afterDrain);
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
      refuseCaller(request, response, auth.reason);
      return;
    }
    const header = request.headers['x-openrtb-version'];
    const version = typeof header === 'string' ? header : undefined;
    reader.read(request, (read) => {
      if (!read.ok) refuse(response, read, start);
      else if (auth.signature !== null && !signatureMatches(auth.exchange, auth.signature, read.body)) {
        onRefused('bad_signature');
        write(response, route.refusedBody(start, 403, refusalBodies.bad_signature));
      } else answerBodies({ response, body: read.body, version, start, exchange: auth.exchange.bid });
    });
  };
}

/**
 * Bounds of the HTTP server whatever Fastify's options say: a request's head within 15 s, the whole
 * request within 5 minutes (the app takes creative uploads of up to 100 MB), checked every second
 * (Node's default check is every 30 s). The options given (Fastify's `http`, `requestTimeout`) win
 * when set; a `requestTimeout` of 0 (Fastify's default: no limit) does not.
 */
export const serverBounds = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 300_000,
  checkEveryMs: 1_000,
};

/**
 * Fastify's `serverFactory`: the node:http server Fastify would build (its timeouts included, which
 * Fastify leaves to the factory, bounded by `serverBounds`) with the bid route answered ahead of
 * Fastify's handler.
 */
export function serverFactoryWithBids(serveBid: ReturnType<typeof bidListener>): FastifyServerFactory {
  return (fastifyHandler: FastifyServerFactoryHandler, options: Record<string, unknown>) => {
    const settings = options as {
      http?: ServerOptions | null;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
      maxRequestsPerSocket: number;
    };
    const http: ServerOptions = {
      headersTimeout: serverBounds.headersTimeoutMs,
      connectionsCheckingInterval: serverBounds.checkEveryMs,
      ...settings.http,
    };
    const server = createServer(http, (request, response) => {
      if (isBidRequest(request)) serveBid(request, response);
      else fastifyHandler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout || serverBounds.requestTimeoutMs;
    server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
