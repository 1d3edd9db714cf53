import { describe, expect, it } from 'vitest';
import { campaignFixture } from './campaign-fixture';
import { groupFormErrors, serverFormErrors, strategyFormErrors, strategyPathPrefix } from './draft-check';

const now = new Date('2029-12-15T12:00:00Z');
const keysOf = (errors: Record<string, { key: string }[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((k) => k.key)]));

describe('groupFormErrors', () => {
  it('accepts a group that fits the campaign', () => {
    expect(groupFormErrors(campaignFixture(), undefined, { name: 'Novo', budget: '20000' }, now)).toEqual({});
  });

  it('reports a new group whose budget takes the groups over the campaign budget on its budget', () => {
    const errors = groupFormErrors(campaignFixture(), undefined, { name: 'Novo', budget: '30000' }, now);
    expect(keysOf(errors)).toEqual({ budget: ['campaigns:rules.GROUP_BUDGETS_OVER_CAMPAIGN'] });
  });

  it('reports dates outside the campaign, and strategies over a lowered budget, on the edited group', () => {
    const errors = groupFormErrors(campaignFixture(), 'g1', { start_date: '2030-01-05', budget: '1' }, now);
    expect(keysOf(errors)).toEqual({
      start_date: ['campaigns:rules.GROUP_START_BEFORE_CAMPAIGN'],
      budget: ['campaigns:rules.STRATEGY_BUDGETS_OVER_GROUP'],
    });
  });
});

describe('strategyFormErrors', () => {
  it('reports a bid type the campaign type does not take, on the bid type', () => {
    const errors = strategyFormErrors(
      campaignFixture(),
      'g1',
      's1',
      { bid: { type: 'CPV', amount: '1000' } },
      now,
    );
    expect(keysOf(errors)['bid.type']).toEqual(['campaigns:rules.BID_TYPE_NOT_ALLOWED']);
  });

  it('reports a new strategy over its group budget on its budget', () => {
    const errors = strategyFormErrors(
      campaignFixture(),
      'g1',
      undefined,
      { name: 'Nova', budget: '40000', bid: { type: 'CPM', amount: '1000' } },
      now,
    );
    expect(keysOf(errors)).toEqual({ budget: ['campaigns:rules.STRATEGY_BUDGETS_OVER_GROUP'] });
  });
});

describe('serverFormErrors', () => {
  it('puts rule paths and plain fields on the form field', () => {
    expect(
      serverFormErrors(
        { 'groups.0.strategies.1.bid.amount': 'baixo', name: 'obrigatório' },
        strategyPathPrefix,
      ),
    ).toEqual({ 'bid.amount': 'baixo', name: 'obrigatório' });
  });
});
