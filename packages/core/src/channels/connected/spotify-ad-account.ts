import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { channelTokenSource } from '../connections/channel-token-source';
import { googleSandboxSecret } from '../google-ads/sandbox/index';
import { spotifyLiveEndpoints } from '../spotify/endpoints';
import { spotifySandboxSettings } from '../spotify/factory';
import type { AdvertiserCustomer } from './google-ads-account';
import type { CustomerReading } from './read-connected-accounts';

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v ? Number(v) : 0);

/** The Spotify Ads API root for advertisers' connections in the running mode. */
export function spotifyConnectionApiBase(deps: Pick<Deps, 'config'>): string {
  const { config } = deps;
  if (config.channelsMode === 'live') return spotifyLiveEndpoints.apiBaseUrl;
  if (!googleSandboxSecret(config)) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
  return spotifySandboxSettings(config).endpoints.apiBaseUrl;
}

/**
 * Reading an advertiser's OWN Spotify Ad Studio ad accounts with their read-only connection
 * (`spotify` / `ads_account_read`): `GET /businesses` → `/businesses/{id}/ad_accounts`, then per
 * account `GET campaigns`, `ad_sets` (the DAILY budget) and `aggregate_reports` (entity_type
 * CAMPAIGN, granularity DAY, paged by `continuation_token`). GETs only; the token refreshes through
 * the connection (a refused refresh → `reconnect`).
 */
export async function openAdvertiserSpotify({
  deps,
  companyId,
  connectionId,
}: {
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'logger'>;
  companyId: string;
  connectionId: string;
}) {
  const base = spotifyConnectionApiBase(deps);
  const source = await channelTokenSource({ deps, companyId, connectionId });
  const get = async (path: string, query: Record<string, string> = {}) => {
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const response = await source.fetch(url, { headers: { accept: 'application/json' } });
    if (response.ok) return (await response.json()) as Record<string, unknown>;
    await response.body?.cancel();
    if (response.status === 429) throw fail('CHANNEL_RATE_LIMITED');
    if (response.status === 403 || response.status === 404) throw fail('CONNECTED_ACCOUNT_NOT_FOUND');
    throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
  };

  async function accounts(): Promise<AdvertiserCustomer[]> {
    const { businesses = [] } = (await get('/businesses')) as { businesses?: { id?: string }[] };
    const out: AdvertiserCustomer[] = [];
    for (const business of businesses) {
      if (!business.id) continue;
      const { ad_accounts = [] } = (await get(`/businesses/${business.id}/ad_accounts`)) as {
        ad_accounts?: { id?: string; name?: string; currency?: string; timezone?: string }[];
      };
      for (const a of ad_accounts)
        if (a.id && !out.some((o) => o.id === a.id))
          out.push({
            id: a.id,
            name: a.name || a.id,
            currency: a.currency || 'BRL',
            timeZone: a.timezone || 'America/Sao_Paulo',
            managerId: null,
          });
    }
    return out;
  }

  async function read(account: AdvertiserCustomer, from: string, to: string): Promise<CustomerReading> {
    const [campaignPage, adSetPage] = await Promise.all([
      get(`/ad_accounts/${account.id}/campaigns`, { limit: '50' }),
      get(`/ad_accounts/${account.id}/ad_sets`, { limit: '50' }),
    ]);
    const budgets = new Map<string, bigint>();
    for (const s of (adSetPage.ad_sets as Record<string, unknown>[] | undefined) ?? []) {
      const budget = (s.budget ?? {}) as { micro_amount?: unknown; type?: unknown };
      if (budget.type === 'DAILY')
        budgets.set(
          str(s.campaign_id),
          (budgets.get(str(s.campaign_id)) ?? 0n) + BigInt(num(budget.micro_amount)),
        );
    }
    const campaigns = ((campaignPage.campaigns as Record<string, unknown>[] | undefined) ?? [])
      .filter((c) => str(c.status) !== 'ARCHIVED')
      .map((c) => ({
        externalId: str(c.id),
        name: str(c.name),
        status: str(c.status),
        channelType: str(c.objective),
        budgetMicros: budgets.has(str(c.id)) ? budgets.get(str(c.id))!.toString() : null,
      }));
    const rows: CustomerReading['rows'] = [];
    if (campaigns.length > 0) {
      // São Paulo days: [from 00:00, to + 1 00:00) at UTC−3.
      const query = {
        entity_type: 'CAMPAIGN',
        entity_ids: campaigns.map((c) => c.externalId).join(','),
        fields: 'IMPRESSIONS,CLICKS,SPEND',
        granularity: 'DAY',
        report_start: `${from}T03:00:00Z`,
        report_end: new Date(Date.parse(`${to}T03:00:00Z`) + 86_400_000).toISOString().replace('.000', ''),
        limit: '50',
      };
      let token: string | undefined;
      for (let pages = 0; pages < 100; pages++) {
        const page = await get(`/ad_accounts/${account.id}/aggregate_reports`, {
          ...query,
          ...(token ? { continuation_token: token } : {}),
        });
        for (const row of (page.rows as Record<string, unknown>[] | undefined) ?? []) {
          const stats = new Map(
            ((row.stats as { field_type?: string; field_value?: unknown }[] | undefined) ?? []).map((s) => [
              s.field_type,
              num(s.field_value),
            ]),
          );
          const start = Date.parse(str(row.start_time));
          rows.push({
            externalId: str(row.entity_id),
            day: new Date(start - 3 * 3_600_000).toISOString().slice(0, 10),
            impressions: stats.get('IMPRESSIONS') ?? 0,
            clicks: stats.get('CLICKS') ?? 0,
            // SPEND in currency units (docs/channels-spotify.md: to check on a live account), by the cent.
            costMicros: BigInt(Math.round((stats.get('SPEND') ?? 0) * 100)) * 10_000n,
            conversions: 0,
          });
        }
        token = typeof page.continuation_token === 'string' ? page.continuation_token : undefined;
        if (!token) break;
      }
    }
    return { customer: account, campaigns, rows };
  }

  return { source, accounts, read };
}
