export const bidBodyLimitBytes = 1_048_576;

/**
 * The deepest nesting of arrays and objects a bid request body may have. OpenRTB 2.6 needs fewer
 * than 20 levels (request → imp → native → request → assets → img → ext … at most ~10 in practice);
 * past this the body is refused before JSON.parse, which a 1 MB `[[[[…` keeps busy for 0.7–1 s.
 */
export const bidBodyMaxDepth = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Thrown for a body that is not UTF-8 JSON (or nests deeper than `bidBodyMaxDepth`). */
export class MalformedBodyError extends Error {
  override name = 'MalformedBodyError';
  statusCode = 400;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** `[` and `{` once bit 0x20 is set (`[` | 0x20 is `{`), and likewise `]` and `}`. */
const OPEN = 0x7b;
const CLOSE = 0x7d;

/**
 * Whether `body` opens more than `maxDepth` nested arrays/objects at some point, counting the
 * brackets outside strings: one linear pass over the bytes, a tight loop (UTF-8 lead and
 * continuation bytes are all ≥ 0x80, so they never look like a quote, a backslash or a bracket;
 * inside a string a backslash skips the byte it escapes). It does not validate JSON — JSON.parse
 * does that next — it only bounds JSON.parse's work: a body that is not JSON may pass here and
 * fail there, never the other way round. (Skipping strings with `Buffer#indexOf` measured slower:
 * a native call per string costs more than the few bytes of a typical key.)
 */
export function nestsDeeperThan(body: Uint8Array, maxDepth: number): boolean {
  const length = body.length;
  let depth = 0;
  let i = 0;
  while (i < length) {
    const byte = body[i++]!;
    if (byte === QUOTE) {
      for (;;) {
        if (i >= length) return false; // an unterminated string: JSON.parse refuses it
        const inner = body[i++]!;
        if (inner === QUOTE) break;
        if (inner === BACKSLASH) i++;
      }
      continue;
    }
    // Every bracket is ≥ 0x5b; digits, `:`, `,`, whitespace and the letters of literals below.
    if (byte < 0x5b) continue;
    const folded = byte | 0x20;
    if (folded === OPEN) {
      if (++depth > maxDepth) return true;
    } else if (folded === CLOSE) depth--;
  }
  return false;
}

/**
 * A bid request body, whatever its content type (exchanges do not all send `application/json`):
 * nesting bounded (`bidBodyMaxDepth`), strict UTF-8 (a leading BOM dropped), then JSON.
 */
export function parseJsonBody(body: Uint8Array): unknown {
  if (nestsDeeperThan(body, bidBodyMaxDepth))
    throw new MalformedBodyError(`The body nests deeper than ${bidBodyMaxDepth} levels.`);
  try {
    return JSON.parse(utf8.decode(body)) as unknown;
  } catch {
    throw new MalformedBodyError('The body is not UTF-8 JSON.');
  }
}
