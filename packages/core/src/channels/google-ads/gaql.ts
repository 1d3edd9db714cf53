import type { CalendarDate } from '@verba/domain';
import type {
  PlatformDayStats,
  PlatformKeywordStats,
  PlatformReview,
  PlatformReviewStatus,
} from '../connector';
import type { GaqlRow } from './client';
import { needsCertification, type PolicyTopicEntryJson } from './errors';
import {
  creativeParameterKey,
  emptyTree,
  keywordKey,
  strategyIdOfName,
  verbaMarker,
  type ExistingTree,
} from './plan';

/**
 * Google Ads Query Language reads (GoogleAdsService.Search) and what Verba makes of their rows
 * (proto3 JSON: resources and metrics in lowerCamelCase, int64 as strings, enums by name). Pure.
 */

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const digits = /^\d+$/;

function checkedId(id: string): string {
  if (!digits.test(id)) throw new Error(`not a Google Ads id: ${id}`);
  return id;
}

/** The campaign whose name carries the Verba campaign id, when an earlier attempt created it. */
export function campaignByMarkerQuery(verbaCampaignId: string): string {
  if (!/^[\w-]+$/.test(verbaCampaignId)) throw new Error(`not a Verba id: ${verbaCampaignId}`);
  return (
    'SELECT campaign.resource_name, campaign.id, campaign.name, campaign.status, campaign.campaign_budget ' +
    `FROM campaign WHERE campaign.name LIKE '%${verbaMarker(verbaCampaignId)}%' AND campaign.status != 'REMOVED'`
  );
}

/** YouTube video assets of the account for these video ids. */
export function youtubeAssetsQuery(videoIds: string[]): string {
  for (const id of videoIds) if (!/^[\w-]{1,64}$/.test(id)) throw new Error(`not a YouTube video id: ${id}`);
  return (
    'SELECT asset.resource_name, asset.youtube_video_asset.youtube_video_id FROM asset ' +
    `WHERE asset.type = 'YOUTUBE_VIDEO' AND asset.youtube_video_asset.youtube_video_id IN (${videoIds.map((id) => `'${id}'`).join(', ')})`
  );
}

/** What lives under a campaign: ad groups, ads, keywords, criteria, campaign assets (one query each). */
export function treeQueries(campaignId: string) {
  const id = checkedId(campaignId);
  return {
    adGroups: `SELECT ad_group.resource_name, ad_group.name FROM ad_group WHERE campaign.id = ${id} AND ad_group.status != 'REMOVED'`,
    ads:
      'SELECT ad_group_ad.resource_name, ad_group.resource_name, ad_group.name, ad_group_ad.ad.url_custom_parameters ' +
      `FROM ad_group_ad WHERE campaign.id = ${id} AND ad_group_ad.status != 'REMOVED'`,
    adGroupCriteria:
      'SELECT ad_group_criterion.resource_name, ad_group.resource_name, ad_group.name, ad_group_criterion.type, ad_group_criterion.negative, ' +
      'ad_group_criterion.keyword.text, ad_group_criterion.keyword.match_type, ad_group_criterion.location.geo_target_constant, ' +
      'ad_group_criterion.language.language_constant, ad_group_criterion.age_range.type, ad_group_criterion.gender.type ' +
      `FROM ad_group_criterion WHERE campaign.id = ${id} AND ad_group_criterion.status != 'REMOVED'`,
    campaignCriteria:
      'SELECT campaign_criterion.resource_name, campaign_criterion.type, campaign_criterion.location.geo_target_constant, ' +
      'campaign_criterion.language.language_constant, campaign_criterion.device.type ' +
      `FROM campaign_criterion WHERE campaign.id = ${id}`,
    campaignAssets: `SELECT campaign_asset.resource_name, campaign_asset.field_type FROM campaign_asset WHERE campaign.id = ${id} AND campaign_asset.status != 'REMOVED'`,
  };
}

const get = (row: GaqlRow, resource: string, field: string): unknown => row[resource]?.[field];
const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** The creative id an ad was tagged with (Ad.url_custom_parameters key `verbacr`). */
function creativeIdOfAd(row: GaqlRow): string | null {
  const ad = get(row, 'adGroupAd', 'ad') as
    { urlCustomParameters?: { key?: string; value?: string }[] } | undefined;
  return ad?.urlCustomParameters?.find((p) => p.key === creativeParameterKey)?.value ?? null;
}

/** Rebuilds the ExistingTree from the campaign row and the tree queries' rows. */
export function existingTreeOf(
  campaignRow: GaqlRow,
  rows: {
    adGroups: GaqlRow[];
    ads: GaqlRow[];
    adGroupCriteria: GaqlRow[];
    campaignCriteria: GaqlRow[];
    campaignAssets: GaqlRow[];
  },
): ExistingTree {
  const tree = emptyTree();
  tree.campaign = str(get(campaignRow, 'campaign', 'resourceName'));
  tree.budget = str(get(campaignRow, 'campaign', 'campaignBudget'));
  for (const row of rows.adGroups) {
    const strategyId = strategyIdOfName(str(get(row, 'adGroup', 'name')) ?? '');
    const resource = str(get(row, 'adGroup', 'resourceName'));
    if (strategyId && resource) tree.adGroups.set(strategyId, resource);
  }
  for (const row of rows.ads) {
    const strategyId = strategyIdOfName(str(get(row, 'adGroup', 'name')) ?? '');
    const creativeId = creativeIdOfAd(row);
    const resource = str(get(row, 'adGroupAd', 'resourceName'));
    if (strategyId && creativeId && resource) tree.ads.set(`${strategyId}/${creativeId}`, resource);
  }
  for (const row of rows.adGroupCriteria) {
    const adGroup = str(get(row, 'adGroup', 'resourceName'));
    const strategyId = strategyIdOfName(str(get(row, 'adGroup', 'name')) ?? '');
    const criterion = row.adGroupCriterion as
      | {
          keyword?: { text?: string; matchType?: string };
          negative?: boolean;
          location?: { geoTargetConstant?: string };
          language?: { languageConstant?: string };
          ageRange?: { type?: string };
          gender?: { type?: string };
        }
      | undefined;
    if (criterion?.keyword?.text && strategyId) {
      tree.keywords.add(
        keywordKey(strategyId, {
          text: criterion.keyword.text,
          matchType: criterion.keyword.matchType ?? '',
          negative: criterion.negative === true,
        }),
      );
    }
    const constant =
      criterion?.location?.geoTargetConstant ??
      criterion?.language?.languageConstant ??
      criterion?.ageRange?.type ??
      criterion?.gender?.type;
    if (adGroup && constant) tree.criteria.add(`${adGroup}|${constant}`);
  }
  for (const row of rows.campaignCriteria) {
    const criterion = row.campaignCriterion as
      | {
          location?: { geoTargetConstant?: string };
          language?: { languageConstant?: string };
          device?: { type?: string };
        }
      | undefined;
    const constant =
      criterion?.location?.geoTargetConstant ??
      criterion?.language?.languageConstant ??
      (criterion?.device?.type ? `DEVICE:${criterion.device.type}` : undefined);
    if (tree.campaign && constant) tree.criteria.add(`${tree.campaign}|${constant}`);
  }
  for (const row of rows.campaignAssets) {
    const fieldType = str(get(row, 'campaignAsset', 'fieldType'));
    if (fieldType) tree.campaignAssetTypes.add(fieldType);
  }
  return tree;
}

/**
 * Delivery per ad group and São Paulo day (the operating account's time zone must be
 * America/Sao_Paulo: segments.date is the account's day), and per hour when asked. Video metrics
 * only for Demand Gen (YOUTUBE) campaigns.
 */
export function statisticsQuery(input: {
  campaignId: string;
  from: CalendarDate;
  to: CalendarDate;
  hourly: boolean;
  video: boolean;
}): string {
  if (!isoDate.test(input.from) || !isoDate.test(input.to))
    throw new Error('statistics dates must be YYYY-MM-DD');
  const fields = [
    'ad_group.id',
    'ad_group.name',
    'segments.date',
    ...(input.hourly ? ['segments.hour'] : []),
    'metrics.impressions',
    'metrics.clicks',
    'metrics.cost_micros',
    'metrics.conversions',
    'metrics.conversions_value',
    ...(input.video
      ? [
          'metrics.video_trueview_views',
          'metrics.video_quartile_p25_rate',
          'metrics.video_quartile_p50_rate',
          'metrics.video_quartile_p75_rate',
          'metrics.video_quartile_p100_rate',
        ]
      : []),
  ];
  return `SELECT ${fields.join(', ')} FROM ad_group WHERE campaign.id = ${checkedId(input.campaignId)} AND segments.date BETWEEN '${input.from}' AND '${input.to}'`;
}

const num = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : 0;
  return Number.isFinite(n) ? n : 0;
};
const bigOf = (value: unknown) =>
  typeof value === 'string' && digits.test(value) ? BigInt(value) : BigInt(Math.round(num(value)));

/**
 * Rows → PlatformDayStats: the strategy from the ad group (the ref's ids, else the name's marker),
 * money in micros, conversion value (a double in the account currency) to micros, quartile rates ×
 * impressions → viewer counts.
 */
export function dayStatsOf(
  rows: GaqlRow[],
  strategyOfAdGroup: (adGroupId: string, name: string) => string | null,
): PlatformDayStats[] {
  return rows.map((row) => {
    const metrics = row.metrics ?? {};
    const impressions = num(metrics.impressions);
    const quartile = (key: string) => Math.round(num(metrics[key]) * impressions);
    const hour = (row.segments as { hour?: number } | undefined)?.hour;
    return {
      date: String((row.segments as { date?: string } | undefined)?.date ?? ''),
      hour: typeof hour === 'number' ? hour : null,
      strategyId: strategyOfAdGroup(
        str(get(row, 'adGroup', 'id')) ?? '',
        str(get(row, 'adGroup', 'name')) ?? '',
      ),
      impressions,
      clicks: num(metrics.clicks),
      costMicros: bigOf(metrics.costMicros),
      conversions: num(metrics.conversions),
      conversionValueMicros: BigInt(Math.round(num(metrics.conversionsValue) * 1_000_000)),
      videoViews: num(metrics.videoTrueviewViews),
      videoQuartiles: [
        quartile('videoQuartileP25Rate'),
        quartile('videoQuartileP50Rate'),
        quartile('videoQuartileP75Rate'),
        quartile('videoQuartileP100Rate'),
      ],
    };
  });
}

/**
 * A campaign's figures per keyword and day (`FROM keyword_view`, one row per positive keyword
 * criterion of an ad group; fields as googleads/google-ads-python examples/reporting/
 * get_keyword_stats.py, resources/keyword_view.proto). Search campaigns only.
 */
export function keywordStatisticsQuery(input: {
  campaignId: string;
  from: CalendarDate;
  to: CalendarDate;
}): string {
  if (!isoDate.test(input.from) || !isoDate.test(input.to))
    throw new Error('statistics dates must be YYYY-MM-DD');
  return (
    'SELECT ad_group.id, ad_group.name, ad_group_criterion.criterion_id, ad_group_criterion.keyword.text, ' +
    'ad_group_criterion.keyword.match_type, segments.date, metrics.impressions, metrics.clicks, metrics.cost_micros, ' +
    'metrics.conversions, metrics.conversions_value FROM keyword_view ' +
    `WHERE campaign.id = ${checkedId(input.campaignId)} AND segments.date BETWEEN '${input.from}' AND '${input.to}'`
  );
}

/** keyword_view rows → PlatformKeywordStats (strategy from the ad group, money in micros). */
export function keywordStatsOf(
  rows: GaqlRow[],
  strategyOfAdGroup: (adGroupId: string, name: string) => string | null,
): PlatformKeywordStats[] {
  return rows.map((row) => {
    const metrics = row.metrics ?? {};
    const criterion = (row.adGroupCriterion ?? {}) as {
      criterionId?: string | number;
      keyword?: { text?: string; matchType?: string };
    };
    return {
      date: String((row.segments as { date?: string } | undefined)?.date ?? ''),
      strategyId: strategyOfAdGroup(
        str(get(row, 'adGroup', 'id')) ?? '',
        str(get(row, 'adGroup', 'name')) ?? '',
      ),
      keyword: criterion.keyword?.text ?? '',
      matchType: criterion.keyword?.matchType ?? '',
      criterionId: str(criterion.criterionId) ?? '',
      impressions: num(metrics.impressions),
      clicks: num(metrics.clicks),
      costMicros: bigOf(metrics.costMicros),
      conversions: num(metrics.conversions),
      conversionValueMicros: BigInt(Math.round(num(metrics.conversionsValue) * 1_000_000)),
    };
  });
}

export function reviewQuery(campaignId: string): string {
  return (
    'SELECT ad_group_ad.resource_name, ad_group_ad.ad.id, ad_group_ad.ad.url_custom_parameters, ad_group_ad.policy_summary.approval_status, ' +
    'ad_group_ad.policy_summary.review_status, ad_group_ad.policy_summary.policy_topic_entries ' +
    `FROM ad_group_ad WHERE campaign.id = ${checkedId(campaignId)} AND ad_group_ad.status != 'REMOVED'`
  );
}

/**
 * ad_group_ad.policy_summary → PlatformReview. approval_status DISAPPROVED → disapproved,
 * APPROVED_LIMITED / AREA_OF_INTEREST_ONLY → approved_limited, APPROVED (reviewed) → approved;
 * anything still in review (REVIEW_IN_PROGRESS, ELIGIBLE_MAY_SERVE, UNDER_APPEAL without a
 * decision) → pending. Reasons: the policy topics with their type (e.g. "ALCOHOL (LIMITED)").
 */
export function reviewOf(
  rows: GaqlRow[],
  creativeOfAd: (resourceName: string) => string | null,
): PlatformReview {
  const ads = rows.flatMap((row) => {
    const resource = str(get(row, 'adGroupAd', 'resourceName')) ?? '';
    const creativeId = creativeIdOfAd(row) ?? creativeOfAd(resource);
    if (!creativeId) return [];
    const summary = (get(row, 'adGroupAd', 'policySummary') ?? {}) as {
      approvalStatus?: string;
      reviewStatus?: string;
      policyTopicEntries?: PolicyTopicEntryJson[];
    };
    const status = adReviewStatusOf(summary.approvalStatus, summary.reviewStatus);
    const reasons = (summary.policyTopicEntries ?? [])
      .filter((t) => t.topic)
      .map((t) => (t.type ? `${t.topic} (${t.type})` : t.topic!));
    const code = reviewCodeOf(status, summary.policyTopicEntries ?? []);
    return [{ creativeId, status, reasons, ...(code ? { code } : {}) }];
  });
  return { status: overallReviewOf(ads.map((a) => a.status)), ads };
}

/** Why an ad is disapproved or limited, as a Verba code: a certificate constraint, or prohibited content. */
function reviewCodeOf(status: PlatformReviewStatus, entries: PolicyTopicEntryJson[]): string | null {
  if (status !== 'disapproved' && status !== 'approved_limited') return null;
  if (needsCertification(entries)) return 'ASSET_REQUIRES_CERTIFICATION';
  return status === 'disapproved' ? 'ASSET_CONTAINS_PROHIBITED_CONTENT' : null;
}

export function adReviewStatusOf(
  approval: string | undefined,
  review: string | undefined,
): PlatformReviewStatus {
  if (approval === 'DISAPPROVED') return 'disapproved';
  if (review === 'REVIEW_IN_PROGRESS' || review === 'ELIGIBLE_MAY_SERVE') return 'pending';
  if (approval === 'APPROVED_LIMITED' || approval === 'AREA_OF_INTEREST_ONLY') return 'approved_limited';
  if (approval === 'APPROVED') return 'approved';
  return 'pending';
}

/** All disapproved → disapproved; any pending → pending; any limited or disapproved → approved_limited. */
export function overallReviewOf(statuses: PlatformReviewStatus[]): PlatformReviewStatus {
  if (statuses.length === 0) return 'pending';
  if (statuses.every((s) => s === 'disapproved')) return 'disapproved';
  if (statuses.includes('pending')) return 'pending';
  if (statuses.some((s) => s === 'approved_limited' || s === 'disapproved')) return 'approved_limited';
  return 'approved';
}
