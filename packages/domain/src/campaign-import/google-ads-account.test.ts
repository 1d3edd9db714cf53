import { describe, expect, it } from 'vitest';
import { mapGoogleAdsAccount, type GoogleAdsAccountCampaign } from './google-ads-account';
import type { PlaceResolver } from './types';

const resolvePlace: PlaceResolver = (place) =>
  place === 'Campinas, State of Sao Paulo, Brazil'
    ? { kind: 'city', state: 'SP', city: '3509502' }
    : undefined;

const campaign = (over: Partial<GoogleAdsAccountCampaign> = {}): GoogleAdsAccountCampaign => ({
  externalId: '11',
  name: 'Óculos Campinas',
  channelType: 'SEARCH',
  currency: 'BRL',
  startDateTime: '2026-12-01 00:00:00',
  endDateTime: '2026-12-10 23:59:59',
  budget: { amountMicros: '25000000', period: 'DAILY', totalAmountMicros: null },
  adGroups: [{ id: '21', name: 'Grau', cpcBidMicros: '1500000' }],
  keywords: [
    { adGroupId: '21', text: 'óculos de grau', matchType: 'PHRASE', negative: false },
    { adGroupId: '21', text: 'barato', matchType: 'BROAD', negative: true },
    { adGroupId: null, text: 'grátis', matchType: 'EXACT', negative: true },
  ],
  locations: [
    { canonicalName: 'Campinas,State of Sao Paulo,Brazil', negative: false },
    { canonicalName: 'Atlantis,Nowhere', negative: false },
    { canonicalName: 'Recife,State of Pernambuco,Brazil', negative: true },
  ],
  proximities: 1,
  ads: [
    {
      adGroupId: '21',
      finalUrl: 'https://visaoclara.com.br/',
      headlines: [
        'Ótica Visão Clara',
        'Óculos de grau',
        'Exame de vista',
        'Um título longo demais para o Google Ads',
      ],
      descriptions: ['Armações e lentes com desconto.', 'Agende hoje.'],
      path1: 'oculos',
      path2: '',
    },
  ],
  sitelinks: [
    { text: 'Exame', final_url: 'https://visaoclara.com.br/exame', description1: null, description2: null },
    {
      text: 'Armações',
      final_url: 'https://visaoclara.com.br/armacoes',
      description1: null,
      description2: null,
    },
  ],
  callouts: ['Parcele em 10x'],
  ...over,
});

describe('mapGoogleAdsAccount', () => {
  it('maps a search campaign as the Editor import would: bid, keywords and negatives, places, the RSA', () => {
    const result = mapGoogleAdsAccount([campaign()], { resolvePlace, today: '2026-11-28' });
    expect(result.source).toBe('GOOGLE_ADS_ACCOUNT');
    const [imported] = result.campaigns;
    expect(imported!.draft).toMatchObject({
      type: 'SEARCH',
      name: 'Óculos Campinas',
      daily_budget: '2500',
      budget: '25000', // 10 days × R$ 25
      start_date: '2026-12-01',
      end_date: '2026-12-10',
      groups: [
        {
          name: 'Grau',
          strategies: [
            {
              bid: { type: 'CPC', amount: '150' },
              locations: [{ kind: 'city', state: 'SP', city: '3509502' }],
              keywords: [
                { text: 'óculos de grau', match_type: 'PHRASE' },
                { text: 'barato', match_type: 'BROAD', negative: true },
                { text: 'grátis', match_type: 'EXACT', negative: true },
              ],
            },
          ],
        },
      ],
    });
    const ad = imported!.searchAds[0]!.ad;
    expect(ad.keywords).toEqual(['óculos de grau']); // negatives are not the ad's keywords
    expect(ad.titles).toHaveLength(3); // the 39-character title is left out, with a note
    expect(ad.sitelinks.map((s) => s.text)).toEqual(['Exame', 'Armações']);
    expect(ad.callouts).toEqual(['Parcele em 10x']);
    expect(imported!.notes.map((n) => n.key)).toContain('campaigns:import.messages.rsa.title_too_long');
    expect(imported!.notes.every((n) => n.values?.context === 'account')).toBe(true);
    expect(result.skipped.map((s) => [s.key, s.where])).toEqual([
      ['campaigns:import.messages.place_unknown', 'Óculos Campinas'],
      ['campaigns:import.messages.account_location_excluded', 'Óculos Campinas'],
      ['campaigns:import.messages.account_radius', 'Óculos Campinas'],
    ]);
  });

  it('leaves past dates and foreign-currency amounts for the wizard, and refuses types Verba does not buy', () => {
    const result = mapGoogleAdsAccount(
      [
        campaign({ startDateTime: '2026-10-01 00:00:00', endDateTime: '2037-12-30 23:59:59' }),
        campaign({ name: 'USD', currency: 'USD', startDateTime: null, endDateTime: null }),
        campaign({ name: 'PMax', channelType: 'PERFORMANCE_MAX' }),
      ],
      { resolvePlace, today: '2026-11-28' },
    );
    const [past, usd] = result.campaigns;
    expect(past!.draft.start_date).toBeUndefined();
    expect(past!.draft.end_date).toBeUndefined(); // 2037-12-30: Google's no end date
    expect(past!.draft.daily_budget).toBe('2500');
    expect(past!.notes.map((n) => n.key)).toEqual(
      expect.arrayContaining([
        'campaigns:import.messages.account_start_past',
        'campaigns:import.messages.budget_missing',
      ]),
    );
    expect(usd!.draft.daily_budget).toBeUndefined();
    expect(usd!.draft.groups![0]!.strategies![0]!.bid).toBeUndefined();
    expect(usd!.notes[0]).toMatchObject({ key: 'campaigns:import.messages.account_currency' });
    expect(result.skipped).toContainEqual(
      expect.objectContaining({ row: 3, key: 'campaigns:import.messages.type_not_supported', where: 'PMax' }),
    );
  });
});
