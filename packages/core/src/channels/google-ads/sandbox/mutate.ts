import protoFields from '../fixtures/proto-fields.json';
import { AdsApiError, adsError, pathText, type FieldPathElement, type GoogleAdsError, str } from './failure';
import type { GoogleSandboxKnobs } from './knobs';
import { prohibitedTopic } from './policy';
import { collectionOf, type ResourceKind, type StoredResource } from './store';
import { geoTargetConstants, languageConstants, videoById } from './world';
import { saoPauloDate, saoPauloDateTime } from './delivery';

/**
 * The mutate engine of the sandbox: the per-service `<collection>:mutate` and `googleAds:mutate`,
 * with temporary (negative) ids, `partialFailure`, `validateOnly` and `responseContentType`,
 * validating as the API documents (fixtures/ads-mutate.json lists the limits and error codes).
 * It works on an in-memory copy of the customer's resources; the caller persists `changed`.
 */
type Json = Record<string, unknown>;
type Op = { create?: Json; update?: Json; remove?: string; updateMask?: string };

/** Operation keys of googleAds:mutate → resource kind (MutateOperation in google_ads_service.proto). */
export const operationKinds: Record<string, ResourceKind> = {
  campaignBudgetOperation: 'campaignBudget',
  campaignOperation: 'campaign',
  adGroupOperation: 'adGroup',
  adGroupCriterionOperation: 'adGroupCriterion',
  campaignCriterionOperation: 'campaignCriterion',
  adGroupAdOperation: 'adGroupAd',
  assetOperation: 'asset',
  campaignAssetOperation: 'campaignAsset',
};
export const kindOfCollection = Object.fromEntries(
  Object.entries(collectionOf).map(([k, c]) => [c, k as ResourceKind]),
) as Record<string, ResourceKind>;

const messageOf: Record<ResourceKind, keyof typeof protoFields> = {
  campaignBudget: 'CampaignBudget',
  campaign: 'Campaign',
  adGroup: 'AdGroup',
  adGroupCriterion: 'AdGroupCriterion',
  campaignCriterion: 'CampaignCriterion',
  adGroupAd: 'AdGroupAd',
  asset: 'Asset',
  campaignAsset: 'CampaignAsset',
};

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** proto3 JSON parsers accept the proto's own snake_case names too: normalise keys to lowerCamelCase. */
export function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value as Json)) out[k === '@type' ? k : camel(k)] = camelKeys(v);
    return out;
  }
  return value;
}

/** A field the message does not have: the API answers 400 with a google.rpc.BadRequest, no GoogleAdsFailure. */
export class UnknownFieldError extends Error {
  constructor(
    readonly field: string,
    readonly at: string,
  ) {
    super(`Invalid JSON payload received. Unknown name "${field}" at '${at}': Cannot find field.`);
  }
}

function checkKnownFields(body: Json, message: keyof typeof protoFields, at: string) {
  const known = protoFields[message] as string[];
  for (const key of Object.keys(body)) if (!known.includes(key)) throw new UnknownFieldError(key, at);
}

interface Ctx {
  customerId: string;
  now: Date;
  knobs: GoogleSandboxKnobs;
  byKey: Map<string, StoredResource>;
  tempNames: Map<string, string>;
  failedTemps: Set<string>;
  changed: Map<string, StoredResource>;
  takeId: () => string;
}

/** Stops one operation: its errors (a cascade of an earlier failure has none). */
class OpFailed extends Error {
  constructor(readonly errors: GoogleAdsError[]) {
    super('operation failed');
  }
}

const keyOf = (kind: ResourceKind, id: string) => `${kind}/${id}`;
const int64 = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : str(v));
const len = (s: string) => [...s].length;

interface Checker {
  errors: GoogleAdsError[];
  at: (...more: (string | [string, number])[]) => FieldPathElement[];
}

function checker(base: FieldPathElement[]): Checker {
  return {
    errors: [],
    at: (...more) => [
      ...base,
      ...more.map((m) => (typeof m === 'string' ? { fieldName: m } : { fieldName: m[0], index: m[1] })),
    ],
  };
}

function text(
  c: Checker,
  value: unknown,
  max: number,
  path: FieldPathElement[],
  opts: { required?: boolean; policy?: boolean } = {},
) {
  if (value === undefined || value === null) {
    if (opts.required)
      c.errors.push(adsError('fieldError', 'REQUIRED', 'The required field was not present.', path));
    return;
  }
  const s = str(value);
  if (s.trim() === '')
    c.errors.push(
      adsError(
        'stringLengthError',
        'EMPTY',
        'The specified field should have at least one non-whitespace character in it.',
        path,
        s,
      ),
    );
  else if (len(s) > max) c.errors.push(adsError('stringLengthError', 'TOO_LONG', 'Too long.', path, s));
  if (opts.policy !== false) policy(c, s, path);
}

function policy(c: Checker, s: string, path: FieldPathElement[]) {
  const hit = prohibitedTopic(s);
  if (hit)
    c.errors.push(
      adsError(
        'policyFindingError',
        'POLICY_FINDING',
        'The resource has been disapproved since the policy summary includes policy topics of type PROHIBITED.',
        path,
        s,
        {
          policyFindingDetails: {
            policyTopicEntries: [
              { topic: hit.topic, type: 'PROHIBITED', evidences: [{ textList: { texts: [hit.word] } }] },
            ],
          },
        },
      ),
    );
}

function finalUrls(c: Checker, urls: unknown, path: FieldPathElement[], required: boolean) {
  if (!Array.isArray(urls) || urls.length === 0) {
    if (required)
      c.errors.push(adsError('fieldError', 'REQUIRED', 'The required field was not present.', path));
    return;
  }
  urls.forEach((u, i) => {
    let ok = false;
    try {
      const url = new URL(str(u));
      ok = (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
    } catch {
      ok = false;
    }
    if (!ok)
      c.errors.push(
        adsError(
          'urlFieldError',
          'INVALID_FINAL_URL',
          'The final url is invalid.',
          [...path.slice(0, -1), { fieldName: path[path.length - 1]!.fieldName, index: i }],
          str(u),
        ),
      );
  });
}

const nameRe = /^customers\/(\d+)\/([A-Za-z]+)\/(-?\d+(?:~[A-Za-z0-9_-]+)*)$/;

/** Resolves a resource name (temporary ids included) to a stored resource of that kind. */
function resolve(
  ctx: Ctx,
  c: Checker,
  value: unknown,
  kind: ResourceKind,
  path: FieldPathElement[],
): StoredResource | null {
  if (typeof value !== 'string' || value === '') {
    c.errors.push(adsError('fieldError', 'REQUIRED', 'The required field was not present.', path));
    return null;
  }
  const name = ctx.tempNames.get(value) ?? value;
  if (ctx.failedTemps.has(value)) throw new OpFailed([...c.errors]);
  const m = nameRe.exec(name);
  if (!m || m[2] !== collectionOf[kind]) {
    c.errors.push(
      adsError(
        'requestError',
        'RESOURCE_NAME_MALFORMED',
        'The resource name is malformed.',
        path,
        str(value),
      ),
    );
    return null;
  }
  const found = m[1] === ctx.customerId ? ctx.byKey.get(keyOf(kind, m[3]!)) : undefined;
  if (!found) {
    c.errors.push(
      adsError(
        'mutateError',
        'RESOURCE_NOT_FOUND',
        'The requested resource was not found.',
        path,
        str(value),
      ),
    );
    return null;
  }
  return found;
}

const nameOf = (r: StoredResource) => str(r.data.resourceName);
const statusOf = (r: StoredResource) => str(r.data.status ?? 'ENABLED');
const live = (r: StoredResource) => statusOf(r) !== 'REMOVED';

function newId(
  ctx: Ctx,
  c: Checker,
  kind: ResourceKind,
  requested: unknown,
  path: FieldPathElement[],
): { id: string; temp: string | null } {
  const id = ctx.takeId();
  if (requested === undefined) return { id, temp: null };
  const m = typeof requested === 'string' ? nameRe.exec(requested) : null;
  if (!m || m[2] !== collectionOf[kind] || m[1] !== ctx.customerId || !m[3]!.startsWith('-')) {
    c.errors.push(
      adsError(
        'mutateError',
        'INCONSISTENT_FIELD_VALUES',
        'A create operation may only set a temporary (negative) id in its resource name.',
        path,
        str(requested),
      ),
    );
    return { id, temp: null };
  }
  if (ctx.tempNames.has(requested as string))
    c.errors.push(
      adsError(
        'mutateError',
        'ID_EXISTS_IN_MULTIPLE_MUTATES',
        'The same temporary id is used by several operations.',
        path,
        str(requested),
      ),
    );
  return { id, temp: requested as string };
}

const biddingKeys = [
  'manualCpc',
  'manualCpm',
  'manualCpv',
  'manualCpa',
  'targetSpend',
  'targetCpc',
  'targetCpa',
  'targetRoas',
  'targetCpm',
  'targetCpv',
  'maximizeConversions',
  'maximizeConversionValue',
  'targetImpressionShare',
  'percentCpc',
  'commission',
  'fixedCpm',
  'biddingStrategy',
];
const biddingTypeOf: Record<string, string> = {
  manualCpc: 'MANUAL_CPC',
  manualCpm: 'MANUAL_CPM',
  manualCpv: 'MANUAL_CPV',
  manualCpa: 'MANUAL_CPA',
  targetSpend: 'TARGET_SPEND',
  targetCpc: 'TARGET_CPC',
  targetCpa: 'TARGET_CPA',
  targetRoas: 'TARGET_ROAS',
  targetCpm: 'TARGET_CPM',
  targetCpv: 'TARGET_CPV',
  maximizeConversions: 'MAXIMIZE_CONVERSIONS',
  maximizeConversionValue: 'MAXIMIZE_CONVERSION_VALUE',
  targetImpressionShare: 'TARGET_IMPRESSION_SHARE',
  percentCpc: 'PERCENT_CPC',
  commission: 'COMMISSION',
  fixedCpm: 'FIXED_CPM',
};
/** Bidding the API allows per channel type (SEARCH: search docs; DEMAND_GEN: fixtures/ads-mutate.json videoTree). */
const allowedBidding: Record<string, string[]> = {
  SEARCH: [
    'manualCpc',
    'targetSpend',
    'maximizeConversions',
    'maximizeConversionValue',
    'targetCpa',
    'targetRoas',
    'targetImpressionShare',
  ],
  DEMAND_GEN: [
    'maximizeConversions',
    'maximizeConversionValue',
    'targetCpa',
    'targetRoas',
    'targetSpend',
    'targetCpc',
  ],
};

const dateTimeRe = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function money(
  c: Checker,
  v: unknown,
  path: FieldPathElement[],
  opts: { family: string; required?: boolean },
) {
  if (v === undefined || v === null) {
    if (opts.required)
      c.errors.push(adsError('fieldError', 'REQUIRED', 'The required field was not present.', path));
    return;
  }
  const n = Number(v);
  if (!Number.isInteger(n)) {
    c.errors.push(adsError('fieldError', 'INVALID_VALUE', 'The field has an invalid value.', path, str(v)));
    return;
  }
  if (opts.family === 'campaignBudgetError') {
    if (n < 0)
      c.errors.push(
        adsError('campaignBudgetError', 'NEGATIVE_MONEY_AMOUNT', 'Money amount is negative.', path, n),
      );
    else if (n === 0) c.errors.push(adsError('rangeError', 'TOO_LOW', 'Too low.', path, n));
    else if (n % 10_000 !== 0)
      c.errors.push(
        adsError(
          'campaignBudgetError',
          'NON_MULTIPLE_OF_MINIMUM_CURRENCY_UNIT',
          'Money amount is not a multiple of the minimum currency unit.',
          path,
          n,
        ),
      );
    else if (n > 1e15)
      c.errors.push(
        adsError('campaignBudgetError', 'MONEY_AMOUNT_TOO_LARGE', 'Money amount is too large.', path, n),
      );
  } else {
    if (n <= 0 || n < 10_000)
      c.errors.push(adsError('biddingError', 'BID_TOO_SMALL', 'Bid amount is too small.', path, n));
    else if (n % 10_000 !== 0)
      c.errors.push(
        adsError(
          'biddingError',
          'BID_TOO_MANY_FRACTIONAL_DIGITS',
          'Bid amount has too many fractional digits.',
          path,
          n,
        ),
      );
    else if (n > 1e12)
      c.errors.push(adsError('biddingError', 'BID_TOO_BIG', 'Bid amount is too big.', path, n));
  }
}

function resourceName(ctx: Ctx, kind: ResourceKind, id: string) {
  return `customers/${ctx.customerId}/${collectionOf[kind]}/${id}`;
}

function newResource(
  ctx: Ctx,
  kind: ResourceKind,
  id: string,
  campaignId: string | null,
  data: Json,
): StoredResource {
  return {
    customerId: ctx.customerId,
    kind,
    id,
    campaignId,
    data,
    history: [],
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

// ---------------------------------------------------------------- creates, per resource

function createBudget(ctx: Ctx, c: Checker, b: Json): StoredResource {
  const { id, temp } = newId(ctx, c, 'campaignBudget', b.resourceName, c.at('resource_name'));
  money(c, b.amountMicros, c.at('amount_micros'), { family: 'campaignBudgetError', required: true });
  if (b.name !== undefined) {
    text(c, b.name, 255, c.at('name'), { policy: false });
    const dup = [...ctx.byKey.values()].some(
      (r) => r.kind === 'campaignBudget' && live(r) && r.data.name === b.name,
    );
    if (dup)
      c.errors.push(
        adsError(
          'campaignBudgetError',
          'DUPLICATE_NAME',
          'Campaign budget with the same name already exists.',
          c.at('name'),
          str(b.name),
        ),
      );
  }
  const delivery = b.deliveryMethod ?? 'STANDARD';
  if (delivery === 'ACCELERATED')
    c.errors.push(
      adsError(
        'campaignBudgetError',
        'CANNOT_USE_ACCELERATED_DELIVERY_MODE',
        'Accelerated delivery is not available for this budget.',
        c.at('delivery_method'),
        'ACCELERATED',
      ),
    );
  else if (delivery !== 'STANDARD')
    c.errors.push(
      adsError(
        'fieldError',
        'INVALID_VALUE',
        'The field has an invalid value.',
        c.at('delivery_method'),
        str(delivery),
      ),
    );
  if (b.period !== undefined && b.period !== 'DAILY')
    c.errors.push(
      adsError(
        'campaignBudgetError',
        'INVALID_PERIOD',
        'The budget period is not available.',
        c.at('period'),
        str(b.period),
      ),
    );
  if (c.errors.length) throw new OpFailed(c.errors);
  const data: Json = {
    resourceName: resourceName(ctx, 'campaignBudget', id),
    id,
    name: b.name ?? `Budget #${id}`,
    amountMicros: int64(b.amountMicros),
    deliveryMethod: delivery,
    explicitlyShared: b.explicitlyShared === true,
    period: 'DAILY',
    status: 'ENABLED',
  };
  const r = newResource(ctx, 'campaignBudget', id, null, data);
  r.history.push({ at: ctx.now.toISOString(), amountMicros: str(data.amountMicros) });
  if (temp) ctx.tempNames.set(temp, str(data.resourceName));
  return r;
}

function createCampaign(ctx: Ctx, c: Checker, b: Json): StoredResource {
  const { id, temp } = newId(ctx, c, 'campaign', b.resourceName, c.at('resource_name'));
  text(c, b.name, 255, c.at('name'), { required: true, policy: false });
  if (
    typeof b.name === 'string' &&
    [...ctx.byKey.values()].some((r) => r.kind === 'campaign' && live(r) && r.data.name === b.name)
  )
    c.errors.push(
      adsError(
        'campaignError',
        'DUPLICATE_CAMPAIGN_NAME',
        'Campaign with the same name already exists.',
        c.at('name'),
        b.name,
      ),
    );
  const channel = b.advertisingChannelType;
  if (channel === undefined)
    c.errors.push(
      adsError(
        'fieldError',
        'REQUIRED',
        'The required field was not present.',
        c.at('advertising_channel_type'),
      ),
    );
  else if (channel === 'VIDEO')
    c.errors.push(
      adsError(
        'operationAccessDeniedError',
        'CREATE_OPERATION_NOT_PERMITTED',
        'Video campaigns are read-only in the Google Ads API: create a DEMAND_GEN campaign with video ads.',
        c.at('advertising_channel_type'),
        'VIDEO',
      ),
    );
  else if (channel !== 'SEARCH' && channel !== 'DEMAND_GEN')
    c.errors.push(
      adsError(
        'operationAccessDeniedError',
        'OPERATION_NOT_PERMITTED_FOR_CAMPAIGN_TYPE',
        `The Verba sandbox creates SEARCH and DEMAND_GEN campaigns only (got ${str(channel)}).`,
        c.at('advertising_channel_type'),
        str(channel),
      ),
    );
  const status = b.status ?? 'ENABLED';
  if (status === 'REMOVED')
    c.errors.push(
      adsError(
        'operationAccessDeniedError',
        'CREATE_AS_REMOVED_NOT_PERMITTED',
        'Resources cannot be created as removed.',
        c.at('status'),
        'REMOVED',
      ),
    );
  if (b.containsEuPoliticalAdvertising === undefined)
    c.errors.push(
      adsError(
        'mutateError',
        'EU_POLITICAL_ADVERTISING_DECLARATION_REQUIRED',
        'The campaign must declare whether it contains EU political advertising (contains_eu_political_advertising).',
        c.at('contains_eu_political_advertising'),
      ),
    );
  const budget = resolve(ctx, c, b.campaignBudget, 'campaignBudget', c.at('campaign_budget'));
  if (budget && !live(budget))
    c.errors.push(
      adsError(
        'campaignBudgetError',
        'CAMPAIGN_BUDGET_REMOVED',
        'The campaign budget is removed.',
        c.at('campaign_budget'),
        nameOf(budget),
      ),
    );
  if (
    budget &&
    budget.data.explicitlyShared !== true &&
    [...ctx.byKey.values()].some(
      (r) => r.kind === 'campaign' && live(r) && r.data.campaignBudget === nameOf(budget),
    )
  )
    c.errors.push(
      adsError(
        'campaignBudgetError',
        'CANNOT_USE_IMPLICITLY_SHARED_CAMPAIGN_BUDGET_WITH_MULTIPLE_CAMPAIGNS',
        'A budget that is not explicitly shared cannot serve several campaigns.',
        c.at('campaign_budget'),
        nameOf(budget),
      ),
    );
  const strategies = biddingKeys.filter((k) => b[k] !== undefined);
  if (strategies.length === 0)
    c.errors.push(
      adsError(
        'fieldError',
        'REQUIRED',
        'The required field was not present.',
        c.at('campaign_bidding_strategy'),
      ),
    );
  else if (strategies.length > 1)
    c.errors.push(
      adsError(
        'biddingError',
        'INVALID_ANONYMOUS_BIDDING_STRATEGY_TYPE',
        'Only one bidding strategy may be set.',
        c.at(snake(strategies[1]!)),
      ),
    );
  else if (
    typeof channel === 'string' &&
    allowedBidding[channel] &&
    !allowedBidding[channel].includes(strategies[0]!)
  )
    c.errors.push(
      adsError(
        'biddingError',
        'INVALID_ANONYMOUS_BIDDING_STRATEGY_TYPE',
        `Bidding strategy ${biddingTypeOf[strategies[0]!] ?? strategies[0]} is not allowed for ${channel} campaigns.`,
        c.at(snake(strategies[0]!)),
      ),
    );
  const targetSpend = b.targetSpend as Json | undefined;
  if (targetSpend?.cpcBidCeilingMicros !== undefined) {
    if (channel === 'DEMAND_GEN')
      c.errors.push(
        adsError(
          'contextError',
          'OPERATION_NOT_PERMITTED_FOR_CONTEXT',
          'A CPC bid ceiling is not allowed in Demand Gen campaigns.',
          c.at('target_spend', 'cpc_bid_ceiling_micros'),
        ),
      );
    else
      money(c, targetSpend.cpcBidCeilingMicros, c.at('target_spend', 'cpc_bid_ceiling_micros'), {
        family: 'biddingError',
      });
  }
  const targetCpc = b.targetCpc as Json | undefined;
  if (targetCpc?.targetCpcMicros !== undefined)
    money(c, targetCpc.targetCpcMicros, c.at('target_cpc', 'target_cpc_micros'), { family: 'biddingError' });
  const today = saoPauloDate(ctx.now);
  for (const f of ['startDateTime', 'endDateTime'] as const) {
    const v = b[f];
    if (v === undefined) continue;
    if (typeof v !== 'string' || !dateTimeRe.test(v) || Number.isNaN(saoPauloDateTime(v).getTime()))
      c.errors.push(
        adsError(
          'dateError',
          'INVALID_STRING_DATE_TIME_SECONDS',
          'The string date time is not in yyyy-MM-dd HH:mm:ss format.',
          c.at(snake(f)),
          str(v),
        ),
      );
    else if (v.slice(0, 10) < today)
      c.errors.push(
        adsError(
          'dateRangeError',
          'CANNOT_SET_DATE_TO_PAST',
          'Cannot set date to past time.',
          c.at(snake(f)),
          v,
        ),
      );
  }
  if (
    typeof b.startDateTime === 'string' &&
    typeof b.endDateTime === 'string' &&
    b.endDateTime < b.startDateTime
  )
    c.errors.push(
      adsError(
        'dateRangeError',
        'START_DATE_AFTER_END_DATE',
        'The start date is after the end date.',
        c.at('end_date_time'),
        b.endDateTime,
      ),
    );
  if (c.errors.length) throw new OpFailed(c.errors);
  const data: Json = {
    ...b,
    resourceName: resourceName(ctx, 'campaign', id),
    id,
    status,
    servingStatus: 'SERVING',
    advertisingChannelType: channel,
    biddingStrategyType: biddingTypeOf[strategies[0]!],
    campaignBudget: nameOf(budget!),
    startDateTime: b.startDateTime ?? `${today} 00:00:00`,
    endDateTime: b.endDateTime ?? '2037-12-30 23:59:59',
  };
  if (channel === 'SEARCH')
    data.networkSettings = {
      targetGoogleSearch: true,
      targetSearchNetwork: true,
      targetContentNetwork: true,
      targetPartnerSearchNetwork: false,
      ...(b.networkSettings as Json | undefined),
    };
  if (targetSpend)
    data.targetSpend = {
      ...targetSpend,
      ...(targetSpend.cpcBidCeilingMicros !== undefined
        ? { cpcBidCeilingMicros: int64(targetSpend.cpcBidCeilingMicros) }
        : {}),
    };
  if (targetCpc) data.targetCpc = { targetCpcMicros: int64(targetCpc.targetCpcMicros) };
  const r = newResource(ctx, 'campaign', id, id, data);
  r.history.push({ at: ctx.now.toISOString(), status: str(status) });
  if (temp) ctx.tempNames.set(temp, str(data.resourceName));
  return r;
}

function createAdGroup(ctx: Ctx, c: Checker, b: Json): StoredResource {
  const { id, temp } = newId(ctx, c, 'adGroup', b.resourceName, c.at('resource_name'));
  const campaign = resolve(ctx, c, b.campaign, 'campaign', c.at('campaign'));
  text(c, b.name, 255, c.at('name'), { required: true, policy: false });
  if (campaign && !live(campaign))
    c.errors.push(
      adsError(
        'operationAccessDeniedError',
        'OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE',
        'The parent campaign is removed.',
        c.at('campaign'),
        nameOf(campaign),
      ),
    );
  if (
    campaign &&
    typeof b.name === 'string' &&
    [...ctx.byKey.values()].some(
      (r) =>
        r.kind === 'adGroup' && live(r) && r.data.campaign === nameOf(campaign) && r.data.name === b.name,
    )
  )
    c.errors.push(
      adsError(
        'adGroupError',
        'DUPLICATE_ADGROUP_NAME',
        'Ad group with the same name already exists for the campaign.',
        c.at('name'),
        b.name,
      ),
    );
  const channel = campaign?.data.advertisingChannelType;
  let type = b.type;
  if (channel === 'SEARCH') {
    type ??= 'SEARCH_STANDARD';
    if (type !== 'SEARCH_STANDARD' && type !== 'SEARCH_DYNAMIC_ADS')
      c.errors.push(
        adsError(
          'adGroupError',
          'AD_GROUP_TYPE_NOT_VALID_FOR_ADVERTISING_CHANNEL_TYPE',
          'The ad group type is not valid for the campaign channel type.',
          c.at('type'),
          str(type),
        ),
      );
  } else if (channel === 'DEMAND_GEN' && type !== undefined)
    c.errors.push(
      adsError(
        'adGroupError',
        'AD_GROUP_TYPE_NOT_VALID_FOR_ADVERTISING_CHANNEL_TYPE',
        'Demand Gen ad groups have no type.',
        c.at('type'),
        str(type),
      ),
    );
  if (b.cpcBidMicros !== undefined)
    money(c, b.cpcBidMicros, c.at('cpc_bid_micros'), { family: 'biddingError' });
  if (b.cpvBidMicros !== undefined && channel !== 'VIDEO')
    c.errors.push(
      adsError(
        'contextError',
        'OPERATION_NOT_PERMITTED_FOR_CONTEXT',
        'A CPV bid is only used by video campaigns.',
        c.at('cpv_bid_micros'),
      ),
    );
  const status = b.status ?? 'ENABLED';
  if (status === 'REMOVED')
    c.errors.push(
      adsError(
        'operationAccessDeniedError',
        'CREATE_AS_REMOVED_NOT_PERMITTED',
        'Resources cannot be created as removed.',
        c.at('status'),
        'REMOVED',
      ),
    );
  if (c.errors.length) throw new OpFailed(c.errors);
  const data: Json = {
    ...b,
    resourceName: resourceName(ctx, 'adGroup', id),
    id,
    status,
    campaign: nameOf(campaign!),
  };
  if (type !== undefined) data.type = type;
  if (b.cpcBidMicros !== undefined) data.cpcBidMicros = int64(b.cpcBidMicros);
  const r = newResource(ctx, 'adGroup', id, campaign!.id, data);
  r.history.push({ at: ctx.now.toISOString(), status: str(status) });
  if (temp) ctx.tempNames.set(temp, str(data.resourceName));
  return r;
}

const keywordInvalidChars = /[!@%,*=;`~{}<>?\\^|]/;

function keyword(c: Checker, k: Json, path: (...more: string[]) => FieldPathElement[]) {
  checkKnownFieldsSafe(c, k, 'KeywordInfo', path('keyword'));
  const t = k.text;
  if (typeof t !== 'string' || t.trim() === '')
    c.errors.push(
      adsError(
        'criterionError',
        'INVALID_KEYWORD_TEXT',
        'Keyword text is invalid.',
        path('keyword', 'text'),
        str(t ?? ''),
      ),
    );
  else if (len(t) > 80)
    c.errors.push(
      adsError(
        'criterionError',
        'KEYWORD_TEXT_TOO_LONG',
        'Keyword text is too long.',
        path('keyword', 'text'),
        t,
      ),
    );
  else if (t.trim().split(/\s+/).length > 10)
    c.errors.push(
      adsError(
        'criterionError',
        'KEYWORD_HAS_TOO_MANY_WORDS',
        'Keyword has too many words.',
        path('keyword', 'text'),
        t,
      ),
    );
  else if (keywordInvalidChars.test(t))
    c.errors.push(
      adsError(
        'criterionError',
        'KEYWORD_HAS_INVALID_CHARS',
        'Keyword has invalid characters.',
        path('keyword', 'text'),
        t,
      ),
    );
  else policy(c, t, path('keyword', 'text'));
  if (!['EXACT', 'PHRASE', 'BROAD'].includes(str(k.matchType)))
    c.errors.push(
      k.matchType === undefined
        ? adsError(
            'fieldError',
            'REQUIRED',
            'The required field was not present.',
            path('keyword', 'match_type'),
          )
        : adsError(
            'fieldError',
            'INVALID_VALUE',
            'The field has an invalid value.',
            path('keyword', 'match_type'),
            str(k.matchType),
          ),
    );
}

/** Nested messages too: the API refuses an unknown JSON field before anything else. */
function checkKnownFieldsSafe(
  _c: Checker,
  body: Json | undefined,
  message: keyof typeof protoFields,
  path: FieldPathElement[],
) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const known = protoFields[message] as string[];
  for (const key of Object.keys(body))
    if (!known.includes(key)) throw new UnknownFieldError(key, pathText(path));
}

function geo(c: Checker, value: unknown, path: FieldPathElement[]): string | null {
  const m = typeof value === 'string' ? /^geoTargetConstants\/(\d+)$/.exec(value) : null;
  if (!m) {
    c.errors.push(
      adsError(
        'requestError',
        'RESOURCE_NAME_MALFORMED',
        'The resource name is malformed.',
        path,
        str(value),
      ),
    );
    return null;
  }
  const id = m[1]!;
  const n = Number(id);
  const plausible =
    id in geoTargetConstants ||
    (n >= 2000 && n < 3000) ||
    (n >= 20000 && n < 22000) ||
    (n >= 1000000 && n < 10000000) ||
    (n >= 9000000 && n < 9200000);
  if (!plausible) {
    c.errors.push(
      adsError('criterionError', 'INVALID_CRITERION_ID', 'The criterion id is invalid.', path, str(value)),
    );
    return null;
  }
  return id;
}

function language(c: Checker, value: unknown, path: FieldPathElement[]): string | null {
  const m = typeof value === 'string' ? /^languageConstants\/(\d+)$/.exec(value) : null;
  if (!m) {
    c.errors.push(
      adsError(
        'requestError',
        'RESOURCE_NAME_MALFORMED',
        'The resource name is malformed.',
        path,
        str(value),
      ),
    );
    return null;
  }
  const n = Number(m[1]);
  if (!(m[1]! in languageConstants) && !(n >= 1000 && n < 1100)) {
    c.errors.push(
      adsError('criterionError', 'INVALID_CRITERION_ID', 'The criterion id is invalid.', path, str(value)),
    );
    return null;
  }
  return m[1]!;
}

/**
 * Criterion ids of AgeRangeInfo, GenderInfo and DeviceInfo values, as Google gives them
 * (https://developers.google.com/google-ads/api/data/codes-formats: age ranges 503001–503006 and
 * 503999, genders 10 / 11 / 20, devices 30000 desktop, 30001 mobile, 30002 tablet, 30004 TV).
 */
const demographicIds: Record<'ageRange' | 'gender' | 'device', Record<string, string>> = {
  ageRange: {
    AGE_RANGE_18_24: '503001',
    AGE_RANGE_25_34: '503002',
    AGE_RANGE_35_44: '503003',
    AGE_RANGE_45_54: '503004',
    AGE_RANGE_55_64: '503005',
    AGE_RANGE_65_UP: '503006',
    AGE_RANGE_UNDETERMINED: '503999',
  },
  gender: { MALE: '10', FEMALE: '11', UNDETERMINED: '20' },
  device: { DESKTOP: '30000', MOBILE: '30001', TABLET: '30002', CONNECTED_TV: '30004' },
};

/**
 * AgeRangeInfo / GenderInfo on ad groups (criteria.proto; demographic targeting guide: positive or
 * negative), DeviceInfo on campaigns only (AdGroupCriterion has no device field) with a bid modifier
 * (campaign_criterion.proto: 0 opts the device out, else 0.1–10; a device is never negative).
 */
function demographicCriterion(
  c: Checker,
  t: 'ageRange' | 'gender' | 'device',
  b: Json,
  level: 'adGroup' | 'campaign',
): { type: string; criterionId: string | null } {
  const type = { ageRange: 'AGE_RANGE', gender: 'GENDER', device: 'DEVICE' }[t];
  const field = snake(t);
  const value = (b[t] as Json | undefined)?.type;
  const criterionId = typeof value === 'string' ? (demographicIds[t][value] ?? null) : null;
  if (!criterionId)
    c.errors.push(
      adsError(
        'fieldError',
        value === undefined ? 'REQUIRED' : 'INVALID_VALUE',
        value === undefined ? 'The required field was not present.' : 'The field is not a valid value.',
        c.at(field, 'type'),
        value === undefined ? undefined : str(value),
      ),
    );
  if (t === 'device') {
    if (level !== 'campaign')
      c.errors.push(
        adsError('criterionError', 'CANNOT_ADD_CRITERIA_TYPE', 'Devices are campaign criteria.', c.at(field)),
      );
    if (b.negative === true)
      c.errors.push(
        adsError(
          'criterionError',
          'CANNOT_EXCLUDE_CRITERIA_TYPE',
          'A device cannot be excluded; set its bid modifier to 0.',
          c.at('negative'),
        ),
      );
    const modifier = b.bidModifier;
    if (modifier !== undefined) {
      const m = typeof modifier === 'number' ? modifier : Number.NaN;
      if (!Number.isFinite(m) || (m !== 0 && (m < 0.1 || m > 10)))
        c.errors.push(
          adsError(
            'rangeError',
            m > 10 ? 'TOO_HIGH' : 'TOO_LOW',
            'Bid modifier is out of range (0, or 0.1 to 10).',
            c.at('bid_modifier'),
            str(modifier),
          ),
        );
    }
  } else if (level !== 'adGroup')
    c.errors.push(
      adsError(
        'criterionError',
        'CANNOT_ADD_CRITERIA_TYPE',
        'The sandbox takes age ranges and genders on ad groups only.',
        c.at(field),
      ),
    );
  return { type, criterionId };
}

function createCriterion(ctx: Ctx, c: Checker, b: Json, level: 'adGroup' | 'campaign'): StoredResource {
  const parentKind = level;
  const parent = resolve(ctx, c, b[level], parentKind, c.at(level === 'adGroup' ? 'ad_group' : 'campaign'));
  const campaign = parent
    ? level === 'campaign'
      ? parent
      : ctx.byKey.get(keyOf('campaign', parent.campaignId!))
    : undefined;
  const channel = campaign?.data.advertisingChannelType;
  const types = ['keyword', 'location', 'language', 'ageRange', 'gender', 'device'].filter(
    (k) => b[k] !== undefined,
  );
  const other = [
    'placement',
    'youtubeVideo',
    'youtubeChannel',
    'userList',
    'audience',
    'proximity',
    'adSchedule',
    'topic',
    'userInterest',
  ].filter((k) => b[k] !== undefined);
  let criterionId: string | null = null;
  let type = '';
  if (types.length + other.length === 0)
    c.errors.push(
      adsError(
        'criterionError',
        'CONCRETE_TYPE_REQUIRED',
        'Concrete type of criterion is required for this operation.',
        c.at('criterion'),
      ),
    );
  else if (other.length > 0 || types.length > 1)
    c.errors.push(
      adsError(
        'criterionError',
        'CANNOT_ADD_CRITERIA_TYPE',
        `The Verba sandbox takes keyword, location, language, age range, gender and device criteria only.`,
        c.at(snake(other[0] ?? types[1]!)),
      ),
    );
  else {
    const t = types[0]!;
    const at = (...more: string[]) => c.at(...more);
    if (t === 'keyword') {
      type = 'KEYWORD';
      keyword(c, b.keyword as Json, at);
      if (level === 'campaign' && b.negative !== true)
        c.errors.push(
          adsError(
            'criterionError',
            'CANNOT_ADD_CRITERIA_TYPE',
            'Only negative keywords can be added at campaign level.',
            c.at('negative'),
          ),
        );
      if (level === 'adGroup' && channel === 'DEMAND_GEN')
        c.errors.push(
          adsError(
            'criterionError',
            'CANNOT_ADD_CRITERIA_TYPE',
            'Demand Gen ad groups take no keywords.',
            c.at('keyword'),
          ),
        );
      criterionId = ctx.takeId();
    } else if (t === 'location') {
      type = 'LOCATION';
      criterionId = geo(c, (b.location as Json).geoTargetConstant, c.at('location', 'geo_target_constant'));
      if (level === 'adGroup' && channel === 'SEARCH')
        c.errors.push(
          adsError(
            'criterionError',
            'CANNOT_ADD_CRITERIA_TYPE',
            'Search campaigns take locations at campaign level.',
            c.at('location'),
          ),
        );
    } else if (t === 'ageRange' || t === 'gender' || t === 'device') {
      const demographic = demographicCriterion(c, t, b, level);
      type = demographic.type;
      criterionId = demographic.criterionId;
    } else {
      type = 'LANGUAGE';
      criterionId = language(c, (b.language as Json).languageConstant, c.at('language', 'language_constant'));
      if (level === 'adGroup' && channel === 'SEARCH')
        c.errors.push(
          adsError(
            'criterionError',
            'CANNOT_ADD_CRITERIA_TYPE',
            'Search campaigns take languages at campaign level.',
            c.at('language'),
          ),
        );
    }
  }
  if (b.cpcBidMicros !== undefined)
    money(c, b.cpcBidMicros, c.at('cpc_bid_micros'), { family: 'biddingError' });
  if (b.negative === true && b.cpcBidMicros !== undefined)
    c.errors.push(
      adsError(
        'criterionError',
        'CANNOT_BID_MODIFY_NEGATIVE_CRITERION',
        'A negative criterion takes no bid.',
        c.at('cpc_bid_micros'),
      ),
    );
  const kind: ResourceKind = level === 'adGroup' ? 'adGroupCriterion' : 'campaignCriterion';
  const id = parent && criterionId ? `${parent.id}~${criterionId}` : '';
  if (id && ctx.byKey.get(keyOf(kind, id)) && live(ctx.byKey.get(keyOf(kind, id))!))
    c.errors.push(
      adsError(
        'mutateError',
        'RESOURCE_ALREADY_EXISTS',
        'The resource already exists.',
        c.at(snake(types[0] ?? 'criterion')),
        id,
      ),
    );
  if (c.errors.length) throw new OpFailed(c.errors);
  const data: Json = {
    ...b,
    resourceName: resourceName(ctx, kind, id),
    criterionId: criterionId!,
    type,
    status: b.status ?? 'ENABLED',
    negative: b.negative === true,
    [level]: nameOf(parent!),
  };
  if (b.cpcBidMicros !== undefined) data.cpcBidMicros = int64(b.cpcBidMicros);
  if (kind === 'adGroupCriterion') data.approvalStatus = 'APPROVED';
  const r = newResource(ctx, kind, id, campaign?.id ?? null, data);
  r.history.push({ at: ctx.now.toISOString(), status: str(data.status) });
  return r;
}

function textAssets(
  c: Checker,
  list: unknown,
  field: string,
  base: string[],
  limits: { min: number; max: number; length: number; pins?: string[] },
) {
  const path = c.at(...base, field);
  if (!Array.isArray(list) || list.length < limits.min) {
    c.errors.push(
      adsError('collectionSizeError', 'TOO_FEW', 'Too few.', path, Array.isArray(list) ? list.length : 0),
    );
    if (!Array.isArray(list)) return;
  } else if (list.length > limits.max)
    c.errors.push(adsError('collectionSizeError', 'TOO_MANY', 'Too many.', path, list.length));
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const t = (item as Json | null)?.text;
    const p = c.at(...base, [field, i] as [string, number], 'text');
    text(c, t, limits.length, p, { required: true });
    if (typeof t === 'string') {
      const k = t.trim().toLocaleLowerCase('pt-BR');
      if (seen.has(k))
        c.errors.push(adsError('adError', 'DUPLICATE_ASSETS', 'Duplicate texts in the ad.', p, t));
      seen.add(k);
    }
    const pin = (item as Json | null)?.pinnedField;
    if (pin !== undefined && limits.pins && !limits.pins.includes(str(pin)))
      c.errors.push(
        adsError(
          'assetLinkError',
          'INVALID_PINNED_FIELD',
          'The pinned field is not valid for this field.',
          c.at(...base, [field, i] as [string, number], 'pinned_field'),
          str(pin),
        ),
      );
  });
}

function createAdGroupAd(ctx: Ctx, c: Checker, b: Json): StoredResource {
  const adGroup = resolve(ctx, c, b.adGroup, 'adGroup', c.at('ad_group'));
  const campaign = adGroup ? ctx.byKey.get(keyOf('campaign', adGroup.campaignId!)) : undefined;
  const channel = campaign?.data.advertisingChannelType;
  const ad = b.ad as Json | undefined;
  let type = '';
  const texts: string[] = [];
  if (!ad)
    c.errors.push(adsError('fieldError', 'REQUIRED', 'The required field was not present.', c.at('ad')));
  else {
    checkKnownFields(ad, 'Ad', `${pathText(c.at('ad'))}`);
    finalUrls(c, ad.finalUrls, c.at('ad', 'final_urls'), true);
    const adTypes = protoFields.Ad.filter((k) => /Ad$/.test(k) && ad[k] !== undefined);
    if (adTypes.length !== 1)
      c.errors.push(adsError('adError', 'INVALID_AD_TYPE', 'The ad type is invalid or missing.', c.at('ad')));
    else if (adTypes[0] === 'responsiveSearchAd') {
      type = 'RESPONSIVE_SEARCH_AD';
      if (channel !== undefined && channel !== 'SEARCH')
        c.errors.push(
          adsError(
            'adError',
            'INVALID_AD_TYPE',
            'Responsive search ads serve in Search campaigns only.',
            c.at('ad', 'responsive_search_ad'),
          ),
        );
      const rsa = ad.responsiveSearchAd as Json;
      checkKnownFieldsSafe(c, rsa, 'ResponsiveSearchAdInfo', c.at('ad', 'responsive_search_ad'));
      textAssets(c, rsa.headlines, 'headlines', ['ad', 'responsive_search_ad'], {
        min: 3,
        max: 15,
        length: 30,
        pins: ['HEADLINE_1', 'HEADLINE_2', 'HEADLINE_3'],
      });
      textAssets(c, rsa.descriptions, 'descriptions', ['ad', 'responsive_search_ad'], {
        min: 2,
        max: 4,
        length: 90,
        pins: ['DESCRIPTION_1', 'DESCRIPTION_2'],
      });
      for (const p of ['path1', 'path2'] as const)
        if (rsa[p] !== undefined) text(c, rsa[p], 15, c.at('ad', 'responsive_search_ad', p));
      if (rsa.path2 && !rsa.path1)
        c.errors.push(
          adsError(
            'adError',
            'CANNOT_SET_PATH2_WITHOUT_PATH1',
            'path2 cannot be set without path1.',
            c.at('ad', 'responsive_search_ad', 'path2'),
          ),
        );
      for (const list of [rsa.headlines, rsa.descriptions])
        if (Array.isArray(list))
          for (const h of list)
            if (typeof (h as Json)?.text === 'string') texts.push((h as Json).text as string);
    } else if (adTypes[0] === 'demandGenVideoResponsiveAd') {
      type = 'DEMAND_GEN_VIDEO_RESPONSIVE_AD';
      if (channel !== undefined && channel !== 'DEMAND_GEN')
        c.errors.push(
          adsError(
            'adError',
            'INVALID_AD_TYPE',
            'Demand Gen video ads serve in Demand Gen campaigns only.',
            c.at('ad', 'demand_gen_video_responsive_ad'),
          ),
        );
      const dg = ad.demandGenVideoResponsiveAd as Json;
      checkKnownFieldsSafe(
        c,
        dg,
        'DemandGenVideoResponsiveAdInfo',
        c.at('ad', 'demand_gen_video_responsive_ad'),
      );
      const base = ['ad', 'demand_gen_video_responsive_ad'];
      textAssets(c, dg.headlines, 'headlines', base, { min: 1, max: 5, length: 40 });
      textAssets(c, dg.longHeadlines, 'long_headlines', base, { min: 1, max: 5, length: 90 });
      textAssets(c, dg.descriptions, 'descriptions', base, { min: 1, max: 5, length: 90 });
      text(c, (dg.businessName as Json | undefined)?.text, 25, c.at(...base, 'business_name', 'text'), {
        required: true,
      });
      for (const [field, assetType, min] of [
        ['videos', 'YOUTUBE_VIDEO', 1],
        ['logoImages', 'IMAGE', 1],
      ] as const) {
        const list = dg[field];
        if (!Array.isArray(list) || list.length < min) {
          c.errors.push(
            adsError(
              'fieldError',
              'REQUIRED',
              'The required field was not present.',
              c.at(...base, snake(field)),
            ),
          );
          continue;
        }
        list.forEach((item, i) => {
          const p = c.at(...base, [snake(field), i] as [string, number], 'asset');
          const asset = resolve(ctx, c, (item as Json | null)?.asset, 'asset', p);
          if (asset && asset.data.type !== assetType)
            c.errors.push(
              adsError(
                'assetLinkError',
                'FIELD_TYPE_INCOMPATIBLE_WITH_ASSET_TYPE',
                `The asset must be of type ${assetType}.`,
                p,
                nameOf(asset),
              ),
            );
          if (asset) (item as Json).asset = nameOf(asset);
        });
      }
      for (const list of [dg.headlines, dg.longHeadlines, dg.descriptions])
        if (Array.isArray(list))
          for (const h of list)
            if (typeof (h as Json)?.text === 'string') texts.push((h as Json).text as string);
    } else
      c.errors.push(
        adsError(
          'adError',
          'INVALID_AD_TYPE',
          `The Verba sandbox creates responsive search ads and Demand Gen video ads only (got ${adTypes[0]}).`,
          c.at('ad', snake(adTypes[0]!)),
        ),
      );
  }
  const status = b.status ?? 'ENABLED';
  if (status === 'REMOVED')
    c.errors.push(
      adsError(
        'operationAccessDeniedError',
        'CREATE_AS_REMOVED_NOT_PERMITTED',
        'Resources cannot be created as removed.',
        c.at('status'),
        'REMOVED',
      ),
    );
  if (c.errors.length) throw new OpFailed(c.errors);
  const adId = ctx.takeId();
  const id = `${adGroup!.id}~${adId}`;
  const data: Json = {
    ...b,
    resourceName: resourceName(ctx, 'adGroupAd', id),
    status,
    adGroup: nameOf(adGroup!),
    ad: { ...ad, resourceName: `customers/${ctx.customerId}/ads/${adId}`, id: adId, type },
    __sandbox: {
      texts,
      reviewAt: new Date(ctx.now.getTime() + ctx.knobs.reviewDelaySeconds * 1000).toISOString(),
    },
  };
  const r = newResource(ctx, 'adGroupAd', id, campaign!.id, data);
  r.history.push({ at: ctx.now.toISOString(), status: str(status) });
  return r;
}

const assetTypes: Record<string, string> = {
  sitelinkAsset: 'SITELINK',
  calloutAsset: 'CALLOUT',
  youtubeVideoAsset: 'YOUTUBE_VIDEO',
  imageAsset: 'IMAGE',
  textAsset: 'TEXT',
};

function createAsset(ctx: Ctx, c: Checker, b: Json): StoredResource {
  const { id, temp } = newId(ctx, c, 'asset', b.resourceName, c.at('resource_name'));
  const kinds = Object.keys(assetTypes).filter((k) => b[k] !== undefined);
  const otherKinds = protoFields.Asset.filter(
    (k) => /Asset$/.test(k) && !(k in assetTypes) && b[k] !== undefined,
  );
  let type = '';
  if (kinds.length + otherKinds.length !== 1)
    c.errors.push(
      adsError(
        'assetError',
        'ASSET_DATA_IS_MISSING',
        'The asset has no data (or more than one kind).',
        c.at('asset_data'),
      ),
    );
  else if (otherKinds.length)
    c.errors.push(
      adsError(
        'assetError',
        'CUSTOMER_NOT_ON_ALLOWLIST_FOR_ASSET_TYPE',
        `The Verba sandbox creates sitelink, callout, YouTube video, image and text assets only.`,
        c.at(snake(otherKinds[0]!)),
      ),
    );
  else {
    const k = kinds[0]!;
    type = assetTypes[k]!;
    const v = b[k] as Json;
    if (k === 'sitelinkAsset') {
      checkKnownFieldsSafe(c, v, 'SitelinkAsset', c.at('sitelink_asset'));
      text(c, v.linkText, 25, c.at('sitelink_asset', 'link_text'), { required: true });
      if (v.description1 !== undefined) text(c, v.description1, 35, c.at('sitelink_asset', 'description1'));
      if (v.description2 !== undefined) text(c, v.description2, 35, c.at('sitelink_asset', 'description2'));
      if ((v.description1 === undefined) !== (v.description2 === undefined))
        c.errors.push(
          adsError(
            'fieldError',
            'REQUIRED',
            'Both sitelink descriptions must be set, or neither.',
            c.at('sitelink_asset', v.description1 === undefined ? 'description1' : 'description2'),
          ),
        );
      finalUrls(c, b.finalUrls, c.at('final_urls'), true);
    } else if (k === 'calloutAsset') {
      checkKnownFieldsSafe(c, v, 'CalloutAsset', c.at('callout_asset'));
      text(c, v.calloutText, 25, c.at('callout_asset', 'callout_text'), { required: true });
    } else if (k === 'youtubeVideoAsset') {
      checkKnownFieldsSafe(c, v, 'YoutubeVideoAsset', c.at('youtube_video_asset'));
      const vid = v.youtubeVideoId;
      if (typeof vid !== 'string' || !/^[A-Za-z0-9_-]{11}$/.test(vid) || !videoById(vid))
        c.errors.push(
          adsError(
            'youtubeVideoRegistrationError',
            'VIDEO_NOT_FOUND',
            'Video not found.',
            c.at('youtube_video_asset', 'youtube_video_id'),
            str(vid ?? ''),
          ),
        );
      else if (videoById(vid)!.video!.privacyStatus === 'private')
        c.errors.push(
          adsError(
            'youtubeVideoRegistrationError',
            'VIDEO_NOT_ACCESSIBLE',
            'Video is private.',
            c.at('youtube_video_asset', 'youtube_video_id'),
            vid,
          ),
        );
      if (b.name === undefined)
        c.errors.push(
          adsError(
            'assetError',
            'NAME_REQUIRED_FOR_ASSET_TYPE',
            'The asset type requires a name.',
            c.at('name'),
          ),
        );
    } else if (k === 'imageAsset') {
      checkKnownFieldsSafe(c, v, 'ImageAsset', c.at('image_asset'));
      const bytes = typeof v.data === 'string' ? Buffer.from(v.data, 'base64') : Buffer.alloc(0);
      const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
      const gif = bytes.subarray(0, 3).toString('latin1') === 'GIF';
      if (bytes.length === 0)
        c.errors.push(
          adsError(
            'fieldError',
            'REQUIRED',
            'The required field was not present.',
            c.at('image_asset', 'data'),
          ),
        );
      else if (!png && !jpeg && !gif)
        c.errors.push(
          adsError('imageError', 'INVALID_IMAGE', 'The image is not valid.', c.at('image_asset', 'data')),
        );
      if (b.name === undefined)
        c.errors.push(
          adsError(
            'assetError',
            'NAME_REQUIRED_FOR_ASSET_TYPE',
            'The asset type requires a name.',
            c.at('name'),
          ),
        );
    } else {
      text(c, v.text, 90, c.at('text_asset', 'text'), { required: true });
    }
  }
  if (b.name !== undefined) {
    text(c, b.name, 128, c.at('name'), { policy: false });
    if ([...ctx.byKey.values()].some((r) => r.kind === 'asset' && r.data.name === b.name))
      c.errors.push(
        adsError(
          'assetError',
          'DUPLICATE_ASSET_NAME',
          'Asset name is already used by another asset.',
          c.at('name'),
          str(b.name),
        ),
      );
  }
  if (c.errors.length) throw new OpFailed(c.errors);
  const data: Json = { ...b, resourceName: resourceName(ctx, 'asset', id), id, type };
  if (type === 'IMAGE') {
    const bytes = Buffer.from(str((b.imageAsset as Json).data), 'base64');
    data.imageAsset = {
      fileSize: str(bytes.length),
      mimeType: bytes[0] === 0xff ? 'IMAGE_JPEG' : bytes[0] === 0x89 ? 'IMAGE_PNG' : 'IMAGE_GIF',
    };
  }
  if (type === 'YOUTUBE_VIDEO') {
    const v = data.youtubeVideoAsset as Json;
    data.youtubeVideoAsset = {
      youtubeVideoId: v.youtubeVideoId,
      youtubeVideoTitle: v.youtubeVideoTitle ?? videoById(str(v.youtubeVideoId))?.video?.title ?? '',
    };
  }
  const r = newResource(ctx, 'asset', id, null, data);
  if (temp) ctx.tempNames.set(temp, str(data.resourceName));
  return r;
}

const fieldTypeOfAsset: Record<string, string[]> = {
  SITELINK: ['SITELINK'],
  CALLOUT: ['CALLOUT'],
  YOUTUBE_VIDEO: ['YOUTUBE_VIDEO'],
  IMAGE: ['MARKETING_IMAGE', 'SQUARE_MARKETING_IMAGE', 'LOGO', 'BUSINESS_LOGO', 'PORTRAIT_MARKETING_IMAGE'],
  TEXT: ['HEADLINE', 'DESCRIPTION', 'LONG_HEADLINE', 'BUSINESS_NAME'],
};

function createCampaignAsset(ctx: Ctx, c: Checker, b: Json): StoredResource {
  const campaign = resolve(ctx, c, b.campaign, 'campaign', c.at('campaign'));
  const asset = resolve(ctx, c, b.asset, 'asset', c.at('asset'));
  const fieldType = b.fieldType;
  if (fieldType === undefined)
    c.errors.push(
      adsError('fieldError', 'REQUIRED', 'The required field was not present.', c.at('field_type')),
    );
  else if (asset && !(fieldTypeOfAsset[str(asset.data.type)] ?? []).includes(str(fieldType)))
    c.errors.push(
      adsError(
        'assetLinkError',
        'FIELD_TYPE_INCOMPATIBLE_WITH_ASSET_TYPE',
        'The field type is incompatible with the asset type.',
        c.at('field_type'),
        str(fieldType),
      ),
    );
  const id = campaign && asset ? `${campaign.id}~${asset.id}~${str(fieldType)}` : '';
  if (id && ctx.byKey.get(keyOf('campaignAsset', id)) && live(ctx.byKey.get(keyOf('campaignAsset', id))!))
    c.errors.push(
      adsError('mutateError', 'RESOURCE_ALREADY_EXISTS', 'The resource already exists.', c.at('asset'), id),
    );
  if (c.errors.length) throw new OpFailed(c.errors);
  const data: Json = {
    ...b,
    resourceName: resourceName(ctx, 'campaignAsset', id),
    campaign: nameOf(campaign!),
    asset: nameOf(asset!),
    fieldType,
    status: b.status ?? 'ENABLED',
  };
  return newResource(ctx, 'campaignAsset', id, campaign!.id, data);
}

// ---------------------------------------------------------------- updates and removes

/** Fields an update may change, per kind (others: fieldError IMMUTABLE_FIELD). */
const mutableFields: Record<ResourceKind, string[]> = {
  campaignBudget: ['amountMicros', 'name', 'deliveryMethod'],
  campaign: [
    'status',
    'name',
    'startDateTime',
    'endDateTime',
    'manualCpc',
    'targetSpend',
    'targetCpc',
    'networkSettings',
    'campaignBudget',
    'containsEuPoliticalAdvertising',
  ],
  adGroup: ['status', 'name', 'cpcBidMicros'],
  adGroupCriterion: ['status', 'cpcBidMicros'],
  campaignCriterion: ['status'],
  adGroupAd: ['status'],
  asset: ['name'],
  campaignAsset: ['status'],
};

function update(ctx: Ctx, c: Checker, kind: ResourceKind, b: Json, mask: string | undefined): StoredResource {
  const existing = resolve(ctx, c, b.resourceName, kind, c.at('resource_name'));
  if (mask === undefined || mask === '')
    c.errors.push(
      adsError('fieldMaskError', 'FIELD_MASK_MISSING', 'The field mask is missing.', c.at('update_mask')),
    );
  if (c.errors.length || !existing) throw new OpFailed(c.errors);
  if (!live(existing))
    throw new OpFailed([
      adsError(
        'operationAccessDeniedError',
        'OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE',
        'The operation is not permitted on a removed resource.',
        c.at('resource_name'),
        nameOf(existing),
      ),
    ]);
  const paths = mask!.split(',').map((p) => camel(p.trim()));
  const next: Json = structuredClone(existing.data);
  const history = [...existing.history];
  for (const path of paths) {
    const top = path.split('.')[0]!;
    if (!(protoFields[messageOf[kind]] as string[]).includes(top)) {
      c.errors.push(
        adsError(
          'fieldMaskError',
          'FIELD_NOT_FOUND',
          'The field mask names an unknown field.',
          c.at('update_mask'),
          path,
        ),
      );
      continue;
    }
    if (!mutableFields[kind].includes(top)) {
      c.errors.push(
        adsError(
          'fieldError',
          'IMMUTABLE_FIELD',
          'The field cannot be modified.',
          c.at(...path.split('.').map(snake)),
          path,
        ),
      );
      continue;
    }
    // Copy the masked value (an absent value clears the field).
    const parts = path.split('.');
    let src: unknown = b;
    for (const p of parts) src = src && typeof src === 'object' ? (src as Json)[p] : undefined;
    let dst = next;
    for (const p of parts.slice(0, -1)) dst = (dst[p] ??= {}) as Json;
    const last = parts[parts.length - 1]!;
    if (src === undefined) delete dst[last];
    else dst[last] = /Micros$/.test(last) ? int64(src) : src;
  }
  // Validate the changed values as a create would.
  if (paths.includes('status')) {
    const s = next.status;
    if (s === 'REMOVED')
      c.errors.push(
        adsError(
          'fieldError',
          'INVALID_VALUE',
          'Use a remove operation to remove a resource.',
          c.at('status'),
          'REMOVED',
        ),
      );
    else if (s !== 'ENABLED' && s !== 'PAUSED')
      c.errors.push(
        adsError('fieldError', 'INVALID_VALUE', 'The field has an invalid value.', c.at('status'), str(s)),
      );
    else if (s !== existing.data.status) history.push({ at: ctx.now.toISOString(), status: str(s) });
  }
  if (kind === 'campaignBudget' && paths.includes('amountMicros')) {
    money(c, next.amountMicros, c.at('amount_micros'), { family: 'campaignBudgetError', required: true });
    if (next.amountMicros !== existing.data.amountMicros)
      history.push({ at: ctx.now.toISOString(), amountMicros: str(next.amountMicros) });
  }
  if (kind === 'campaign') {
    for (const f of ['startDateTime', 'endDateTime'] as const) {
      if (!paths.includes(f) || next[f] === undefined) continue;
      const v = next[f];
      if (typeof v !== 'string' || !dateTimeRe.test(v))
        c.errors.push(
          adsError(
            'dateError',
            'INVALID_STRING_DATE_TIME_SECONDS',
            'The string date time is not in yyyy-MM-dd HH:mm:ss format.',
            c.at(snake(f)),
            str(v),
          ),
        );
      else if (
        f === 'startDateTime' &&
        str(existing.data.startDateTime).slice(0, 10) <= saoPauloDate(ctx.now) &&
        v !== existing.data.startDateTime
      )
        c.errors.push(
          adsError(
            'dateRangeError',
            'CANNOT_MODIFY_START_DATE_IF_ALREADY_STARTED',
            'Cannot modify the start date of a campaign that has started.',
            c.at('start_date_time'),
            v,
          ),
        );
      else if (v.slice(0, 10) < saoPauloDate(ctx.now))
        c.errors.push(
          adsError(
            'dateRangeError',
            'CANNOT_SET_DATE_TO_PAST',
            'Cannot set date to past time.',
            c.at(snake(f)),
            v,
          ),
        );
    }
    if (paths.includes('endDateTime') && next.endDateTime === undefined)
      next.endDateTime = '2037-12-30 23:59:59';
    const ts = next.targetSpend as Json | undefined;
    if (paths.some((p) => p.startsWith('targetSpend')) && ts?.cpcBidCeilingMicros !== undefined)
      money(c, ts.cpcBidCeilingMicros, c.at('target_spend', 'cpc_bid_ceiling_micros'), {
        family: 'biddingError',
      });
  }
  if (
    (kind === 'adGroup' || kind === 'adGroupCriterion') &&
    paths.includes('cpcBidMicros') &&
    next.cpcBidMicros !== undefined
  )
    money(c, next.cpcBidMicros, c.at('cpc_bid_micros'), { family: 'biddingError' });
  if (
    kind === 'asset' &&
    paths.includes('name') &&
    [...ctx.byKey.values()].some(
      (r) => r.kind === 'asset' && r.id !== existing.id && r.data.name === next.name,
    )
  )
    c.errors.push(
      adsError(
        'assetError',
        'DUPLICATE_ASSET_NAME',
        'Asset name is already used by another asset.',
        c.at('name'),
        str(next.name),
      ),
    );
  if (c.errors.length) throw new OpFailed(c.errors);
  return { ...existing, data: next, history, updatedAt: ctx.now };
}

function remove(ctx: Ctx, c: Checker, kind: ResourceKind, name: unknown): StoredResource {
  if (kind === 'asset')
    throw new OpFailed([
      adsError(
        'operationAccessDeniedError',
        'REMOVE_OPERATION_NOT_PERMITTED',
        'Assets cannot be removed.',
        c.at(),
      ),
    ]);
  const existing = resolve(ctx, c, name, kind, c.at());
  if (!existing) throw new OpFailed(c.errors);
  if (!live(existing))
    throw new OpFailed([
      adsError(
        'operationAccessDeniedError',
        'OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE',
        'The resource is already removed.',
        c.at(),
        nameOf(existing),
      ),
    ]);
  if (
    kind === 'campaignBudget' &&
    [...ctx.byKey.values()].some(
      (r) => r.kind === 'campaign' && live(r) && r.data.campaignBudget === nameOf(existing),
    )
  )
    throw new OpFailed([
      adsError(
        'campaignBudgetError',
        'CAMPAIGN_BUDGET_IN_USE',
        'The campaign budget is in use by a campaign.',
        c.at(),
        nameOf(existing),
      ),
    ]);
  const history = [...existing.history, { at: ctx.now.toISOString(), status: 'REMOVED' }];
  const data: Json = { ...existing.data, status: 'REMOVED' };
  if (kind === 'campaign') data.servingStatus = 'ENDED';
  return { ...existing, data, history, updatedAt: ctx.now };
}

// ---------------------------------------------------------------- the request

export interface MutateRequestOp {
  kind: ResourceKind;
  op: Op;
  /** Where the operation sits in the request (`operations[i]` or `mutate_operations[i].campaign_operation`). */
  path: FieldPathElement[];
}

export interface MutateOutcome {
  /** Per operation: the result (null: failed under partialFailure). */
  results: ({ resourceName: string; resource: Json } | null)[];
  errors: GoogleAdsError[];
  changed: StoredResource[];
}

/** Output form of a stored resource (internal fields stripped). */
export function publicData(r: StoredResource): Json {
  const { __sandbox: _internal, ...rest } = r.data;
  return rest;
}

export function runMutate(input: {
  customerId: string;
  now: Date;
  knobs: GoogleSandboxKnobs;
  resources: StoredResource[];
  ops: MutateRequestOp[];
  partialFailure: boolean;
  ids: string[];
}): MutateOutcome {
  const ctx: Ctx = {
    customerId: input.customerId,
    now: input.now,
    knobs: input.knobs,
    byKey: new Map(input.resources.map((r) => [keyOf(r.kind, r.id), r])),
    tempNames: new Map(),
    failedTemps: new Set(),
    changed: new Map(),
    takeId: () => {
      const id = input.ids.shift();
      if (!id) throw new Error('sandbox: ran out of preallocated ids');
      return id;
    },
  };
  const results: MutateOutcome['results'] = [];
  const errors: GoogleAdsError[] = [];
  for (const { kind, op, path } of input.ops) {
    const verbs = (['create', 'update', 'remove'] as const).filter((v) => op[v] !== undefined);
    try {
      if (verbs.length !== 1)
        throw new OpFailed([
          adsError(
            'requestError',
            'OPERATION_REQUIRED',
            'An operation must set exactly one of create, update or remove.',
            path,
          ),
        ]);
      const verb = verbs[0]!;
      const c = checker([...path, { fieldName: verb }]);
      let r: StoredResource;
      if (verb === 'remove') r = remove(ctx, c, kind, op.remove);
      else {
        const body = camelKeys(op[verb]) as Json;
        if (!body || typeof body !== 'object')
          throw new OpFailed([
            adsError('fieldError', 'REQUIRED', 'The required field was not present.', c.at()),
          ]);
        checkKnownFields(body, messageOf[kind], pathText([...path, { fieldName: verb }]));
        if (verb === 'update') r = update(ctx, c, kind, body, op.updateMask);
        else
          r = (
            {
              campaignBudget: createBudget,
              campaign: createCampaign,
              adGroup: createAdGroup,
              adGroupCriterion: (x: Ctx, y: Checker, z: Json) => createCriterion(x, y, z, 'adGroup'),
              campaignCriterion: (x: Ctx, y: Checker, z: Json) => createCriterion(x, y, z, 'campaign'),
              adGroupAd: createAdGroupAd,
              asset: createAsset,
              campaignAsset: createCampaignAsset,
            } as const
          )[kind](ctx, c, body);
      }
      ctx.byKey.set(keyOf(r.kind, r.id), r);
      ctx.changed.set(keyOf(r.kind, r.id), r);
      results.push({ resourceName: nameOf(r), resource: publicData(r) });
    } catch (e) {
      if (e instanceof UnknownFieldError) throw e;
      if (!(e instanceof OpFailed)) throw e;
      const requested = op.create ? (camelKeys(op.create) as Json).resourceName : undefined;
      if (typeof requested === 'string') ctx.failedTemps.add(requested);
      errors.push(...e.errors);
      results.push(null);
    }
  }
  if (errors.length > 0 && !input.partialFailure) return { results, errors, changed: [] };
  return { results, errors, changed: [...ctx.changed.values()] };
}

/** Bad requests found before any operation runs (no operations, too many). */
export function checkOperationCount(count: number) {
  if (count === 0)
    throw new AdsApiError(400, [
      adsError('requestError', 'OPERATION_REQUIRED', 'At least one operation is required.'),
    ]);
  if (count > 10_000)
    throw new AdsApiError(400, [
      adsError('requestError', 'TOO_MANY_MUTATE_OPERATIONS', 'Too many mutate operations in the request.'),
    ]);
}
