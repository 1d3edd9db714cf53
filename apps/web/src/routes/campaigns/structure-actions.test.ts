import { describe, expect, it } from 'vitest';
import type { CampaignStatus } from '@verba/domain';
import { addStructureAction, groupActions, strategyActions, type TreeOfDetail } from './structure-actions';

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
