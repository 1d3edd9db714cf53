import protoFields from '../fixtures/proto-fields.json';
import { AdsApiError, adsError, str } from './failure';
import {
  camelPath,
  dateRangeOf,
  parseGaql,
  type GaqlCondition,
  type GaqlQuery,
  type GaqlValue,
} from './gaql';
import type { GoogleSandboxKnobs } from './knobs';
import { publicData } from './mutate';
import { reviewAd, seededUnit } from './policy';
import type { StoredResource } from './store';
import {
  addDays,
  saoPauloDate,
  saoPauloDateTime,
  saoPauloDayStart,
  simulateCampaign,
  type SimCampaign,
  type SimRow,
} from './delivery';
import { customerById, sandboxCustomers, type SandboxCustomer } from './world';
import { geoTargetConstantJson, sandboxGeoTargets } from './geo';

/**
 * googleAds:search / :searchStream over the sandbox's resources and its delivery simulation.
 * Rows are GoogleAdsRow in proto3 JSON (fixtures/ads-search.json).
 */
type Json = Record<string, unknown>;

/** Resources a FROM resource may select fields of (its attributed resources). */
const attributed: Record<string, string[]> = {
  customer: ['customer'],
  customer_client: ['customer_client', 'customer'],
  campaign_budget: ['campaign_budget', 'customer'],
  campaign: ['campaign', 'campaign_budget', 'customer'],
  ad_group: ['ad_group', 'campaign', 'campaign_budget', 'customer'],
  ad_group_ad: ['ad_group_ad', 'ad_group', 'campaign', 'customer'],
  ad_group_criterion: ['ad_group_criterion', 'ad_group', 'campaign', 'customer'],
  campaign_criterion: ['campaign_criterion', 'campaign', 'customer'],
  asset: ['asset', 'customer'],
  campaign_asset: ['campaign_asset', 'campaign', 'asset', 'customer'],
  geo_target_constant: ['geo_target_constant'],
  // resources/keyword_view.proto: one row per positive keyword criterion of an ad group.
  keyword_view: ['keyword_view', 'ad_group_criterion', 'ad_group', 'campaign', 'customer'],
};

/** The proto message of each resource, for field names (fixtures/proto-fields.json). */
const messageOfResource: Record<string, keyof typeof protoFields> = {
  campaign: 'Campaign',
  campaign_budget: 'CampaignBudget',
  ad_group: 'AdGroup',
  ad_group_ad: 'AdGroupAd',
  ad_group_criterion: 'AdGroupCriterion',
  campaign_criterion: 'CampaignCriterion',
  asset: 'Asset',
  campaign_asset: 'CampaignAsset',
};

const withMetrics = new Set(['customer', 'campaign', 'ad_group', 'ad_group_ad', 'keyword_view']);

const kindOfResource: Record<string, StoredResource['kind']> = {
  campaign_budget: 'campaignBudget',
  campaign: 'campaign',
  ad_group: 'adGroup',
  ad_group_ad: 'adGroupAd',
  ad_group_criterion: 'adGroupCriterion',
  campaign_criterion: 'campaignCriterion',
  asset: 'asset',
  campaign_asset: 'campaignAsset',
  keyword_view: 'adGroupCriterion',
};

/** Metric fields the sandbox computes (common/metrics.proto, v25 names). */
const metricFields = new Set([
  'impressions',
  'clicks',
  'cost_micros',
  'conversions',
  'conversions_value',
  'all_conversions',
  'all_conversions_value',
  'ctr',
  'average_cpc',
  'average_cpm',
  'average_cost',
  'interactions',
  'video_trueview_views',
  'video_trueview_view_rate',
  'trueview_average_cpv',
  'video_quartile_p25_rate',
  'video_quartile_p50_rate',
  'video_quartile_p75_rate',
  'video_quartile_p100_rate',
]);
const int64Metrics = new Set([
  'impressions',
  'clicks',
  'cost_micros',
  'interactions',
  'video_trueview_views',
]);
const segmentFields = new Set(['date', 'hour']);

interface Agg {
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
  conversionsValue: number;
  videoViews: number;
  q: [number, number, number, number];
}
const emptyAgg = (): Agg => ({
  impressions: 0,
  clicks: 0,
  costMicros: 0,
  conversions: 0,
  conversionsValue: 0,
  videoViews: 0,
  q: [0, 0, 0, 0],
});
function add(a: Agg, r: SimRow) {
  a.impressions += r.impressions;
  a.clicks += r.clicks;
  a.costMicros += r.costMicros;
  a.conversions += r.conversions;
  a.conversionsValue += r.conversionsValue;
  a.videoViews += r.videoViews;
  for (let i = 0; i < 4; i++) a.q[i] = a.q[i]! + r.quartiles[i]!;
}
const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

function metricValue(a: Agg, field: string): number | string {
  const ratio = (x: number, y: number) => (y > 0 ? round(x / y) : 0);
  const v: Record<string, number> = {
    impressions: a.impressions,
    clicks: a.clicks,
    interactions: a.clicks,
    cost_micros: a.costMicros,
    conversions: round(a.conversions, 2),
    all_conversions: round(a.conversions, 2),
    conversions_value: round(a.conversionsValue, 2),
    all_conversions_value: round(a.conversionsValue, 2),
    ctr: ratio(a.clicks, a.impressions),
    average_cpc: a.clicks > 0 ? Math.round(a.costMicros / a.clicks) : 0,
    average_cost: a.clicks > 0 ? Math.round(a.costMicros / a.clicks) : 0,
    average_cpm: a.impressions > 0 ? Math.round((a.costMicros / a.impressions) * 1000) : 0,
    video_trueview_views: a.videoViews,
    video_trueview_view_rate: ratio(a.videoViews, a.impressions),
    trueview_average_cpv: a.videoViews > 0 ? Math.round(a.costMicros / a.videoViews) : 0,
    video_quartile_p25_rate: ratio(a.q[0], a.impressions),
    video_quartile_p50_rate: ratio(a.q[1], a.impressions),
    video_quartile_p75_rate: ratio(a.q[2], a.impressions),
    video_quartile_p100_rate: ratio(a.q[3], a.impressions),
  };
  const n = v[field] ?? 0;
  return int64Metrics.has(field) ? str(n) : n;
}

const qerr = (code: string, message: string, trigger?: string) =>
  new AdsApiError(400, [adsError('queryError', code, message, undefined, trigger)]);

function validateFields(q: GaqlQuery, customer: SandboxCustomer) {
  if (!(q.from in attributed))
    throw qerr('PROHIBITED_RESOURCE_TYPE_IN_FROM_CLAUSE', `The sandbox does not query '${q.from}'.`, q.from);
  const allowed = attributed[q.from]!;
  const all = [...q.select, ...q.where.map((w) => w.field), ...q.orderBy.map((o) => o.field)];
  let metrics = false;
  for (const f of all) {
    const [head, ...rest] = f.split('.');
    if (head === 'metrics') {
      if (!metricFields.has(rest.join('.')))
        throw qerr('UNRECOGNIZED_FIELD', `Unrecognized field in the query: '${f}'.`, f);
      if (!withMetrics.has(q.from))
        throw qerr(
          'PROHIBITED_METRIC_IN_SELECT_OR_WHERE_CLAUSE',
          `Metrics cannot be requested for '${q.from}'.`,
          f,
        );
      metrics = true;
    } else if (head === 'segments') {
      if (!segmentFields.has(rest.join('.')))
        throw qerr('UNRECOGNIZED_FIELD', `Unrecognized field in the query: '${f}'.`, f);
      if (!withMetrics.has(q.from))
        throw qerr(
          'PROHIBITED_SEGMENT_IN_SELECT_OR_WHERE_CLAUSE',
          `Segments cannot be requested for '${q.from}'.`,
          f,
        );
    } else if (!allowed.includes(head!))
      throw qerr(
        'PROHIBITED_RESOURCE_TYPE_IN_SELECT_CLAUSE',
        `'${head}' cannot be selected from '${q.from}'.`,
        f,
      );
    else if (rest.length === 0)
      throw qerr('UNRECOGNIZED_FIELD', `Unrecognized field in the query: '${f}'.`, f);
    else {
      const message = messageOfResource[head!];
      const top = camelPath(rest[0]!);
      if (message && !(protoFields[message] as string[]).includes(top))
        throw qerr('UNRECOGNIZED_FIELD', `Unrecognized field in the query: '${f}'.`, f);
    }
  }
  if (metrics && customer.manager)
    throw qerr(
      'REQUESTED_METRICS_FOR_MANAGER',
      'Metrics cannot be requested for a manager account.',
      customer.id,
    );
  for (const f of q.select)
    if (q.select.indexOf(f) !== q.select.lastIndexOf(f))
      throw qerr('DUPLICATE_FIELDS_IN_SELECT_CLAUSE', `Duplicate field '${f}'.`, f);
  const segSelected = q.select.some((f) => f.startsWith('segments.'));
  for (const o of q.orderBy)
    if (!q.select.includes(o.field) && !o.field.startsWith('metrics.'))
      throw qerr(
        'EXPECTED_REFERENCED_FIELD_IN_SELECT_CLAUSE',
        `ORDER BY field '${o.field}' must be selected.`,
        o.field,
      );
  return { metrics, segSelected };
}

function customerJson(c: SandboxCustomer): Json {
  return {
    resourceName: `customers/${c.id}`,
    id: c.id,
    descriptiveName: c.descriptiveName,
    currencyCode: c.currencyCode,
    timeZone: c.timeZone,
    manager: c.manager,
    testAccount: true,
    status: 'ENABLED',
  };
}

/** Reads `campaign.network_settings.target_google_search` from a row of camelCase objects. */
function valueAt(row: Json, field: string): unknown {
  let v: unknown = row;
  for (const p of camelPath(field).split('.')) v = v && typeof v === 'object' ? (v as Json)[p] : undefined;
  return v;
}

function compare(a: unknown, b: GaqlValue): number {
  if (typeof b === 'number' && a !== undefined && a !== null && !Number.isNaN(Number(a)))
    return Number(a) - b;
  const x = a === undefined || a === null ? '' : str(a);
  const y = str(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function matches(row: Json, c: GaqlCondition, today: string): boolean {
  const v = valueAt(row, c.field);
  const like = (pattern: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/%/g, '.*')
        .replace(/_/g, '.')}$`,
      's',
    ).test(str(v ?? ''));
  switch (c.op) {
    case '=':
      return compare(v, c.values[0]!) === 0;
    case '!=':
      return compare(v, c.values[0]!) !== 0;
    case '<':
      return compare(v, c.values[0]!) < 0;
    case '<=':
      return compare(v, c.values[0]!) <= 0;
    case '>':
      return compare(v, c.values[0]!) > 0;
    case '>=':
      return compare(v, c.values[0]!) >= 0;
    case 'IN':
      return c.values.some((x) => compare(v, x) === 0);
    case 'NOT IN':
      return !c.values.some((x) => compare(v, x) === 0);
    case 'LIKE':
      return like(str(c.values[0]));
    case 'NOT LIKE':
      return !like(str(c.values[0]));
    case 'IS NULL':
      return v === undefined || v === null;
    case 'IS NOT NULL':
      return v !== undefined && v !== null;
    case 'BETWEEN':
      return compare(v, c.values[0]!) >= 0 && compare(v, c.values[1]!) <= 0;
    case 'DURING':
      return c.field === 'segments.date' ? v !== undefined && str(v) <= today : true;
  }
}

/** Keeps only the selected fields (plus each selected resource's resourceName). */
function project(row: Json, select: string[]): Json {
  const out: Json = {};
  for (const f of select) {
    const path = camelPath(f).split('.');
    const v = valueAt(row, f);
    if (v === undefined) continue;
    let dst = out;
    for (const p of path.slice(0, -1)) dst = (dst[p] ??= {}) as Json;
    dst[path[path.length - 1]!] = v;
  }
  for (const head of new Set(select.map((f) => f.split('.')[0]!))) {
    if (head === 'metrics' || head === 'segments') continue;
    const key = camelPath(head);
    const name = (row[key] as Json | undefined)?.resourceName;
    if (name !== undefined && out[key]) (out[key] as Json) = { resourceName: name, ...(out[key] as Json) };
  }
  return out;
}

/**
 * What the review says of an ad at `now` (fixtures/ads-search.json review). The seeded random
 * disapproval only touches an ad created after another of its ad group (`siblings` > 0), so a
 * group keeps serving, as when Google disapproves one of several ads.
 */
export function policySummaryOf(
  ad: StoredResource,
  now: Date,
  knobs: GoogleSandboxKnobs,
  siblings = 0,
): { summary: Json; approvedAt: Date | null } {
  const meta = (ad.data.__sandbox ?? {}) as { texts?: string[]; reviewAt?: string };
  const reviewAt = new Date(meta.reviewAt ?? ad.createdAt);
  if (now.getTime() < reviewAt.getTime())
    return {
      summary: { reviewStatus: 'REVIEW_IN_PROGRESS', approvalStatus: 'UNKNOWN', policyTopicEntries: [] },
      approvedAt: null,
    };
  const adId = str((ad.data.ad as Json | undefined)?.id ?? ad.id);
  const decision = reviewAd({
    texts: meta.texts ?? [],
    adId,
    seed: knobs.seed,
    randomDisapprovalShare: siblings > 0 ? knobs.randomDisapprovalShare : 0,
  });
  return {
    summary: {
      reviewStatus: 'REVIEWED',
      approvalStatus: decision.approvalStatus,
      policyTopicEntries: decision.policyTopicEntries,
    },
    approvedAt: decision.approvalStatus === 'APPROVED' ? reviewAt : null,
  };
}

/** The ads of an ad's ad group created before it (stable over time, so a review never flips). */
function siblingsOf(resources: StoredResource[], ad: StoredResource): number {
  const group = ad.id.split('~')[0]!;
  return resources.filter(
    (r) =>
      r.kind === 'adGroupAd' &&
      r.id !== ad.id &&
      r.id.startsWith(`${group}~`) &&
      r.createdAt.getTime() <= ad.createdAt.getTime() &&
      r.id < ad.id,
  ).length;
}

export interface SearchContext {
  customerId: string;
  resources: StoredResource[];
  now: Date;
  knobs: GoogleSandboxKnobs;
}

/**
 * The `ranSince` knob of a campaign (by the Verba campaign id its name ends with), when on a day
 * before its creation day: the instant its past days start (delivery.ts "Past days").
 */
function ranSinceOf(c: StoredResource, knobs: GoogleSandboxKnobs): Date | null {
  const verbaId = /verba:([\w-]+)\s*$/.exec(str(c.data.name))?.[1];
  const day = verbaId === undefined ? undefined : knobs.ranSince[verbaId];
  return day !== undefined && day < saoPauloDate(c.createdAt) ? saoPauloDayStart(day) : null;
}

/** The simulation input of each campaign of a customer. */
export function simCampaigns(ctx: SearchContext): SimCampaign[] {
  const byKind = (kind: StoredResource['kind']) => ctx.resources.filter((r) => r.kind === kind);
  const budgets = new Map(byKind('campaignBudget').map((b) => [str(b.data.resourceName), b]));
  const groups = byKind('adGroup');
  const ads = byKind('adGroupAd');
  return byKind('campaign')
    .filter(
      (c) => c.data.advertisingChannelType === 'SEARCH' || c.data.advertisingChannelType === 'DEMAND_GEN',
    )
    .map((c) => {
      const budget = budgets.get(str(c.data.campaignBudget));
      const cGroups = groups.filter((g) => g.campaignId === c.id);
      const bids = cGroups.map((g) => Number(g.data.cpcBidMicros ?? 0)).filter((n) => n > 0);
      const ceiling = Number((c.data.targetSpend as Json | undefined)?.cpcBidCeilingMicros ?? 0);
      const target = Number((c.data.targetCpc as Json | undefined)?.targetCpcMicros ?? 0);
      const cpcMicros =
        target ||
        ceiling ||
        (bids.length ? Math.max(...bids) : 0) ||
        (c.data.advertisingChannelType === 'SEARCH' ? 1_200_000 : 400_000);
      const over =
        ctx.knobs.overDelivery === 'all' ||
        (Array.isArray(ctx.knobs.overDelivery) && ctx.knobs.overDelivery.includes(c.id));
      return {
        id: c.id,
        channel: c.data.advertisingChannelType as SimCampaign['channel'],
        history: c.history,
        budgetHistory: budget?.history ?? [],
        startsAt: saoPauloDateTime(str(c.data.startDateTime)),
        ranSince: ranSinceOf(c, ctx.knobs),
        endsAt: c.data.endDateTime
          ? new Date(saoPauloDateTime(str(c.data.endDateTime)).getTime() + 1000)
          : null,
        cpcMicros,
        overDeliver: over,
        groups: cGroups.map((g) => ({
          id: g.id,
          history: g.history,
          ads: ads
            .filter((a) => a.id.startsWith(`${g.id}~`))
            .map((a) => ({
              id: a.id.split('~')[1]!,
              history: a.history,
              approvedAt: policySummaryOf(a, ctx.now, ctx.knobs, siblingsOf(ctx.resources, a)).approvedAt,
            })),
        })),
      };
    });
}

/** All rows of a query, before paging. */
export function runQuery(ctx: SearchContext, queryText: string): { rows: Json[]; fieldMask: string } {
  if (typeof queryText !== 'string' || queryText.trim() === '')
    throw new AdsApiError(400, [
      adsError('requestError', 'REQUIRED_FIELD_MISSING', 'The query is required.'),
    ]);
  const q = parseGaql(queryText);
  const customer = customerById(ctx.customerId)!;
  const { metrics, segSelected } = validateFields(q, customer);
  const today = saoPauloDate(ctx.now);
  const range = dateRangeOf(q, today, addDays);
  if (segSelected && !range && q.select.includes('segments.date'))
    throw qerr(
      'EXPECTED_FILTERS_ON_DATE_RANGE',
      'A query selecting segments.date must filter it to a finite range.',
    );
  if (q.select.includes('segments.hour') && !range)
    throw qerr(
      'EXPECTED_FILTERS_ON_DATE_RANGE',
      'A query selecting segments.hour must filter segments.date to a finite range.',
    );

  // The base rows: one per entity of the FROM resource, joined with its attributed resources.
  const byName = new Map(ctx.resources.map((r) => [str(r.data.resourceName), r]));
  const cust = customerJson(customer);
  const view = (r: StoredResource | undefined): Json | undefined => {
    if (!r) return undefined;
    const data = publicData(r);
    if (r.kind === 'adGroupAd')
      data.policySummary = policySummaryOf(r, ctx.now, ctx.knobs, siblingsOf(ctx.resources, r)).summary;
    return data;
  };
  type Base = {
    row: Json;
    campaignIds: string[] | null;
    adGroupId?: string;
    adId?: string;
    criterionId?: string;
  };
  let bases: Base[];
  if (q.from === 'customer') bases = [{ row: { customer: cust }, campaignIds: null }];
  else if (q.from === 'geo_target_constant')
    // GeoTargetConstant is a constant resource: any customer may read it (fixtures/geo-target-constants.json).
    bases = [...sandboxGeoTargets().values()].map((target) => ({
      row: { geoTargetConstant: geoTargetConstantJson(target) },
      campaignIds: [],
    }));
  else if (q.from === 'customer_client') {
    const clients = customer.manager
      ? [customer, ...sandboxCustomers.filter((c) => c.managerId === customer.id)]
      : [customer];
    bases = clients.map((c) => ({
      row: {
        customer: cust,
        customerClient: {
          resourceName: `customers/${customer.id}/customerClients/${c.id}`,
          clientCustomer: `customers/${c.id}`,
          id: c.id,
          descriptiveName: c.descriptiveName,
          currencyCode: c.currencyCode,
          timeZone: c.timeZone,
          manager: c.manager,
          level: c.id === customer.id ? '0' : '1',
          hidden: false,
          testAccount: true,
          status: 'ENABLED',
        },
      },
      campaignIds: null,
    }));
  } else {
    const kind = kindOfResource[q.from]!;
    bases = ctx.resources
      .filter((r) => r.kind === kind && (q.from !== 'keyword_view' || isPositiveKeyword(r)))
      .map((r) => {
        const row: Json =
          q.from === 'keyword_view'
            ? {
                customer: cust,
                keywordView: { resourceName: `customers/${customer.id}/keywordViews/${r.id}` },
                adGroupCriterion: view(r),
              }
            : { customer: cust, [camelPath(q.from)]: view(r) };
        const campaign =
          r.kind === 'campaign'
            ? r
            : r.campaignId
              ? ctx.resources.find((x) => x.kind === 'campaign' && x.id === r.campaignId)
              : undefined;
        if (campaign) row.campaign = view(campaign);
        if (campaign && attributed[q.from]!.includes('campaign_budget'))
          row.campaignBudget = view(byName.get(str(campaign.data.campaignBudget)));
        if (r.kind === 'adGroupAd' || r.kind === 'adGroupCriterion')
          row.adGroup = view(byName.get(str(r.data.adGroup)));
        if (r.kind === 'campaignAsset') row.asset = view(byName.get(str(r.data.asset)));
        const base: Base = { row, campaignIds: campaign ? [campaign.id] : [] };
        if (r.kind === 'adGroup') base.adGroupId = r.id;
        if (r.kind === 'adGroupAd') {
          base.adGroupId = r.id.split('~')[0];
          base.adId = r.id.split('~')[1];
        }
        if (q.from === 'keyword_view') {
          base.adGroupId = r.id.split('~')[0];
          base.criterionId = r.id.split('~')[1];
        }
        return base;
      });
  }

  let rows: Json[];
  const segmented =
    q.select.some((f) => f.startsWith('segments.')) || q.where.some((w) => w.field.startsWith('segments.'));
  if (metrics || segmented) {
    const sims = simCampaigns(ctx);
    const earliest = ctx.resources
      .filter((r) => r.kind === 'campaign')
      .map((r) => ranSinceOf(r, ctx.knobs) ?? r.createdAt)
      .reduce((m, t) => (saoPauloDate(t) < m ? saoPauloDate(t) : m), today);
    const from = range?.from ?? earliest;
    const to = range ? (range.to < today ? range.to : today) : today;
    const simRows = new Map<string, SimRow[]>();
    const rowsOf = (campaignId: string) => {
      if (!simRows.has(campaignId)) {
        const sim = sims.find((s) => s.id === campaignId);
        simRows.set(
          campaignId,
          sim && from <= to
            ? simulateCampaign({
                campaign: sim,
                from,
                to,
                now: ctx.now,
                seed: ctx.knobs.seed,
                restatement: ctx.knobs.restatement,
              })
            : [],
        );
      }
      return simRows.get(campaignId)!;
    };
    const keywordPart = keywordSplitter(ctx, ctx.knobs.seed);
    const withDate = q.select.includes('segments.date') || q.select.includes('segments.hour');
    const withHour = q.select.includes('segments.hour');
    rows = [];
    for (const base of bases) {
      const ids = base.campaignIds ?? sims.map((s) => s.id);
      const groups = new Map<string, { segments: Json; agg: Agg }>();
      for (const id of ids)
        for (const r of rowsOf(id)) {
          if (base.adGroupId && r.adGroupId !== base.adGroupId) continue;
          if (base.adId && r.adId !== base.adId) continue;
          const part = base.criterionId ? keywordPart(r, base.criterionId) : r;
          if (!part) continue;
          const segments: Json = {};
          if (withDate) segments.date = r.date;
          if (withHour) segments.hour = r.hour;
          const key = `${str(segments.date)}|${str(segments.hour)}`;
          const g = groups.get(key) ?? { segments, agg: emptyAgg() };
          add(g.agg, part);
          groups.set(key, g);
        }
      if (groups.size === 0 && !withDate) groups.set('all', { segments: {}, agg: emptyAgg() });
      for (const g of [...groups.values()].sort(
        (a, b) =>
          str(a.segments.date).localeCompare(str(b.segments.date)) ||
          Number(a.segments.hour ?? 0) - Number(b.segments.hour ?? 0),
      )) {
        const m: Json = {};
        for (const f of metricFields) m[camelPath(f)] = metricValue(g.agg, f);
        rows.push({ ...base.row, metrics: m, segments: g.segments });
      }
    }
  } else rows = bases.map((b) => b.row);

  rows = rows.filter((row) =>
    q.where.every((c) =>
      c.field === 'segments.date' &&
      !q.select.includes('segments.date') &&
      !q.select.includes('segments.hour')
        ? true
        : matches(row, c, today),
    ),
  );
  for (const o of [...q.orderBy].reverse()) {
    rows.sort((a, b) => {
      const x = valueAt(a, o.field);
      const y = valueAt(b, o.field);
      const d =
        typeof x === 'number' ||
        (typeof x === 'string' &&
          /^-?\d+(\.\d+)?$/.test(x) &&
          typeof y === 'string' &&
          /^-?\d+(\.\d+)?$/.test(y))
          ? Number(x) - Number(y)
          : str(x ?? '').localeCompare(str(y ?? ''));
      return o.desc ? -d : d;
    });
  }
  if (q.limit !== null) rows = rows.slice(0, q.limit);
  return { rows: rows.map((r) => project(r, q.select)), fieldMask: q.select.map(camelPath).join(',') };
}

/** A positive keyword criterion of an ad group (what keyword_view has a row for). */
function isPositiveKeyword(r: StoredResource): boolean {
  return r.kind === 'adGroupCriterion' && r.data.type === 'KEYWORD' && r.data.negative !== true;
}

/** The criterion's status at an instant (its history), else its current status. */
function statusOfAt(r: StoredResource, t: number): string {
  let status: string | null = null;
  for (const e of r.history) {
    if (Date.parse(e.at) > t) break;
    if (e.status !== undefined) status = e.status;
  }
  return status ?? str(r.data.status);
}

/** Splits integer `total` over `weights` (largest remainder first): the parts add up to it exactly. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w / sum) * total);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const o of order) {
    if (left <= 0) break;
    parts[o.i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * keyword_view figures: each simulated row of an ad group (an ad's hour) is split over the ad
 * group's positive keywords ENABLED at that hour, by a seeded weight per keyword, so the keywords
 * of an ad group add up exactly to its figures (cost in cents, conversions in hundredths). A row
 * of an hour with no enabled keyword belongs to none.
 */
function keywordSplitter(ctx: SearchContext, seed: number) {
  const keywordsOf = new Map<string, StoredResource[]>();
  for (const r of ctx.resources)
    if (isPositiveKeyword(r)) {
      const group = r.id.split('~')[0]!;
      keywordsOf.set(group, [...(keywordsOf.get(group) ?? []), r]);
    }
  const splits = new WeakMap<SimRow, Map<string, SimRow>>();
  return (row: SimRow, criterionId: string): SimRow | null => {
    let split = splits.get(row);
    if (!split) {
      split = new Map();
      const at = row.keywordsAt ?? saoPauloDayStart(row.date).getTime() + row.hour * 3600_000;
      const keywords = (keywordsOf.get(row.adGroupId) ?? [])
        .filter((k) => statusOfAt(k, at) === 'ENABLED' && k.createdAt.getTime() <= at + 3600_000)
        .sort((a, b) => (a.id < b.id ? -1 : 1));
      const weights = keywords.map((k) => 0.3 + seededUnit(seed, 'kwweight', k.id));
      const impressions = apportion(row.impressions, weights);
      const clicks = apportion(row.clicks, weights);
      const cents = apportion(Math.round(row.costMicros / 10_000), weights);
      const conversions = apportion(Math.round(row.conversions * 100), weights);
      const value = apportion(Math.round(row.conversionsValue * 100), weights);
      keywords.forEach((k, i) =>
        split!.set(k.id.split('~')[1]!, {
          ...row,
          impressions: impressions[i]!,
          clicks: clicks[i]!,
          costMicros: cents[i]! * 10_000,
          conversions: conversions[i]! / 100,
          conversionsValue: value[i]! / 100,
          videoViews: 0,
          quartiles: [0, 0, 0, 0],
        }),
      );
      splits.set(row, split);
    }
    return split.get(criterionId) ?? null;
  };
}
