import { foldForSearch, metaObjectiveFor, metaPlacementTargeting, type CalendarDate } from '@verba/domain';
import { brazilLocations } from '../../locations/brazil-locations';
import type {
  ChannelConnector,
  PlatformCampaignPlan,
  PlatformCampaignRef,
  PlatformDayStats,
  PlatformGroupPlan,
  PlatformProblem,
  PlatformReview,
  PlatformReviewStatus,
} from '../connector';
import { ChannelPlatformError } from '../google-ads/errors';
import type { MetaCredentials, MetaEndpoints } from './sandbox/index';
import { metaPixelFor } from './conversions/meta-pixel';

/** A Graph API error body: `{error: {message, type, code, error_subcode, error_user_title, error_user_msg, fbtrace_id}}`. */
export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
}

const rateLimitCodes = new Set([4, 17, 32, 613, 80000, 80003, 80004, 80005, 80008]);
const authCodes = new Set([102, 190, 2500]);

/** Maps a Graph API error to a Verba problem, keeping Meta's code and words. */
export function metaProblemOf(error: GraphErrorBody, httpStatus: number, field?: string): PlatformProblem {
  const code = error.code ?? 0;
  const platformCode = `${code}${error.error_subcode ? `/${error.error_subcode}` : ''}`;
  const platformMessage = [error.error_user_title, error.error_user_msg ?? error.message]
    .filter(Boolean)
    .join(': ');
  let verba = 'CHANNEL_PLATFORM_REFUSED';
  if (authCodes.has(code) || code === 200 || code === 10 || httpStatus === 401) verba = 'CHANNEL_AUTH_FAILED';
  else if (rateLimitCodes.has(code)) verba = 'CHANNEL_RATE_LIMITED';
  else if (code === 1 || code === 2 || httpStatus >= 500) verba = 'CHANNEL_PLATFORM_UNAVAILABLE';
  else if (code === 368) verba = 'ASSET_CONTAINS_PROHIBITED_CONTENT';
  return { code: verba, ...(field ? { field } : {}), platformCode, platformMessage };
}

const operational = new Set(['CHANNEL_AUTH_FAILED', 'CHANNEL_RATE_LIMITED', 'CHANNEL_PLATFORM_UNAVAILABLE']);

type Fetch = typeof fetch;

/** Graph API client: Bearer token, form-encoded writes (objects JSON-encoded, as the SDKs send). */
export function createGraphClient(options: {
  endpoints: MetaEndpoints;
  token: string;
  fetch?: Fetch;
  sleep?: (ms: number) => Promise<void>;
}) {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  async function call(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, unknown> = {},
    field?: string,
  ): Promise<Record<string, unknown>> {
    const encoded = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) {
      if (v === undefined || v === null) continue;
      encoded.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const url = `${options.endpoints.graphBaseUrl}${path}${method === 'GET' && [...encoded].length ? `?${encoded}` : ''}`;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers: {
            authorization: `Bearer ${options.token}`,
            ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(method === 'POST' ? { body: encoded.toString() } : {}),
        });
      } catch (cause) {
        throw new ChannelPlatformError(
          [{ code: 'CHANNEL_PLATFORM_UNAVAILABLE', platformCode: 'network', platformMessage: String(cause) }],
          cause,
        );
      }
      const text = await response.text();
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = { error: { message: text.slice(0, 200), code: response.status >= 500 ? 2 : 0 } };
      }
      if (response.ok && !body.error) return body;
      const error = (body.error ?? { message: `HTTP ${response.status}` }) as GraphErrorBody;
      const problem = metaProblemOf(error, response.status, field);
      if (problem.code === 'CHANNEL_RATE_LIMITED' && attempt < 3) {
        await sleep(retryDelayMs(response.headers));
        continue;
      }
      throw new ChannelPlatformError([problem]);
    }
  }
  return { call };
}

/** Retry-After, else the X-Business-Use-Case-Usage header's estimated_time_to_regain_access (minutes). */
function retryDelayMs(headers: Headers): number {
  const after = Number(headers.get('retry-after'));
  if (Number.isFinite(after) && after > 0) return Math.min(after, 60) * 1000;
  try {
    const usage = JSON.parse(headers.get('x-business-use-case-usage') ?? '{}') as Record<
      string,
      { estimated_time_to_regain_access?: number }[]
    >;
    const minutes = Math.max(
      0,
      ...Object.values(usage)
        .flat()
        .map((u) => u.estimated_time_to_regain_access ?? 0),
    );
    if (minutes > 0) return Math.min(minutes * 60, 60) * 1000;
  } catch {
    // fall through
  }
  return 1000;
}

/** Verba's objective → Meta's (ODAX) objective, optimisation goal and billing event (domain metaObjectiveFor). */
export function metaObjectiveOf(plan: PlatformCampaignPlan) {
  return metaObjectiveFor(plan.objective, plan.groups[0]?.bidType ?? 'CPM');
}

/** A Verba location (UF or IBGE municipality code) resolved by Meta's Targeting Search. */
export interface MetaGeoKey {
  type: 'regions' | 'cities';
  key: string;
}

/**
 * Verba's strategy targeting → Meta's targeting spec. States and cities become `regions` / `cities`
 * keys (resolved beforehand by Targeting Search: `geo`); a location without a key is refused
 * (CHANNEL_LOCATION_UNSUPPORTED) rather than widened to all of Brazil.
 */
export function metaTargetingOf(
  group: PlatformGroupPlan,
  geo: ReadonlyMap<string, MetaGeoKey> = new Map(),
  placements: PlatformCampaignPlan['metaPlacements'] = null,
): Record<string, unknown> {
  const places = group.locations.filter((code) => code.toUpperCase() !== 'BR');
  const missing = places.filter((code) => !geo.has(code));
  if (missing.length > 0)
    throw new ChannelPlatformError([
      {
        code: 'CHANNEL_LOCATION_UNSUPPORTED',
        field: `strategy:${group.strategyId}`,
        platformCode: 'geo_locations',
        platformMessage: `Targeting Search found no Meta region or city for ${missing.join(', ')}`,
      },
    ]);
  const keyed = places.map((code) => geo.get(code)!);
  const regions = [...new Set(keyed.filter((k) => k.type === 'regions').map((k) => k.key))];
  const cities = [...new Set(keyed.filter((k) => k.type === 'cities').map((k) => k.key))];
  const geoLocations =
    keyed.length === 0
      ? { countries: ['BR'], location_types: ['home', 'recent'] }
      : {
          ...(regions.length ? { regions: regions.map((key) => ({ key })) } : {}),
          ...(cities.length ? { cities: cities.map((key) => ({ key })) } : {}),
          location_types: ['home', 'recent'],
        };
  const targeting: Record<string, unknown> = {
    geo_locations: geoLocations,
    // The wizard's placements; none chosen → automatic (no placement fields: Advantage+ placements).
    ...metaPlacementTargeting(placements),
  };
  const ages = group.ageRanges.map((r) => {
    const [low, high] = r.split('_');
    return { low: Number(low), high: high === 'PLUS' ? 65 : Number(high) };
  });
  if (ages.length) {
    targeting.age_min = Math.max(18, Math.min(...ages.map((a) => a.low)));
    targeting.age_max = Math.min(65, Math.max(...ages.map((a) => a.high)));
  }
  const genders = group.genders.filter((g) => g === 'MALE' || g === 'FEMALE');
  if (genders.length === 1) targeting.genders = [genders[0] === 'MALE' ? 1 : 2];
  const devices = group.devices.map((d) => d.toLowerCase()).filter((d) => d === 'mobile' || d === 'desktop');
  if (devices.length === 1) targeting.device_platforms = devices;
  return targeting;
}

const toMicros = (decimal: string): bigint => {
  const [whole, frac = ''] = decimal.split('.');
  return BigInt(whole ?? '0') * 1_000_000n + BigInt((frac + '000000').slice(0, 6));
};

const actionValue = (list: unknown, type?: string): number => {
  if (!Array.isArray(list)) return 0;
  const actions = list as { action_type?: string; value?: string }[];
  return actions
    .filter((a) => type === undefined || a.action_type === type)
    .reduce((s, a) => s + Number(a.value ?? 0), 0);
};

/** The ad set budgets: the campaign's daily budget split evenly, in centavos (Meta's minor unit). */
const perGroupCentavos = (dailyBudgetMicros: bigint, groups: number) =>
  Number(dailyBudgetMicros / 10_000n / BigInt(Math.max(groups, 1)));

const endTimeOf = (endDate: CalendarDate | null) => (endDate ? `${endDate}T23:59:59-0300` : undefined);

/**
 * Verba's Meta connector (META_ADS) over the Graph API: campaigns on Verba's own ad account with
 * Verba's system user token; ads run under the advertiser's Page / Instagram account
 * (`plan.metaIdentity`, from the advertiser's facebook_page connection).
 */
export function createMetaConnector(options: {
  endpoints: MetaEndpoints;
  credentials: MetaCredentials;
  fetch?: Fetch;
  sleep?: (ms: number) => Promise<void>;
}): ChannelConnector & { graph: ReturnType<typeof createGraphClient> } {
  const graph = createGraphClient({ ...options, token: options.credentials.systemUserToken });
  // Targeting Search answers are stable: one lookup per location per connector.
  const geoCache = new Map<string, MetaGeoKey>();
  const doFetch = options.fetch ?? fetch;
  const act = `/act_${options.credentials.adAccountId}`;

  async function listAll(path: string, params: Record<string, unknown>): Promise<Record<string, unknown>[]> {
    const out: Record<string, unknown>[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await graph.call('GET', path, { ...params, limit: 500, ...(after ? { after } : {}) });
      out.push(...((page.data as Record<string, unknown>[]) ?? []));
      const paging = page.paging as { next?: string; cursors?: { after?: string } } | undefined;
      if (!paging?.next) return out;
      after = paging.cursors?.after;
    }
  }

  async function uploadImage(url: string, field: string): Promise<string> {
    const response = await doFetch(url);
    if (!response.ok)
      throw new ChannelPlatformError([
        {
          code: 'CHANNEL_PLATFORM_REFUSED',
          field,
          platformCode: 'media',
          platformMessage: `Could not read ${url}`,
        },
      ]);
    const bytes = Buffer.from(await response.arrayBuffer()).toString('base64');
    const answer = await graph.call('POST', `${act}/adimages`, { bytes }, field);
    const images = answer.images as Record<string, { hash: string }>;
    return Object.values(images)[0]!.hash;
  }

  /**
   * Targeting Search (`GET /search?type=adgeolocation`): a state by its name among `region`s, a
   * city by its name among `city`s of its state's region. Matches are by folded name (Meta names
   * a state "São Paulo (state)"); what finds no match stays unresolved (refused by the caller).
   */
  async function geoOf(group: PlatformGroupPlan): Promise<Map<string, MetaGeoKey>> {
    const out = new Map<string, MetaGeoKey>();
    const locations = brazilLocations();
    const field = `strategy:${group.strategyId}`;
    const fold = (name: string) => foldForSearch(name.replace(/\s*\((state|estado)\)\s*$/i, ''));
    const search = async (q: string, type: 'region' | 'city', regionId?: string) =>
      ((
        await graph.call(
          'GET',
          '/search',
          {
            type: 'adgeolocation',
            q,
            location_types: [type],
            country_code: 'BR',
            limit: 50,
            ...(regionId ? { region_id: regionId } : {}),
          },
          field,
        )
      ).data ?? []) as { key?: string; name?: string; type?: string; region_id?: number }[];
    const regionKey = async (uf: string): Promise<string | undefined> => {
      const state = locations.stateByUf.get(uf);
      if (!state) return undefined;
      const cached = geoCache.get(uf);
      if (cached) return cached.key;
      const hit = (await search(state.name, 'region')).find(
        (r) => r.type === 'region' && r.key && fold(r.name ?? '') === fold(state.name),
      );
      if (hit?.key) geoCache.set(uf, { type: 'regions', key: hit.key });
      return hit?.key;
    };
    for (const code of group.locations) {
      if (code.toUpperCase() === 'BR') continue;
      const cached = geoCache.get(code);
      if (cached) {
        out.set(code, cached);
        continue;
      }
      if (/^[A-Z]{2}$/i.test(code)) {
        const key = await regionKey(code.toUpperCase());
        if (key) out.set(code, { type: 'regions', key });
        continue;
      }
      const city = /^\d{7}$/.test(code) ? locations.cityByCode.get(Number(code)) : undefined;
      if (!city) continue;
      const region = await regionKey(city.uf);
      if (!region) continue;
      const hit = (await search(city.name, 'city', region)).find(
        (r) =>
          r.type === 'city' &&
          r.key &&
          fold(r.name ?? '') === fold(city.name) &&
          String(r.region_id) === region,
      );
      if (hit?.key) {
        const entry = { type: 'cities' as const, key: hit.key };
        geoCache.set(code, entry);
        out.set(code, entry);
      }
    }
    return out;
  }

  function checkIdentity(plan: PlatformCampaignPlan) {
    if (!plan.metaIdentity?.pageId)
      throw new ChannelPlatformError([
        {
          code: 'CHANNEL_PLATFORM_REFUSED',
          field: `campaign:${plan.campaignId}`,
          platformCode: 'object_story_spec.page_id',
          platformMessage: 'Meta ads run under the advertiser’s Facebook Page: connect it first',
        },
      ]);
    return plan.metaIdentity;
  }

  function creativeSpec(
    plan: PlatformCampaignPlan,
    ad: PlatformGroupPlan['ads'][number],
    media: { imageHash?: string; videoId?: string },
  ) {
    const identity = checkIdentity(plan);
    const cta = { type: ad.callToAction ?? 'LEARN_MORE', value: { link: ad.finalUrl } };
    const message = ad.primaryText ?? ad.descriptions?.[0] ?? '';
    const name = ad.headlines?.[0] ?? plan.name;
    return {
      page_id: identity.pageId,
      ...(identity.instagramUserId ? { instagram_user_id: identity.instagramUserId } : {}),
      ...(media.videoId
        ? {
            video_data: {
              video_id: media.videoId,
              message,
              title: name,
              call_to_action: cta,
              image_url: undefined,
            },
          }
        : {
            link_data: { message, name, link: ad.finalUrl, image_hash: media.imageHash, call_to_action: cta },
          }),
    };
  }

  const campaignName = (plan: PlatformCampaignPlan) => `${plan.name} · verba:${plan.campaignId}`;

  /** OUTCOME_SALES ad sets promote Verba's Meta pixel for the advertiser (fed by the Conversions API). */
  async function promotedObjectOf(plan: PlatformCampaignPlan, objective: string) {
    if (objective !== 'OUTCOME_SALES') return undefined;
    const pixelId = await metaPixelFor({
      graph,
      adAccountId: options.credentials.adAccountId,
      advertiserId: plan.advertiserId,
    });
    return { pixel_id: pixelId, custom_event_type: 'PURCHASE' };
  }

  async function createTree(plan: PlatformCampaignPlan): Promise<PlatformCampaignRef> {
    checkIdentity(plan);
    const { objective, optimizationGoal, billingEvent } = metaObjectiveOf(plan);
    const ids: Record<string, string> = {};
    const existing = (await listAll(`${act}/campaigns`, { fields: 'id,name' })).find((c) =>
      String(c.name).includes(`verba:${plan.campaignId}`),
    );
    const campaignId = existing
      ? String(existing.id)
      : String(
          (
            await graph.call(
              'POST',
              `${act}/campaigns`,
              { name: campaignName(plan), objective, status: 'PAUSED', special_ad_categories: [] },
              `campaign:${plan.campaignId}`,
            )
          ).id,
        );
    ids.campaign = campaignId;
    const promoted = await promotedObjectOf(plan, objective);
    const adsets = existing ? await listAll(`${act}/adsets`, { fields: 'id,name,campaign_id' }) : [];
    const ads = existing ? await listAll(`${act}/ads`, { fields: 'id,name,adset_id' }) : [];
    const centavos = perGroupCentavos(plan.dailyBudgetMicros, plan.groups.length);
    for (const group of plan.groups) {
      const field = `strategy:${group.strategyId}`;
      const found = adsets.find(
        (s) => s.campaign_id === campaignId && String(s.name).includes(`verba:${group.strategyId}`),
      );
      const adsetId = found
        ? String(found.id)
        : String(
            (
              await graph.call(
                'POST',
                `${act}/adsets`,
                {
                  name: `${group.name} · verba:${group.strategyId}`,
                  campaign_id: campaignId,
                  status: 'PAUSED',
                  daily_budget: centavos,
                  billing_event: billingEvent,
                  optimization_goal: optimizationGoal,
                  promoted_object: promoted,
                  bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
                  bid_amount: Math.max(1, Number(group.bidMicros / 10_000n)),
                  start_time: `${plan.startDate}T00:00:00-0300`,
                  end_time: endTimeOf(plan.endDate),
                  targeting: metaTargetingOf(group, await geoOf(group), plan.metaPlacements),
                },
                field,
              )
            ).id,
          );
      ids[field] = adsetId;
      for (const ad of group.ads) {
        const adField = `creative:${ad.creativeId}`;
        const key = `${adField}@${group.strategyId}`;
        const foundAd = ads.find(
          (a) => a.adset_id === adsetId && String(a.name).includes(`verba:${ad.creativeId}`),
        );
        if (foundAd) {
          ids[key] = String(foundAd.id);
          continue;
        }
        const mediaUrl = ad.mediaUrls?.[0];
        const media: { imageHash?: string; videoId?: string } = {};
        if (mediaUrl && ad.format === 'DISPLAY_VIDEO')
          media.videoId = String(
            (await graph.call('POST', `${act}/advideos`, { file_url: mediaUrl }, adField)).id,
          );
        else if (mediaUrl) media.imageHash = await uploadImage(mediaUrl, adField);
        const creative = await graph.call(
          'POST',
          `${act}/adcreatives`,
          {
            name: `verba:${plan.campaignId}/${ad.creativeId}`,
            object_story_spec: creativeSpec(plan, ad, media),
          },
          adField,
        );
        const created = await graph.call(
          'POST',
          `${act}/ads`,
          {
            name: `${ad.headlines?.[0] ?? 'Anúncio'} · verba:${ad.creativeId}`,
            adset_id: adsetId,
            creative: { creative_id: String(creative.id) },
            status: 'ACTIVE',
          },
          adField,
        );
        ids[key] = String(created.id);
      }
    }
    return { platform: 'meta', accountId: options.credentials.adAccountId, campaignId, ids };
  }

  async function setStatus(ref: PlatformCampaignRef, status: 'ACTIVE' | 'PAUSED') {
    await graph.call('POST', `/${ref.campaignId}`, { status }, 'campaign');
    for (const [key, id] of Object.entries(ref.ids))
      if (key.startsWith('strategy:')) await graph.call('POST', `/${id}`, { status }, key);
  }

  return {
    platform: 'meta',
    campaignTypes: ['META_ADS'],
    graph,
    createPaused: ({ plan }) => createTree(plan),

    async validate({ plan }) {
      const problems: PlatformProblem[] = [];
      const collect = async (run: () => Promise<unknown>) => {
        try {
          await run();
        } catch (error) {
          if (!(error instanceof ChannelPlatformError)) throw error;
          if (error.problems.some((p) => operational.has(p.code))) throw error;
          problems.push(...error.problems);
        }
      };
      const { objective, optimizationGoal, billingEvent } = metaObjectiveOf(plan);
      await collect(() => Promise.resolve(checkIdentity(plan)));
      await collect(() =>
        graph.call(
          'POST',
          `${act}/campaigns`,
          {
            name: campaignName(plan),
            objective,
            status: 'PAUSED',
            special_ad_categories: [],
            execution_options: ['validate_only'],
          },
          `campaign:${plan.campaignId}`,
        ),
      );
      const centavos = perGroupCentavos(plan.dailyBudgetMicros, plan.groups.length);
      const promoted = await promotedObjectOf(plan, objective);
      for (const group of plan.groups) {
        await collect(async () =>
          graph.call(
            'POST',
            `${act}/adsets`,
            {
              name: `${group.name} · verba:${group.strategyId}`,
              campaign_id: '0',
              status: 'PAUSED',
              daily_budget: centavos,
              billing_event: billingEvent,
              optimization_goal: optimizationGoal,
              promoted_object: promoted,
              bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
              bid_amount: Math.max(1, Number(group.bidMicros / 10_000n)),
              start_time: `${plan.startDate}T00:00:00-0300`,
              end_time: endTimeOf(plan.endDate),
              targeting: metaTargetingOf(group, await geoOf(group), plan.metaPlacements),
              execution_options: ['validate_only'],
            },
            `strategy:${group.strategyId}`,
          ),
        );
      }
      return { ok: problems.length === 0, problems };
    },

    activate: ({ ref }) => setStatus(ref, 'ACTIVE'),
    pause: ({ ref }) => setStatus(ref, 'PAUSED'),

    async setBudget({ ref, dailyBudgetMicros, endDate }) {
      const adsets = Object.entries(ref.ids).filter(([key]) => key.startsWith('strategy:'));
      const centavos = perGroupCentavos(dailyBudgetMicros, adsets.length);
      for (const [key, id] of adsets)
        await graph.call('POST', `/${id}`, { daily_budget: centavos, end_time: endTimeOf(endDate) }, key);
    },

    async reviewState({ ref }): Promise<PlatformReview> {
      const ads: PlatformReview['ads'] = [];
      for (const [key, id] of Object.entries(ref.ids)) {
        if (!key.startsWith('creative:')) continue;
        const creativeId = key.slice('creative:'.length).split('@')[0]!;
        const ad = await graph.call('GET', `/${id}`, { fields: 'effective_status,ad_review_feedback' }, key);
        const effective = String(ad.effective_status);
        const feedback =
          (ad.ad_review_feedback as { global?: Record<string, string> } | undefined)?.global ?? {};
        const status: PlatformReviewStatus =
          effective === 'DISAPPROVED'
            ? 'disapproved'
            : effective === 'PENDING_REVIEW' || effective === 'IN_PROCESS'
              ? 'pending'
              : effective === 'WITH_ISSUES'
                ? 'approved_limited'
                : 'approved';
        const reasons = Object.entries(feedback).map(([topic, text]) => `${topic}: ${text}`);
        ads.push({
          creativeId,
          status,
          reasons,
          ...(status === 'disapproved' ? { code: 'ASSET_CONTAINS_PROHIBITED_CONTENT' } : {}),
        });
      }
      const status: PlatformReviewStatus = ads.some((a) => a.status === 'pending')
        ? 'pending'
        : ads.length > 0 && ads.every((a) => a.status === 'disapproved')
          ? 'disapproved'
          : ads.some((a) => a.status !== 'approved')
            ? 'approved_limited'
            : 'approved';
      return { status, ads };
    },

    async statistics({ ref, from, to }): Promise<PlatformDayStats[]> {
      const strategyOf = new Map(
        Object.entries(ref.ids)
          .filter(([key]) => key.startsWith('strategy:'))
          .map(([key, id]) => [id, key.slice('strategy:'.length)]),
      );
      const rows = await listAll(`/${ref.campaignId}/insights`, {
        level: 'adset',
        time_increment: 1,
        time_range: { since: from, until: to },
        fields:
          'adset_id,impressions,clicks,spend,actions,video_p25_watched_actions,video_p50_watched_actions,video_p75_watched_actions,video_p100_watched_actions',
      });
      return rows.map((r) => ({
        date: String(r.date_start),
        hour: null,
        strategyId: strategyOf.get(String(r.adset_id)) ?? null,
        impressions: Number(r.impressions ?? 0),
        clicks: Number(r.clicks ?? 0),
        costMicros: toMicros(typeof r.spend === 'string' ? r.spend : '0'),
        conversions: actionValue(r.actions, 'offsite_conversion.fb_pixel_purchase'),
        conversionValueMicros: 0n,
        videoViews: actionValue(r.actions, 'video_view'),
        videoQuartiles: [
          actionValue(r.video_p25_watched_actions),
          actionValue(r.video_p50_watched_actions),
          actionValue(r.video_p75_watched_actions),
          actionValue(r.video_p100_watched_actions),
        ],
      }));
    },
  };
}
