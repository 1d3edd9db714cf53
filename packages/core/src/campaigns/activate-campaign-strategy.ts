import { activateStrategy } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { changeChildStatus } from './change-child-status';

/** POST campaigns/:id/strategies/:strategyId/activate (spec §4 cascade). */
export const activateCampaignStrategy = ({
  deps,
  actor,
  id,
  strategyId,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  strategyId: string;
}) =>
  changeChildStatus({
    deps,
    actor,
    id,
    audit: { action: 'campaign.strategy_activated', metadata: { strategy_id: strategyId } },
    change: (tree) => activateStrategy(tree, strategyId),
  });
