import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { creativeAssets } from '@verba/db';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { blobStoreOf } from '../storage';

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * `GET creative-assets/:id/file/:token`: the file as a stream with the type checked at upload.
 * The token (256 bits, only in answers to the owning company and to staff) is the capability:
 * <img>, <video> and <audio> cannot send the bearer token.
 */
export async function readCreativeFile({ deps, id, token }: { deps: Deps; id: string; token: string }) {
  if (!isUuid(id)) throw fail('CREATIVE_ASSET_NOT_FOUND');
  const [row] = await deps.db.select().from(creativeAssets).where(eq(creativeAssets.id, id)).limit(1);
  if (!row || !sameToken(row.fileToken, token)) throw fail('CREATIVE_ASSET_NOT_FOUND');
  const stored = await blobStoreOf(deps).getStream(row.blobKey);
  if (!stored) throw fail('CREATIVE_ASSET_NOT_FOUND');
  return { ...stored, contentType: row.mimeType };
}
