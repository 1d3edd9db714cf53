import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeBudgetExcesses } from './active-budgets';
import { checkBudgets } from './budgets';
import type { RuleCampaign } from './rule-input';
import {
  activateCampaign,
  activateGroup,
  activateStrategy,
  editCampaign,
  editGroup,
  editStrategy,
  pauseCampaign,
  pauseGroup,
  pauseStrategy,
  type CampaignTree,
  type TreeChange,
} from './state-machine';

const reais = (n: number) => BigInt(Math.round(n * 100));

/** Campaign R$ 50,00; groups G1 R$ 30,00 (strategies S1 R$ 20,00, S2 R$ 10,00) and G2 R$ 20,00 (S3). */
const tree = (): CampaignTree => ({
  campaign: { id: 'c', status: 'active', budget: reais(50), currency: 'BRL' },
  groups: [
    { id: 'g1', status: 'active', budget: reais(30), name: 'G1' },
    { id: 'g2', status: 'active', budget: reais(20), name: 'G2' },
  ],
  strategies: [
    {
      id: 's1',
      group_id: 'g1',
      status: 'active',
      active_before_group_pause: false,
      budget: reais(20),
      name: 'S1',
    },
    {
      id: 's2',
      group_id: 'g1',
      status: 'active',
      active_before_group_pause: false,
      budget: reais(10),
      name: 'S2',
    },
    {
      id: 's3',
      group_id: 'g2',
      status: 'active',
      active_before_group_pause: false,
      budget: reais(20),
      name: 'S3',
    },
  ],
});
const ok = (change: TreeChange<CampaignTree>): CampaignTree => {
  if (!change.ok) throw new Error(`refused: ${change.refusal.code}`);
  return change.tree;
};
const setGroupBudget = (t: CampaignTree, id: string, amount: bigint): CampaignTree => ({
  ...t,
  groups: t.groups.map((g) => (g.id === id ? { ...g, budget: amount } : g)),
});
const setStrategyBudget = (t: CampaignTree, id: string, amount: bigint): CampaignTree => ({
  ...t,
  strategies: t.strategies.map((s) => (s.id === id ? { ...s, budget: amount } : s)),
});

/** The tree as the edit rules read it (checkBudgets: statuses from the tree). */
const ruleCampaignOf = (t: CampaignTree): RuleCampaign => ({
  type: 'PROGRAMMATIC',
  budget: t.campaign.budget ?? undefined,
  groups: t.groups.map((g) => ({
    id: g.id,
    status: g.status,
    budget: g.budget ?? undefined,
    strategies: t.strategies
      .filter((s) => s.group_id === g.id)
      .map((s) => ({ id: s.id, status: s.status, budget: s.budget ?? undefined })),
  })),
});
const sumRulesPass = (t: CampaignTree) =>
  !checkBudgets(ruleCampaignOf(t), 'BRL').some(
    (i) => i.code === 'GROUP_BUDGETS_OVER_CAMPAIGN' || i.code === 'STRATEGY_BUDGETS_OVER_GROUP',
  );

describe('re-activation keeps the budget sums (DESIGN §7, issue 26)', () => {
  it('refuses to activate a group whose budget no longer fits, naming what to lower', () => {
    const paused = ok(pauseGroup(tree(), 'g2'));
    const raised = setGroupBudget(paused, 'g1', reais(50));
    expect(sumRulesPass(raised)).toBe(true); // raising G1 while G2 is paused is allowed
    const change = activateGroup(raised, 'g2');
    expect(change.ok).toBe(false);
    if (change.ok) return;
    expect(change.refusal.code).toBe('ACTIVATION_GROUPS_OVER_CAMPAIGN');
    expect(change.refusal.key).toBe('campaigns:refusals.ACTIVATION_GROUPS_OVER_CAMPAIGN');
    expect(change.refusal.params).toEqual({
      total: 'R$ 70,00',
      budget: 'R$ 50,00',
      excess: 'R$ 20,00',
      children: '“G1”, “G2”',
    });
    // Lowering G1 back makes room.
    expect(ok(activateGroup(setGroupBudget(raised, 'g1', reais(30)), 'g2')).groups[1]!.status).toBe('active');
  });

  it('refuses to activate a strategy whose budget no longer fits its group', () => {
    const paused = ok(pauseStrategy(tree(), 's2'));
    const raised = setStrategyBudget(paused, 's1', reais(30));
    expect(sumRulesPass(raised)).toBe(true);
    const change = activateStrategy(raised, 's2');
    expect(change.ok ? undefined : change.refusal).toMatchObject({
      code: 'ACTIVATION_STRATEGIES_OVER_GROUP',
      params: {
        total: 'R$ 40,00',
        budget: 'R$ 30,00',
        excess: 'R$ 10,00',
        group: '“G1”',
        children: '“S1”, “S2”',
      },
    });
  });

  it('does not refuse for another group that is over (only the sums the activation touches)', () => {
    const t = ok(pauseStrategy(tree(), 's2'));
    const over = setStrategyBudget(t, 's3', reais(25)); // G2's strategies over G2 (legacy data)
    expect(activateStrategy(over, 's2').ok).toBe(true);
    expect(activateGroup(ok(pauseGroup(over, 'g1')), 'g1').ok).toBe(true);
  });

  it('activating a campaign activates everything, or refuses and offers keepPaused', () => {
    const raised = setGroupBudget(ok(pauseGroup(tree(), 'g2')), 'g1', reais(50));
    const paused = ok(pauseCampaign(raised));
    const change = activateCampaign(paused);
    expect(change.ok ? undefined : change.refusal).toMatchObject({
      code: 'CAMPAIGN_ACTIVATION_GROUPS_OVER_BUDGET',
      params: { total: 'R$ 70,00', budget: 'R$ 50,00', excess: 'R$ 20,00', children: '“G1”, “G2”' },
    });
    const kept = ok(activateCampaign(paused, { keepPaused: true }));
    expect(kept.groups.map((g) => g.status)).toEqual(['active', 'paused']);
    expect(activeBudgetExcesses(kept)).toEqual([]);
  });

  it('names the strategies when a group would be over after the campaign activates', () => {
    const raised = setStrategyBudget(ok(pauseStrategy(tree(), 's2')), 's1', reais(30));
    const change = activateCampaign(ok(pauseCampaign(raised)));
    expect(change.ok ? undefined : change.refusal).toMatchObject({
      code: 'CAMPAIGN_ACTIVATION_STRATEGIES_OVER_BUDGET',
      params: { group: '“G1”', children: '“S1”, “S2”', excess: 'R$ 10,00' },
    });
  });

  it('without budgets on the nodes (a draft being filled in) nothing is checked', () => {
    const t: CampaignTree = {
      ...tree(),
      campaign: { id: 'c', status: 'active' },
      groups: tree().groups.map((g) => ({ id: g.id, status: g.status })),
    };
    expect(activateGroup(ok(pauseGroup(t, 'g2')), 'g2').ok).toBe(true);
  });
});

/**
 * The model: any sequence of budget edits (accepted only when the edit rules accept them, as the
 * server does), pauses and activations of the campaign, its groups and its strategies never leaves
 * the active groups over the campaign budget, nor a group's active strategies over the group's.
 */
type Op =
  | { kind: 'pauseCampaign' | 'activateCampaign' | 'activateCampaignKeepPaused' }
  | { kind: 'pauseGroup' | 'activateGroup' | 'pauseStrategy' | 'activateStrategy'; index: number }
  | { kind: 'campaignBudget'; amount: number }
  | { kind: 'groupBudget' | 'strategyBudget'; index: number; amount: number };

const amountArb = fc.integer({ min: 1, max: 60 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constantFrom<Op>(
    { kind: 'pauseCampaign' },
    { kind: 'activateCampaign' },
    { kind: 'activateCampaignKeepPaused' },
  ),
  fc.record({
    kind: fc.constantFrom(
      'pauseGroup' as const,
      'activateGroup' as const,
      'pauseStrategy' as const,
      'activateStrategy' as const,
    ),
    index: fc.nat(20),
  }),
  fc.record({ kind: fc.constant('campaignBudget' as const), amount: amountArb }),
  fc.record({
    kind: fc.constantFrom('groupBudget' as const, 'strategyBudget' as const),
    index: fc.nat(20),
    amount: amountArb,
  }),
);

/** The tree after `op`, or null when it is refused (an edit: by the state machine or the sum rules). */
function apply(t: CampaignTree, op: Op): CampaignTree | null {
  const group = (i: number) => t.groups[i % t.groups.length]!.id;
  const strategy = (i: number) => t.strategies[i % t.strategies.length]!.id;
  const changed = (change: TreeChange<CampaignTree>) => (change.ok ? change.tree : null);
  const edited = (change: TreeChange<CampaignTree>, next: CampaignTree) =>
    change.ok && sumRulesPass(next) ? next : null;
  switch (op.kind) {
    case 'pauseCampaign':
      return changed(pauseCampaign(t));
    case 'activateCampaign':
      return changed(activateCampaign(t));
    case 'activateCampaignKeepPaused':
      return changed(activateCampaign(t, { keepPaused: true }));
    case 'pauseGroup':
      return changed(pauseGroup(t, group(op.index)));
    case 'activateGroup':
      return changed(activateGroup(t, group(op.index)));
    case 'pauseStrategy':
      return changed(pauseStrategy(t, strategy(op.index)));
    case 'activateStrategy':
      return changed(activateStrategy(t, strategy(op.index)));
    case 'campaignBudget':
      return edited(editCampaign(t), { ...t, campaign: { ...t.campaign, budget: reais(op.amount) } });
    case 'groupBudget':
      return edited(editGroup(t, group(op.index)), setGroupBudget(t, group(op.index), reais(op.amount)));
    case 'strategyBudget':
      return edited(
        editStrategy(t, strategy(op.index)),
        setStrategyBudget(t, strategy(op.index), reais(op.amount)),
      );
  }
}

const activeOver = (t: CampaignTree): string[] => {
  const sum = (xs: readonly { budget?: bigint | null }[]) => xs.reduce((a, x) => a + (x.budget ?? 0n), 0n);
  const over: string[] = [];
  const activeGroups = t.groups.filter((g) => g.status === 'active');
  if (sum(activeGroups) > t.campaign.budget!) over.push('campaign');
  for (const g of t.groups)
    if (sum(t.strategies.filter((s) => s.group_id === g.id && s.status === 'active')) > g.budget!)
      over.push(g.id);
  return over;
};

describe('budget sums under any sequence of edits, pauses and activations (property)', () => {
  it('never leaves active children above their parent', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        let t = tree();
        for (const op of ops) {
          t = apply(t, op) ?? t;
          expect(activeOver(t)).toEqual([]);
          expect(activeBudgetExcesses(t)).toEqual([]);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
