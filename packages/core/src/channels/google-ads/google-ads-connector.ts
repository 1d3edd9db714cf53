import { saoPauloDateOf, type CampaignType } from '@verba/domain';
import { brazilLocations } from '../../locations/brazil-locations';
import type {
  ChannelConnector,
  ChannelEndpoints,
  PlatformCampaignPlan,
  PlatformCampaignRef,
  PlatformProblem,
  PlatformValidation,
} from '../connector';
import {
  createGoogleAdsClient,
  type GaqlRow,
  type GeoTargetSuggestion,
  type GoogleAdsClient,
} from './client';
import type { GoogleAdsCredentials } from './endpoints';
import { ChannelPlatformError, GoogleAdsApiError, problemsOf } from './errors';
import {
  campaignByMarkerQuery,
  dayStatsOf,
  existingTreeOf,
  keywordStatisticsQuery,
  keywordStatsOf,
  reviewOf,
  reviewQuery,
  statisticsQuery,
  treeQueries,
  youtubeAssetsQuery,
} from './gaql';
import { matchSuggestion, type PlaceToResolve } from './geo';
import {
  emptyTree,
  mutationOf,
  roundMicros,
  strategyIdOfName,
  type ExistingTree,
  type PlanMutation,
} from './plan';

export interface GoogleAdsConnectorOptions {
  endpoints: ChannelEndpoints;
  credentials: GoogleAdsCredentials;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  maxRetryAfterMs?: number;
  /** SEARCH bidding: manual CPC per ad group (default) or maximise clicks with the highest bid as the CPC ceiling. */
  searchBidding?: 'manual_cpc' | 'maximize_clicks';
}

/** Problems that say "try again later" rather than "this plan is refused". */
const operational = new Set(['CHANNEL_AUTH_FAILED', 'CHANNEL_RATE_LIMITED', 'CHANNEL_PLATFORM_UNAVAILABLE']);

const idOfResource = (resourceName: string) => resourceName.slice(resourceName.lastIndexOf('/') + 1);

/**
 * The Google Ads connector (SEARCH, YOUTUBE): the same code against the real API and the loopback
 * sandbox, only `endpoints` and `credentials` differ. See docs/channels-google-ads.md.
 */
export function createGoogleAdsConnector(
  options: GoogleAdsConnectorOptions,
): ChannelConnector & { readonly client: GoogleAdsClient } {
  const client = createGoogleAdsClient({
    endpoints: options.endpoints,
    credentials: options.credentials,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.maxRetryAfterMs !== undefined ? { maxRetryAfterMs: options.maxRetryAfterMs } : {}),
  });
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const geoCache = new Map<string, string>();

  /** Runs a platform call; its failure becomes a ChannelPlatformError with mapped problems. */
  async function call<T>(run: () => Promise<T>, fieldOf?: (index: number) => string | undefined): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof GoogleAdsApiError)
        throw new ChannelPlatformError(problemsOf(error, fieldOf), error);
      throw error;
    }
  }

  async function existingTree(plan: PlatformCampaignPlan): Promise<ExistingTree> {
    const [campaignRow] = await call(() => client.search(campaignByMarkerQuery(plan.campaignId)));
    if (!campaignRow) return emptyTree();
    const campaignId = String((campaignRow.campaign as { id?: string } | undefined)?.id ?? '');
    const queries = treeQueries(campaignId);
    const [adGroups, ads, adGroupCriteria, campaignCriteria, campaignAssets] = await Promise.all(
      [
        queries.adGroups,
        queries.ads,
        queries.adGroupCriteria,
        queries.campaignCriteria,
        queries.campaignAssets,
      ].map((q) => call(() => client.search(q))),
    );
    return existingTreeOf(campaignRow, {
      adGroups: adGroups!,
      ads: ads!,
      adGroupCriteria: adGroupCriteria!,
      campaignCriteria: campaignCriteria!,
      campaignAssets: campaignAssets!,
    });
  }

  /** Resolves the plan's UF / IBGE codes to geo target constants; unknown ones are problems. */
  async function resolveGeo(
    plan: PlatformCampaignPlan,
  ): Promise<{ geoTargets: Map<string, string>; problems: PlatformProblem[] }> {
    const geoTargets = new Map<string, string>();
    const problems: PlatformProblem[] = [];
    const locations = brazilLocations();
    const places: (PlaceToResolve & { strategyId: string })[] = [];
    for (const group of plan.groups) {
      for (const code of group.locations) {
        if (code.toUpperCase() === 'BR') continue;
        const cached = geoCache.get(code);
        if (cached) {
          geoTargets.set(code, cached);
          continue;
        }
        const state = locations.stateByUf.get(code.toUpperCase());
        const city = /^\d{7}$/.test(code) ? locations.cityByCode.get(Number(code)) : undefined;
        const cityState = city ? locations.stateByUf.get(city.uf) : undefined;
        if (state)
          places.push({
            code,
            kind: 'state',
            name: state.name,
            stateName: state.name,
            uf: state.uf,
            strategyId: group.strategyId,
          });
        else if (city && cityState)
          places.push({
            code,
            kind: 'city',
            name: city.name,
            stateName: cityState.name,
            uf: city.uf,
            strategyId: group.strategyId,
          });
        else
          problems.push(
            unsupportedLocation(code, group.strategyId, 'not a Brazilian UF or IBGE municipality code'),
          );
      }
    }
    const names = [...new Set(places.map((p) => p.name))];
    let suggestions: GeoTargetSuggestion[] = [];
    let lookupFailure: string | null = null;
    if (names.length > 0) {
      try {
        suggestions = await call(() => client.suggestGeoTargets({ names, locale: 'pt', countryCode: 'BR' }));
      } catch (error) {
        // Auth, quota and outages are retried by the caller; a refused lookup leaves the places
        // unresolved (never silently widened to all of Brazil).
        if (!(error instanceof ChannelPlatformError) || error.problems.every((p) => operational.has(p.code)))
          throw error;
        lookupFailure = error.problems.map((p) => `${p.platformCode}: ${p.platformMessage}`).join('; ');
      }
    }
    for (const place of places) {
      const resource = matchSuggestion(place, suggestions);
      if (resource) {
        geoTargets.set(place.code, resource);
        geoCache.set(place.code, resource);
      } else if (
        !problems.some(
          (p) => p.field === `strategy:${place.strategyId}` && p.platformMessage.includes(place.code),
        )
      ) {
        problems.push(
          unsupportedLocation(
            place.code,
            place.strategyId,
            lookupFailure
              ? `${place.name} (${place.uf}) could not be looked up: ${lookupFailure}`
              : `no Google Ads location matches ${place.name} (${place.uf})`,
          ),
        );
      }
    }
    return { geoTargets, problems };
  }

  /** The logos the YOUTUBE ads need, as base64 (ImageAsset.data). A logo that cannot be read is left out. */
  async function loadMedia(plan: PlatformCampaignPlan): Promise<Map<string, string>> {
    const media = new Map<string, string>();
    const urls = [
      ...new Set(plan.groups.flatMap((g) => g.ads).flatMap((ad) => (ad.logoUrl ? [ad.logoUrl] : []))),
    ];
    for (const url of urls) {
      try {
        const response = await doFetch(url, { signal: AbortSignal.timeout(30_000) });
        if (response.ok) media.set(url, Buffer.from(await response.arrayBuffer()).toString('base64'));
      } catch {
        // Left out: Google refuses the ad without its logo, and that refusal is reported.
      }
    }
    return media;
  }

  /** The account's YouTube video assets for the plan's videos (Google keeps one asset per video). */
  async function existingYoutubeAssets(plan: PlatformCampaignPlan): Promise<Map<string, string>> {
    const ids = [
      ...new Set(
        plan.groups.flatMap((g) => g.ads).flatMap((ad) => (ad.youtubeVideoId ? [ad.youtubeVideoId] : [])),
      ),
    ].filter((id) => /^[\w-]{1,64}$/.test(id));
    if (ids.length === 0) return new Map();
    const rows = await call(() => client.search(youtubeAssetsQuery(ids)));
    const assets = new Map<string, string>();
    for (const row of rows) {
      const asset = row.asset as
        { resourceName?: string; youtubeVideoAsset?: { youtubeVideoId?: string } } | undefined;
      const videoId = asset?.youtubeVideoAsset?.youtubeVideoId;
      if (videoId && asset.resourceName && !assets.has(videoId)) assets.set(videoId, asset.resourceName);
    }
    return assets;
  }

  async function prepare(plan: PlatformCampaignPlan) {
    const existing = await existingTree(plan);
    const { geoTargets, problems } = await resolveGeo(plan);
    const media = plan.type === 'YOUTUBE' ? await loadMedia(plan) : new Map<string, string>();
    const youtubeAssets =
      plan.type === 'YOUTUBE' ? await existingYoutubeAssets(plan) : new Map<string, string>();
    const mutation = mutationOf(plan, {
      customerId: client.customerId,
      geoTargets,
      media,
      youtubeAssets,
      existing,
      today: saoPauloDateOf(new Date(now())),
      ...(options.searchBidding ? { searchBidding: options.searchBidding } : {}),
    });
    return { existing, problems, mutation };
  }

  function refOf(
    plan: PlatformCampaignPlan,
    existing: ExistingTree,
    mutation: PlanMutation,
    results: (string | undefined)[],
  ): PlatformCampaignRef {
    const ids: Record<string, string> = {};
    if (existing.budget) ids.budget = existing.budget;
    if (existing.campaign) ids.campaign = existing.campaign;
    for (const [strategyId, resource] of existing.adGroups) ids[`strategy:${strategyId}`] = resource;
    for (const [key, resource] of existing.ads) {
      const [strategyId, creativeId] = key.split('/');
      ids[`creative:${creativeId}@${strategyId}`] = resource;
    }
    mutation.keys.forEach((key, index) => {
      const resource = results[index];
      if (key && resource) ids[key] = resource;
    });
    if (!ids.campaign)
      throw new ChannelPlatformError([
        {
          code: 'CHANNEL_PLATFORM_REFUSED',
          platformCode: 'NO_CAMPAIGN',
          platformMessage: `campaign for ${plan.campaignId} was not created`,
        },
      ]);
    ids.channelType = plan.type === 'SEARCH' ? 'SEARCH' : 'DEMAND_GEN';
    return {
      platform: 'google_ads',
      accountId: client.customerId,
      campaignId: idOfResource(ids.campaign),
      ids,
    };
  }

  async function mutateCampaign(
    ref: PlatformCampaignRef,
    update: Record<string, unknown>,
    updateMask: string,
  ) {
    const resourceName = ref.ids.campaign ?? `customers/${ref.accountId}/campaigns/${ref.campaignId}`;
    await call(() =>
      client.mutate([{ campaignOperation: { update: { resourceName, ...update }, updateMask } }]),
    );
  }

  const campaignTypes: readonly CampaignType[] = ['SEARCH', 'YOUTUBE'];

  return {
    platform: 'google_ads',
    campaignTypes,
    client,

    async validate({ plan }): Promise<PlatformValidation> {
      // Location problems and the platform's own refusals are reported together.
      const { problems, mutation } = await prepare(plan);
      if (mutation.operations.length === 0) return { ok: problems.length === 0, problems };
      try {
        await client.mutate(mutation.operations, { validateOnly: true });
        return { ok: problems.length === 0, problems };
      } catch (error) {
        if (!(error instanceof GoogleAdsApiError)) throw error;
        const found = problemsOf(error, (index) => mutation.fields[index]);
        if (found.every((p) => operational.has(p.code))) throw new ChannelPlatformError(found, error);
        return { ok: false, problems: [...problems, ...found] };
      }
    },

    async createPaused({ plan }) {
      const { existing, problems, mutation } = await prepare(plan);
      if (problems.length > 0) throw new ChannelPlatformError(problems);
      if (mutation.operations.length === 0) return refOf(plan, existing, mutation, []);
      const response = await call(
        () => client.mutate(mutation.operations),
        (index) => mutation.fields[index],
      );
      const results = (response?.mutateOperationResponses ?? []).map(
        (r) => Object.values(r ?? {})[0]?.resourceName,
      );
      return refOf(plan, existing, mutation, results);
    },

    async activate({ ref }) {
      await mutateCampaign(ref, { status: 'ENABLED' }, 'status');
    },

    async pause({ ref }) {
      await mutateCampaign(ref, { status: 'PAUSED' }, 'status');
    },

    async setBudget({ ref, dailyBudgetMicros, endDate }) {
      const campaign = ref.ids.campaign ?? `customers/${ref.accountId}/campaigns/${ref.campaignId}`;
      let budget = ref.ids.budget;
      if (!budget) {
        const [row] = await call(() =>
          client.search(
            `SELECT campaign.campaign_budget FROM campaign WHERE campaign.id = ${Number(ref.campaignId)}`,
          ),
        );
        budget = (row?.campaign as { campaignBudget?: string } | undefined)?.campaignBudget;
      }
      if (!budget)
        throw new ChannelPlatformError([
          {
            code: 'CHANNEL_PLATFORM_REFUSED',
            platformCode: 'NO_BUDGET',
            platformMessage: `campaign ${ref.campaignId} has no budget`,
          },
        ]);
      await call(() =>
        client.mutate([
          {
            campaignBudgetOperation: {
              update: { resourceName: budget, amountMicros: roundMicros(dailyBudgetMicros).toString() },
              updateMask: 'amountMicros',
            },
          },
          // No value under the mask clears the end date: the campaign runs until Verba pauses it.
          {
            campaignOperation: {
              update: { resourceName: campaign, ...(endDate ? { endDateTime: `${endDate} 23:59:59` } : {}) },
              updateMask: 'endDateTime',
            },
          },
        ]),
      );
    },

    async reviewState({ ref }) {
      const creativeByResource = new Map(
        Object.entries(ref.ids)
          .filter(([key]) => key.startsWith('creative:'))
          .map(([key, resource]) => [resource, key.slice('creative:'.length).split('@')[0]!]),
      );
      const rows = await call(() => client.search(reviewQuery(ref.campaignId)));
      return reviewOf(rows, (resource) => creativeByResource.get(resource) ?? null);
    },

    async statistics({ ref, from, to, hourly }) {
      const strategyByAdGroup = new Map(
        Object.entries(ref.ids)
          .filter(([key]) => key.startsWith('strategy:'))
          .map(([key, resource]) => [idOfResource(resource), key.slice('strategy:'.length)]),
      );
      const video = await isVideo(ref);
      const rows: GaqlRow[] = await call(() =>
        client.search(
          statisticsQuery({ campaignId: ref.campaignId, from, to, hourly: hourly === true, video }),
        ),
      );
      return dayStatsOf(
        rows,
        (adGroupId, name) => strategyByAdGroup.get(adGroupId) ?? strategyIdOfName(name),
      );
    },

    async keywordStatistics({ ref, from, to }) {
      // Demand Gen (YOUTUBE) campaigns have no keywords.
      if (await isVideo(ref)) return [];
      const strategyByAdGroup = new Map(
        Object.entries(ref.ids)
          .filter(([key]) => key.startsWith('strategy:'))
          .map(([key, resource]) => [idOfResource(resource), key.slice('strategy:'.length)]),
      );
      const rows: GaqlRow[] = await call(() =>
        client.search(keywordStatisticsQuery({ campaignId: ref.campaignId, from, to })),
      );
      return keywordStatsOf(
        rows,
        (adGroupId, name) => strategyByAdGroup.get(adGroupId) ?? strategyIdOfName(name),
      );
    },
  };

  async function isVideo(ref: PlatformCampaignRef): Promise<boolean> {
    if (ref.ids.channelType) return ref.ids.channelType === 'DEMAND_GEN';
    const [row] = await call(() =>
      client.search(
        `SELECT campaign.advertising_channel_type FROM campaign WHERE campaign.id = ${Number(ref.campaignId)}`,
      ),
    );
    return (
      (row?.campaign as { advertisingChannelType?: string } | undefined)?.advertisingChannelType ===
      'DEMAND_GEN'
    );
  }
}

function unsupportedLocation(code: string, strategyId: string, why: string): PlatformProblem {
  return {
    code: 'CHANNEL_LOCATION_UNSUPPORTED',
    field: `strategy:${strategyId}`,
    platformCode: 'geoTargetConstants:suggest',
    platformMessage: `${code}: ${why}`,
  };
}
