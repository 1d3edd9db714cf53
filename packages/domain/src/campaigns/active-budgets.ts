import { formatMoney, type Currency } from '../formats';

/**
 * DESIGN §7 over the statuses of a campaign tree: the budgets of the groups that count (active,
 * or switched off by a pause above and coming back with it — everything but `paused`) together
 * ≤ the campaign budget, and the same for the strategies of each group against the group budget.
 * This is what every path that makes something active re-checks on the tree it would produce
 * (activate a group, a strategy or the campaign; state-machine.ts), so re-activation can never
 * bring back budgets the parent cannot hold. A missing budget counts as nothing; a parent without
 * a budget (a draft) is not checked.
 */
export interface BudgetedTree {
  campaign: { budget?: bigint | null; currency?: Currency };
  groups: readonly { id: string; status: string; budget?: bigint | null; name?: string | null }[];
  strategies: readonly {
    id: string;
    group_id: string;
    status: string;
    budget?: bigint | null;
    name?: string | null;
  }[];
}

export interface BudgetExcess {
  /** `campaign`: the groups' budgets are over the campaign's; `group`: a group's strategies are over it. */
  parent: 'campaign' | 'group';
  /** The group's id when `parent` is `group`. */
  groupId?: string;
  budget: bigint;
  total: bigint;
  /** The children that count, in tree order (what the user could lower). */
  childIds: string[];
}

/** Whether a child's budget counts towards its parent's (rule-input.ts countsTowardsBudget). */
export const countsInActiveSum = (status: string): boolean => status !== 'paused' && status !== 'finished';

const sum = (amounts: readonly (bigint | null | undefined)[]) =>
  amounts.reduce<bigint>((a, b) => a + (b ?? 0n), 0n);

/** Every parent whose counting children's budgets add up to more than its own budget. */
export function activeBudgetExcesses(tree: BudgetedTree): BudgetExcess[] {
  const excesses: BudgetExcess[] = [];
  const budget = tree.campaign.budget;
  const groups = tree.groups.filter((g) => countsInActiveSum(g.status));
  const groupsTotal = sum(groups.map((g) => g.budget));
  if (budget != null && groupsTotal > budget)
    excesses.push({ parent: 'campaign', budget, total: groupsTotal, childIds: groups.map((g) => g.id) });
  for (const group of tree.groups) {
    if (group.budget == null) continue;
    const strategies = tree.strategies.filter((s) => s.group_id === group.id && countsInActiveSum(s.status));
    const total = sum(strategies.map((s) => s.budget));
    if (total > group.budget)
      excesses.push({
        parent: 'group',
        groupId: group.id,
        budget: group.budget,
        total,
        childIds: strategies.map((s) => s.id),
      });
  }
  return excesses;
}

const namesShown = 5;

/** “Name”, “Other” and the rest, as the refusal messages name them (unnamed ones by position). */
function namesOf(ids: readonly string[], nodes: readonly { id: string; name?: string | null }[]): string {
  const names = ids.map((id) => {
    const index = nodes.findIndex((n) => n.id === id);
    const name = nodes[index]?.name?.trim();
    return `“${name || `#${index + 1}`}”`;
  });
  return names.length > namesShown ? `${names.slice(0, namesShown).join(', ')}, …` : names.join(', ');
}

/** The interpolation values of an excess's message: amounts formatted, the children and the group named. */
export function budgetExcessParams(tree: BudgetedTree, excess: BudgetExcess): Record<string, string> {
  const currency = tree.campaign.currency ?? 'BRL';
  const money = (amount: bigint) => formatMoney(amount, currency);
  const group = excess.groupId === undefined ? undefined : tree.groups.find((g) => g.id === excess.groupId);
  return {
    total: money(excess.total),
    budget: money(excess.budget),
    excess: money(excess.total - excess.budget),
    children: namesOf(excess.childIds, excess.parent === 'campaign' ? tree.groups : tree.strategies),
    ...(group && { group: namesOf([group.id], tree.groups) }),
  };
}
