import type { Actor, Deps } from '../deps';
import { findAdvertiser } from '../advertisers/find-advertiser';
import { findCustomList } from './find-custom-list';
import { toCustomListView } from './custom-list-view';

export async function getCustomList({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const list = await findCustomList({ db: deps.db, companyId: actor.companyId, id });
  const advertiser = await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: list.advertiserId });
  return toCustomListView(list, advertiser);
}
