import { activateGroup } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { changeChildStatus } from './change-child-status';

/** POST campaigns/:id/groups/:groupId/activate (spec §4 cascade). */
export const activateCampaignGroup = ({
  deps,
  actor,
  id,
  groupId,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  groupId: string;
}) =>
  changeChildStatus({
    deps,
    actor,
    id,
    audit: { action: 'campaign.group_activated', metadata: { group_id: groupId } },
    change: (tree) => activateGroup(tree, groupId),
  });
