import { eq } from 'drizzle-orm';
import { advertisers } from '@verba/db';
import type { Deps } from '../deps';
import { blobStoreOf, contentTypeOfKey } from '../storage';
import { isUuid } from '../ids';

const filePattern = /^logo-[0-9a-f]{24}\.(png|jpg)$/;

/**
 * The bytes of an advertiser's current logo for `<img>` tags, which send no bearer token: the
 * random file name is the capability. Null when the name is not the advertiser's current logo.
 */
export async function readAdvertiserLogo({ deps, id, file }: { deps: Deps; id: string; file: string }) {
  if (!isUuid(id) || !filePattern.test(file)) return null;
  const key = `advertisers/${id}/${file}`;
  const [row] = await deps.db.select({ logoKey: advertisers.logoKey }).from(advertisers).where(eq(advertisers.id, id)).limit(1);
  if (row?.logoKey !== key) return null;
  const bytes = await blobStoreOf(deps).get(key);
  return bytes && { bytes, contentType: contentTypeOfKey(key) };
}
