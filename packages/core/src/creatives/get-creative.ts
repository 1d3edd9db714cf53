import type { Actor, Deps } from '../deps';
import { toCreativeView } from './creative-view';
import { findCreative } from './find-creative';

/** `GET creatives/:id`: one of the company's live creatives. */
export async function getCreative({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const row = await findCreative({ db: deps.db, companyId: actor.companyId, id });
  return toCreativeView(row.creative, {
    asset: row.asset,
    advertiserName: row.advertiserName,
    advertiserDisplayName: row.advertiserDisplayName,
  });
}
