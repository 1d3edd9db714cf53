import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activateCampaign,
  activateGroup,
  activateStrategy,
  pauseCampaign,
  pauseGroup,
  pauseStrategy,
  type CampaignTree,
  type TreeChange,
} from './state-machine';

/**
 * Any sequence of pause/activate on the campaign, its groups and its strategies keeps the tree
 * consistent with spec §4. Invariants checked after every step:
 *  1. the campaign is active or paused (only pause/activate are applied);
 *  2. campaign paused ⇒ nothing is active: a group is inactive (switched off by the campaign's
 *     pause) or paused (by the user); in an inactive group a strategy is inactive or paused and
 *     remembers nothing; in a paused group the rule of 3 holds;
 *  3. campaign active ⇒ every group is active or paused; in an active group every strategy is
 *     active or paused and remembers nothing; in a paused group every strategy is inactive and
 *     remembered (it was active at the pause) or paused (it was not);
 *  4. activating a group makes active exactly the strategies that were active when it was paused
 *     (tracked by a ghost record), and activating the campaign makes everything active — or, with
 *     keepPaused, what was running at the campaign's pause (paused groups keep their record);
 *  5. an operation changes nothing outside its scope, and a refused one changes nothing at all;
 *     inside a paused campaign every group and strategy operation is refused (CAMPAIGN_PAUSED).
 */
type Op =
  | { kind: 'pauseCampaign' | 'activateCampaign' | 'activateCampaignKeepPaused' }
  | { kind: 'pauseGroup' | 'activateGroup'; index: number }
  | { kind: 'pauseStrategy' | 'activateStrategy'; index: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constantFrom<Op>(
    { kind: 'pauseCampaign' },
    { kind: 'activateCampaign' },
    { kind: 'activateCampaignKeepPaused' },
  ),
  fc.record({ kind: fc.constantFrom('pauseGroup' as const, 'activateGroup' as const), index: fc.nat(9) }),
  fc.record({
    kind: fc.constantFrom('pauseStrategy' as const, 'activateStrategy' as const),
    index: fc.nat(29),
  }),
);

const treeArb: fc.Arbitrary<CampaignTree> = fc
  .array(fc.array(fc.boolean(), { maxLength: 5 }), { minLength: 1, maxLength: 4 })
  .map((groups) => ({
    campaign: { id: 'c', status: 'active' as const },
    groups: groups.map((_, g) => ({ id: `g${g}`, status: 'active' as const })),
    strategies: groups.flatMap((strategies, g) =>
      strategies.map((active, s) => ({
        id: `g${g}s${s}`,
        group_id: `g${g}`,
        status: active ? ('active' as const) : ('paused' as const),
        active_before_group_pause: false,
      })),
    ),
  }));

function apply(tree: CampaignTree, op: Op): TreeChange<CampaignTree> {
  switch (op.kind) {
    case 'pauseCampaign':
      return pauseCampaign(tree);
    case 'activateCampaign':
      return activateCampaign(tree);
    case 'activateCampaignKeepPaused':
      return activateCampaign(tree, { keepPaused: true });
    case 'pauseGroup':
    case 'activateGroup': {
      const id = tree.groups[op.index % tree.groups.length]!.id;
      return op.kind === 'pauseGroup' ? pauseGroup(tree, id) : activateGroup(tree, id);
    }
    default: {
      const id = tree.strategies.length ? tree.strategies[op.index % tree.strategies.length]!.id : 'none';
      return op.kind === 'pauseStrategy' ? pauseStrategy(tree, id) : activateStrategy(tree, id);
    }
  }
}

function checkConsistent(tree: CampaignTree): void {
  const { status } = tree.campaign;
  expect(['active', 'paused']).toContain(status);
  const groupStatus = new Map(tree.groups.map((g) => [g.id, g.status]));
  for (const g of tree.groups)
    expect(status === 'paused' ? ['inactive', 'paused'] : ['active', 'paused']).toContain(g.status);
  for (const s of tree.strategies) {
    if (groupStatus.get(s.group_id) === 'inactive') {
      expect(['inactive', 'paused']).toContain(s.status);
      expect(s.active_before_group_pause).toBe(false);
    } else if (groupStatus.get(s.group_id) === 'active') {
      expect(['active', 'paused']).toContain(s.status);
      expect(s.active_before_group_pause).toBe(false);
    } else {
      expect(s.status === 'inactive' ? s.active_before_group_pause : !s.active_before_group_pause).toBe(true);
      expect(['inactive', 'paused']).toContain(s.status);
    }
  }
}

const groupOf = (tree: CampaignTree, op: Op) =>
  op.kind === 'pauseGroup' || op.kind === 'activateGroup'
    ? tree.groups[op.index % tree.groups.length]!.id
    : undefined;

describe('cascade of pause and activation (property)', () => {
  it('keeps every state consistent with spec §4 for any sequence', () => {
    fc.assert(
      fc.property(treeArb, fc.array(opArb, { maxLength: 40 }), (initial, ops) => {
        let tree = initial;
        // Ghost: for each paused group, the strategies that were active when it was paused.
        const activeAtPause = new Map<string, Set<string>>();
        checkConsistent(tree);
        for (const op of ops) {
          const before = tree;
          const change = apply(before, op);
          if (!change.ok) {
            if (before.campaign.status === 'paused' && !op.kind.includes('Campaign'))
              expect(change.refusal.code).toBe('CAMPAIGN_PAUSED');
            continue;
          }
          tree = change.tree;
          expect(before.campaign.status === 'paused' && !op.kind.includes('Campaign')).toBe(false);
          checkConsistent(tree);
          const groupId = groupOf(before, op);
          const strategyStatus = (t: CampaignTree) => new Map(t.strategies.map((s) => [s.id, s.status]));
          const [was, now] = [strategyStatus(before), strategyStatus(tree)];
          switch (op.kind) {
            case 'pauseCampaign':
              // Paused groups keep what they remember through the campaign's pause.
              expect(tree.groups.map((g) => g.status === 'paused')).toEqual(
                before.groups.map((g) => g.status === 'paused'),
              );
              break;
            case 'activateCampaignKeepPaused':
              expect(tree.groups.map((g) => (g.status === 'paused' ? 'paused' : 'inactive'))).toEqual(
                before.groups.map((g) => g.status),
              );
              for (const s of tree.strategies)
                if (was.get(s.id) === 'paused') expect(now.get(s.id)).toBe('paused');
              break;
            case 'activateCampaign':
              expect([...tree.groups, ...tree.strategies].every((n) => n.status === 'active')).toBe(true);
              activeAtPause.clear();
              break;
            case 'pauseGroup':
              activeAtPause.set(
                groupId!,
                new Set(
                  before.strategies
                    .filter((s) => s.group_id === groupId && s.status === 'active')
                    .map((s) => s.id),
                ),
              );
              break;
            case 'activateGroup': {
              const restored = tree.strategies
                .filter((s) => s.group_id === groupId && s.status === 'active')
                .map((s) => s.id);
              expect(new Set(restored)).toEqual(activeAtPause.get(groupId!) ?? new Set());
              activeAtPause.delete(groupId!);
              break;
            }
            default: {
              const changed = [...now].filter(([id, s]) => was.get(id) !== s).map(([id]) => id);
              expect(changed).toHaveLength(1);
            }
          }
          if (groupId !== undefined)
            for (const s of tree.strategies)
              if (s.group_id !== groupId) expect(now.get(s.id)).toBe(was.get(s.id));
          if (!op.kind.includes('Campaign')) expect(tree.campaign).toEqual(before.campaign);
        }
      }),
      { numRuns: 500 },
    );
  });
});
