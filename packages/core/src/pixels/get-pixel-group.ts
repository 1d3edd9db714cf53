import type { PixelGroupView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { findPixelGroup } from './find-pixel-group';
import { pixelGroupView } from './pixel-group-view';

/** One pixel group of the actor's company with its rules. */
export async function getPixelGroup({
  deps,
  actor,
  id,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
}): Promise<PixelGroupView> {
  const group = await findPixelGroup({ db: deps.db, companyId: actor.companyId, id });
  return pixelGroupView({ db: deps.db, group });
}
