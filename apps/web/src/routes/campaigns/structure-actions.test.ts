import { describe, expect, it } from 'vitest';
import type { CampaignStatus } from '@verba/domain';
import {
  addStructureAction,
  campaignActivation,
  groupActions,
  strategyActions,
  type TreeOfDetail,
} from './structure-actions';

const tree = (campaign: CampaignStatus, group: CampaignStatus, strategy: CampaignStatus): TreeOfDetail => ({
  id: 'c1',
  status: campaign,
  groups: [{ id: 'g1', status: group, strategies: [{ id: 's1', status: strategy }] }],
});

describe('structure actions', () => {
  it('offers pause on an active group and strategy of an active campaign', () => {
    const campaign = tree('active', 'active', 'active');
    expect(groupActions(campaign, 'g1')).toEqual({
      toggle: 'pause',
      toggleRefusal: undefined,
      editRefusal: undefined,
    });
    expect(strategyActions(campaign, 's1').toggle).toBe('pause');
    expect(addStructureAction(campaign)).toBeUndefined();
  });

  it('offers activate on a paused group', () => {
    expect(groupActions(tree('active', 'paused', 'inactive'), 'g1').toggle).toBe('activate');
  });

  it('disables everything inside a paused campaign with the rule as the reason', () => {
    const campaign = tree('paused', 'inactive', 'inactive');
    const reason = 'campaigns:refusals.CAMPAIGN_PAUSED';
    expect(groupActions(campaign, 'g1')).toEqual({
      toggle: 'pause',
      toggleRefusal: reason,
      editRefusal: reason,
    });
    expect(strategyActions(campaign, 's1')).toEqual({
      toggle: 'pause',
      toggleRefusal: reason,
      editRefusal: reason,
    });
    expect(addStructureAction(campaign)).toBe(reason);
  });

  it('refuses a finished campaign its structure changes', () => {
    expect(addStructureAction(tree('finished', 'inactive', 'inactive'))).toBe(
      'campaigns:refusals.CAMPAIGN_FINISHED',
    );
  });

  it('keeps a strategy of a paused group editable but not switchable', () => {
    expect(strategyActions(tree('active', 'paused', 'inactive'), 's1')).toEqual({
      toggle: 'pause',
      toggleRefusal: 'campaigns:refusals.GROUP_PAUSED',
      editRefusal: undefined,
    });
  });

  it('offers activate on a paused strategy', () => {
    expect(strategyActions(tree('active', 'active', 'paused'), 's1')).toEqual({
      toggle: 'activate',
      toggleRefusal: undefined,
      editRefusal: undefined,
    });
  });
});

describe('budget sums on activation (issue 26)', () => {
  /** Campaign R$ 50,00; G1 raised to R$ 50,00 while G2 (R$ 20,00) was paused. */
  const over = (campaign: CampaignStatus, g2: CampaignStatus): TreeOfDetail => ({
    id: 'c1',
    status: campaign,
    budget: '5000',
    currency: 'BRL',
    groups: [
      {
        id: 'g1',
        name: 'G1',
        budget: '5000',
        status: campaign === 'paused' ? 'inactive' : 'active',
        strategies: [],
      },
      { id: 'g2', name: 'G2', budget: '2000', status: g2, strategies: [] },
    ],
  });

  it('disables a group activation that would exceed the campaign, with the amounts as the reason', () => {
    expect(groupActions(over('active', 'paused'), 'g2')).toEqual({
      toggle: 'activate',
      toggleRefusal: 'campaigns:refusals.ACTIVATION_GROUPS_OVER_CAMPAIGN',
      toggleRefusalParams: {
        total: 'R$ 70,00',
        budget: 'R$ 50,00',
        excess: 'R$ 20,00',
        children: '“G1”, “G2”',
      },
      editRefusal: undefined,
    });
  });

  it('offers to activate a paused campaign without what the user paused when everything would not fit', () => {
    expect(campaignActivation(over('paused', 'paused'))).toEqual({
      refusal: 'campaigns:refusals.CAMPAIGN_ACTIVATION_GROUPS_OVER_BUDGET',
      refusalParams: { total: 'R$ 70,00', budget: 'R$ 50,00', excess: 'R$ 20,00', children: '“G1”, “G2”' },
      keepPausedOffered: true,
    });
    const fits = over('paused', 'paused');
    fits.groups[0]!.budget = '3000';
    expect(campaignActivation(fits)).toEqual({
      refusal: undefined,
      refusalParams: undefined,
      keepPausedOffered: false,
    });
  });
});
