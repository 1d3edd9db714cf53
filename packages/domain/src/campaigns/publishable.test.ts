import { describe, expect, it } from 'vitest';
import { resources, type Tree } from '../../locales';
import { campaignRefusals } from './refusals';
import { checkPublishable, validateCampaignDraft } from './publishable';
import { ruleIssueKeys, ruleIssuesByField } from './issues';
import type { CampaignRuleContext, RuleCampaign } from './rule-input';

const now = new Date('2026-11-24T12:00:00Z'); // 09:00 on the 24th in São Paulo
const context: CampaignRuleContext = {
  now,
  availableBalance: 200_000n,
  creatives: [{ id: 'mr', format: 'DISPLAY', width: 300, height: 250 }],
  audienceClasses: { a1: 'SEGMENTED', a2: 'BROAD' },
};
const complete: RuleCampaign = {
  type: 'PROGRAMMATIC',
  name: 'Black Friday',
  objective: 'IMPRESSION',
  budget: 100_000n,
  start_date: '2026-11-29',
  end_date: '2026-12-10',
  creative_ids: ['mr'],
  groups: [
    {
      name: 'Pacote',
      budget: 100_000n,
      strategies: [
        { name: 'Linha', budget: 100_000n, audience_ids: ['a1', 'a2'], bid: { type: 'CPM', amount: 449n } },
      ],
    },
  ],
};

describe('publishable check', () => {
  it('passes a complete campaign with no warnings', () => {
    expect(checkPublishable(complete, context)).toEqual({ ok: true, errors: [], warnings: [] });
  });

  it('reports everything missing from an empty draft at once', () => {
    const check = checkPublishable({ type: 'PROGRAMMATIC' }, { now });
    expect(check.ok).toBe(false);
    expect(check.errors.map((i) => `${i.code}@${i.path}`)).toEqual([
      'REQUIRED@name',
      'REQUIRED@objective',
      'REQUIRED@budget',
      'REQUIRED@start_date',
      'GROUPS_REQUIRED@groups',
      'CREATIVES_REQUIRED@creative_ids',
      'CREATIVE_SIZE_REQUIRED@creative_ids',
    ]);
  });

  it('reports what is missing inside groups and strategies', () => {
    const draft: RuleCampaign = {
      ...complete,
      groups: [{ strategies: [{ frequency_cap: { count: 2 } }] }, {}],
    };
    expect(checkPublishable(draft, context).errors.map((i) => i.path)).toEqual([
      'groups.0.name',
      'groups.0.budget',
      'groups.0.strategies.0.name',
      'groups.0.strategies.0.budget',
      'groups.0.strategies.0.bid.type',
      'groups.0.strategies.0.bid.amount',
      'groups.0.strategies.0.frequency_cap.period',
      'groups.0.strategies.0.frequency_cap.unit',
      'groups.1.name',
      'groups.1.budget',
      'groups.1.strategies',
    ]);
  });

  it('lets an incomplete draft be saved, but not one that breaks a rule', () => {
    expect(validateCampaignDraft({ type: 'AUDIO', name: 'Rádio' }, { now }).ok).toBe(true);
    const broken = validateCampaignDraft(
      { type: 'AUDIO', start_date: '2026-11-24', budget: 300_000n },
      { ...context, creatives: [] },
    );
    expect(broken.errors.map((i) => i.code)).toEqual(['START_NOT_AFTER_TODAY', 'BUDGET_OVER_BALANCE']);
  });

  it('separates warnings, which never block publishing', () => {
    const draft: RuleCampaign = {
      ...complete,
      end_date: '2026-12-01',
      groups: [
        {
          ...complete.groups![0]!,
          strategies: [{ ...complete.groups![0]!.strategies![0]!, audience_ids: ['a1'] }],
        },
      ],
    };
    const check = checkPublishable(draft, context);
    expect(check.ok).toBe(true);
    expect(check.warnings.map((i) => i.code)).toEqual([
      'DURATION_BELOW_RECOMMENDED',
      'AUDIENCES_BELOW_RECOMMENDED',
    ]);
  });

  it('groups issues by field in the API’s 422 shape', () => {
    const check = checkPublishable({ ...complete, budget: 300_000n, daily_budget: 400_000n }, context);
    expect(ruleIssuesByField(check.errors)).toEqual({
      daily_budget: [{ key: 'campaigns:rules.DAILY_BUDGET_OVER_BUDGET', params: {} }],
      budget: [{ key: 'campaigns:rules.BUDGET_OVER_BALANCE', params: { balance: 'R$ 2.000,00' } }],
    });
  });
});

describe('messages', () => {
  const lookup = (tree: Tree, key: string): unknown =>
    key.split('.').reduce<unknown>((t, k) => (t as Tree | undefined)?.[k], tree);
  const defined = (fullKey: string) =>
    (['pt-BR', 'en', 'es'] as const).every((lang) => {
      const [ns, key] = fullKey.split(':') as [keyof (typeof resources)['en'], string];
      const tree = resources[lang][ns];
      return typeof lookup(tree, key) === 'string' || typeof lookup(tree, `${key}_other`) === 'string';
    });

  it('has every rule and refusal message in pt-BR, en and es', () => {
    for (const key of Object.values(ruleIssueKeys)) expect(defined(key), key).toBe(true);
    for (const { key } of Object.values(campaignRefusals)) expect(defined(key), key).toBe(true);
  });
});
