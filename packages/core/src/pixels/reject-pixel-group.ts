import type { RejectPixelGroupInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { decidePixelGroup } from './decide-pixel-group';

/** POST staff/pixel-groups/{id}/reject — staff only: a pending group is rejected with a reason shown to its owner; it stops collecting. */
export async function rejectPixelGroup({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: RejectPixelGroupInput;
}) {
  return decidePixelGroup({ deps, actor, id, decision: { status: 'rejected', reason: input.reason } });
}
