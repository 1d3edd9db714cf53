import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { channelTokenSource, type ChannelTokenSource } from '../connections/channel-token-source';
import { findConnection } from '../connections/connection-rules';
import { markConnectionReconnect } from '../connections/mark-connection-reconnect';
import { metaLiveEndpoints, metaSandboxSecret, metaSandboxSettings } from '../meta/sandbox/index';
import type { AdvertiserCustomer } from './google-ads-account';

/**
 * Reading an advertiser's OWN Meta ad accounts with their read-only connection (`meta` /
 * `ads_account_read`: the person's token with `ads_read`; docs/channels-connected-accounts.md).
 * Only GETs on the Graph API: `/me/adaccounts`, `/act_{id}/campaigns|adsets|ads|insights`. Meta
 * issues no refresh token: an invalid token (code 190) turns the connection `reconnect`.
 */
export interface AdvertiserMetaAds {
  readonly source: ChannelTokenSource;
  /** The ad accounts the person's grant reaches (as customers: id `act_…`, currency, time zone). */
  accounts(): Promise<AdvertiserCustomer[]>;
  /** GET on the Graph API, every page of a `data` list followed (`paging.next`). */
  list<T = Record<string, unknown>>(path: string, params: Record<string, string>): Promise<T[]>;
}

export interface MetaGraphRow {
  [key: string]: unknown;
}

/** The Graph API root in the running mode (the sandbox on loopback in sandbox mode). */
export function metaConnectionGraphBase(deps: Pick<Deps, 'config'>): string {
  const { config } = deps;
  if (config.channelsMode === 'live') return metaLiveEndpoints.graphBaseUrl;
  if (!metaSandboxSecret(config)) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
  return metaSandboxSettings(config).endpoints.graphBaseUrl;
}

export async function openAdvertiserMetaAds({
  deps,
  companyId,
  connectionId,
}: {
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'logger'>;
  companyId: string;
  connectionId: string;
}): Promise<AdvertiserMetaAds> {
  const base = metaConnectionGraphBase(deps);
  const source = await channelTokenSource({ deps, companyId, connectionId });

  const get = async (url: string): Promise<Record<string, unknown>> => {
    const response = await source.fetch(url, { headers: { accept: 'application/json' } });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && body) return body;
    const error = (body?.error ?? {}) as { code?: number; error_subcode?: number; message?: string };
    if (error.code === 190) {
      // The person's token expired (60 days) or the app was removed: consent is needed again.
      const row = await findConnection({ db: deps.db, companyId, id: connectionId });
      await markConnectionReconnect({
        deps,
        connection: row,
        reason: error.error_subcode === 458 ? 'revoked' : 'token_invalid',
      });
      throw fail('CONNECTION_NEEDS_RECONNECT');
    }
    // 4, 17, 32, 613, 80000–80014: Meta's rate limits.
    if (
      response.status === 429 ||
      [4, 17, 32, 613].includes(error.code ?? 0) ||
      ((error.code ?? 0) >= 80000 && (error.code ?? 0) <= 80014)
    )
      throw fail('CHANNEL_RATE_LIMITED');
    if (error.code === 200 || error.code === 10) throw fail('CONNECTED_ACCOUNT_NOT_FOUND');
    throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
  };

  const list = async <T>(path: string, params: Record<string, string>): Promise<T[]> => {
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const out: T[] = [];
    let next: string | undefined = url.href;
    for (let pages = 0; next && pages < 50; pages++) {
      const body = await get(next);
      out.push(...((body.data as T[] | undefined) ?? []));
      const paging = body.paging as { next?: string } | undefined;
      next = typeof paging?.next === 'string' ? paging.next : undefined;
    }
    return out;
  };

  return {
    source,
    list,
    async accounts() {
      const rows = await list<{ id?: string; name?: string; currency?: string; timezone_name?: string }>(
        '/me/adaccounts',
        { fields: 'id,account_id,name,currency,timezone_name', limit: '100' },
      );
      return rows
        .filter((a): a is typeof a & { id: string } => typeof a.id === 'string')
        .map((a) => ({
          id: a.id,
          name: a.name || a.id,
          currency: a.currency || 'BRL',
          timeZone: a.timezone_name || 'America/Sao_Paulo',
          managerId: null,
        }));
    },
  };
}
