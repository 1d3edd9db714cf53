import { describe, expect, it } from 'vitest';
import { mapMetaAdsAccount, type MetaAdsAccountCampaign } from './meta-ads-account';
import type { PlaceResolver } from './types';

const resolvePlace: PlaceResolver = (place, kind) =>
  kind === 'state' && place === 'São Paulo'
    ? { kind: 'state', country: 'BR', state: 'SP' }
    : kind === 'country' && place === 'BR'
      ? { kind: 'country', country: 'BR' }
      : undefined;

const campaign = (over: Partial<MetaAdsAccountCampaign> = {}): MetaAdsAccountCampaign => ({
  externalId: '5000000000000311',
  name: 'Cafés especiais — Vendas',
  objective: 'OUTCOME_SALES',
  currency: 'BRL',
  startTime: '2026-12-01T00:00:00-0300',
  stopTime: '2026-12-10T23:59:59-0300',
  dailyBudget: null,
  lifetimeBudget: null,
  adSets: [
    {
      name: 'SP 25–54',
      startTime: '2026-12-01T00:00:00-0300',
      endTime: '2026-12-10T23:59:59-0300',
      dailyBudget: '5000',
      lifetimeBudget: null,
      bidAmount: '150',
      optimizationGoal: 'LINK_CLICKS',
      targeting: {
        countries: [],
        regions: ['São Paulo (state)', 'Atlântida (state)'],
        cities: [],
        genders: [2],
        ageMin: 25,
        ageMax: 54,
        devicePlatforms: ['mobile'],
      },
    },
  ],
  ads: ['Feed', 'Stories'],
  ...over,
});

describe('mapMetaAdsAccount (a connected Meta ad account → META_ADS drafts)', () => {
  it('maps objective, ad set targeting, budget, bid and dates through the Ads Manager mapping', () => {
    const result = mapMetaAdsAccount([campaign()], { resolvePlace, today: '2026-11-29' });
    expect(result.source).toBe('META_ADS_ACCOUNT');
    const [imported] = result.campaigns;
    expect(imported!.row).toBe(1);
    const draft = imported!.draft;
    expect(draft).toMatchObject({
      name: 'Cafés especiais — Vendas',
      type: 'META_ADS',
      objective: 'CONVERSION',
    });
    expect(draft.start_date).toBe('2026-12-01');
    expect(draft.end_date).toBe('2026-12-10');
    const strategy = draft.groups![0]!.strategies?.[0];
    expect(strategy).toMatchObject({
      locations: [{ kind: 'state', country: 'BR', state: 'SP' }],
      genders: ['FEMALE'],
      age_ranges: ['25_34', '35_44', '45_54'],
      devices: ['MOBILE'],
      bid: { type: 'CPC', amount: '150' },
      budget: '50000', // R$ 50,00 × 10 days
    });
    // An unknown region is reported against the campaign, in the account's words.
    expect(result.skipped).toHaveLength(1);
    expect(result.skipped[0]).toMatchObject({ row: 1, where: 'Cafés especiais — Vendas' });
    expect(result.skipped[0]!.values?.context).toBe('account');
    expect(imported!.notes.every((n) => n.values?.context === 'account')).toBe(true);
    expect(imported!.notes.map((n) => n.key)).toContain('campaigns:import.messages.ads_not_imported');
  });

  it('leaves past start dates for the wizard (once), drops everything of an ended campaign, no amounts in another currency', () => {
    const started = mapMetaAdsAccount([campaign({ startTime: '2026-10-01T00:00:00-0300' })], {
      resolvePlace,
      today: '2026-12-05',
    });
    const keys = started.campaigns[0]!.notes.map((n) => n.key);
    expect(keys.filter((k) => k.endsWith('account_start_past'))).toHaveLength(1);
    expect(started.campaigns[0]!.draft.start_date).toBeUndefined();

    const ended = mapMetaAdsAccount([campaign()], { resolvePlace, today: '2026-12-20' });
    expect(ended.campaigns[0]!.notes.map((n) => n.key)).toContain('campaigns:import.messages.account_ended');
    expect(ended.campaigns[0]!.draft.end_date).toBeUndefined();
    expect(ended.campaigns[0]!.draft.groups![0]!.strategies?.[0]?.budget).toBeUndefined();

    const usd = mapMetaAdsAccount([campaign({ currency: 'USD' })], { resolvePlace, today: '2026-11-29' });
    expect(usd.campaigns[0]!.notes.map((n) => n.key)).toContain('campaigns:import.messages.account_currency');
    expect(usd.campaigns[0]!.draft.groups![0]!.strategies?.[0]?.bid).toEqual({ type: 'CPC' });
  });
});
