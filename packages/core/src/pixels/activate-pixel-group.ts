import type { Actor, Deps } from '../deps';
import { decidePixelGroup } from './decide-pixel-group';

/** POST staff/pixel-groups/{id}/activate — staff only: a pending group becomes active. */
export async function activatePixelGroup({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  return decidePixelGroup({ deps, actor, id, decision: { status: 'active' } });
}
