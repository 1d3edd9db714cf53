import { describe, expect, it } from 'vitest';
import { checkWizard } from './wizard-check';
import { draftBodyOf, emptyWizardValues, metaBodyOf, metaValuesOf } from './wizard-form';

describe('the wizard’s Meta fields (issue 28)', () => {
  it('round-trips the stored fields; automatic placements are sent as null', () => {
    const stored = {
      placements: ['facebook_feed' as const, 'instagram_reels' as const],
      page_id: '3000000000000031',
      primary_text: 'Café da Serra',
      headline: 'Assine',
      call_to_action: 'SHOP_NOW' as const,
    };
    expect(metaBodyOf(metaValuesOf(stored))).toEqual(stored);
    expect(metaBodyOf(metaValuesOf(null))).toEqual({
      placements: null,
      page_id: null,
      primary_text: null,
      headline: null,
      call_to_action: 'LEARN_MORE',
    });
  });

  it('only a META_ADS draft carries them, and the Page is checked as the server does', () => {
    expect(draftBodyOf(emptyWizardValues('PROGRAMMATIC'), 'BRL')).not.toHaveProperty('meta');
    const values = emptyWizardValues('META_ADS');
    values.advertiser_id = 'adv';
    values.meta = { ...values.meta, page_id: '3000000000000099' };
    expect(draftBodyOf(values, 'BRL').meta).toMatchObject({ page_id: '3000000000000099' });
    const check = checkWizard(values, {
      currency: 'BRL',
      now: new Date(),
      metaIdentities: [{ pageId: '3000000000000031', instagramUserId: null }],
    });
    expect(check.errors).toContainEqual({
      path: 'meta.page_id',
      key: 'errors:META_PAGE_NOT_CONNECTED',
      params: {},
    });
  });
});
