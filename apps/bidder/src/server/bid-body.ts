import type { FastifyInstance } from 'fastify';

export const bidBodyLimitBytes = 1_048_576;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Thrown for a body that is not UTF-8 JSON; the bid route's error handler answers 400. */
export class MalformedBodyError extends Error {
  override name = 'MalformedBodyError';
  statusCode = 400;
}

/**
 * In the bid route's scope only: any content type is read as a buffer of at most 1 MB, then
 * decoded as strict UTF-8 and parsed as JSON (exchanges do not all send `application/json`).
 */
export function acceptJsonBodies(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: bidBodyLimitBytes },
    (_request, body: Buffer, done) => {
      try {
        done(null, JSON.parse(utf8.decode(body)) as unknown);
      } catch {
        done(new MalformedBodyError('The body is not UTF-8 JSON.'), undefined);
      }
    },
  );
}
