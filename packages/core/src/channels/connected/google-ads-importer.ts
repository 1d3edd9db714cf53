import { mapGoogleAdsAccount, type GoogleAdsAccountCampaign } from '@verba/domain';
import { fail } from '../../errors';
import type { GaqlRow, GoogleAdsClient } from '../google-ads/client';
import { openAdvertiserGoogleAds } from './google-ads-account';
import type { ConnectedAccountImporter } from './importer';

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const texts = (v: unknown) =>
  list(v)
    .map((asset) => str(obj(asset).text))
    .filter(Boolean);

/** Google's advertising channel types Verba has a campaign type for. */
const importableChannels = new Set(['SEARCH', 'DISPLAY', 'VIDEO']);

/**
 * GAQL of the import (Google Ads API reference, GoogleAdsService.Search; each resource's fields in
 * fixtures/proto-fields.json). Ids are digits, checked before they reach a query.
 */
export const connectedImportQueries = {
  campaigns:
    "SELECT campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type FROM campaign WHERE campaign.status != 'REMOVED' ORDER BY campaign.name",
  chosen: (ids: string) =>
    `SELECT campaign.id, campaign.name, campaign.advertising_channel_type, campaign.start_date_time, campaign.end_date_time, campaign_budget.amount_micros, campaign_budget.period, campaign_budget.total_amount_micros FROM campaign WHERE campaign.id IN (${ids}) AND campaign.status != 'REMOVED'`,
  adGroups: (ids: string) =>
    `SELECT ad_group.id, ad_group.name, ad_group.cpc_bid_micros, campaign.id FROM ad_group WHERE campaign.id IN (${ids}) AND ad_group.status != 'REMOVED' ORDER BY ad_group.id`,
  keywords: (ids: string) =>
    `SELECT ad_group_criterion.keyword.text, ad_group_criterion.keyword.match_type, ad_group_criterion.negative, ad_group.id, campaign.id FROM ad_group_criterion WHERE campaign.id IN (${ids}) AND ad_group_criterion.status != 'REMOVED'`,
  campaignCriteria: (ids: string) =>
    `SELECT campaign_criterion.keyword.text, campaign_criterion.keyword.match_type, campaign_criterion.location.geo_target_constant, campaign_criterion.proximity.radius, campaign_criterion.negative, campaign.id FROM campaign_criterion WHERE campaign.id IN (${ids})`,
  ads: (ids: string) =>
    `SELECT ad_group_ad.ad.id, ad_group_ad.ad.final_urls, ad_group_ad.ad.responsive_search_ad.headlines, ad_group_ad.ad.responsive_search_ad.descriptions, ad_group_ad.ad.responsive_search_ad.path1, ad_group_ad.ad.responsive_search_ad.path2, ad_group.id, campaign.id FROM ad_group_ad WHERE campaign.id IN (${ids}) AND ad_group_ad.status != 'REMOVED'`,
  assets: (ids: string) =>
    `SELECT campaign_asset.field_type, asset.final_urls, asset.sitelink_asset.link_text, asset.sitelink_asset.description1, asset.sitelink_asset.description2, asset.callout_asset.callout_text, campaign.id FROM campaign_asset WHERE campaign.id IN (${ids}) AND campaign_asset.field_type IN ('SITELINK', 'CALLOUT') AND campaign_asset.status != 'REMOVED'`,
  geoTargets: (names: string) =>
    `SELECT geo_target_constant.resource_name, geo_target_constant.canonical_name FROM geo_target_constant WHERE geo_target_constant.resource_name IN (${names})`,
};

/** Reads the chosen campaigns' trees from one customer (seven searches, whatever their number). */
async function readCampaigns(client: GoogleAdsClient, currency: string, ids: string[]) {
  const idList = ids.join(', ');
  const q = connectedImportQueries;
  const [chosen, adGroups, keywords, criteria, ads, assets] = await Promise.all([
    client.search(q.chosen(idList)),
    client.search(q.adGroups(idList)),
    client.search(q.keywords(idList)),
    client.search(q.campaignCriteria(idList)),
    client.search(q.ads(idList)),
    client.search(q.assets(idList)),
  ]);
  const geoNames = [
    ...new Set(
      criteria
        .map((row) => str(obj(obj(row.campaignCriterion).location).geoTargetConstant))
        .filter((name) => /^geoTargetConstants\/\d+$/.test(name)),
    ),
  ];
  const canonical = new Map<string, string>();
  if (geoNames.length > 0)
    for (const row of await client.search(q.geoTargets(geoNames.map((n) => `'${n}'`).join(', '))))
      canonical.set(str(row.geoTargetConstant?.resourceName), str(row.geoTargetConstant?.canonicalName));

  const of = (rows: GaqlRow[], id: string) => rows.filter((row) => str(row.campaign?.id) === id);
  const byId = new Map(chosen.map((row) => [str(row.campaign?.id), row]));
  return ids.flatMap((id): GoogleAdsAccountCampaign[] => {
    const row = byId.get(id);
    if (!row) return [];
    const budget = obj(row.campaignBudget);
    const campaignCriteria = of(criteria, id).map((r) => obj(r.campaignCriterion));
    return [
      {
        externalId: id,
        name: str(row.campaign?.name),
        channelType: str(row.campaign?.advertisingChannelType),
        currency,
        startDateTime: str(row.campaign?.startDateTime) || null,
        endDateTime: str(row.campaign?.endDateTime) || null,
        budget: {
          amountMicros: str(budget.amountMicros) || null,
          period: str(budget.period) || null,
          totalAmountMicros: str(budget.totalAmountMicros) || null,
        },
        adGroups: of(adGroups, id).map((r) => ({
          id: str(r.adGroup?.id),
          name: str(r.adGroup?.name),
          cpcBidMicros: str(r.adGroup?.cpcBidMicros) || null,
        })),
        keywords: [
          ...of(keywords, id)
            .filter((r) => obj(r.adGroupCriterion).keyword)
            .map((r) => {
              const c = obj(r.adGroupCriterion);
              return {
                adGroupId: str(r.adGroup?.id),
                text: str(obj(c.keyword).text),
                matchType: str(obj(c.keyword).matchType),
                negative: c.negative === true,
              };
            }),
          ...campaignCriteria
            .filter((c) => c.keyword && c.negative === true)
            .map((c) => ({
              adGroupId: null,
              text: str(obj(c.keyword).text),
              matchType: str(obj(c.keyword).matchType),
              negative: true,
            })),
        ].filter((k) => k.text),
        locations: campaignCriteria
          .filter((c) => c.location)
          .map((c) => ({
            canonicalName: canonical.get(str(obj(c.location).geoTargetConstant)) ?? null,
            negative: c.negative === true,
          })),
        proximities: campaignCriteria.filter((c) => c.proximity).length,
        ads: of(ads, id)
          .map((r) => ({ adGroupId: str(r.adGroup?.id), ad: obj(r.adGroupAd?.ad) }))
          .filter(({ ad }) => ad.responsiveSearchAd)
          .map(({ adGroupId, ad }) => {
            const rsa = obj(ad.responsiveSearchAd);
            return {
              adGroupId,
              finalUrl: str(list(ad.finalUrls)[0]),
              headlines: texts(rsa.headlines),
              descriptions: texts(rsa.descriptions),
              path1: str(rsa.path1),
              path2: str(rsa.path2),
            };
          }),
        sitelinks: of(assets, id)
          .filter((r) => str(r.campaignAsset?.fieldType) === 'SITELINK')
          .map((r) => {
            const link = obj(r.asset?.sitelinkAsset);
            return {
              text: str(link.linkText),
              final_url: str(list(r.asset?.finalUrls)[0]),
              description1: str(link.description1) || null,
              description2: str(link.description2) || null,
            };
          }),
        callouts: of(assets, id)
          .filter((r) => str(r.campaignAsset?.fieldType) === 'CALLOUT')
          .map((r) => str(obj(r.asset?.calloutAsset).calloutText))
          .filter(Boolean),
      },
    ];
  });
}

/**
 * Google Ads: the customers the advertiser's grant reaches (managers expanded to their clients)
 * and, for the chosen campaigns, the whole tree the import maps — read with searches only.
 */
export const googleAdsAccountImporter: ConnectedAccountImporter = {
  platform: 'google_ads',
  source: 'GOOGLE_ADS_ACCOUNT',
  async accounts({ deps, companyId, connectionId }) {
    const access = await openAdvertiserGoogleAds({ deps, companyId, connectionId });
    const customers = await access.customers();
    return Promise.all(
      customers.map(async (customer) => ({
        id: customer.id,
        name: customer.name,
        currency: customer.currency,
        campaigns: (await access.clientFor(customer).search(connectedImportQueries.campaigns)).map((row) => ({
          external_id: str(row.campaign?.id),
          name: str(row.campaign?.name),
          status: str(row.campaign?.status),
          channel_type: str(row.campaign?.advertisingChannelType),
          importable: importableChannels.has(str(row.campaign?.advertisingChannelType)),
        })),
      })),
    );
  },
  async read({ deps, companyId, connectionId }, { accountId, campaignIds, resolvePlace, today }) {
    if (campaignIds.some((id) => !/^\d{1,20}$/.test(id))) throw fail('VALIDATION_FAILED');
    const access = await openAdvertiserGoogleAds({ deps, companyId, connectionId });
    const customer = (await access.customers()).find((c) => c.id === accountId);
    if (!customer) throw fail('CONNECTED_ACCOUNT_NOT_FOUND');
    const campaigns = await readCampaigns(access.clientFor(customer), customer.currency, campaignIds);
    if (campaigns.length < new Set(campaignIds).size) throw fail('CONNECTED_ACCOUNT_NOT_FOUND');
    return mapGoogleAdsAccount(campaigns, { resolvePlace, today });
  },
};
