import type { UpdateCampaignGroupInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { editCampaignStructure } from './edit-campaign-structure';

/** PUT campaigns/:id/groups/:groupId: the group's own fields; its strategies stay as they are. */
export async function updateCampaignGroup({
  deps,
  actor,
  id,
  groupId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  groupId: string;
  input: UpdateCampaignGroupInput;
}) {
  const { version, ...fields } = input;
  return editCampaignStructure({
    deps,
    actor,
    id,
    version,
    audit: { action: 'campaign.group_updated', metadata: { group_id: groupId } },
    change: (draft) => {
      const groups = draft.groups ?? [];
      if (!groups.some((g) => g.id === groupId)) throw fail('GROUP_NOT_FOUND');
      return {
        ...draft,
        groups: groups.map((g) => (g.id === groupId ? { ...fields, id: g.id, strategies: g.strategies } : g)),
      };
    },
  });
}
