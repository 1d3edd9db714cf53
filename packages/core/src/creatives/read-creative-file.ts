import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { creativeAssets } from '@verba/db';
import { parseByteRange } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { blobStoreOf } from '../storage';

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * `GET creative-assets/:id/file/:token`: the file as a stream with the type checked at upload.
 * The token (256 bits, only in answers to the owning company and to staff) is the capability:
 * <img>, <video> and <audio> cannot send the bearer token. One byte range may be asked for (a
 * video player seeking); `range` is then the part sent, or 'unsatisfiable'.
 */
export async function readCreativeFile({
  deps,
  id,
  token,
  rangeHeader,
}: {
  deps: Deps;
  id: string;
  token: string;
  rangeHeader?: string | undefined;
}) {
  if (!isUuid(id)) throw fail('CREATIVE_ASSET_NOT_FOUND');
  const [row] = await deps.db.select().from(creativeAssets).where(eq(creativeAssets.id, id)).limit(1);
  if (!row || !sameToken(row.fileToken, token)) throw fail('CREATIVE_ASSET_NOT_FOUND');
  const range = parseByteRange(rangeHeader, row.sizeBytes);
  if (range === 'unsatisfiable')
    return { range, size: row.sizeBytes, contentType: row.mimeType, stream: null };
  const stored = await blobStoreOf(deps).getStream(row.blobKey, range);
  if (!stored) throw fail('CREATIVE_ASSET_NOT_FOUND');
  return { range, size: stored.size, contentType: row.mimeType, stream: stored.stream };
}
