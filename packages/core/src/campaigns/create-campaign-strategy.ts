import type { CreateCampaignStrategyInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { editCampaignStructure } from './edit-campaign-structure';

/** POST campaigns/:id/groups/:groupId/strategies: adds a strategy at the end of the group. */
export async function createCampaignStrategy({
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
  input: CreateCampaignStrategyInput;
}) {
  const { version, ...strategy } = input;
  return editCampaignStructure({
    deps,
    actor,
    id,
    version,
    audit: {
      action: 'campaign.strategy_created',
      metadata: { group_id: groupId, name: strategy.name ?? null },
    },
    change: (draft) => {
      const groups = draft.groups ?? [];
      if (!groups.some((g) => g.id === groupId)) throw fail('GROUP_NOT_FOUND');
      return {
        ...draft,
        groups: groups.map((g) =>
          g.id === groupId ? { ...g, strategies: [...(g.strategies ?? []), strategy] } : g,
        ),
      };
    },
  });
}
