import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { createGoogleAdsClient, type GaqlRow, type GoogleAdsClient } from '../google-ads/client';
import {
  googleLiveEndpoints,
  googleSandboxCredentials,
  googleSandboxEndpoints,
  googleSandboxSecret,
  googleSandboxSettings,
  type GoogleEndpoints,
} from '../google-ads/sandbox/index';
import { channelTokenSource, type ChannelTokenSource } from '../connections/channel-token-source';

/**
 * Reading an advertiser's OWN Google Ads accounts with their read-only connection
 * (`ads_account_read`, docs/channels-connected-accounts.md). The customer is reached with the
 * advertiser's own OAuth token (channelTokenSource: sealed tokens, refresh, "reconnect"), Verba's
 * developer token, and `login-customer-id` only for a client reached through one of the
 * advertiser's manager accounts. Only searches: no mutate is ever sent with an advertiser's grant.
 */
export interface AdvertiserGoogleAds {
  readonly source: ChannelTokenSource;
  /** The customers the grant reaches, managers expanded to their direct clients. */
  customers(): Promise<AdvertiserCustomer[]>;
  /** A search client for one customer (its manager as login-customer-id when reached through one). */
  clientFor(customer: Pick<AdvertiserCustomer, 'id' | 'managerId'>): GoogleAdsClient;
}

export interface AdvertiserCustomer {
  id: string;
  name: string;
  currency: string;
  timeZone: string;
  /** The advertiser's manager account it is reached through, or null (directly accessible). */
  managerId: string | null;
}

/** The Google Ads API endpoints and developer token for advertisers' connections in the running mode. */
export function googleAdsConnectionAccess(deps: Pick<Deps, 'config'>): {
  endpoints: GoogleEndpoints;
  developerToken: string;
} {
  const { config } = deps;
  if (config.channelsMode === 'live') {
    const developerToken = config.googleAds?.developerToken;
    if (!developerToken) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    return { endpoints: googleLiveEndpoints, developerToken };
  }
  const secret = googleSandboxSecret(config);
  if (!secret) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
  const elsewhere = config.googleConnections.sandboxUrl;
  return {
    endpoints: elsewhere ? googleSandboxEndpoints(elsewhere) : googleSandboxSettings(config).endpoints,
    developerToken: googleSandboxCredentials(secret).developerToken,
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export async function openAdvertiserGoogleAds({
  deps,
  companyId,
  connectionId,
}: {
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'logger'>;
  companyId: string;
  connectionId: string;
}): Promise<AdvertiserGoogleAds> {
  const { endpoints, developerToken } = googleAdsConnectionAccess(deps);
  const source = await channelTokenSource({ deps, companyId, connectionId });
  let stale = false;
  const tokens = {
    token: () => {
      if (!stale) return source.accessToken();
      stale = false;
      return source.refreshAccessToken();
    },
    invalidate: () => {
      stale = true;
    },
  };
  const clientFor = (customer: Pick<AdvertiserCustomer, 'id' | 'managerId'>) =>
    createGoogleAdsClient({
      endpoints,
      credentials: { developerToken, customerId: customer.id, loginCustomerId: customer.managerId },
      tokens,
    });

  const one = async (id: string, managerId: string | null, row: GaqlRow | undefined) => {
    const c = row?.customer ?? {};
    return {
      id,
      name: str(c.descriptiveName) || id,
      currency: str(c.currencyCode) || 'BRL',
      timeZone: str(c.timeZone) || 'America/Sao_Paulo',
      managerId,
      manager: c.manager === true,
    };
  };

  return {
    source,
    clientFor,
    async customers() {
      // CustomerService.ListAccessibleCustomers (GET): the customers the grant reaches directly.
      const response = await source.fetch(`${endpoints.apiBaseUrl}/customers:listAccessibleCustomers`, {
        headers: { accept: 'application/json', 'developer-token': developerToken },
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
      }
      const body = (await response.json()) as { resourceNames?: string[] };
      const ids = (body.resourceNames ?? [])
        .map((name) => /^customers\/(\d+)$/.exec(name)?.[1])
        .filter((id): id is string => id !== undefined);
      const found: AdvertiserCustomer[] = [];
      for (const id of ids) {
        const [row] = await clientFor({ id, managerId: null }).search(
          'SELECT customer.id, customer.descriptive_name, customer.currency_code, customer.time_zone, customer.manager FROM customer',
        );
        const customer = await one(id, null, row);
        if (!customer.manager) {
          found.push(customer);
          continue;
        }
        // A manager: its direct clients, reached with the manager as login-customer-id.
        const clients = await clientFor({ id, managerId: id }).search(
          'SELECT customer_client.id, customer_client.descriptive_name, customer_client.currency_code, customer_client.time_zone, customer_client.manager, customer_client.level FROM customer_client WHERE customer_client.level = 1',
        );
        for (const client of clients) {
          const c = client.customerClient ?? {};
          if (c.manager === true) continue;
          const clientId = str(c.id);
          if (!clientId || found.some((f) => f.id === clientId)) continue;
          found.push({
            id: clientId,
            name: str(c.descriptiveName) || clientId,
            currency: str(c.currencyCode) || 'BRL',
            timeZone: str(c.timeZone) || 'America/Sao_Paulo',
            managerId: id,
          });
        }
      }
      return found.map(({ id, name, currency, timeZone, managerId }) => ({
        id,
        name,
        currency,
        timeZone,
        managerId,
      }));
    },
  };
}
