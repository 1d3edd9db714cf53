import { timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { creativeAssets } from '@verba/db';
import {
  ifNoneMatchHits,
  ifRangeHolds,
  parseByteRange,
  parseServedCreativeName,
  servedCreativeEtag,
  servedCreativeExtensionOf,
} from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { blobStoreOf } from '../storage';

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

interface Described {
  contentType: string;
  etag: string;
  /** HTTP date of the upload (Last-Modified). */
  lastModified: string;
  size: number;
}

export type ServedCreativeFile = Described &
  (
    | { status: 304 }
    | { status: 416 }
    | { status: 200; stream: Readable | null }
    | { status: 206; stream: Readable | null; range: { start: number; end: number } }
  );

/**
 * `GET /cr/v1/:id/:token.:ext`: a creative file as publisher pages load it (the URL the bidder's
 * markup references). The token is the capability, as in readCreativeFile, and the extension
 * must be the stored type's (one URL per file). Answers conditional requests (`If-None-Match`:
 * 304) and one byte range (206, or 416), which `If-Range` keeps only while the ETag still holds.
 * `withBody: false` (HEAD) describes the answer without opening the file (`stream` null).
 */
export async function readServedCreativeFile({
  deps,
  input,
}: {
  deps: Deps;
  input: {
    id: string;
    /** `<token>.<ext>`. */
    name: string;
    range?: string | undefined;
    ifNoneMatch?: string | undefined;
    ifRange?: string | undefined;
    withBody?: boolean;
  };
}): Promise<ServedCreativeFile> {
  const name = parseServedCreativeName(input.name);
  if (!name || !isUuid(input.id)) throw fail('CREATIVE_ASSET_NOT_FOUND');
  const [row] = await deps.db
    .select({
      mimeType: creativeAssets.mimeType,
      sizeBytes: creativeAssets.sizeBytes,
      blobKey: creativeAssets.blobKey,
      fileToken: creativeAssets.fileToken,
      createdAt: creativeAssets.createdAt,
    })
    .from(creativeAssets)
    .where(eq(creativeAssets.id, input.id))
    .limit(1);
  if (
    !row ||
    !sameToken(row.fileToken, name.token) ||
    servedCreativeExtensionOf(row.mimeType) !== name.extension
  )
    throw fail('CREATIVE_ASSET_NOT_FOUND');

  const described: Described = {
    contentType: row.mimeType,
    etag: servedCreativeEtag(input.id, row.sizeBytes),
    lastModified: row.createdAt.toUTCString(),
    size: row.sizeBytes,
  };
  if (ifNoneMatchHits(input.ifNoneMatch, described.etag)) return { ...described, status: 304 };
  const range = ifRangeHolds(input.ifRange, described.etag, described.lastModified)
    ? parseByteRange(input.range, row.sizeBytes)
    : undefined;
  if (range === 'unsatisfiable') return { ...described, status: 416 };
  let stream: Readable | null = null;
  if (input.withBody !== false) {
    const stored = await blobStoreOf(deps).getStream(row.blobKey, range);
    if (!stored) throw fail('CREATIVE_ASSET_NOT_FOUND');
    stream = stored.stream;
  }
  return range ? { ...described, status: 206, stream, range } : { ...described, status: 200, stream };
}
