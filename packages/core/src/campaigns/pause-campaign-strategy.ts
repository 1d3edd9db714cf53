import { pauseStrategy } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { changeChildStatus } from './change-child-status';

/** POST campaigns/:id/strategies/:strategyId/pause (spec §4 cascade). */
export const pauseCampaignStrategy = ({
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
    audit: { action: 'campaign.strategy_paused', metadata: { strategy_id: strategyId } },
    change: (tree) => pauseStrategy(tree, strategyId),
  });
