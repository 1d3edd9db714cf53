import type { CreateCampaignGroupInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { editCampaignStructure } from './edit-campaign-structure';

/** POST campaigns/:id/groups: adds a group (no strategies yet) at the end. */
export async function createCampaignGroup({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: CreateCampaignGroupInput;
}) {
  const { version, ...group } = input;
  return editCampaignStructure({
    deps,
    actor,
    id,
    version,
    audit: { action: 'campaign.group_created', metadata: { name: group.name ?? null } },
    change: (draft) => ({ ...draft, groups: [...(draft.groups ?? []), { ...group, strategies: [] }] }),
  });
}
