import type { PlatformAdPlan, PlatformCampaignPlan, PlatformGroupPlan } from '../connector';
import { excludedDemographicsOf, excludedDevicesOf } from './demographics';

/**
 * Verba's campaign plan as Google Ads API mutate operations (GoogleAdsService.Mutate, proto3 JSON
 * of google/ads/googleads/v25/services/google_ads_service.proto MutateOperation): pure, so the
 * shapes are unit tested apart from the transport. Everything new goes in one request with
 * temporary resource names (negative ids), which the API creates atomically.
 *
 * SEARCH → a SEARCH campaign (Google Search + search partners, no Display), MANUAL_CPC with each
 * strategy's bid on its ad group (or TARGET_SPEND = "maximise clicks" with the highest bid as the
 * CPC ceiling), one SEARCH_STANDARD ad group per strategy, keywords with match types and negatives,
 * a responsive search ad per creative, sitelinks and callouts as assets linked to the campaign,
 * locations and languages as campaign criteria (Search has no ad-group location targeting).
 * YOUTUBE → a DEMAND_GEN campaign (Video campaigns are read-only in the API): TARGET_CPC with the
 * strategies' CPV (or CPC) bid as the target (Demand Gen has no CPV bidding; see the docs), one ad
 * group per strategy limited to YouTube in-stream, locations and languages on the ad group
 * (upgraded targeting), a YouTube video asset and a logo image asset, and a Demand Gen video
 * responsive ad per creative.
 */

/** What already exists on the platform for this campaign (read back by GAQL on a retry). */
export interface ExistingTree {
  budget: string | null;
  campaign: string | null;
  /** Ad group resource name by Verba strategy id. */
  adGroups: Map<string, string>;
  /** Ad group ad resource name by Verba creative id and strategy: `${strategyId}/${creativeId}`. */
  ads: Map<string, string>;
  /** `${strategyId}|${negative}|${matchType}|${text}` of keywords present. */
  keywords: Set<string>;
  /**
   * Criteria present: campaign or ad group resource + `|` + the geo target or language constant, the
   * age range or gender type, or `DEVICE:<type>`.
   */
  criteria: Set<string>;
  /** Campaign asset field types already linked (SITELINK, CALLOUT). */
  campaignAssetTypes: Set<string>;
}

export const emptyTree = (): ExistingTree => ({
  budget: null,
  campaign: null,
  adGroups: new Map(),
  ads: new Map(),
  keywords: new Set(),
  criteria: new Set(),
  campaignAssetTypes: new Set(),
});

export interface PlanMutation {
  operations: Record<string, unknown>[];
  /** The Verba object each operation was built from (for PlatformProblem.field). */
  fields: (string | undefined)[];
  /** The PlatformCampaignRef.ids key each operation's result fills (budget, campaign, strategy:…, creative:…). */
  keys: (string | undefined)[];
}

export interface PlanContext {
  customerId: string;
  /** geoTargetConstants/… resource name of each Verba location code (UF, IBGE code) of the plan. */
  geoTargets: ReadonlyMap<string, string>;
  /** Base64 bytes of each media URL (logos) the plan refers to. */
  media: ReadonlyMap<string, string>;
  /** YouTube video assets the account already has, by video id (reused: Google keeps one per video). */
  youtubeAssets?: ReadonlyMap<string, string>;
  existing: ExistingTree;
  /** SEARCH bidding: manual CPC per ad group (default) or maximise clicks with a CPC ceiling. */
  searchBidding?: 'manual_cpc' | 'maximize_clicks';
  /**
   * Today in São Paulo (the account's time zone). A start date not after it is left out: Google
   * refuses a start in the past, and a campaign without one starts serving today.
   */
  today?: string;
}

/** geoTargetConstants/2076: Brazil (the whole country when a plan names no location). */
export const brazilGeoTarget = 'geoTargetConstants/2076';

/** Google Ads language criteria (languageConstants): Portuguese 1014, English 1000, Spanish 1003. */
export const languageConstants: Record<string, string> = {
  pt: 'languageConstants/1014',
  en: 'languageConstants/1000',
  es: 'languageConstants/1003',
};

/** The marker in every name Verba gives: GAQL finds a campaign's tree by it (LIKE '%verba:<id>%'). */
export const verbaMarker = (id: string) => `verba:${id}`;
export const campaignNameOf = (plan: PlatformCampaignPlan) =>
  `${plan.name.slice(0, 200)} · ${verbaMarker(plan.campaignId)}`;
export const budgetNameOf = (plan: PlatformCampaignPlan) => `Verba budget · ${verbaMarker(plan.campaignId)}`;
export const adGroupNameOf = (group: PlatformGroupPlan) =>
  `${group.name.slice(0, 200)} · ${verbaMarker(group.strategyId)}`;
/** The strategy id an ad group's name carries. */
export const strategyIdOfName = (name: string): string | null => /verba:([\w-]+)\s*$/.exec(name)?.[1] ?? null;

/** Custom parameter that tags each ad with its Verba creative (Ad.url_custom_parameters). */
export const creativeParameterKey = 'verbacr';

/** BRL and every currency Verba uses bill in cents: budgets and bids in multiples of 10 000 micros. */
export const roundMicros = (micros: bigint) => (micros / 10_000n) * 10_000n;

/** The Verba location codes of a plan's groups as Google targets want them ('BR' when all of Brazil). */
export function locationCodesOf(groups: PlatformGroupPlan[]): string[] {
  return [...new Set(groups.flatMap((g) => g.locations))];
}

function languageResourcesOf(languages: string[]): string[] {
  const wanted = languages.length > 0 ? languages : ['pt'];
  const resources = wanted
    .map((code) => languageConstants[code.toLowerCase().slice(0, 2)])
    .filter((r): r is string => !!r);
  return [...new Set(resources.length > 0 ? resources : [languageConstants.pt!])];
}

function geoResourcesOf(locations: string[], geoTargets: ReadonlyMap<string, string>): string[] {
  if (locations.length === 0) return [brazilGeoTarget];
  return [
    ...new Set(
      locations
        .map((code) => (code.toUpperCase() === 'BR' ? brazilGeoTarget : geoTargets.get(code)))
        .filter((r): r is string => !!r),
    ),
  ];
}

const dateTime = (date: string, time: string) => `${date} ${time}`;

export function mutationOf(plan: PlatformCampaignPlan, context: PlanContext): PlanMutation {
  const { customerId, existing } = context;
  const operations: Record<string, unknown>[] = [];
  const fields: (string | undefined)[] = [];
  const keys: (string | undefined)[] = [];
  let nextTemp = -1;
  const temp = (collection: string) => `customers/${customerId}/${collection}/${nextTemp--}`;
  const add = (operation: Record<string, unknown>, field: string | undefined, key?: string) => {
    operations.push(operation);
    fields.push(field);
    keys.push(key);
  };
  const campaignField = `campaign:${plan.campaignId}`;
  const isSearch = plan.type === 'SEARCH';
  const searchBidding = context.searchBidding ?? 'manual_cpc';

  const budget = existing.budget ?? temp('campaignBudgets');
  if (!existing.budget) {
    add(
      {
        campaignBudgetOperation: {
          create: {
            resourceName: budget,
            name: budgetNameOf(plan),
            amountMicros: roundMicros(plan.dailyBudgetMicros).toString(),
            deliveryMethod: 'STANDARD',
            explicitlyShared: false,
          },
        },
      },
      campaignField,
      'budget',
    );
  }

  const bids = plan.groups.map((g) => roundMicros(g.bidMicros));
  const campaign = existing.campaign ?? temp('campaigns');
  if (!existing.campaign) {
    const bidding: Record<string, unknown> = isSearch
      ? searchBidding === 'manual_cpc'
        ? { manualCpc: { enhancedCpcEnabled: false } }
        : {
            targetSpend:
              bids.length > 0
                ? { cpcBidCeilingMicros: bids.reduce((a, b) => (a > b ? a : b)).toString() }
                : {},
          }
      : videoBiddingOf(plan, bids);
    add(
      {
        campaignOperation: {
          create: {
            resourceName: campaign,
            name: campaignNameOf(plan),
            status: 'PAUSED',
            advertisingChannelType: isSearch ? 'SEARCH' : 'DEMAND_GEN',
            campaignBudget: budget,
            ...bidding,
            ...(isSearch
              ? {
                  networkSettings: {
                    targetGoogleSearch: true,
                    targetSearchNetwork: true,
                    targetContentNetwork: false,
                    targetPartnerSearchNetwork: false,
                  },
                  // People in the places targeted, not people interested in them (Search only).
                  geoTargetTypeSetting: {
                    positiveGeoTargetType: 'PRESENCE',
                    negativeGeoTargetType: 'PRESENCE',
                  },
                }
              : {}),
            containsEuPoliticalAdvertising: 'DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING',
            ...(context.today === undefined || plan.startDate > context.today
              ? { startDateTime: dateTime(plan.startDate, '00:00:00') }
              : {}),
            ...(plan.endDate ? { endDateTime: dateTime(plan.endDate, '23:59:59') } : {}),
          },
        },
      },
      campaignField,
      'campaign',
    );
  }

  // SEARCH: locations and languages on the campaign (the union of the strategies').
  if (isSearch) {
    const everywhere = plan.groups.some((g) => g.locations.length === 0);
    const geo = everywhere
      ? [brazilGeoTarget]
      : geoResourcesOf(locationCodesOf(plan.groups), context.geoTargets);
    for (const geoTargetConstant of geo) {
      if (existing.criteria.has(`${campaign}|${geoTargetConstant}`)) continue;
      add(
        { campaignCriterionOperation: { create: { campaign, location: { geoTargetConstant } } } },
        campaignField,
      );
    }
    for (const languageConstant of languageResourcesOf(plan.groups.flatMap((g) => g.languages))) {
      if (existing.criteria.has(`${campaign}|${languageConstant}`)) continue;
      add(
        { campaignCriterionOperation: { create: { campaign, language: { languageConstant } } } },
        campaignField,
      );
    }
    addSearchAssets(plan, campaign, existing, temp, add);
  }

  // Devices no strategy takes: opted out campaign-wide (bid modifier 0; ad groups have no device criterion).
  for (const type of excludedDevicesOf(plan.groups)) {
    if (existing.criteria.has(`${campaign}|DEVICE:${type}`)) continue;
    add(
      { campaignCriterionOperation: { create: { campaign, device: { type }, bidModifier: 0 } } },
      campaignField,
    );
  }

  const videoAssets = new Map<string, string>(context.youtubeAssets ?? []);
  const logoAssets = new Map<string, string>();
  for (const group of plan.groups) {
    const strategyField = `strategy:${group.strategyId}`;
    const existingGroup = existing.adGroups.get(group.strategyId);
    const adGroup = existingGroup ?? temp('adGroups');
    if (!existingGroup) {
      add(
        {
          adGroupOperation: {
            create: isSearch
              ? {
                  resourceName: adGroup,
                  name: adGroupNameOf(group),
                  campaign,
                  status: 'ENABLED',
                  type: 'SEARCH_STANDARD',
                  ...(searchBidding === 'manual_cpc'
                    ? { cpcBidMicros: roundMicros(group.bidMicros).toString() }
                    : {}),
                }
              : {
                  resourceName: adGroup,
                  name: adGroupNameOf(group),
                  campaign,
                  status: 'ENABLED',
                  demandGenAdGroupSettings: {
                    channelControls: {
                      selectedChannels: {
                        youtubeInStream: true,
                        youtubeInFeed: false,
                        youtubeShorts: false,
                        discover: false,
                        gmail: false,
                        display: false,
                        maps: false,
                      },
                    },
                  },
                },
          },
        },
        strategyField,
        `strategy:${group.strategyId}`,
      );
    }
    if (isSearch) {
      for (const keyword of group.keywords) {
        if (existing.keywords.has(keywordKey(group.strategyId, keyword))) continue;
        add(
          {
            adGroupCriterionOperation: {
              create: {
                adGroup,
                status: 'ENABLED',
                keyword: { text: keyword.text, matchType: keyword.matchType },
                ...(keyword.negative ? { negative: true } : {}),
              },
            },
          },
          `${strategyField}/keyword:${keyword.text}`,
        );
      }
    } else {
      for (const geoTargetConstant of geoResourcesOf(group.locations, context.geoTargets)) {
        if (existing.criteria.has(`${adGroup}|${geoTargetConstant}`)) continue;
        add(
          { adGroupCriterionOperation: { create: { adGroup, location: { geoTargetConstant } } } },
          strategyField,
        );
      }
      for (const languageConstant of languageResourcesOf(group.languages)) {
        if (existing.criteria.has(`${adGroup}|${languageConstant}`)) continue;
        add(
          { adGroupCriterionOperation: { create: { adGroup, language: { languageConstant } } } },
          strategyField,
        );
      }
    }
    // Ages and genders the strategy leaves out: negative ad group criteria (SEARCH and Demand Gen).
    const excluded = excludedDemographicsOf(group);
    for (const type of excluded.ageRanges) {
      if (existing.criteria.has(`${adGroup}|${type}`)) continue;
      add(
        { adGroupCriterionOperation: { create: { adGroup, negative: true, ageRange: { type } } } },
        strategyField,
      );
    }
    for (const type of excluded.genders) {
      if (existing.criteria.has(`${adGroup}|${type}`)) continue;
      add(
        { adGroupCriterionOperation: { create: { adGroup, negative: true, gender: { type } } } },
        strategyField,
      );
    }
    for (const ad of group.ads) {
      const creativeField = `creative:${ad.creativeId}`;
      if (existing.ads.has(`${group.strategyId}/${ad.creativeId}`)) continue;
      const tag = { urlCustomParameters: [{ key: creativeParameterKey, value: ad.creativeId }] };
      if (isSearch) {
        add(
          {
            adGroupAdOperation: {
              create: {
                adGroup,
                status: 'ENABLED',
                ad: {
                  finalUrls: [ad.finalUrl],
                  ...tag,
                  responsiveSearchAd: {
                    headlines: (ad.headlines ?? []).map((text) => ({ text })),
                    descriptions: (ad.descriptions ?? []).map((text) => ({ text })),
                    ...(ad.path1 ? { path1: ad.path1 } : {}),
                    ...(ad.path2 ? { path2: ad.path2 } : {}),
                  },
                },
              },
            },
          },
          creativeField,
          `${creativeField}@${group.strategyId}`,
        );
      } else {
        const assets = videoAdAssets(
          ad,
          plan.campaignId,
          context,
          { videos: videoAssets, logos: logoAssets },
          temp,
          (op) => add(op, creativeField),
        );
        add(
          {
            adGroupAdOperation: {
              create: {
                adGroup,
                status: 'ENABLED',
                ad: {
                  name: `${ad.creativeId}`,
                  finalUrls: [ad.finalUrl],
                  ...tag,
                  demandGenVideoResponsiveAd: {
                    headlines: (ad.headlines ?? []).map((text) => ({ text })),
                    longHeadlines: (ad.longHeadlines ?? ad.headlines ?? []).map((text) => ({ text })),
                    // Demand Gen requires 1–5 descriptions: the YOUTUBE creative's own (its `body`).
                    descriptions: (ad.descriptions ?? []).map((text) => ({ text })),
                    videos: assets.video ? [{ asset: assets.video }] : [],
                    logoImages: assets.logo ? [{ asset: assets.logo }] : [],
                    ...(ad.businessName ? { businessName: { text: ad.businessName } } : {}),
                    ...(ad.path1 ? { breadcrumb1: ad.path1 } : {}),
                    ...(ad.path2 ? { breadcrumb2: ad.path2 } : {}),
                  },
                },
              },
            },
          },
          creativeField,
          `${creativeField}@${group.strategyId}`,
        );
      }
    }
  }
  return { operations, fields, keys };
}

export const keywordKey = (strategyId: string, k: { text: string; matchType: string; negative: boolean }) =>
  `${strategyId}|${k.negative}|${k.matchType}|${k.text.toLowerCase()}`;

/**
 * Demand Gen bidding (the reference lists maximize_conversions, maximize_conversion_value,
 * target_cpa, target_roas, target_spend and target_cpc): a CPV or CPC bid becomes TARGET_CPC with
 * the lowest strategy bid as the target (no strategy pays more per interaction on average than
 * its bid); a CPM bid, for which there is no impression bidding, becomes TARGET_SPEND (maximise
 * clicks within the budget).
 */
function videoBiddingOf(plan: PlatformCampaignPlan, bids: bigint[]): Record<string, unknown> {
  const perInteraction = plan.groups.filter((g) => g.bidType !== 'CPM').map((g) => roundMicros(g.bidMicros));
  if (perInteraction.length === 0 || bids.length === 0) return { targetSpend: {} };
  const lowest = perInteraction.reduce((a, b) => (a < b ? a : b));
  return { targetCpc: { targetCpcMicros: lowest.toString() } };
}

function addSearchAssets(
  plan: PlatformCampaignPlan,
  campaign: string,
  existing: ExistingTree,
  temp: (collection: string) => string,
  add: (operation: Record<string, unknown>, field: string | undefined, key?: string) => void,
) {
  const sitelinks = new Map<
    string,
    { ad: PlatformAdPlan; link: NonNullable<PlatformAdPlan['sitelinks']>[number] }
  >();
  const callouts = new Map<string, PlatformAdPlan>();
  for (const ad of plan.groups.flatMap((g) => g.ads)) {
    for (const link of ad.sitelinks ?? [])
      if (!sitelinks.has(link.text)) sitelinks.set(link.text, { ad, link });
    for (const text of ad.callouts ?? []) if (!callouts.has(text)) callouts.set(text, ad);
  }
  if (!existing.campaignAssetTypes.has('SITELINK')) {
    for (const { ad, link } of sitelinks.values()) {
      const asset = temp('assets');
      const field = `creative:${ad.creativeId}`;
      add(
        {
          assetOperation: {
            create: {
              resourceName: asset,
              finalUrls: [link.finalUrl],
              sitelinkAsset: {
                linkText: link.text,
                ...(link.description1 ? { description1: link.description1 } : {}),
                ...(link.description2 ? { description2: link.description2 } : {}),
              },
            },
          },
        },
        field,
      );
      add({ campaignAssetOperation: { create: { campaign, asset, fieldType: 'SITELINK' } } }, field);
    }
  }
  if (!existing.campaignAssetTypes.has('CALLOUT')) {
    for (const [text, ad] of callouts) {
      const asset = temp('assets');
      const field = `creative:${ad.creativeId}`;
      add(
        { assetOperation: { create: { resourceName: asset, calloutAsset: { calloutText: text } } } },
        field,
      );
      add({ campaignAssetOperation: { create: { campaign, asset, fieldType: 'CALLOUT' } } }, field);
    }
  }
}

/**
 * The YouTube video asset (by video id: the account's own when it has one, else created once and
 * shared by the ads that use it) and the logo image asset (once per logo URL). Names carry the
 * campaign and creative ids, so the same creative in two campaigns never collides on a name.
 */
function videoAdAssets(
  ad: PlatformAdPlan,
  campaignId: string,
  context: PlanContext,
  shared: { videos: Map<string, string>; logos: Map<string, string> },
  temp: (collection: string) => string,
  add: (operation: Record<string, unknown>) => void,
): { video: string | null; logo: string | null } {
  let video: string | null = null;
  if (ad.youtubeVideoId) {
    video = shared.videos.get(ad.youtubeVideoId) ?? null;
    if (!video) {
      video = temp('assets');
      shared.videos.set(ad.youtubeVideoId, video);
      add({
        assetOperation: {
          create: {
            resourceName: video,
            name: `YouTube ${ad.youtubeVideoId} · ${verbaMarker(`${campaignId}/${ad.creativeId}`)}`,
            youtubeVideoAsset: { youtubeVideoId: ad.youtubeVideoId },
          },
        },
      });
    }
  }
  let logo: string | null = ad.logoUrl ? (shared.logos.get(ad.logoUrl) ?? null) : null;
  const data = ad.logoUrl && !logo ? context.media.get(ad.logoUrl) : undefined;
  if (ad.logoUrl && data) {
    logo = temp('assets');
    shared.logos.set(ad.logoUrl, logo);
    add({
      assetOperation: {
        create: {
          resourceName: logo,
          name: `Logo · ${verbaMarker(`${campaignId}/${ad.creativeId}`)}`,
          imageAsset: { data },
        },
      },
    });
  }
  return { video, logo };
}
