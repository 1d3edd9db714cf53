import { describe, expect, it } from 'vitest';
import { campaignFilterChips, campaignsQueryOf } from './list-filters';
import { validateCampaignsSearch } from './search';

const advertiserId = '0b0e8d5e-7a5b-4b8e-9d0b-2f5f7f0a1c11';

describe('validateCampaignsSearch', () => {
  it('keeps every known filter, the sort and the page', () => {
    expect(
      validateCampaignsSearch({
        page: '3',
        q: ' verão ',
        status: 'paused',
        type: 'PUSH',
        advertiser: advertiserId,
        period: 'last_7_days',
        budget: '15000+',
        sort: 'name',
        order: 'asc',
      }),
    ).toEqual({
      page: 3,
      q: 'verão',
      status: 'paused',
      type: 'PUSH',
      advertiser: advertiserId,
      period: 'last_7_days',
      budget: '15000+',
      sort: 'name',
      order: 'asc',
    });
  });

  it('drops page 1, unknown values, a bad advertiser id and the default sort', () => {
    expect(
      validateCampaignsSearch({
        page: 1,
        q: '  ',
        status: 'deleted',
        type: 'TV',
        advertiser: 'x',
        period: 'last_year',
        budget: '700',
        sort: 'created_at',
        order: 'desc',
      }),
    ).toEqual({});
  });

  it('caps the search text at 128 characters', () => {
    expect(validateCampaignsSearch({ q: 'a'.repeat(300) }).q).toHaveLength(128);
  });
});

describe('campaignsQueryOf', () => {
  it('maps the URL state to the API query, with the default sort', () => {
    expect(campaignsQueryOf({ advertiser: advertiserId, budget: '500' }, 20)).toEqual({
      page: 1,
      per_page: 20,
      q: undefined,
      status: undefined,
      type: undefined,
      advertiser_id: advertiserId,
      period: undefined,
      budget: '500',
      sort: 'created_at',
      order: 'desc',
    });
  });
});

describe('campaignFilterChips', () => {
  it('lists one removable chip per active filter, in a stable order', () => {
    const chips = campaignFilterChips({ budget: '1000', status: 'draft', q: 'natal', page: 2 });
    expect(chips.map((c) => c.key)).toEqual(['q', 'status', 'budget']);
    expect(chips[1]).toMatchObject({ key: 'status', label: 'campaigns:statuses.draft' });
    expect(chips[2]).toMatchObject({
      label: 'campaigns:pages.filters.budget_up_to',
      values: { amount: 'R$ 1.000,00' },
    });
  });

  it('names the bucket above 15 000 differently and hides the advertiser when fixed', () => {
    const chips = campaignFilterChips(
      { budget: '15000+', advertiser: advertiserId },
      { advertiserFixed: true },
    );
    expect(chips).toEqual([
      { key: 'budget', label: 'campaigns:pages.filters.budget_above', values: { amount: 'R$ 15.000,00' } },
    ]);
  });
});
