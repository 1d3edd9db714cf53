import { pauseGroup } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { changeChildStatus } from './change-child-status';

/** POST campaigns/:id/groups/:groupId/pause (spec §4 cascade). */
export const pauseCampaignGroup = ({
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
    audit: { action: 'campaign.group_paused', metadata: { group_id: groupId } },
    change: (tree) => pauseGroup(tree, groupId),
  });
