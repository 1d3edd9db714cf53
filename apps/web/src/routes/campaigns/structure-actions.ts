import {
  activateCampaign,
  activateGroup,
  activateStrategy,
  editGroup,
  editStrategy,
  pauseGroup,
  pauseStrategy,
  type CampaignChildStatus,
  type CampaignStatus,
  type CampaignTree,
  type Currency,
  type TreeChange,
} from '@verba/domain';

/** Budgets as the API sends them (minor units as strings), with the names refusals mention. */
interface Budgeted {
  budget?: string | null;
  name?: string | null;
}

/** The part of a `CampaignDetail` the state machine reads (budgets: the activation sums, DESIGN §7). */
export interface TreeOfDetail {
  id: string;
  status: CampaignStatus;
  budget?: string | null;
  currency?: string;
  groups: ({
    id: string;
    status: CampaignStatus;
    strategies: ({ id: string; status: CampaignStatus } & Budgeted)[];
  } & Budgeted)[];
}

/** What a group or strategy row offers: the switch it shows, and why it or the edit link is disabled (i18n keys). */
export interface NodeActions {
  toggle: 'pause' | 'activate';
  toggleRefusal: string | undefined;
  /** Interpolation values of `toggleRefusal` (a budget refusal names amounts and what to lower). */
  toggleRefusalParams?: Record<string, string> | undefined;
  editRefusal: string | undefined;
}

const childStatus = (status: CampaignStatus): CampaignChildStatus =>
  status === 'paused' ? 'paused' : status === 'active' ? 'active' : 'inactive';

const amountOf = (value: string | null | undefined) => (value == null ? value : BigInt(value));

/**
 * The detail as the domain's state machine (state-machine.ts) takes it. A strategy of a paused
 * group counts as remembered when it is inactive (the detail does not carry the flag), so the
 * budget check of a group's activation sees what would come back.
 */
function treeOf(detail: TreeOfDetail): CampaignTree {
  return {
    campaign: {
      id: detail.id,
      status: detail.status,
      budget: amountOf(detail.budget),
      currency: detail.currency as Currency | undefined,
    },
    groups: detail.groups.map((g) => ({
      id: g.id,
      status: childStatus(g.status),
      budget: amountOf(g.budget),
      name: g.name,
    })),
    strategies: detail.groups.flatMap((g) =>
      g.strategies.map((s) => ({
        id: s.id,
        group_id: g.id,
        status: childStatus(s.status),
        active_before_group_pause: g.status === 'paused' && childStatus(s.status) === 'inactive',
        budget: amountOf(s.budget),
        name: s.name,
      })),
    ),
  };
}

const refusalOf = (change: TreeChange<CampaignTree>) => (change.ok ? undefined : change.refusal.key);
const paramsOf = (change: TreeChange<CampaignTree>) =>
  change.ok || Object.keys(change.refusal.params).length === 0 ? undefined : change.refusal.params;

export function groupActions(detail: TreeOfDetail, groupId: string): NodeActions {
  const tree = treeOf(detail);
  const paused = tree.groups.find((g) => g.id === groupId)?.status === 'paused';
  const toggle = paused ? activateGroup(tree, groupId) : pauseGroup(tree, groupId);
  return {
    toggle: paused ? 'activate' : 'pause',
    toggleRefusal: refusalOf(toggle),
    toggleRefusalParams: paramsOf(toggle),
    editRefusal: refusalOf(editGroup(tree, groupId)),
  };
}

export function strategyActions(detail: TreeOfDetail, strategyId: string): NodeActions {
  const tree = treeOf(detail);
  const paused = tree.strategies.find((s) => s.id === strategyId)?.status === 'paused';
  const toggle = paused ? activateStrategy(tree, strategyId) : pauseStrategy(tree, strategyId);
  return {
    toggle: paused ? 'activate' : 'pause',
    toggleRefusal: refusalOf(toggle),
    toggleRefusalParams: paramsOf(toggle),
    editRefusal: refusalOf(editStrategy(tree, strategyId)),
  };
}

/** Why a group or strategy cannot be added now (i18n key), or undefined when it can. */
export const addStructureAction = (detail: TreeOfDetail): string | undefined =>
  refusalOf(editGroup(treeOf(detail)));

/**
 * A paused campaign's activation: refused (key and params) when activating everything would put
 * budgets over their parents (DESIGN §7) — then `keepPaused` (activate without what the user
 * paused) is offered, unless that is refused too.
 */
export function campaignActivation(detail: TreeOfDetail): {
  refusal: string | undefined;
  refusalParams: Record<string, string> | undefined;
  keepPausedOffered: boolean;
} {
  const tree = treeOf(detail);
  const everything = activateCampaign(tree);
  const overBudget =
    !everything.ok &&
    (everything.refusal.code === 'CAMPAIGN_ACTIVATION_GROUPS_OVER_BUDGET' ||
      everything.refusal.code === 'CAMPAIGN_ACTIVATION_STRATEGIES_OVER_BUDGET');
  return {
    refusal: overBudget ? refusalOf(everything) : undefined,
    refusalParams: overBudget ? paramsOf(everything) : undefined,
    keepPausedOffered: overBudget && activateCampaign(tree, { keepPaused: true }).ok,
  };
}
