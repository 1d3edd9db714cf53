import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { advertisers, campaigns, queryRows } from '@verba/db';
import {
  activeBudgetExcesses,
  addCalendarDays,
  createCampaignSchema,
  saoPauloDateOf,
  updateCampaignGroupSchema,
  updateCampaignSchema,
  updateCampaignStrategySchema,
  type RuleCampaign,
} from '@verba/domain';
import { createTestDeps, type TestDeps } from '../testing';
import { createCompany, createSignedInUser } from '../testing/factories';
import { fundedAdvertiserWallet } from '../ledger/testing';
import type { Actor } from '../deps';
import { DomainError } from '../errors';
import { activateCampaign } from './activate-campaign';
import { activateCampaignGroup } from './activate-campaign-group';
import { activateCampaignStrategy } from './activate-campaign-strategy';
import { createCampaign } from './create-campaign';
import { findCampaign } from './find-campaign';
import { loadCampaignTree, stateTreeOf } from './campaign-tree';
import { pauseCampaign } from './pause-campaign';
import { pauseCampaignGroup } from './pause-campaign-group';
import { pauseCampaignStrategy } from './pause-campaign-strategy';
import { publishCampaign } from './publish-campaign';
import { ruleCampaignOf } from './rule-campaign';
import { updateCampaign } from './update-campaign';
import { updateCampaignGroup } from './update-campaign-group';
import { updateCampaignStrategy } from './update-campaign-strategy';

/**
 * Issue 26: budget sums (DESIGN §7) cannot be exceeded through re-activation. Every path that
 * makes a group or strategy active — activating it, activating its group, activating the campaign
 * — runs through the real use cases on PGlite, and a model-based test (fast-check commands) shows
 * that no sequence of budget edits, approvals, pauses and activations leaves the active groups
 * over the campaign budget, or a group's active strategies over the group's budget.
 */
describe('budget sums through re-activation (issue 26)', () => {
  let deps: TestDeps;
  let actor: Actor;
  let companyId: string;
  const inDays = (days: number) => addCalendarDays(saoPauloDateOf(new Date()), days);

  beforeAll(async () => {
    deps = await createTestDeps();
    const company = await createCompany({ db: deps.db });
    companyId = company.id;
    const { user, tokenId } = await createSignedInUser({ db: deps.db, companyId, role: 'user' });
    actor = {
      userId: user.id,
      companyId,
      role: 'user',
      isStaff: false,
      tokenId,
      impersonatorUserId: null,
      language: 'pt_BR',
    };
  });
  afterAll(() => deps.database.close());

  async function fundedAdvertiser(): Promise<{ advertiserId: string; creativeId: string }> {
    const [advertiser] = await deps.db
      .insert(advertisers)
      .values({
        companyId,
        name: 'Loja Soma',
        displayName: 'Loja Soma',
        website: 'https://loja.com.br',
        currency: 'BRL',
        ownerDocument: '52998224725',
        ownerDocumentType: 'CPF',
        ownerName: 'Maria Silva',
        createdAt: new Date(Date.now() - 30 * 24 * 3600_000),
      })
      .returning();
    await fundedAdvertiserWallet({
      db: deps.db,
      amount: 1_000_000n,
      owner: { type: 'advertiser', id: advertiser!.id },
    });
    const [creative] = await queryRows<{ id: string }>(
      deps.db,
      sql`INSERT INTO creatives (company_id, advertiser_id, name, format, status, width, height)
          VALUES (${companyId}, ${advertiser!.id}, 'Banner', 'DISPLAY', 'approved', 300, 250) RETURNING id`,
    );
    return { advertiserId: advertiser!.id, creativeId: creative!.id };
  }

  const strategy = (name: string, budget: string) => ({
    name,
    budget,
    audience_ids: [],
    locations: [{ kind: 'country', country: 'BR' }],
    devices: ['MOBILE'],
    bid: { type: 'CPM', amount: '500' },
  });

  /**
   * An approved campaign of R$ 50,00: group G1 R$ 30,00 (S1 R$ 20,00, S2 R$ 10,00) and group G2
   * R$ 20,00 (S3 R$ 20,00) — the figures of the issue.
   */
  async function activeCampaign(): Promise<string> {
    const { advertiserId, creativeId } = await fundedAdvertiser();
    const draft = await createCampaign({
      deps,
      actor,
      input: createCampaignSchema.parse({
        advertiser_id: advertiserId,
        name: 'Somas',
        type: 'PROGRAMMATIC',
        objective: 'IMPRESSION',
        budget: '5000',
        start_date: inDays(10),
        end_date: inDays(30),
        creative_ids: [creativeId],
        groups: [
          {
            name: 'G1',
            budget: '3000',
            start_date: inDays(10),
            strategies: [strategy('S1', '2000'), strategy('S2', '1000')],
          },
          { name: 'G2', budget: '2000', start_date: inDays(10), strategies: [strategy('S3', '2000')] },
        ],
      }),
    });
    await publishCampaign({ deps, actor, id: draft.id, version: draft.version });
    await approve(draft.id);
    return draft.id;
  }

  /** Staff approval (review is another module): pending → active, the children as they are. */
  const approve = (id: string) =>
    deps.db.update(campaigns).set({ status: 'active' }).where(eq(campaigns.id, id));

  async function treeOf(id: string) {
    const campaign = await findCampaign({ db: deps.db, companyId, id });
    return loadCampaignTree({ db: deps.db, campaign });
  }

  const refusal = async (run: Promise<unknown>) => {
    try {
      await run;
    } catch (error) {
      if (error instanceof DomainError)
        return { code: error.code, params: error.params, ...(error.fields && { fields: error.fields }) };
      throw error;
    }
    return undefined;
  };

  /** Sets one budget through the public edit use cases (group and strategy routes, whole-tree PUT). */
  async function setBudget(
    id: string,
    target: { kind: 'campaign' } | { kind: 'group' | 'strategy'; index: number },
    budget: bigint,
  ) {
    const tree = await treeOf(id);
    const draft: RuleCampaign = ruleCampaignOf(tree);
    const version = tree.campaign.version;
    if (target.kind === 'campaign')
      return updateCampaign({
        deps,
        actor,
        id,
        input: updateCampaignSchema.parse({ ...jsonOf(draft), budget: String(budget), version }),
      });
    if (target.kind === 'group') {
      const group = tree.groups[target.index % tree.groups.length]!;
      const fields = jsonOf(draft.groups!.find((g) => g.id === group.id)!);
      delete fields.id;
      delete fields.status;
      delete fields.strategies;
      return updateCampaignGroup({
        deps,
        actor,
        id,
        groupId: group.id,
        input: updateCampaignGroupSchema.parse({ ...fields, budget: String(budget), version }),
      });
    }
    const row = tree.strategies[target.index % tree.strategies.length]!;
    const fields = jsonOf(draft.groups!.flatMap((g) => g.strategies ?? []).find((s) => s.id === row.id)!);
    delete fields.id;
    delete fields.status;
    return updateCampaignStrategy({
      deps,
      actor,
      id,
      strategyId: row.id,
      input: updateCampaignStrategySchema.parse({ ...fields, budget: String(budget), version }),
    });
  }

  /** The draft as a request body: amounts as strings, nulls and undefined dropped. */
  const jsonOf = (value: object): Record<string, unknown> =>
    JSON.parse(
      JSON.stringify(value, (_key, v: unknown) =>
        typeof v === 'bigint' ? v.toString() : v === null ? undefined : v,
      ),
    ) as Record<string, unknown>;

  /** Active children over their parent in the stored tree ([] when the sums hold). */
  async function activeOver(id: string): Promise<string[]> {
    const tree = await treeOf(id);
    const over: string[] = [];
    const sum = (xs: { budget: bigint | null }[]) => xs.reduce((a, x) => a + (x.budget ?? 0n), 0n);
    if (sum(tree.groups.filter((g) => g.status === 'active')) > tree.campaign.budget!) over.push('campaign');
    for (const g of tree.groups)
      if (sum(tree.strategies.filter((s) => s.groupId === g.id && s.status === 'active')) > g.budget!)
        over.push(g.name ?? g.id);
    // And the stronger form every path keeps: what counts (all but user-paused) fits too.
    over.push(...activeBudgetExcesses(stateTreeOf(tree)).map((e) => `counting:${e.parent}`));
    return over;
  }

  it('refuses to activate a group back over the campaign budget (the issue’s steps)', async () => {
    const id = await activeCampaign();
    const [, g2] = (await treeOf(id)).groups;
    await pauseCampaignGroup({ deps, actor, id, groupId: g2!.id });
    await setBudget(id, { kind: 'group', index: 0 }, 5000n); // allowed: G2 is paused
    await approve(id);
    expect(await refusal(activateCampaignGroup({ deps, actor, id, groupId: g2!.id }))).toEqual({
      code: 'ACTIVATION_GROUPS_OVER_CAMPAIGN',
      params: { total: 'R$ 70,00', budget: 'R$ 50,00', excess: 'R$ 20,00', children: '“G1”, “G2”' },
    });
    expect(await activeOver(id)).toEqual([]);
    // Lowering G1 makes room again.
    await setBudget(id, { kind: 'group', index: 0 }, 3000n);
    await approve(id);
    await activateCampaignGroup({ deps, actor, id, groupId: g2!.id });
    expect((await treeOf(id)).groups.map((g) => g.status)).toEqual(['active', 'active']);
  });

  it('refuses to activate a strategy back over its group budget', async () => {
    const id = await activeCampaign();
    const strategies = (await treeOf(id)).strategies;
    const s1 = strategies.findIndex((s) => s.name === 'S1');
    const s2 = strategies.find((s) => s.name === 'S2');
    await pauseCampaignStrategy({ deps, actor, id, strategyId: s2!.id });
    await approve(id);
    expect(await refusal(setBudget(id, { kind: 'strategy', index: s1 }, 3000n))).toBeUndefined(); // S2 paused
    await approve(id);
    expect(await refusal(activateCampaignStrategy({ deps, actor, id, strategyId: s2!.id }))).toMatchObject({
      code: 'ACTIVATION_STRATEGIES_OVER_GROUP',
      params: { group: '“G1”', children: '“S1”, “S2”', total: 'R$ 40,00', excess: 'R$ 10,00' },
    });
    expect(await activeOver(id)).toEqual([]);
  });

  it('refuses to activate everything over the budget, and activates without what the user paused on request', async () => {
    const id = await activeCampaign();
    const [, g2] = (await treeOf(id)).groups;
    await pauseCampaignGroup({ deps, actor, id, groupId: g2!.id });
    await setBudget(id, { kind: 'group', index: 0 }, 5000n);
    await approve(id);
    await pauseCampaign({ deps, actor, id });
    expect((await treeOf(id)).groups.map((g) => g.status)).toEqual(['inactive', 'paused']);
    expect(await refusal(activateCampaign({ deps, actor, id }))).toMatchObject({
      code: 'CAMPAIGN_ACTIVATION_GROUPS_OVER_BUDGET',
      params: { total: 'R$ 70,00', budget: 'R$ 50,00', children: '“G1”, “G2”' },
    });
    expect((await treeOf(id)).campaign.status).toBe('paused');
    await activateCampaign({ deps, actor, id, keepPaused: true });
    const tree = await treeOf(id);
    expect([tree.campaign.status, ...tree.groups.map((g) => g.status)]).toEqual([
      'active',
      'active',
      'paused',
    ]);
    expect(Object.fromEntries(tree.strategies.map((s) => [s.name, s.status]))).toEqual({
      S1: 'active',
      S2: 'active',
      S3: 'inactive',
    });
    expect(await activeOver(id)).toEqual([]);
  });

  type Real = { id: string };
  type Model = Record<string, never>;
  const expected = new Set([
    'ACTIVATION_GROUPS_OVER_CAMPAIGN',
    'ACTIVATION_STRATEGIES_OVER_GROUP',
    'CAMPAIGN_ACTIVATION_GROUPS_OVER_BUDGET',
    'CAMPAIGN_ACTIVATION_STRATEGIES_OVER_BUDGET',
    'VALIDATION_FAILED',
    'CAMPAIGN_PAUSED',
    'CAMPAIGN_NOT_PAUSABLE',
    'CAMPAIGN_NOT_ACTIVATABLE',
    'GROUP_PAUSED',
    'GROUP_NOT_PAUSABLE',
    'GROUP_NOT_ACTIVATABLE',
    'STRATEGY_NOT_PAUSABLE',
    'STRATEGY_NOT_ACTIVATABLE',
  ]);

  /** One step against the real use cases; an expected refusal leaves the stored tree as it was. */
  const step = (
    label: string,
    run: (real: Real, tree: Awaited<ReturnType<typeof treeOf>>) => Promise<unknown>,
  ) =>
    class implements fc.AsyncCommand<Model, Real> {
      constructor(readonly args: string) {}
      check = () => true;
      async run(_model: Model, real: Real) {
        const before = await activeOver(real.id);
        expect(before).toEqual([]);
        const error = await refusal(run(real, await treeOf(real.id)));
        if (error && !expected.has(error.code)) throw new Error(`${label}: unexpected ${error.code}`);
        expect(await activeOver(real.id), `${label} ${this.args}`).toEqual([]);
      }
      toString = () => `${label}(${this.args})`;
    };

  // Round amounts around the figures of the tree, so edits are often accepted and sums often meet.
  const amount = fc.constantFrom(500n, 1000n, 2000n, 3000n, 4000n, 5000n, 6000n, 7000n);
  const index = fc.nat(5);
  const PauseCampaign = step('pauseCampaign', ({ id }) => pauseCampaign({ deps, actor, id }));
  const ActivateCampaign = step('activateCampaign', ({ id }) => activateCampaign({ deps, actor, id }));
  const ActivateKeepPaused = step('activateCampaign(keepPaused)', ({ id }) =>
    activateCampaign({ deps, actor, id, keepPaused: true }),
  );
  const Approve = step('approve', async ({ id }, tree) => {
    if (tree.campaign.status === 'pending') await approve(id);
  });
  const groupStep = (verb: 'pause' | 'activate', i: number) =>
    new (step(`${verb}Group`, ({ id }, tree) => {
      const groupId = tree.groups[i % tree.groups.length]!.id;
      return verb === 'pause'
        ? pauseCampaignGroup({ deps, actor, id, groupId })
        : activateCampaignGroup({ deps, actor, id, groupId });
    }))(String(i));
  const strategyStep = (verb: 'pause' | 'activate', i: number) =>
    new (step(`${verb}Strategy`, ({ id }, tree) => {
      const strategyId = tree.strategies[i % tree.strategies.length]!.id;
      return verb === 'pause'
        ? pauseCampaignStrategy({ deps, actor, id, strategyId })
        : activateCampaignStrategy({ deps, actor, id, strategyId });
    }))(String(i));
  const budgetStep = (kind: 'campaign' | 'group' | 'strategy', i: number, value: bigint) =>
    new (step(`${kind}Budget`, ({ id }) =>
      setBudget(id, kind === 'campaign' ? { kind } : { kind, index: i }, value),
    ))(`${i}, ${value}`);

  const commands = [
    fc.constant(new PauseCampaign('')),
    fc.constant(new ActivateCampaign('')),
    fc.constant(new ActivateKeepPaused('')),
    fc.constant(new Approve('')),
    fc.tuple(fc.constantFrom('pause' as const, 'activate' as const), index).map(([v, i]) => groupStep(v, i)),
    fc
      .tuple(fc.constantFrom('pause' as const, 'activate' as const), index)
      .map(([v, i]) => strategyStep(v, i)),
    fc
      .tuple(fc.constantFrom('campaign' as const, 'group' as const, 'strategy' as const), index, amount)
      .map(([k, i, a]) => budgetStep(k, i, a)),
  ];

  it('no sequence of edits, approvals, pauses and activations leaves active children over their parent (model)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'max' }), async (cmds) => {
        const id = await activeCampaign();
        await fc.asyncModelRun(() => ({ model: {}, real: { id } }), cmds);
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
