import { describe, expect, it } from 'vitest';
import {
  metaObjectiveFor,
  metaPlacementTargeting,
  metaSettingsProblems,
  metaSettingsSchema,
  type MetaIdentityOption,
} from './meta-ads';
import { campaignDraftSchema } from './schemas';

const pages: MetaIdentityOption[] = [
  { pageId: '3000000000000031', pageName: 'Café Serra Azul', instagramUserId: '17841400000000031' },
  { pageId: '3000000000000021', pageName: 'Ótica Visão Clara', instagramUserId: null },
];

describe('Meta settings (issue 28)', () => {
  it('accepts the wizard fields and refuses what Meta would not take', () => {
    expect(
      metaSettingsSchema.safeParse({
        placements: ['facebook_feed', 'instagram_reels'],
        page_id: '3000000000000031',
        primary_text: '  Café torrado na semana  ',
        headline: 'Assine',
        call_to_action: 'SHOP_NOW',
      }),
    ).toMatchObject({ success: true, data: { primary_text: 'Café torrado na semana' } });
    expect(metaSettingsSchema.safeParse({ placements: [] }).success).toBe(false);
    expect(metaSettingsSchema.safeParse({ placements: ['audience_network'] }).success).toBe(false);
    expect(metaSettingsSchema.safeParse({ call_to_action: 'WHATSAPP_MESSAGE' }).success).toBe(false);
    expect(metaSettingsSchema.safeParse({ primary_text: 'a'.repeat(2201) }).success).toBe(false);
    expect(metaSettingsSchema.safeParse({ page_id: 'page-1' }).success).toBe(false);
    expect(campaignDraftSchema.safeParse({ type: 'META_ADS', meta: { placements: null } }).success).toBe(
      true,
    );
  });

  it('maps Verba objectives to Meta objectives', () => {
    expect(metaObjectiveFor('IMPRESSION', 'CPM')).toEqual({
      objective: 'OUTCOME_AWARENESS',
      optimizationGoal: 'REACH',
      billingEvent: 'IMPRESSIONS',
    });
    expect(metaObjectiveFor('IMPRESSION', 'CPV').optimizationGoal).toBe('THRUPLAY');
    expect(metaObjectiveFor('CONVERSION', 'CPC')).toMatchObject({
      objective: 'OUTCOME_SALES',
      optimizationGoal: 'OFFSITE_CONVERSIONS',
    });
    expect(metaObjectiveFor('RETARGETING', 'CPC').optimizationGoal).toBe('LINK_CLICKS');
    expect(metaObjectiveFor(null, 'CPM').objective).toBe('OUTCOME_AWARENESS');
  });

  it('only the Pages the advertiser connected; Instagram placements need an Instagram account', () => {
    expect(
      metaSettingsProblems({ page_id: '3000000000000031', placements: ['instagram_feed'] }, pages),
    ).toEqual([]);
    expect(metaSettingsProblems({ page_id: '3000000000000099' }, pages)).toEqual([
      { path: 'meta.page_id', key: 'errors:META_PAGE_NOT_CONNECTED' },
    ]);
    expect(
      metaSettingsProblems({ page_id: '3000000000000031', instagram_user_id: '17841400000000011' }, pages),
    ).toEqual([{ path: 'meta.instagram_user_id', key: 'campaigns:meta.rules.INSTAGRAM_NOT_OF_PAGE' }]);
    expect(
      metaSettingsProblems({ page_id: '3000000000000021', placements: ['instagram_stories'] }, pages),
    ).toEqual([{ path: 'meta.placements', key: 'campaigns:meta.rules.INSTAGRAM_PLACEMENTS_NEED_ACCOUNT' }]);
    expect(metaSettingsProblems({ page_id: '3000000000000031' }, [])).toHaveLength(1);
    expect(metaSettingsProblems(null, [])).toEqual([]);
  });

  it('placements: automatic sends none, manual the platforms and positions', () => {
    expect(metaPlacementTargeting(null)).toEqual({});
    expect(metaPlacementTargeting(['facebook_stories', 'facebook_reels'])).toEqual({
      publisher_platforms: ['facebook'],
      facebook_positions: ['story', 'facebook_reels'],
    });
  });
});
