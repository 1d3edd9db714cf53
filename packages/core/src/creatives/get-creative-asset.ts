import { and, eq } from 'drizzle-orm';
import { creativeAssets } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { toCreativeAssetView } from './creative-view';

/** `GET creative-assets/:id`: one of the company's uploaded files, or CREATIVE_ASSET_NOT_FOUND. */
export async function getCreativeAsset({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  if (!isUuid(id)) throw fail('CREATIVE_ASSET_NOT_FOUND');
  const [row] = await deps.db
    .select()
    .from(creativeAssets)
    .where(and(eq(creativeAssets.id, id), eq(creativeAssets.companyId, actor.companyId)))
    .limit(1);
  if (!row) throw fail('CREATIVE_ASSET_NOT_FOUND');
  return toCreativeAssetView(row);
}
