export const bidBodyLimitBytes = 1_048_576;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Thrown for a body that is not UTF-8 JSON. */
export class MalformedBodyError extends Error {
  override name = 'MalformedBodyError';
  statusCode = 400;
}

/**
 * A bid request body, whatever its content type (exchanges do not all send `application/json`):
 * strict UTF-8 (a leading BOM dropped), then JSON.
 */
export function parseJsonBody(body: Uint8Array): unknown {
  try {
    return JSON.parse(utf8.decode(body)) as unknown;
  } catch {
    throw new MalformedBodyError('The body is not UTF-8 JSON.');
  }
}
