import type { IncomingMessage } from 'node:http';

/** Why a body was not read whole. */
export type BodyRefusal =
  /** Declared (content-length) or found (chunked) larger than the limit. */
  | 'too_large'
  /** Not whole within the deadline (a slow or never-finishing body). */
  | 'timeout'
  /** The bodies being read already hold `budgetBytes`: this one would pass it. */
  | 'busy'
  /** The client went away or the stream failed before the end. */
  | 'aborted';

export type BodyRead =
  | { ok: true; body: Buffer }
  | {
      ok: false;
      refusal: BodyRefusal;
      /**
       * Calls `then` once the rest of the body has been read and dropped — its end, `drainBytes`
       * more bytes or `drainMs` later, whichever comes first; at once for a timeout or an abort.
       * Write the refusal first, end the response in `then`: a connection closed while the
       * client is still sending is reset, and a reset loses the answer the client has not read.
       */
      afterDrain: (then: () => void) => void;
    };

export interface BodyReaderOptions {
  /** Bytes a body may have (the bid route: 1 MB). */
  limitBytes: number;
  /** A body must be whole this long after its request's head (exchanges send it in milliseconds). */
  deadlineMs: number;
  /** After a refusal for size, at most this many more bytes are read (and dropped) before closing. */
  drainBytes: number;
  /** … and for at most this long. */
  drainMs: number;
  /** Bytes all the bodies being read may hold together (the process's bound; each has `limitBytes`). */
  budgetBytes: number;
  /**
   * Bytes all bodies may bring in one turn of the event loop; past it, each body that brings more
   * waits for the next turn (paused, then resumed). Without it, hundreds of connections sending at
   * once are read ~2 MB each per turn, and every other request on the process (the API's, when the
   * bidder is embedded) waits behind them. Default 1 MB.
   */
  turnBytes?: number;
  /** How often the deadlines are checked (one timer for every body in flight). */
  checkEveryMs?: number;
  now?: () => number;
}

export interface BodyReader {
  /** Reads `request`'s body within the limits; `done` is called exactly once. */
  read(request: IncomingMessage, done: (read: BodyRead) => void): void;
  /**
   * Reads and drops `request`'s body within `drainBytes` and `drainMs` (a request answered
   * without reading it: refused before its body), then calls `then` — where the answer is ended.
   */
  drain(request: IncomingMessage, then: () => void): void;
  /** Bodies being read or drained now, and the bytes held (tests, metrics). */
  pending(): { bodies: number; heldBytes: number };
}

interface Pending {
  deadline: number;
  expire(): void;
}

/**
 * Body reading for a route served on node:http: bytes kept up to a limit, a deadline for the
 * whole body, and over-limit bodies drained (read and dropped, bounded) after the answer so the
 * client reads it instead of a reset. Memory is bounded per connection by `limitBytes` and for
 * all of them by `budgetBytes`; time by `deadlineMs` (reading) and `drainMs` (draining); the bytes
 * read per event-loop turn by `turnBytes`. The deadlines share one unref'd interval timer, running
 * only while bodies are in flight: no timer per request on the hot path.
 */
export function createBodyReader(options: BodyReaderOptions): BodyReader {
  const { limitBytes, deadlineMs, drainBytes, drainMs, budgetBytes } = options;
  const now = options.now ?? Date.now;
  const checkEveryMs = options.checkEveryMs ?? Math.max(10, Math.min(250, deadlineMs / 4));
  const inFlight = new Set<Pending>();
  let timer: NodeJS.Timeout | undefined;
  /** Bytes held by the bodies being read. */
  let held = 0;

  // The turn's bytes: counted always, reset by a setImmediate scheduled only once they add up
  // (bid bodies of a few KB never schedule one per turn).
  const turnBytes = options.turnBytes ?? 1_048_576;
  const resetAt = Math.min(turnBytes / 4, 256 * 1024);
  let turnRead = 0;
  let resetScheduled = false;
  const waiting: IncomingMessage[] = [];
  function nextTurn() {
    resetScheduled = false;
    turnRead = 0;
    // Those still read here (their listeners on): a settled one is its owner's to resume or not.
    for (const request of waiting.splice(0)) if (request.listenerCount('data') > 0) request.resume();
  }
  /** Counts a chunk's bytes to the turn; pauses its request till the next turn past `turnBytes`. */
  function pace(request: IncomingMessage, bytes: number) {
    turnRead += bytes;
    if (turnRead < resetAt) return;
    if (!resetScheduled) {
      resetScheduled = true;
      setImmediate(nextTurn);
    }
    if (turnRead > turnBytes) {
      request.pause();
      waiting.push(request);
    }
  }

  function check() {
    const at = now();
    for (const pending of inFlight) if (pending.deadline <= at) pending.expire();
    if (inFlight.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  function track(pending: Pending) {
    inFlight.add(pending);
    if (!timer) {
      timer = setInterval(check, checkEveryMs);
      timer.unref();
    }
  }

  /** Drops what is left of the body, bounded, then `then()`. */
  function drainRest(request: IncomingMessage, then: () => void) {
    let dropped = 0;
    let finished = false;
    const pending: Pending = { deadline: now() + drainMs, expire: () => finish() };
    function finish() {
      if (finished) return;
      finished = true;
      inFlight.delete(pending);
      request.off('data', onData);
      request.off('end', finish);
      request.off('error', finish);
      request.off('close', finish);
      // Nothing more is read: a client still sending past the caps is the one reset.
      request.pause();
      then();
    }
    function onData(chunk: Buffer) {
      dropped += chunk.length;
      if (dropped > drainBytes) finish();
      else pace(request, chunk.length);
    }
    if (request.complete || request.destroyed) {
      then();
      return;
    }
    track(pending);
    request.on('data', onData);
    request.on('end', finish);
    request.on('error', finish);
    request.on('close', finish);
    request.resume();
  }

  const immediately = (then: () => void) => then();

  return {
    read(request, done) {
      const declared = request.headers['content-length'];
      if (declared !== undefined && Number(declared) > limitBytes) {
        done({ ok: false, refusal: 'too_large', afterDrain: (then) => drainRest(request, then) });
        return;
      }
      const chunks: Buffer[] = [];
      let length = 0;
      let settled = false;
      const pending: Pending = {
        deadline: now() + deadlineMs,
        expire: () => {
          if (settle()) done({ ok: false, refusal: 'timeout', afterDrain: immediately });
        },
      };
      /** Stops reading; false if already settled. */
      function settle() {
        if (settled) return false;
        settled = true;
        inFlight.delete(pending);
        held -= length;
        chunks.length = 0;
        request.off('data', onData);
        request.off('end', onEnd);
        request.off('error', onAbort);
        request.off('close', onAbort);
        return true;
      }
      function onData(chunk: Buffer) {
        const refusal: BodyRefusal | null =
          length + chunk.length > limitBytes
            ? 'too_large'
            : held + chunk.length > budgetBytes
              ? 'busy'
              : null;
        if (refusal) {
          if (settle()) done({ ok: false, refusal, afterDrain: (then) => drainRest(request, then) });
          return;
        }
        length += chunk.length;
        held += chunk.length;
        chunks.push(chunk);
        pace(request, chunk.length);
      }
      function onEnd() {
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length);
        if (settle()) done({ ok: true, body });
      }
      function onAbort() {
        if (settle()) done({ ok: false, refusal: 'aborted', afterDrain: immediately });
      }
      track(pending);
      request.on('data', onData);
      request.on('end', onEnd);
      request.on('error', onAbort);
      request.on('close', onAbort);
    },
    drain(request, then) {
      drainRest(request, then);
    },
    pending: () => ({ bodies: inFlight.size, heldBytes: held }),
  };
}
