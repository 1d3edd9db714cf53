import { describe, expect, it } from 'vitest';
import {
  activateCampaign,
  activateGroup,
  activateStrategy,
  campaignStatusActions,
  editCampaign,
  editGroup,
  editStrategy,
  finishCampaign,
  isStrategyDelivering,
  newChildState,
  pauseCampaign,
  pauseCampaignsOfDeactivatedAdvertiser,
  pauseGroup,
  pauseStrategy,
  publishCampaign,
  reviewCampaign,
  type CampaignTree,
  type TreeChange,
} from './state-machine';
import { campaignStatuses, type CampaignStatus } from './enumerations';

const tree = (status: CampaignStatus = 'active'): CampaignTree => ({
  campaign: { id: 'c', status },
  groups: [
    { id: 'g1', status: 'active' },
    { id: 'g2', status: 'active' },
  ],
  strategies: [
    { id: 's1', group_id: 'g1', status: 'active', active_before_group_pause: false },
    { id: 's2', group_id: 'g1', status: 'paused', active_before_group_pause: false },
    { id: 's3', group_id: 'g2', status: 'active', active_before_group_pause: false },
  ],
});
const ok = (change: TreeChange<CampaignTree>): CampaignTree => {
  if (!change.ok) throw new Error(`refused: ${change.refusal.code}`);
  return change.tree;
};
const refused = (change: TreeChange<CampaignTree>) => (change.ok ? undefined : change.refusal.code);
const statuses = (t: CampaignTree) => ({
  campaign: t.campaign.status,
  groups: Object.fromEntries(t.groups.map((g) => [g.id, g.status])),
  strategies: Object.fromEntries(t.strategies.map((s) => [s.id, s.status])),
});

describe('campaign pause and activation (spec §4)', () => {
  it('pausing a campaign deactivates its running groups and strategies; what the user paused stays paused', () => {
    expect(statuses(ok(pauseCampaign(tree())))).toEqual({
      campaign: 'paused',
      groups: { g1: 'inactive', g2: 'inactive' },
      strategies: { s1: 'inactive', s2: 'paused', s3: 'inactive' },
    });
    const t = ok(pauseCampaign(ok(pauseGroup(tree(), 'g2'))));
    expect(statuses(t).groups).toEqual({ g1: 'inactive', g2: 'paused' });
    expect(t.strategies.find((s) => s.id === 's3')).toMatchObject({
      status: 'inactive',
      active_before_group_pause: true,
    });
  });

  it('activating a campaign activates everything', () => {
    const paused = ok(pauseGroup(tree(), 'g2'));
    const t = ok(activateCampaign(ok(pauseCampaign(paused))));
    expect(statuses(t)).toEqual({
      campaign: 'active',
      groups: { g1: 'active', g2: 'active' },
      strategies: { s1: 'active', s2: 'active', s3: 'active' },
    });
    expect(t.strategies.every((s) => !s.active_before_group_pause)).toBe(true);
  });

  it('activating with keepPaused brings back only what the campaign pause switched off', () => {
    const paused = ok(pauseCampaign(ok(pauseGroup(tree(), 'g2'))));
    const t = ok(activateCampaign(paused, { keepPaused: true }));
    expect(statuses(t)).toEqual({
      campaign: 'active',
      groups: { g1: 'active', g2: 'paused' },
      strategies: { s1: 'active', s2: 'paused', s3: 'inactive' },
    });
    // The paused group still remembers its strategy, so activating it restores it.
    expect(statuses(ok(activateGroup(t, 'g2'))).strategies.s3).toBe('active');
  });

  it('pauses only an active campaign and activates only a paused one', () => {
    expect(refused(pauseCampaign(tree('draft')))).toBe('CAMPAIGN_NOT_PAUSABLE');
    expect(refused(pauseCampaign(tree('paused')))).toBe('CAMPAIGN_NOT_PAUSABLE');
    expect(refused(activateCampaign(tree('active')))).toBe('CAMPAIGN_NOT_ACTIVATABLE');
    expect(refused(activateCampaign(tree('pending')))).toBe('CAMPAIGN_NOT_ACTIVATABLE');
    expect(refused(activateCampaign(tree('finished')))).toBe('CAMPAIGN_FINISHED');
  });

  it('does not change the tree it is given', () => {
    const before = tree();
    const copy = structuredClone(before);
    ok(pauseCampaign(before));
    ok(pauseGroup(before, 'g1'));
    expect(before).toEqual(copy);
  });
});

describe('group pause and activation', () => {
  it('pausing a group deactivates its strategies and remembers which were active', () => {
    const t = ok(pauseGroup(tree(), 'g1'));
    expect(statuses(t).strategies).toEqual({ s1: 'inactive', s2: 'paused', s3: 'active' });
    expect(t.strategies.map((s) => s.active_before_group_pause)).toEqual([true, false, false]);
    expect(statuses(t).groups).toEqual({ g1: 'paused', g2: 'active' });
  });

  it('activating a group restores only the strategies active before the pause', () => {
    const t = ok(activateGroup(ok(pauseGroup(tree(), 'g1')), 'g1'));
    expect(statuses(t).strategies).toEqual({ s1: 'active', s2: 'paused', s3: 'active' });
    expect(t.strategies.every((s) => !s.active_before_group_pause)).toBe(true);
  });

  it('refuses to pause a paused group, activate an active one, or act on an unknown one', () => {
    expect(refused(pauseGroup(ok(pauseGroup(tree(), 'g1')), 'g1'))).toBe('GROUP_NOT_PAUSABLE');
    expect(refused(activateGroup(tree(), 'g1'))).toBe('GROUP_NOT_ACTIVATABLE');
    expect(refused(pauseGroup(tree(), 'nope'))).toBe('GROUP_NOT_FOUND');
  });

  it('refuses strategy pause and activation inside a paused group', () => {
    const t = ok(pauseGroup(tree(), 'g1'));
    expect(refused(activateStrategy(t, 's2'))).toBe('GROUP_PAUSED');
    expect(refused(pauseStrategy(t, 's1'))).toBe('GROUP_PAUSED');
  });
});

describe('within a paused campaign', () => {
  const paused = () => ok(pauseCampaign(tree()));
  it('a group or strategy cannot be edited, paused or activated', () => {
    const t = paused();
    for (const change of [
      pauseGroup(t, 'g1'),
      activateGroup(t, 'g1'),
      pauseStrategy(t, 's1'),
      activateStrategy(t, 's1'),
      editGroup(t, 'g1'),
      editGroup(t),
      editStrategy(t, 's1'),
      editCampaign(t),
    ])
      expect(refused(change)).toBe('CAMPAIGN_PAUSED');
  });
  it('nor within a finished one', () => {
    const t = ok(finishCampaign(tree()));
    expect(refused(pauseGroup(t, 'g1'))).toBe('CAMPAIGN_FINISHED');
    expect(refused(editStrategy(t, 's1'))).toBe('CAMPAIGN_FINISHED');
    expect(statuses(t).strategies).toEqual({ s1: 'inactive', s2: 'inactive', s3: 'inactive' });
  });
});

describe('strategies', () => {
  it('pause when active and activate when paused', () => {
    expect(statuses(ok(pauseStrategy(tree(), 's1'))).strategies.s1).toBe('paused');
    expect(statuses(ok(activateStrategy(tree(), 's2'))).strategies.s2).toBe('active');
    expect(refused(pauseStrategy(tree(), 's2'))).toBe('STRATEGY_NOT_PAUSABLE');
    expect(refused(activateStrategy(tree(), 's1'))).toBe('STRATEGY_NOT_ACTIVATABLE');
    expect(refused(activateStrategy(tree(), 'nope'))).toBe('STRATEGY_NOT_FOUND');
  });

  it('deliver only when they, their group and the campaign are active', () => {
    expect(isStrategyDelivering(tree(), 's1')).toBe(true);
    expect(isStrategyDelivering(tree(), 's2')).toBe(false);
    expect(isStrategyDelivering(tree('pending'), 's1')).toBe(false);
    expect(isStrategyDelivering(ok(pauseGroup(tree(), 'g1')), 's1')).toBe(false);
  });

  it('start inactive, waiting for their group, when added to a paused group', () => {
    expect(newChildState(ok(pauseGroup(tree(), 'g1')), 'g1')).toEqual({
      status: 'inactive',
      active_before_group_pause: true,
    });
    expect(newChildState(tree(), 'g1')).toEqual({ status: 'active', active_before_group_pause: false });
  });
});

describe('publishing, review and edits', () => {
  it('a draft is published to pending; approval makes it active, rejection failed, a setup error error', () => {
    const pending = ok(publishCampaign(tree('draft')));
    expect(pending.campaign.status).toBe('pending');
    expect(ok(reviewCampaign(pending, 'approved')).campaign.status).toBe('active');
    expect(ok(reviewCampaign(pending, 'rejected')).campaign.status).toBe('failed');
    expect(ok(reviewCampaign(pending, 'processing_failed')).campaign.status).toBe('error');
    expect(refused(publishCampaign(tree('active')))).toBe('CAMPAIGN_NOT_PUBLISHABLE');
    expect(refused(reviewCampaign(tree('active'), 'approved'))).toBe('CAMPAIGN_NOT_IN_REVIEW');
  });

  it.each(['active', 'pending', 'failed', 'error'] as const)(
    'editing a published (%s) campaign sends it back to pending',
    (status) => {
      expect(ok(editCampaign(tree(status))).campaign.status).toBe('pending');
      expect(ok(editGroup(tree(status), 'g1')).campaign.status).toBe('pending');
      expect(ok(editStrategy(tree(status), 's1')).campaign.status).toBe('pending');
    },
  );

  it('editing a draft keeps it a draft', () => {
    expect(ok(editCampaign(tree('draft'))).campaign.status).toBe('draft');
  });

  it('finishes active or paused campaigns only', () => {
    expect(ok(finishCampaign(ok(pauseCampaign(tree())))).campaign.status).toBe('finished');
    expect(refused(finishCampaign(tree('draft')))).toBe('CAMPAIGN_NOT_FINISHABLE');
    expect(refused(finishCampaign(tree('finished')))).toBe('CAMPAIGN_FINISHED');
  });

  it('has an action table for every status', () => {
    for (const status of campaignStatuses) expect(campaignStatusActions[status]).toBeDefined();
    expect(Object.values(campaignStatusActions.finished).some(Boolean)).toBe(false);
  });
});

describe('advertiser deactivation', () => {
  it('pauses its running campaigns and leaves the others as they are', () => {
    const trees = (['active', 'draft', 'pending', 'paused', 'finished'] as const).map((status, i) => ({
      ...tree(status),
      campaign: { id: `c${i}`, status },
    }));
    const result = pauseCampaignsOfDeactivatedAdvertiser(trees);
    expect(result.pausedCampaignIds).toEqual(['c0']);
    expect(result.trees.map((t) => t.campaign.status)).toEqual([
      'paused',
      'draft',
      'pending',
      'paused',
      'finished',
    ]);
    expect(statuses(result.trees[0]!).strategies).toEqual({ s1: 'inactive', s2: 'paused', s3: 'inactive' });
    expect(result.trees[1]).toBe(trees[1]);
  });
});
