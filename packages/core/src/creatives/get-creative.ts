import { eq } from 'drizzle-orm';
import { creativeAssets } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { toCreativeView } from './creative-view';
import { findCreative } from './find-creative';

/** `GET creatives/:id`: one of the company's live creatives (an AUDIO one with its companion image). */
export async function getCreative({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const row = await findCreative({ db: deps.db, companyId: actor.companyId, id });
  const companionId = row.creative.companionAssetId;
  const [companion] = companionId
    ? await deps.db.select().from(creativeAssets).where(eq(creativeAssets.id, companionId)).limit(1)
    : [];
  return toCreativeView(row.creative, {
    asset: row.asset,
    companion: companion ?? null,
    advertiserName: row.advertiserName,
    advertiserDisplayName: row.advertiserDisplayName,
  });
}
