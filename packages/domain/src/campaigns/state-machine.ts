import type { Currency } from '../formats';
import { activeBudgetExcesses, budgetExcessParams, type BudgetExcess } from './active-budgets';
import type { CampaignStatus } from './enumerations';
import { campaignRefusal, type CampaignRefusal, type CampaignRefusalCode } from './refusals';

/**
 * Spec §4 over a campaign tree. A campaign moves draft → pending (publish) → active (approved) or
 * failed (rejected) or error (processing failed); active ⇄ paused; active or paused → finished.
 * Editing a published campaign (or its groups and strategies) sends it back to pending.
 *
 * Groups and strategies are `active`, `paused` (by the user) or `inactive` (switched off by a
 * pause above them):
 * - pausing the campaign makes its active groups and strategies inactive (those the user paused
 *   stay paused, so the campaign can come back without them); activating it activates all, or,
 *   with `keepPaused`, only what its pause switched off;
 * - pausing a group makes its active strategies inactive and remembers them
 *   (`active_before_group_pause`); activating the group restores exactly those;
 * - within a paused (or finished) campaign, groups and strategies cannot be edited, paused or
 *   activated; within a paused group, its strategies cannot be paused or activated.
 * `inactive` is never a campaign's status here: campaigns stop by pausing or finishing.
 *
 * Budgets (DESIGN §7, active-budgets.ts): when the nodes carry their budgets, every activation
 * checks the tree it would produce and refuses (naming amounts and what to lower) when the
 * children that count would add up to more than their parent's budget.
 */
export type CampaignChildStatus = 'active' | 'paused' | 'inactive';

export interface CampaignNode {
  id: string;
  status: CampaignStatus;
  /** Minor units; present → activations check the budget sums (DESIGN §7). */
  budget?: bigint | null;
  currency?: Currency;
}
export interface GroupNode {
  id: string;
  status: CampaignChildStatus;
  budget?: bigint | null;
  name?: string | null;
}
export interface StrategyNode {
  id: string;
  group_id: string;
  status: CampaignChildStatus;
  /** Set while its group is paused: the strategy was active when the group was paused. */
  active_before_group_pause: boolean;
  budget?: bigint | null;
  name?: string | null;
}

export interface CampaignTree<
  C extends CampaignNode = CampaignNode,
  G extends GroupNode = GroupNode,
  S extends StrategyNode = StrategyNode,
> {
  campaign: C;
  groups: readonly G[];
  strategies: readonly S[];
}

export type TreeChange<T> = { ok: true; tree: T } | { ok: false; refusal: CampaignRefusal };

/** What a campaign in each status allows. */
export interface CampaignActions {
  /** Change the campaign's own fields. */
  edit: boolean;
  /** Add, edit, pause or activate its groups and strategies. */
  manageStructure: boolean;
  publish: boolean;
  pause: boolean;
  activate: boolean;
  /** Approve or reject (platform review). */
  review: boolean;
  finish: boolean;
  /** Counts as delivering (what an advertiser's deactivation pauses). */
  running: boolean;
}

const none: CampaignActions = {
  edit: false,
  manageStructure: false,
  publish: false,
  pause: false,
  activate: false,
  review: false,
  finish: false,
  running: false,
};
const editable = { ...none, edit: true, manageStructure: true };

export const campaignStatusActions: Readonly<Record<CampaignStatus, CampaignActions>> = {
  draft: { ...editable, publish: true },
  pending: { ...editable, review: true },
  active: { ...editable, pause: true, finish: true, running: true },
  paused: { ...none, activate: true, finish: true },
  finished: none,
  // Rejected in review (failed) or failed to set up (error): the user fixes it, which resubmits it.
  failed: editable,
  error: editable,
  inactive: none,
};

type AnyTree = CampaignTree;

const refuse = (
  code: CampaignRefusalCode,
  params?: Record<string, string>,
): { ok: false; refusal: CampaignRefusal } => ({
  ok: false,
  refusal: campaignRefusal(code, params),
});

/**
 * The activation's tree, or its refusal when a parent `relevant` selects would hold more than its
 * budget (the first such parent is named: the campaign's sum before any group's).
 */
function withinBudgets<T extends AnyTree>(
  tree: T,
  relevant: (excess: BudgetExcess) => boolean,
  codes: { campaign: CampaignRefusalCode; group: CampaignRefusalCode },
): TreeChange<T> {
  const excess = activeBudgetExcesses(tree).find(relevant);
  if (!excess) return { ok: true, tree };
  return refuse(codes[excess.parent], budgetExcessParams(tree, excess));
}

const childActivationCodes = {
  campaign: 'ACTIVATION_GROUPS_OVER_CAMPAIGN',
  group: 'ACTIVATION_STRATEGIES_OVER_GROUP',
} as const;

function structureRefusal(status: CampaignStatus): CampaignRefusalCode | undefined {
  if (campaignStatusActions[status].manageStructure) return undefined;
  if (status === 'paused') return 'CAMPAIGN_PAUSED';
  if (status === 'finished') return 'CAMPAIGN_FINISHED';
  return 'CAMPAIGN_NOT_EDITABLE';
}

const withCampaignStatus = <T extends AnyTree>(tree: T, status: CampaignStatus): T => ({
  ...tree,
  campaign: { ...tree.campaign, status },
});

/** Every group and strategy to `status`, forgetting what a group pause remembered. */
function setAllChildren<T extends AnyTree>(tree: T, status: CampaignChildStatus): T {
  return {
    ...tree,
    groups: tree.groups.map((g) => ({ ...g, status })),
    strategies: tree.strategies.map((s) => ({ ...s, status, active_before_group_pause: false })),
  };
}

export function pauseCampaign<T extends AnyTree>(tree: T): TreeChange<T> {
  const status = tree.campaign.status;
  if (!campaignStatusActions[status].pause)
    return refuse(status === 'finished' ? 'CAMPAIGN_FINISHED' : 'CAMPAIGN_NOT_PAUSABLE');
  // Only what runs is switched off: what the user paused stays paused (and a paused group's
  // strategies keep what the group's pause remembered).
  return {
    ok: true,
    tree: {
      ...withCampaignStatus(tree, 'paused'),
      groups: tree.groups.map((g) => (g.status === 'active' ? { ...g, status: 'inactive' } : g)),
      strategies: tree.strategies.map((s) => (s.status === 'active' ? { ...s, status: 'inactive' } : s)),
    },
  };
}

export interface ActivateCampaignOptions {
  /**
   * Bring back only what the campaign's pause switched off; groups and strategies the user paused
   * stay paused. Without it (spec §4: "activating a campaign activates everything") every group and
   * strategy becomes active — refused when their budgets would not fit (then this is the way out).
   */
  keepPaused?: boolean;
}

/** What the campaign's pause switched off comes back; what the user paused stays as it is. */
function restoreRunning<T extends AnyTree>(tree: T): T {
  const groupStatus = new Map(
    tree.groups.map((g) => [g.id, g.status === 'inactive' ? ('active' as const) : g.status]),
  );
  return {
    ...tree,
    groups: tree.groups.map((g) => ({ ...g, status: groupStatus.get(g.id)! })),
    strategies: tree.strategies.map((s) =>
      s.status === 'inactive' && groupStatus.get(s.group_id) === 'active'
        ? { ...s, status: 'active', active_before_group_pause: false }
        : s,
    ),
  };
}

export function activateCampaign<T extends AnyTree>(
  tree: T,
  options: ActivateCampaignOptions = {},
): TreeChange<T> {
  const status = tree.campaign.status;
  if (!campaignStatusActions[status].activate)
    return refuse(status === 'finished' ? 'CAMPAIGN_FINISHED' : 'CAMPAIGN_NOT_ACTIVATABLE');
  const active = withCampaignStatus(tree, 'active');
  return withinBudgets(
    options.keepPaused ? restoreRunning(active) : setAllChildren(active, 'active'),
    () => true,
    options.keepPaused
      ? childActivationCodes
      : {
          campaign: 'CAMPAIGN_ACTIVATION_GROUPS_OVER_BUDGET',
          group: 'CAMPAIGN_ACTIVATION_STRATEGIES_OVER_BUDGET',
        },
  );
}

/** End date reached or budget spent: nothing delivers any more. */
export function finishCampaign<T extends AnyTree>(tree: T): TreeChange<T> {
  const status = tree.campaign.status;
  if (!campaignStatusActions[status].finish)
    return refuse(status === 'finished' ? 'CAMPAIGN_FINISHED' : 'CAMPAIGN_NOT_FINISHABLE');
  return { ok: true, tree: setAllChildren(withCampaignStatus(tree, 'finished'), 'inactive') };
}

/** Draft → pending (processing and approval). The publish rules are checkPublishable's. */
export function publishCampaign<T extends AnyTree>(tree: T): TreeChange<T> {
  if (!campaignStatusActions[tree.campaign.status].publish) return refuse('CAMPAIGN_NOT_PUBLISHABLE');
  return { ok: true, tree: withCampaignStatus(tree, 'pending') };
}

export type ReviewOutcome = 'approved' | 'rejected' | 'processing_failed';
const reviewStatus: Record<ReviewOutcome, CampaignStatus> = {
  approved: 'active',
  rejected: 'failed',
  processing_failed: 'error',
};

export function reviewCampaign<T extends AnyTree>(tree: T, outcome: ReviewOutcome): TreeChange<T> {
  if (!campaignStatusActions[tree.campaign.status].review) return refuse('CAMPAIGN_NOT_IN_REVIEW');
  return { ok: true, tree: withCampaignStatus(tree, reviewStatus[outcome]) };
}

/** The status after an edit: a draft stays a draft, anything published goes back to pending. */
const statusAfterEdit = (status: CampaignStatus): CampaignStatus =>
  status === 'draft' ? 'draft' : 'pending';

/** Editing the campaign's own fields. A paused campaign is activated first (like its groups). */
export function editCampaign<T extends AnyTree>(tree: T): TreeChange<T> {
  const code = structureRefusal(tree.campaign.status);
  if (code) return refuse(code);
  return { ok: true, tree: withCampaignStatus(tree, statusAfterEdit(tree.campaign.status)) };
}

/** Editing, adding or removing a group (`groupId` when it exists). */
export function editGroup<T extends AnyTree>(tree: T, groupId?: string): TreeChange<T> {
  const code = structureRefusal(tree.campaign.status);
  if (code) return refuse(code);
  if (groupId !== undefined && !tree.groups.some((g) => g.id === groupId)) return refuse('GROUP_NOT_FOUND');
  return { ok: true, tree: withCampaignStatus(tree, statusAfterEdit(tree.campaign.status)) };
}

/** Editing, adding or removing a strategy (`strategyId` when it exists). */
export function editStrategy<T extends AnyTree>(tree: T, strategyId?: string): TreeChange<T> {
  const code = structureRefusal(tree.campaign.status);
  if (code) return refuse(code);
  if (strategyId !== undefined && !tree.strategies.some((s) => s.id === strategyId))
    return refuse('STRATEGY_NOT_FOUND');
  return { ok: true, tree: withCampaignStatus(tree, statusAfterEdit(tree.campaign.status)) };
}

/**
 * The status a new group (no `groupId`) or a new strategy of group `groupId` starts with: active,
 * except in a paused group, where it waits (inactive) and starts with the group's activation.
 */
export function newChildState(
  tree: AnyTree,
  groupId?: string,
): Pick<StrategyNode, 'status' | 'active_before_group_pause'> {
  const group = groupId === undefined ? undefined : tree.groups.find((g) => g.id === groupId);
  return group?.status === 'paused'
    ? { status: 'inactive', active_before_group_pause: true }
    : { status: 'active', active_before_group_pause: false };
}

function groupGuard(tree: AnyTree, groupId: string): CampaignRefusalCode | undefined {
  return (
    structureRefusal(tree.campaign.status) ??
    (tree.groups.some((g) => g.id === groupId) ? undefined : 'GROUP_NOT_FOUND')
  );
}

export function pauseGroup<T extends AnyTree>(tree: T, groupId: string): TreeChange<T> {
  const code = groupGuard(tree, groupId);
  if (code) return refuse(code);
  if (tree.groups.find((g) => g.id === groupId)?.status !== 'active') return refuse('GROUP_NOT_PAUSABLE');
  return {
    ok: true,
    tree: {
      ...tree,
      groups: tree.groups.map((g) => (g.id === groupId ? { ...g, status: 'paused' } : g)),
      strategies: tree.strategies.map((s) =>
        s.group_id === groupId && s.status === 'active'
          ? { ...s, status: 'inactive', active_before_group_pause: true }
          : s,
      ),
    },
  };
}

export function activateGroup<T extends AnyTree>(tree: T, groupId: string): TreeChange<T> {
  const code = groupGuard(tree, groupId);
  if (code) return refuse(code);
  if (tree.groups.find((g) => g.id === groupId)?.status !== 'paused') return refuse('GROUP_NOT_ACTIVATABLE');
  return withinBudgets(
    {
      ...tree,
      groups: tree.groups.map((g) => (g.id === groupId ? { ...g, status: 'active' } : g)),
      strategies: tree.strategies.map((s) =>
        s.group_id !== groupId
          ? s
          : {
              ...s,
              status: s.active_before_group_pause ? 'active' : s.status,
              active_before_group_pause: false,
            },
      ),
    },
    (excess) => excess.parent === 'campaign' || excess.groupId === groupId,
    childActivationCodes,
  );
}

function strategyGuard(tree: AnyTree, strategyId: string): CampaignRefusalCode | undefined {
  const blocked = structureRefusal(tree.campaign.status);
  if (blocked) return blocked;
  const strategy = tree.strategies.find((s) => s.id === strategyId);
  if (!strategy) return 'STRATEGY_NOT_FOUND';
  return tree.groups.find((g) => g.id === strategy.group_id)?.status === 'paused'
    ? 'GROUP_PAUSED'
    : undefined;
}

const setStrategy = <T extends AnyTree>(tree: T, strategyId: string, status: CampaignChildStatus): T => ({
  ...tree,
  strategies: tree.strategies.map((s) => (s.id === strategyId ? { ...s, status } : s)),
});

export function pauseStrategy<T extends AnyTree>(tree: T, strategyId: string): TreeChange<T> {
  const code = strategyGuard(tree, strategyId);
  if (code) return refuse(code);
  if (tree.strategies.find((s) => s.id === strategyId)?.status !== 'active')
    return refuse('STRATEGY_NOT_PAUSABLE');
  return { ok: true, tree: setStrategy(tree, strategyId, 'paused') };
}

export function activateStrategy<T extends AnyTree>(tree: T, strategyId: string): TreeChange<T> {
  const code = strategyGuard(tree, strategyId);
  if (code) return refuse(code);
  if (tree.strategies.find((s) => s.id === strategyId)?.status !== 'paused')
    return refuse('STRATEGY_NOT_ACTIVATABLE');
  const groupId = tree.strategies.find((s) => s.id === strategyId)?.group_id;
  return withinBudgets(
    setStrategy(tree, strategyId, 'active'),
    (excess) => excess.groupId === groupId,
    childActivationCodes,
  );
}

/**
 * Spec §4: deactivating an advertiser pauses all its running campaigns (activating it again does
 * not resume them). Returns every tree, the running ones paused, and the ids it paused.
 */
export function pauseCampaignsOfDeactivatedAdvertiser<T extends AnyTree>(
  trees: readonly T[],
): { trees: T[]; pausedCampaignIds: string[] } {
  const pausedCampaignIds: string[] = [];
  const out = trees.map((tree) => {
    if (!campaignStatusActions[tree.campaign.status].running) return tree;
    const change = pauseCampaign(tree);
    if (!change.ok) return tree;
    pausedCampaignIds.push(tree.campaign.id);
    return change.tree;
  });
  return { trees: out, pausedCampaignIds };
}

/** Whether a strategy delivers: it and its group are active in an active campaign. */
export function isStrategyDelivering(tree: AnyTree, strategyId: string): boolean {
  const strategy = tree.strategies.find((s) => s.id === strategyId);
  const group = strategy && tree.groups.find((g) => g.id === strategy.group_id);
  return tree.campaign.status === 'active' && group?.status === 'active' && strategy?.status === 'active';
}
