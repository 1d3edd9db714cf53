import { mapMetaAdsAccount, type MetaAdsAccountCampaign } from '@verba/domain';
import { fail } from '../../errors';
import type { ConnectedAccountImporter } from './importer';
import { openAdvertiserMetaAds, type AdvertiserMetaAds } from './meta-ad-account';

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const intOrNull = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v ? Number(v) : null);

/** Meta objectives Verba buys as META_ADS (the legacy ones too; others are listed, not importable). */
const importableObjectives = new Set([
  'OUTCOME_AWARENESS',
  'OUTCOME_TRAFFIC',
  'OUTCOME_ENGAGEMENT',
  'OUTCOME_LEADS',
  'OUTCOME_SALES',
  'REACH',
  'BRAND_AWARENESS',
  'LINK_CLICKS',
  'CONVERSIONS',
]);

/** The Graph API fields each read asks (Marketing API reference: Campaign, Ad Set, Ad). */
export const metaImportFields = {
  campaigns: 'id,name,objective,status,effective_status,daily_budget,lifetime_budget,start_time,stop_time',
  adsets:
    'id,name,campaign_id,daily_budget,lifetime_budget,bid_amount,optimization_goal,start_time,end_time,targeting',
  ads: 'id,name,adset_id,campaign_id',
} as const;

const filteringOf = (campaignIds: string[]) =>
  JSON.stringify([{ field: 'campaign.id', operator: 'IN', value: campaignIds }]);

async function readCampaigns(
  access: AdvertiserMetaAds,
  accountId: string,
  currency: string,
  campaignIds: string[],
): Promise<MetaAdsAccountCampaign[]> {
  const filtering = filteringOf(campaignIds);
  const [campaigns, adsets, ads] = await Promise.all([
    access.list(`/${accountId}/campaigns`, { fields: metaImportFields.campaigns, filtering, limit: '100' }),
    access.list(`/${accountId}/adsets`, { fields: metaImportFields.adsets, filtering, limit: '200' }),
    access.list(`/${accountId}/ads`, { fields: metaImportFields.ads, filtering, limit: '500' }),
  ]);
  const byId = new Map(campaigns.map((c) => [str(c.id), c]));
  return campaignIds.flatMap((id): MetaAdsAccountCampaign[] => {
    const c = byId.get(id);
    if (!c) return [];
    return [
      {
        externalId: id,
        name: str(c.name),
        objective: str(c.objective),
        currency,
        startTime: str(c.start_time) || null,
        stopTime: str(c.stop_time) || null,
        dailyBudget: str(c.daily_budget) || null,
        lifetimeBudget: str(c.lifetime_budget) || null,
        adSets: adsets
          .filter((a) => str(a.campaign_id) === id)
          .map((a) => {
            const targeting = obj(a.targeting);
            const geo = obj(targeting.geo_locations);
            return {
              name: str(a.name),
              startTime: str(a.start_time) || null,
              endTime: str(a.end_time) || null,
              dailyBudget: str(a.daily_budget) || null,
              lifetimeBudget: str(a.lifetime_budget) || null,
              bidAmount: str(a.bid_amount) || null,
              optimizationGoal: str(a.optimization_goal),
              targeting: {
                countries: list(geo.countries).map(str).filter(Boolean),
                regions: list(geo.regions)
                  .map((r) => str(obj(r).name))
                  .filter(Boolean),
                cities: list(geo.cities)
                  .map((r) => {
                    const city = obj(r);
                    const region = str(city.region);
                    return region ? `${str(city.name)}, ${region}` : str(city.name);
                  })
                  .filter(Boolean),
                genders: list(targeting.genders)
                  .map((g) => Number(g))
                  .filter((g) => g === 1 || g === 2),
                ageMin: intOrNull(targeting.age_min),
                ageMax: intOrNull(targeting.age_max),
                devicePlatforms: list(targeting.device_platforms).map(str).filter(Boolean),
              },
            };
          }),
        ads: ads.filter((a) => str(a.campaign_id) === id).map((a) => str(a.name) || str(a.id)),
      },
    ];
  });
}

/**
 * Meta: the ad accounts the advertiser's person token reaches (`/me/adaccounts`, `ads_read`) and,
 * for the chosen campaigns, their ad sets and ads — GETs only, three per import whatever the number
 * of campaigns (filtered by `campaign.id IN …`).
 */
export const metaAdsAccountImporter: ConnectedAccountImporter = {
  platform: 'meta',
  source: 'META_ADS_ACCOUNT',
  async accounts({ deps, companyId, connectionId }) {
    const access = await openAdvertiserMetaAds({ deps, companyId, connectionId });
    const accounts = await access.accounts();
    return Promise.all(
      accounts.map(async (account) => ({
        id: account.id,
        name: account.name,
        currency: account.currency,
        campaigns: (
          await access.list(`/${account.id}/campaigns`, { fields: 'id,name,objective,status', limit: '200' })
        )
          .filter((c) => !['DELETED', 'ARCHIVED'].includes(str(c.status)))
          .map((c) => ({
            external_id: str(c.id),
            name: str(c.name),
            status: str(c.status),
            channel_type: str(c.objective),
            importable: importableObjectives.has(str(c.objective)),
          })),
      })),
    );
  },
  async read({ deps, companyId, connectionId }, { accountId, campaignIds, resolvePlace, today }) {
    if (campaignIds.some((id) => !/^\d{1,20}$/.test(id))) throw fail('VALIDATION_FAILED');
    if (!/^act_\d{1,20}$/.test(accountId)) throw fail('CONNECTED_ACCOUNT_NOT_FOUND');
    const access = await openAdvertiserMetaAds({ deps, companyId, connectionId });
    const account = (await access.accounts()).find((a) => a.id === accountId);
    if (!account) throw fail('CONNECTED_ACCOUNT_NOT_FOUND');
    const campaigns = await readCampaigns(access, account.id, account.currency, [...new Set(campaignIds)]);
    if (campaigns.length < new Set(campaignIds).size) throw fail('CONNECTED_ACCOUNT_NOT_FOUND');
    return mapMetaAdsAccount(campaigns, { resolvePlace, today });
  },
};
