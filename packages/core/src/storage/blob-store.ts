import type { Readable } from 'node:stream';
/**
 * Where uploaded files live (logos, creatives, invoice PDFs). The embedded default is the
 * filesystem under `${DATA_DIR}/uploads`; an S3-compatible store implements the same interface
 * when the app scales out (DESIGN §1). Keys are relative paths such as `advertisers/<id>/logo-<rand>.png`.
 */
export interface BlobStore {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes, or null when no object has this key. */
  get(key: string): Promise<Buffer | null>;
  /**
   * Stores what `source` yields, chunk by chunk, never holding it whole; resolves with the byte
   * count once the object is complete. When the source fails (e.g. a size check aborts it) the
   * promise rejects with that error and nothing is left under the key.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /**
   * The object as a stream with its total size, or null when no object has this key; with
   * `range`, only bytes `start`…`end` (inclusive, within the object) are streamed.
   */
  getStream(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export interface ByteRange {
  start: number;
  end: number;
}

/** Keys are made by the app, never taken from a client; this still refuses anything path-like. */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (
    !key ||
    key.length > 512 ||
    segments.some((s) => !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s) || s === '..')
  ) {
    throw new Error(`Invalid blob key: ${key}`);
  }
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  csv: 'text/csv',
};

/** The Content-Type to serve a key with, from its extension. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return contentTypes[ext] ?? 'application/octet-stream';
}
