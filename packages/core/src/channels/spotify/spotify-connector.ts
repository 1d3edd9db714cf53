import { foldForSearch, type CalendarDate } from '@verba/domain';
import { brazilLocations } from '../../locations/brazil-locations';
import type {
  ChannelConnector,
  ChannelEndpoints,
  PlatformAdPlan,
  PlatformCampaignPlan,
  PlatformCampaignRef,
  PlatformDayStats,
  PlatformGroupPlan,
  PlatformProblem,
  PlatformReview,
  PlatformReviewStatus,
  PlatformValidation,
} from '../connector';
import { ChannelPlatformError } from '../google-ads/errors';
import {
  createSpotifyClient,
  platformErrorOf,
  SpotifyApiError,
  verbaCodeOfSpotify,
  type FetchLike,
} from './client';
import type { SpotifyAdsCredentials } from './endpoints';

export interface SpotifyConnectorOptions {
  endpoints: ChannelEndpoints;
  credentials: SpotifyAdsCredentials;
  fetch?: FetchLike;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Problems that say "try again later" rather than "this plan is refused". */
const operational = new Set(['CHANNEL_AUTH_FAILED', 'CHANNEL_RATE_LIMITED', 'CHANNEL_PLATFORM_UNAVAILABLE']);

/** Verba's marker in every name it creates, so a retry finds what an earlier attempt made. */
const marker = (id: string) => `verba:${id}`;
const withMarker = (name: string, id: string, max: number) => {
  const tag = ` · ${marker(id)}`;
  return `${name.trim().slice(0, Math.max(2, max - tag.length))}${tag}`;
};

/** São Paulo midnight of a day, as the API's UTC time (YYYY-MM-DDTHH:MM:SSZ). */
const spMidnight = (date: CalendarDate) => `${date}T03:00:00Z`;
const nextDay = (date: CalendarDate) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Verba age ranges (18_24 … 65_PLUS) → Spotify's {min, max}, contiguous ranges merged. */
export function ageRangesOf(ranges: readonly string[]): { min: number; max: number }[] {
  const bounds = ranges
    .map((r) => (r === '65_PLUS' ? [65, 99] : r.split('_').map(Number)) as [number, number])
    .filter(([min, max]) => Number.isInteger(min) && Number.isInteger(max))
    .sort((a, b) => a[0] - b[0]);
  const merged: { min: number; max: number }[] = [];
  for (const [min, max] of bounds) {
    const last = merged.at(-1);
    if (last && min <= last.max + 1) last.max = Math.max(last.max, max);
    else merged.push({ min, max });
  }
  return merged;
}

/** Verba devices → Spotify platforms (MOBILE: Android and iOS); none chosen: all three. */
export function platformsOf(devices: readonly string[]): string[] {
  if (devices.length === 0) return ['ANDROID', 'IOS', 'DESKTOP'];
  const out = new Set<string>();
  for (const d of devices) {
    if (d === 'MOBILE') {
      out.add('ANDROID');
      out.add('IOS');
    } else if (d === 'DESKTOP') out.add('DESKTOP');
  }
  return [...out];
}

/** Verba genders → Spotify's; UNKNOWN among them (or none) means everyone: no gender target. */
export function gendersOf(genders: readonly string[]): string[] | undefined {
  if (genders.length === 0 || genders.includes('UNKNOWN')) return undefined;
  return genders.filter((g) => g === 'MALE' || g === 'FEMALE');
}

/** Spotify's geo ids of one ad set (GeoTargets): regions (states) and cities; none = all of Brazil. */
export interface SpotifyGeoIds {
  region_ids: string[];
  city_ids: string[];
}

/** One geo of GET /targets/geos (GeoTarget). */
export interface SpotifyGeoJson {
  id: string;
  type?: string;
  name?: string;
  parent_geo_name?: string;
  country_code?: string;
}

/** A Verba location (UF or IBGE municipality code) as Spotify's lookup must find it, by name. */
export interface SpotifyPlace {
  code: string;
  type: 'REGION' | 'CITY';
  name: string;
  stateName: string;
}

/** The place of a Verba location code, or null when it is neither a UF nor an IBGE municipality. */
export function placeOfLocation(code: string): SpotifyPlace | null {
  const locations = brazilLocations();
  const state = locations.stateByUf.get(code.toUpperCase());
  if (state) return { code, type: 'REGION', name: state.name, stateName: state.name };
  const city = /^\d{7}$/.test(code) ? locations.cityByCode.get(Number(code)) : undefined;
  const cityState = city ? locations.stateByUf.get(city.uf) : undefined;
  if (city && cityState) return { code, type: 'CITY', name: city.name, stateName: cityState.name };
  return null;
}

/**
 * The geo of GET /targets/geos that is this place: same type, same name (accents and case aside;
 * a state may be written "State of …"), a city inside its state (parent_geo_name), in Brazil.
 */
export function matchGeo(place: SpotifyPlace, geos: readonly SpotifyGeoJson[]): string | null {
  const name = foldForSearch(place.name);
  const state = foldForSearch(place.stateName);
  const found = geos.find((g) => {
    if ((g.country_code ?? 'BR') !== 'BR' || (g.type ?? '').toUpperCase() !== place.type) return false;
    const geoName = foldForSearch(g.name ?? '').replace(/^state of /, '');
    if (geoName !== name) return false;
    if (place.type === 'REGION') return true;
    const parent = foldForSearch(g.parent_geo_name ?? '').replace(/^state of /, '');
    return (
      parent === '' ||
      parent === state ||
      parent
        .split(',')
        .map((p) => p.trim())
        .includes(state)
    );
  });
  return found?.id ?? null;
}

/** The ad set as the Spotify Ads API takes it (AdSetCreateRequest), created with delivery OFF. */
export function adSetBodyOf(
  plan: PlatformCampaignPlan,
  group: PlatformGroupPlan,
  campaignId: string,
  geo: SpotifyGeoIds = { region_ids: [], city_ids: [] },
) {
  const gendersTarget = gendersOf(group.genders);
  return {
    name: withMarker(group.name, group.strategyId, 200),
    campaign_id: campaignId,
    asset_format: 'AUDIO',
    category: 'ADV_1_1',
    start_time: spMidnight(plan.startDate),
    ...(plan.endDate ? { end_time: spMidnight(nextDay(plan.endDate)) } : {}),
    budget: { micro_amount: Number(plan.dailyBudgetMicros), type: 'DAILY' },
    bid_strategy: 'MAX_BID',
    bid_micro_amount: Number(group.bidMicros),
    pacing: 'PACING_EVEN',
    delivery: 'OFF',
    targets: {
      geo_targets: {
        country_code: 'BR',
        ...(geo.region_ids.length ? { region_ids: geo.region_ids } : {}),
        ...(geo.city_ids.length ? { city_ids: geo.city_ids } : {}),
      },
      ...(group.ageRanges.length
        ? { age_ranges: ageRangesOf(group.ageRanges) }
        : { age_ranges: [{ min: 18, max: 99 }] }),
      ...(gendersTarget ? { genders: gendersTarget } : {}),
      platforms: platformsOf(group.devices),
      ...(group.genreIds?.length ? { genre_ids: [...group.genreIds] } : {}),
    },
  };
}

/** The audio file and the companion image an ad needs, or the problems of their absence. */
function filesOf(ad: PlatformAdPlan): { audioUrl: string | null; imageUrl: string | null } {
  const audioUrl = ad.mediaUrls?.[0] ?? null;
  const imageUrl = ad.companionImageUrl ?? ad.logoUrl ?? null;
  return { audioUrl, imageUrl };
}

/** What Verba checks before the platform sees the plan (the platform checks again). */
export function localProblems(plan: PlatformCampaignPlan): PlatformProblem[] {
  const problems: PlatformProblem[] = [];
  if (plan.type !== 'AUDIO')
    problems.push({
      code: 'CHANNEL_PLATFORM_REFUSED',
      platformCode: 'VERBA.UNSUPPORTED_TYPE',
      platformMessage: `The Spotify connector delivers AUDIO campaigns, not ${plan.type}.`,
    });
  for (const group of plan.groups) {
    for (const code of group.locations)
      if (code.toUpperCase() !== 'BR' && !placeOfLocation(code))
        problems.push({
          code: 'CHANNEL_LOCATION_UNSUPPORTED',
          field: `strategy:${group.strategyId}`,
          platformCode: 'VERBA.GEO_TARGETS',
          platformMessage: `${code} is not a Brazilian state (UF) or IBGE municipality code.`,
        });
    for (const ad of group.ads) {
      const { audioUrl, imageUrl } = filesOf(ad);
      if (!audioUrl)
        problems.push({
          code: 'CREATIVE_ASSET_MISSING',
          field: `creative:${ad.creativeId}`,
          platformCode: 'VERBA.AUDIO_MISSING',
          platformMessage: 'An audio ad needs its audio file (at most 30 seconds).',
        });
      if (!imageUrl)
        problems.push({
          code: 'CREATIVE_ASSET_MISSING',
          field: `creative:${ad.creativeId}`,
          platformCode: 'VERBA.COMPANION_IMAGE_MISSING',
          platformMessage: 'Spotify audio ads need a 640×640 companion image (JPEG or PNG).',
        });
      if (!/^https:\/\//.test(ad.finalUrl))
        problems.push({
          code: 'CHANNEL_PLATFORM_REFUSED',
          field: `creative:${ad.creativeId}`,
          platformCode: 'VERBA.CLICKTHROUGH_URL',
          platformMessage: 'Spotify needs an https landing URL (call_to_action.clickthrough_url).',
        });
    }
  }
  return problems;
}

interface CampaignJson {
  id: string;
  name: string;
  status: string;
}
interface AdSetJson {
  id: string;
  name: string;
  campaign_id: string;
  status: string;
}
interface AdJson {
  id: string;
  name: string;
  ad_set_id: string;
  status: string;
  reject_reasons?: { rejection?: string; rejection_key?: string }[];
}
interface AssetJson {
  id: string;
  status: string;
}
interface ReportJson {
  continuation_token?: string;
  rows: { entity_id: string; start_time: string; stats: { field_type: string; field_value: number }[] }[];
}

/**
 * The Spotify Ads connector (AUDIO): the same code against the real API and the loopback sandbox,
 * only `endpoints` and `credentials` differ. Verba's campaign → a Spotify campaign; each strategy →
 * an ad set (daily budget = what remains reserved, schedule, age, gender, platforms); each creative
 * → an audio asset (≤ 30 s) + a companion image asset + the ad. See docs/channels-spotify.md.
 */
export function createSpotifyConnector(options: SpotifyConnectorOptions): ChannelConnector & {
  readonly client: ReturnType<typeof createSpotifyClient>;
} {
  const client = createSpotifyClient(options);
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const account = options.credentials.adAccountId;
  const base = `/ad_accounts/${account}`;

  async function call<T>(run: () => Promise<T>, field?: string): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw platformErrorOf(error, field);
    }
  }

  /** Every item of a `limit`/`offset` paged list. */
  async function all<T>(path: string, key: string, query: Record<string, string>): Promise<T[]> {
    const items: T[] = [];
    for (let offset = 0; ; offset += 50) {
      const page = await client.request<Record<string, unknown>>('GET', `${base}${path}`, {
        query: { ...query, limit: '50', offset: String(offset) },
      });
      const chunk = (page[key] as T[] | undefined) ?? [];
      items.push(...chunk);
      const paging = page.paging as { total_results?: number } | undefined;
      if (chunk.length < 50 || (paging?.total_results !== undefined && items.length >= paging.total_results))
        break;
    }
    return items;
  }

  /** Downloads one of Verba's served files and uploads it as a Spotify asset (create, then upload). */
  async function uploadAsset(
    kind: 'AUDIO' | 'IMAGE',
    url: string,
    name: string,
    field: string,
  ): Promise<string> {
    const response = await doFetch(url);
    if (!response.ok)
      throw new ChannelPlatformError([
        {
          code: 'CREATIVE_ASSET_NOT_FOUND',
          field,
          platformCode: `VERBA.FILE_HTTP_${response.status}`,
          platformMessage: `Verba could not read the creative's file (${response.status}).`,
        },
      ]);
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() || 'application/octet-stream';
    const bytes = new Uint8Array(await response.arrayBuffer());
    const asset = await call(
      () =>
        client.request<AssetJson>('POST', `${base}/assets`, {
          json: { asset_type: kind, name: name.slice(0, 120) },
        }),
      field,
    );
    const form = new FormData();
    form.set('asset_type', kind);
    form.set('media', new Blob([bytes], { type }), kind === 'AUDIO' ? 'audio' : 'companion');
    await call(() => client.request<AssetJson>('POST', `${base}/assets/${asset.id}/upload`, { form }), field);
    return asset.id;
  }

  /** Spotify's geo id of each Verba location, found once by name with GET /targets/geos. */
  const geoCache = new Map<string, string>();

  /** The plan's locations → each strategy's region and city ids; a place Spotify does not know is a problem. */
  async function resolveGeo(
    plan: PlatformCampaignPlan,
  ): Promise<{ byStrategy: Map<string, SpotifyGeoIds>; problems: PlatformProblem[] }> {
    const byStrategy = new Map<string, SpotifyGeoIds>();
    const problems: PlatformProblem[] = [];
    for (const group of plan.groups) {
      const ids: SpotifyGeoIds = { region_ids: [], city_ids: [] };
      for (const code of group.locations) {
        if (code.toUpperCase() === 'BR') continue;
        const place = placeOfLocation(code);
        if (!place) continue; // localProblems reports it
        let id = geoCache.get(`${place.type}:${code}`) ?? null;
        if (!id) {
          const answer = await call(
            () =>
              client.request<{ geos?: SpotifyGeoJson[] }>('GET', '/targets/geos', {
                query: { country_code: 'BR', types: place.type, q: place.name, limit: '50' },
              }),
            `strategy:${group.strategyId}`,
          );
          id = matchGeo(place, answer.geos ?? []);
          if (id) geoCache.set(`${place.type}:${code}`, id);
        }
        if (!id) {
          problems.push({
            code: 'CHANNEL_LOCATION_UNSUPPORTED',
            field: `strategy:${group.strategyId}`,
            platformCode: 'GEO_NOT_FOUND',
            platformMessage: `Spotify has no ${place.type === 'REGION' ? 'region' : 'city'} named ${place.name} (${place.stateName}) to target.`,
          });
          continue;
        }
        const list = place.type === 'REGION' ? ids.region_ids : ids.city_ids;
        if (!list.includes(id)) list.push(id);
      }
      byStrategy.set(group.strategyId, ids);
    }
    return { byStrategy, problems };
  }

  /** Genre ids Spotify knows (GET /targets/genres, one answer for the whole list), found once. */
  const knownGenres = new Set<string>();

  /** The plan's genres Spotify does not have (its list is not public: a live account may differ). */
  async function genreProblems(plan: PlatformCampaignPlan): Promise<PlatformProblem[]> {
    const wanted = [...new Set(plan.groups.flatMap((g) => g.genreIds ?? []))].filter(
      (id) => !knownGenres.has(id),
    );
    if (wanted.length > 0) {
      const answer = await call(() =>
        client.request<{ genres?: { id: string; name?: string }[] }>('GET', '/targets/genres', {
          query: { ids: wanted.join(',') },
        }),
      );
      for (const g of answer.genres ?? []) knownGenres.add(g.id);
    }
    return plan.groups.flatMap((group) =>
      (group.genreIds ?? [])
        .filter((id) => !knownGenres.has(id))
        .map((id): PlatformProblem => ({
          code: 'CHANNEL_PLATFORM_REFUSED',
          field: `strategy:${group.strategyId}`,
          platformCode: 'GENRE_NOT_FOUND',
          platformMessage: `Spotify has no genre ${id} to target (GET /targets/genres).`,
        })),
    );
  }

  async function findCampaign(plan: PlatformCampaignPlan): Promise<CampaignJson | null> {
    const found = await call(() =>
      all<CampaignJson>('/campaigns', 'campaigns', { name: marker(plan.campaignId) }),
    );
    return found.find((c) => c.name.endsWith(marker(plan.campaignId))) ?? null;
  }

  async function build(plan: PlatformCampaignPlan, dryRun: boolean): Promise<PlatformCampaignRef> {
    const ids: Record<string, string> = {};
    const geo = await resolveGeo(plan);
    const problems = [...geo.problems, ...(await genreProblems(plan))];
    if (problems.length > 0) throw new ChannelPlatformError(problems);
    let campaign = await findCampaign(plan);
    if (!campaign && dryRun) return { platform: 'spotify', accountId: account, campaignId: '', ids };
    if (!campaign)
      campaign = await call(() =>
        client.request<CampaignJson>('POST', `${base}/campaigns`, {
          json: { name: withMarker(plan.name, plan.campaignId, 200), objective: 'REACH' },
        }),
      );
    const campaignId = campaign.id;
    const adSets = await call(() => all<AdSetJson>('/ad_sets', 'ad_sets', { campaign_ids: campaignId }));
    for (const group of plan.groups) {
      let adSet = adSets.find((s) => s.name.endsWith(marker(group.strategyId)));
      if (!adSet)
        adSet = await call(
          () =>
            client.request<AdSetJson>('POST', `${base}/ad_sets`, {
              json: adSetBodyOf(plan, group, campaignId, geo.byStrategy.get(group.strategyId)),
            }),
          `strategy:${group.strategyId}`,
        );
      ids[`strategy:${group.strategyId}`] = adSet.id;
      const adSetId = adSet.id;
      const ads = await call(() => all<AdJson>('/ads', 'ads', { ad_set_ids: adSetId }));
      for (const ad of group.ads) {
        const field = `creative:${ad.creativeId}`;
        const existing = ads.find((a) => a.name.endsWith(marker(ad.creativeId)));
        if (existing) {
          ids[`creative:${ad.creativeId}@${group.strategyId}`] = existing.id;
          continue;
        }
        const { audioUrl, imageUrl } = filesOf(ad);
        const audioId = await uploadAsset('AUDIO', audioUrl!, `Áudio ${marker(ad.creativeId)}`, field);
        const imageId = await uploadAsset('IMAGE', imageUrl!, `Imagem ${marker(ad.creativeId)}`, field);
        const title = (ad.headlines?.[0] ?? plan.name).trim();
        const created = await call(
          () =>
            client.request<AdJson>('POST', `${base}/ads`, {
              json: {
                ad_set_id: adSetId,
                name: withMarker(title, ad.creativeId, 200),
                tagline: (title.length >= 2 ? title : `${title} ·`).slice(0, 40).trim(),
                advertiser_name: (ad.businessName ?? plan.name).slice(0, 25).trim(),
                assets: { asset_id: audioId, companion_asset_id: imageId, logo_asset_id: imageId },
                call_to_action: { key: 'LEARN_MORE', language: 'PORTUGUESE', clickthrough_url: ad.finalUrl },
                delivery: 'ON',
              },
            }),
          field,
        );
        ids[`creative:${ad.creativeId}@${group.strategyId}`] = created.id;
      }
    }
    return { platform: 'spotify', accountId: account, campaignId, ids };
  }

  const adSetIdsOf = (ref: PlatformCampaignRef) =>
    Object.entries(ref.ids)
      .filter(([key]) => key.startsWith('strategy:'))
      .map(([key, id]) => ({ strategyId: key.slice('strategy:'.length), adSetId: id }));

  async function setDelivery(ref: PlatformCampaignRef, on: boolean) {
    if (on)
      await call(() =>
        client.request('PATCH', `${base}/campaigns/${ref.campaignId}`, { json: { status: 'ACTIVE' } }),
      );
    for (const { adSetId, strategyId } of adSetIdsOf(ref))
      await call(
        () =>
          client.request('PATCH', `${base}/ad_sets/${adSetId}`, { json: { delivery: on ? 'ON' : 'OFF' } }),
        `strategy:${strategyId}`,
      );
  }

  return {
    platform: 'spotify',
    campaignTypes: ['AUDIO'],
    client,

    async validate({ plan }): Promise<PlatformValidation> {
      const problems = localProblems(plan);
      if (problems.length > 0) return { ok: false, problems };
      // The files are the platform's to judge (duration decoded from the audio, image size): upload
      // them now (assets are not billed and not shown until an ad uses them).
      try {
        for (const group of plan.groups)
          for (const ad of group.ads) {
            const { audioUrl, imageUrl } = filesOf(ad);
            const field = `creative:${ad.creativeId}`;
            await uploadAsset('AUDIO', audioUrl!, `Validação ${marker(ad.creativeId)}`, field);
            await uploadAsset('IMAGE', imageUrl!, `Validação ${marker(ad.creativeId)}`, field);
          }
        await build(plan, true);
      } catch (error) {
        if (error instanceof ChannelPlatformError && !error.problems.some((p) => operational.has(p.code)))
          return { ok: false, problems: error.problems };
        throw error;
      }
      return { ok: true, problems: [] };
    },

    async createPaused({ plan }) {
      const problems = localProblems(plan);
      if (problems.length > 0) throw new ChannelPlatformError(problems);
      return build(plan, false);
    },

    async activate({ ref }) {
      await setDelivery(ref, true);
    },

    async pause({ ref }) {
      await setDelivery(ref, false);
    },

    async setBudget({ ref, dailyBudgetMicros, endDate }) {
      for (const { adSetId, strategyId } of adSetIdsOf(ref))
        await call(
          () =>
            client.request('PATCH', `${base}/ad_sets/${adSetId}`, {
              json: {
                budget: { micro_amount: Number(dailyBudgetMicros), type: 'DAILY' },
                end_time: endDate ? spMidnight(nextDay(endDate)) : null,
              },
            }),
          `strategy:${strategyId}`,
        );
    },

    async reviewState({ ref }): Promise<PlatformReview> {
      const byAdId = new Map(
        Object.entries(ref.ids)
          .filter(([key]) => key.startsWith('creative:'))
          .map(([key, id]) => [id, key.slice('creative:'.length).split('@')[0]!]),
      );
      const adSetIds = adSetIdsOf(ref).map((s) => s.adSetId);
      const ads = adSetIds.length
        ? await call(() => all<AdJson>('/ads', 'ads', { ad_set_ids: adSetIds.join(',') }))
        : [];
      const reviewed = ads
        .filter((a) => byAdId.has(a.id))
        .map((a) => {
          const status: PlatformReviewStatus =
            a.status === 'REJECTED'
              ? 'disapproved'
              : a.status === 'PENDING_APPROVAL' || a.status === 'PENDING'
                ? 'pending'
                : 'approved';
          const reasons = (a.reject_reasons ?? []).map((r) =>
            [r.rejection_key, r.rejection].filter(Boolean).join(': '),
          );
          const certification = (a.reject_reasons ?? []).some((r) =>
            r.rejection_key?.includes('CERTIFICATION'),
          );
          return {
            creativeId: byAdId.get(a.id)!,
            status,
            reasons,
            ...(status === 'disapproved'
              ? { code: certification ? 'ASSET_REQUIRES_CERTIFICATION' : 'ASSET_CONTAINS_PROHIBITED_CONTENT' }
              : {}),
          };
        });
      const statuses = reviewed.map((r) => r.status);
      const status: PlatformReviewStatus =
        statuses.length === 0 || statuses.includes('pending')
          ? 'pending'
          : statuses.every((s) => s === 'disapproved')
            ? 'disapproved'
            : 'approved';
      return { status, ads: reviewed };
    },

    async statistics({ ref, from, to, hourly }): Promise<PlatformDayStats[]> {
      // The Ads API's aggregate reports are daily at the finest (granularity DAY): no hourly rows.
      if (hourly) return [];
      const strategyOf = new Map(adSetIdsOf(ref).map((s) => [s.adSetId, s.strategyId]));
      if (strategyOf.size === 0) return [];
      const rows: PlatformDayStats[] = [];
      let continuation: string | undefined;
      do {
        const report: ReportJson = await call(() =>
          client.request<ReportJson>('GET', `${base}/aggregate_reports`, {
            query: {
              entity_type: 'AD_SET',
              entity_ids: [...strategyOf.keys()].join(','),
              fields: 'IMPRESSIONS,CLICKS,SPEND,FIRST_QUARTILES,MIDPOINTS,THIRD_QUARTILES,COMPLETES',
              granularity: 'DAY',
              report_start: spMidnight(from),
              report_end: spMidnight(nextDay(to)),
              limit: '50',
              continuation_token: continuation,
            },
          }),
        );
        for (const row of report.rows) {
          const value = (field: string) => row.stats.find((s) => s.field_type === field)?.field_value ?? 0;
          rows.push({
            date: new Date(Date.parse(row.start_time) - 3 * 3600_000).toISOString().slice(0, 10),
            hour: null,
            strategyId: strategyOf.get(row.entity_id) ?? null,
            impressions: value('IMPRESSIONS'),
            clicks: value('CLICKS'),
            // SPEND in the account's currency units (see fixtures/reports.json): to micros, by the cent.
            costMicros: BigInt(Math.round(value('SPEND') * 100)) * 10_000n,
            conversions: 0,
            conversionValueMicros: 0n,
            videoViews: 0,
            videoQuartiles: [
              value('FIRST_QUARTILES'),
              value('MIDPOINTS'),
              value('THIRD_QUARTILES'),
              value('COMPLETES'),
            ],
          });
        }
        continuation = report.continuation_token || undefined;
      } while (continuation);
      return rows;
    },
  };
}

export { SpotifyApiError, verbaCodeOfSpotify };
