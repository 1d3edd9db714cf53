import {
  calendarDaysBetween,
  dateRangeOfPreset,
  isCalendarDate,
  saoPauloDateOf,
  type DateRangePreset,
} from '@verba/domain';
import { findAdvertiser } from '../../advertisers/find-advertiser';
import type { Actor, Deps } from '../../deps';
import { DomainError, fail } from '../../errors';
import type { GaqlRow } from '../google-ads/client';
import { GoogleAdsApiError, problemsOf } from '../google-ads/errors';
import { liveConnectionFor } from '../connections/connection-rules';
import {
  openAdvertiserGoogleAds,
  type AdvertiserCustomer,
  type AdvertiserGoogleAds,
} from './google-ads-account';
import { openAdvertiserMetaAds, type AdvertiserMetaAds } from './meta-ad-account';
import { openAdvertiserSpotify } from './spotify-ad-account';

/** The longest range one read may ask (Google keeps years; the page offers at most a month). */
export const connectedRangeMaxDays = 93;

export interface ConnectedFigures {
  impressions: number;
  clicks: number;
  cost_micros: string;
  conversions: number;
}

export interface ConnectedCampaign {
  /** The stable id of the external campaign (platform_stats' campaign_id for connect-only rows). */
  id: string;
  external_id: string;
  name: string;
  status: string;
  channel_type: string;
  daily_budget_micros: string | null;
  totals: ConnectedFigures;
}

export interface ConnectedAccountsView {
  status: 'none' | 'reconnect' | 'active';
  platform: ConnectedStatsPlatform;
  connection_id: string | null;
  from: string;
  to: string;
  /** "dados da plataforma até hh:mm": the instant the figures were read from the platform. */
  data_until: string | null;
  accounts: {
    id: string;
    name: string;
    currency: string;
    manager_id: string | null;
    campaigns: ConnectedCampaign[];
  }[];
  /** Every campaign of every account, per São Paulo day of the range (days without delivery included). */
  days: (ConnectedFigures & { day: string })[];
}

/** The stable id of an advertiser's own campaign on a platform: connect-only, never a Verba campaign. */
export const connectedCampaignId = (input: {
  platform: ConnectedStatsPlatform;
  advertiserId: string;
  customerId: string;
  campaignId: string;
}) => `connected:${input.platform}:${input.customerId}:${input.campaignId}:${input.advertiserId}`;

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v ? Number(v) : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** GAQL: every campaign of the customer with its budget (statuses but REMOVED). */
export const connectedCampaignsQuery =
  "SELECT campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type, campaign_budget.amount_micros FROM campaign WHERE campaign.status != 'REMOVED' ORDER BY campaign.name";

/** GAQL: the campaigns' figures per day over [from, to] (the customer's days). */
export const connectedStatsQuery = (from: string, to: string) =>
  `SELECT campaign.id, segments.date, metrics.impressions, metrics.clicks, metrics.cost_micros, metrics.conversions FROM campaign WHERE segments.date BETWEEN '${from}' AND '${to}' AND campaign.status != 'REMOVED'`;

export interface CustomerReading {
  customer: AdvertiserCustomer;
  campaigns: {
    externalId: string;
    name: string;
    status: string;
    channelType: string;
    budgetMicros: string | null;
  }[];
  rows: {
    externalId: string;
    day: string;
    impressions: number;
    clicks: number;
    costMicros: bigint;
    conversions: number;
  }[];
}

/** One customer's campaigns and their daily figures over [from, to]. */
export async function readCustomer(
  access: AdvertiserGoogleAds,
  customer: AdvertiserCustomer,
  from: string,
  to: string,
): Promise<CustomerReading> {
  const client = access.clientFor(customer);
  const [campaignRows, statRows] = await Promise.all([
    client.search(connectedCampaignsQuery),
    client.search(connectedStatsQuery(from, to)),
  ]);
  const campaigns = campaignRows.map((row: GaqlRow) => ({
    externalId: str(row.campaign?.id),
    name: str(row.campaign?.name),
    status: str(row.campaign?.status),
    channelType: str(row.campaign?.advertisingChannelType),
    budgetMicros:
      row.campaignBudget?.amountMicros === undefined ? null : str(row.campaignBudget.amountMicros),
  }));
  const rows = statRows.map((row: GaqlRow) => ({
    externalId: str(row.campaign?.id),
    day: str(row.segments?.date),
    impressions: num(row.metrics?.impressions),
    clicks: num(row.metrics?.clicks),
    costMicros: BigInt(str(row.metrics?.costMicros) || '0'),
    conversions: num(row.metrics?.conversions),
  }));
  return { customer, campaigns, rows };
}

/** Platforms whose read-only connection feeds connect-only statistics. */
export const connectedStatsPlatforms = ['google_ads', 'meta', 'spotify'] as const;
export type ConnectedStatsPlatform = (typeof connectedStatsPlatforms)[number];

/** One Meta ad account's campaigns and their daily figures over [from, to] (the account's days). */
export async function readMetaAdAccount(
  access: AdvertiserMetaAds,
  account: AdvertiserCustomer,
  from: string,
  to: string,
): Promise<CustomerReading> {
  const [campaignRows, adsetRows, insightRows] = await Promise.all([
    access.list(`/${account.id}/campaigns`, {
      fields: 'id,name,objective,status,effective_status,daily_budget,lifetime_budget',
      limit: '200',
    }),
    access.list(`/${account.id}/adsets`, { fields: 'id,campaign_id,daily_budget', limit: '200' }),
    access.list(`/${account.id}/insights`, {
      level: 'campaign',
      fields: 'campaign_id,impressions,clicks,spend,actions',
      time_range: JSON.stringify({ since: from, until: to }),
      time_increment: '1',
      limit: '500',
    }),
  ]);
  // A campaign's daily budget: its own (campaign budget optimisation) or the sum of its ad sets'.
  const adsetBudgets = new Map<string, bigint>();
  for (const a of adsetRows) {
    const id = str(a.campaign_id);
    if (a.daily_budget !== undefined)
      adsetBudgets.set(id, (adsetBudgets.get(id) ?? 0n) + BigInt(str(a.daily_budget) || '0'));
  }
  const micros = (centavos: bigint) => (centavos * 10_000n).toString();
  const campaigns = campaignRows
    .filter((row) => str(row.status) !== 'DELETED' && str(row.status) !== 'ARCHIVED')
    .map((row) => {
      const own = row.daily_budget === undefined ? undefined : BigInt(str(row.daily_budget) || '0');
      const budget = own ?? adsetBudgets.get(str(row.id));
      return {
        externalId: str(row.id),
        name: str(row.name),
        status: str(row.status),
        channelType: str(row.objective),
        budgetMicros: budget === undefined ? null : micros(budget),
      };
    });
  const purchaseTypes = ['offsite_conversion.fb_pixel_purchase', 'purchase', 'omni_purchase'];
  const purchases = (actions: unknown): number =>
    Array.isArray(actions)
      ? (actions as { action_type?: unknown; value?: unknown }[])
          .filter((a) => purchaseTypes.includes(str(a.action_type)))
          .reduce((n, a) => n + num(a.value), 0)
      : 0;
  const rows = insightRows.map((row) => ({
    externalId: str(row.campaign_id),
    day: str(row.date_start),
    impressions: num(row.impressions),
    clicks: num(row.clicks),
    // spend: a decimal string in the account's currency → micros, by the cent.
    costMicros: BigInt(Math.round(num(row.spend) * 100)) * 10_000n,
    conversions: purchases(row.actions),
  }));
  return { customer: account, campaigns, rows };
}

/** What the page and the sync read per platform: the accounts, then each account over a range. */
export interface ConnectedStatsReader {
  accounts(): Promise<AdvertiserCustomer[]>;
  read(account: AdvertiserCustomer, from: string, to: string): Promise<CustomerReading>;
}

export async function openConnectedStatsReader(input: {
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'logger'>;
  platform: ConnectedStatsPlatform;
  companyId: string;
  connectionId: string;
}): Promise<ConnectedStatsReader> {
  const { platform, ...access } = input;
  if (platform === 'meta') {
    const meta = await openAdvertiserMetaAds(access);
    return { accounts: () => meta.accounts(), read: (a, from, to) => readMetaAdAccount(meta, a, from, to) };
  }
  if (platform === 'spotify') {
    const spotify = await openAdvertiserSpotify(access);
    return { accounts: () => spotify.accounts(), read: (a, from, to) => spotify.read(a, from, to) };
  }
  const google = await openAdvertiserGoogleAds(access);
  return { accounts: () => google.customers(), read: (c, from, to) => readCustomer(google, c, from, to) };
}

const zero = (): { impressions: number; clicks: number; cost: bigint; conversions: number } => ({
  impressions: 0,
  clicks: 0,
  cost: 0n,
  conversions: 0,
});
type Acc = ReturnType<typeof zero>;
const add = (acc: Acc, row: CustomerReading['rows'][number]) => {
  acc.impressions += row.impressions;
  acc.clicks += row.clicks;
  acc.cost += row.costMicros;
  acc.conversions += row.conversions;
};
const figures = (a: Acc): ConnectedFigures => ({
  impressions: a.impressions,
  clicks: a.clicks,
  cost_micros: a.cost.toString(),
  conversions: Math.round(a.conversions * 100) / 100,
});

/** A Google Ads API failure as a Verba code (rate limited, else unavailable); anything else as is. */
export function platformFailure(error: unknown): unknown {
  if (!(error instanceof GoogleAdsApiError)) return error;
  const code = problemsOf(error)[0]?.code;
  return fail(code === 'CHANNEL_RATE_LIMITED' ? 'CHANNEL_RATE_LIMITED' : 'CHANNEL_PLATFORM_UNAVAILABLE');
}

/** The range asked: a preset (today…last_month) or explicit days; default the last 30 days. */
export function connectedRangeOf(
  input: { preset?: DateRangePreset | undefined; from?: string | undefined; to?: string | undefined },
  now: Date,
): { from: string; to: string } {
  const today = saoPauloDateOf(now);
  if (input.from && input.to) {
    if (!isCalendarDate(input.from) || !isCalendarDate(input.to)) throw fail('VALIDATION_FAILED');
    const span = calendarDaysBetween(input.from, input.to);
    if (span < 0 || span >= connectedRangeMaxDays) throw fail('VALIDATION_FAILED');
    return { from: input.from, to: input.to };
  }
  return dateRangeOfPreset(input.preset ?? 'last_30_days', today);
}

/**
 * `/advertisers/{id}/connected-accounts`: the advertiser's own Google Ads accounts (read-only
 * connection), each campaign with impressions, clicks, cost and conversions over the range, and the
 * whole per day. No connection → status `none`; a connection needing consent again (revoked at
 * Google, expired) → status `reconnect` and no figures.
 */
export async function readConnectedAccounts({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: {
    advertiserId: string;
    platform?: ConnectedStatsPlatform;
    preset?: DateRangePreset;
    from?: string;
    to?: string;
  };
}): Promise<ConnectedAccountsView> {
  const platform = input.platform ?? 'google_ads';
  const advertiser = await findAdvertiser({
    db: deps.db,
    companyId: actor.companyId,
    id: input.advertiserId,
  });
  const range = connectedRangeOf(input, deps.now());
  const connection = await liveConnectionFor({
    db: deps.db,
    companyId: actor.companyId,
    advertiserId: advertiser.id,
    platform,
    purpose: 'ads_account_read',
  });
  const empty = { ...range, data_until: null, accounts: [], days: [] };
  if (!connection) return { status: 'none', platform, connection_id: null, ...empty };
  if (connection.status === 'reconnect')
    return { status: 'reconnect', platform, connection_id: connection.id, ...empty };
  try {
    const reader = await openConnectedStatsReader({
      deps,
      platform,
      companyId: actor.companyId,
      connectionId: connection.id,
    });
    const customers = await reader.accounts();
    const readings = await Promise.all(customers.map((c) => reader.read(c, range.from, range.to)));
    const byDay = new Map<string, Acc>();
    for (let d = 0; d <= calendarDaysBetween(range.from, range.to); d++) {
      const day = new Date(Date.parse(`${range.from}T12:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
      byDay.set(day, zero());
    }
    const accounts = readings.map(({ customer, campaigns, rows }) => {
      const totals = new Map<string, Acc>();
      for (const row of rows) {
        const total = totals.get(row.externalId) ?? zero();
        totals.set(row.externalId, total);
        add(total, row);
        const day = byDay.get(row.day);
        if (day) add(day, row);
      }
      return {
        id: customer.id,
        name: customer.name,
        currency: customer.currency,
        manager_id: customer.managerId,
        campaigns: campaigns.map((c) => ({
          id: connectedCampaignId({
            platform,
            advertiserId: advertiser.id,
            customerId: customer.id,
            campaignId: c.externalId,
          }),
          external_id: c.externalId,
          name: c.name,
          status: c.status,
          channel_type: c.channelType,
          daily_budget_micros: c.budgetMicros,
          totals: figures(totals.get(c.externalId) ?? zero()),
        })),
      };
    });
    return {
      status: 'active',
      platform,
      connection_id: connection.id,
      ...range,
      data_until: deps.now().toISOString(),
      accounts,
      days: [...byDay.entries()].map(([day, acc]) => ({ day, ...figures(acc) })),
    };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CONNECTION_NEEDS_RECONNECT')
      return { status: 'reconnect', platform, connection_id: connection.id, ...empty };
    throw platformFailure(error);
  }
}
