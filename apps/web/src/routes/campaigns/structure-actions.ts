import {
  activateGroup,
  activateStrategy,
  editGroup,
  editStrategy,
  pauseGroup,
  pauseStrategy,
  type CampaignChildStatus,
  type CampaignStatus,
  type CampaignTree,
  type TreeChange,
} from '@verba/domain';

/** The part of a `CampaignDetail` the state machine reads. */
export interface TreeOfDetail {
  id: string;
  status: CampaignStatus;
  groups: { id: string; status: CampaignStatus; strategies: { id: string; status: CampaignStatus }[] }[];
}

/** What a group or strategy row offers: the switch it shows, and why it or the edit link is disabled (i18n keys). */
export interface NodeActions {
  toggle: 'pause' | 'activate';
  toggleRefusal: string | undefined;
  editRefusal: string | undefined;
}

const childStatus = (status: CampaignStatus): CampaignChildStatus =>
  status === 'paused' ? 'paused' : status === 'active' ? 'active' : 'inactive';

/** The detail as the domain's state machine (state-machine.ts) takes it. */
function treeOf(detail: TreeOfDetail): CampaignTree {
  return {
    campaign: { id: detail.id, status: detail.status },
    groups: detail.groups.map((g) => ({ id: g.id, status: childStatus(g.status) })),
    strategies: detail.groups.flatMap((g) =>
      g.strategies.map((s) => ({
        id: s.id,
        group_id: g.id,
        status: childStatus(s.status),
        active_before_group_pause: false,
      })),
    ),
  };
}

const refusalOf = (change: TreeChange<CampaignTree>) => (change.ok ? undefined : change.refusal.key);

export function groupActions(detail: TreeOfDetail, groupId: string): NodeActions {
  const tree = treeOf(detail);
  const paused = tree.groups.find((g) => g.id === groupId)?.status === 'paused';
  return {
    toggle: paused ? 'activate' : 'pause',
    toggleRefusal: refusalOf(paused ? activateGroup(tree, groupId) : pauseGroup(tree, groupId)),
    editRefusal: refusalOf(editGroup(tree, groupId)),
  };
}

export function strategyActions(detail: TreeOfDetail, strategyId: string): NodeActions {
  const tree = treeOf(detail);
  const paused = tree.strategies.find((s) => s.id === strategyId)?.status === 'paused';
  return {
    toggle: paused ? 'activate' : 'pause',
    toggleRefusal: refusalOf(paused ? activateStrategy(tree, strategyId) : pauseStrategy(tree, strategyId)),
    editRefusal: refusalOf(editStrategy(tree, strategyId)),
  };
}

/** Why a group or strategy cannot be added now (i18n key), or undefined when it can. */
export const addStructureAction = (detail: TreeOfDetail): string | undefined =>
  refusalOf(editGroup(treeOf(detail)));
