import type { UpdateCampaignStrategyInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { editCampaignStructure } from './edit-campaign-structure';

/** PUT campaigns/:id/strategies/:strategyId: replaces the strategy's fields (targeting, bid, cap). */
export async function updateCampaignStrategy({
  deps,
  actor,
  id,
  strategyId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  strategyId: string;
  input: UpdateCampaignStrategyInput;
}) {
  const { version, ...fields } = input;
  return editCampaignStructure({
    deps,
    actor,
    id,
    version,
    audit: { action: 'campaign.strategy_updated', metadata: { strategy_id: strategyId } },
    change: (draft, tree) => {
      if (!tree.strategies.some((s) => s.id === strategyId)) throw fail('STRATEGY_NOT_FOUND');
      return {
        ...draft,
        groups: (draft.groups ?? []).map((g) => ({
          ...g,
          strategies: (g.strategies ?? []).map((s) => (s.id === strategyId ? { ...fields, id: s.id } : s)),
        })),
      };
    },
  });
}
