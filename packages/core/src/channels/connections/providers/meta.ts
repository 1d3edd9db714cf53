import * as oauth from 'oauth4webapi';
import type { ConnectedAccount } from '@verba/db';
import type { ConnectionPurpose } from '@verba/domain';
import type { Deps } from '../../../deps';
import { fail } from '../../../errors';
import { platformFetch } from '../../http/platform-fetch';
import type { OAuthProvider } from '../oauth-provider';
import { metaLiveEndpoints, metaSandboxSecret, metaSandboxSettings } from '../../meta/sandbox/index';

/**
 * Meta (Facebook Login for Business) as the authorisation server of advertiser connections
 * (docs/channels-meta.md, "Facebook Login"): authorization code + state + PKCE S256 on
 * `www.facebook.com/{version}/dialog/oauth`, the code exchanged at `graph.facebook.com/{version}/
 * oauth/access_token` with the app secret (client_secret_post). Meta issues no refresh token: a
 * long-lived user token lasts 60 days, then the connection turns `reconnect`.
 *
 * Purposes: `facebook_page` — the Page (and its Instagram account) the ads run under; Verba creates
 * the ads with its own system user, the person's token only lists what was granted. `ads_account_read`
 * — the advertiser's own ad accounts, read only (`ads_read`: insights and object reads, never
 * writes; Meta has a real read-only permission, unlike Google Ads).
 */
export const metaScopes: Readonly<Record<'facebook_page' | 'ads_account_read', string[]>> = {
  facebook_page: ['pages_show_list', 'pages_manage_ads', 'pages_read_engagement', 'instagram_basic'],
  ads_account_read: ['ads_read', 'business_management'],
};

/**
 * Meta's token endpoint answers refusals in the Graph API shape (`{error: {message, type, code,
 * error_subcode}}`, e.g. "This authorization code has been used.", code 100 / 36009), not RFC 6749's
 * (`{error: "invalid_grant"}`). Translated here so the generic client sees a refused code as
 * `invalid_grant` (OAUTH_CODE_REJECTED) and an app problem as `invalid_client`.
 */
async function metaTokenFetch(url: string, init: RequestInit): Promise<Response> {
  const response = await platformFetch(url, init);
  if (response.ok || !url.includes('/oauth/access_token')) return response;
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; code?: number; error_subcode?: number };
  } | null;
  const code = body?.error?.code;
  const error =
    code === 100 ? 'invalid_grant' : code === 101 || code === 1 ? 'invalid_client' : 'invalid_request';
  return new Response(
    JSON.stringify({ error, error_description: body?.error?.message ?? `HTTP ${response.status}` }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  );
}

export function metaProvider(deps: Pick<Deps, 'config'>): OAuthProvider {
  const { config } = deps;
  let endpoints = metaLiveEndpoints;
  let appId: string;
  let appSecret: string;
  if (config.channelsMode === 'live') {
    if (!config.meta) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    ({ appId, appSecret } = config.meta);
  } else {
    if (!metaSandboxSecret(config)) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    const settings = metaSandboxSettings(config);
    endpoints = settings.endpoints;
    ({ appId, appSecret } = settings.credentials);
  }

  const graph = async (path: string, accessToken: string, method = 'GET') => {
    const response = await platformFetch(`${endpoints.graphBaseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok) {
      const error = (body?.error ?? {}) as { code?: number };
      // 190: the token is not (or no longer) valid; 200: a permission was not granted.
      if (error.code === 200) throw fail('OAUTH_SCOPE_NOT_GRANTED');
      throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    }
    return body ?? {};
  };

  return {
    platform: 'meta',
    authorizationEndpoint: endpoints.oauthAuthorizeUrl,
    server: {
      issuer:
        config.channelsMode === 'live' ? 'https://www.facebook.com' : new URL(endpoints.oauthTokenUrl).origin,
      authorization_endpoint: endpoints.oauthAuthorizeUrl,
      token_endpoint: endpoints.oauthTokenUrl,
    },
    client: { client_id: appId },
    clientAuth: oauth.ClientSecretPost(appSecret),
    customFetch: metaTokenFetch,
    scopes(purpose: ConnectionPurpose) {
      if (purpose === 'facebook_page' || purpose === 'ads_account_read') return metaScopes[purpose];
      throw fail('CONNECTION_PURPOSE_UNSUPPORTED');
    },
    // The dialog's language (Meta's locale codes).
    extraAuthorizationParameters: (language) => ({
      locale: language === 'pt_BR' ? 'pt_BR' : language === 'es' ? 'es_LA' : 'en_US',
    }),
    async listAccounts({ purpose, accessToken }): Promise<ConnectedAccount[]> {
      // A person may decline permissions in the dialog: what was granted is on /me/permissions.
      const permissions = (await graph('/me/permissions', accessToken)) as {
        data?: { permission?: string; status?: string }[];
      };
      const granted = new Set(
        (permissions.data ?? []).filter((p) => p.status === 'granted').map((p) => p.permission),
      );
      if (!metaScopes[purpose as 'facebook_page' | 'ads_account_read']?.every((s) => granted.has(s)))
        throw fail('OAUTH_SCOPE_NOT_GRANTED');
      if (purpose === 'facebook_page') {
        // The Pages granted in the dialog, each with the Instagram professional account linked to it.
        const pages = (await graph(
          '/me/accounts?fields=id,name,tasks,instagram_business_account&limit=100',
          accessToken,
        )) as { data?: { id?: string; name?: string; instagram_business_account?: { id?: string } }[] };
        // One connection is one Page (the dialog grants one), with its own Instagram account.
        const page = (pages.data ?? []).find((p) => typeof p.id === 'string');
        if (!page?.id) return [];
        const out: ConnectedAccount[] = [{ id: page.id, name: page.name || page.id, kind: 'facebook_page' }];
        const instagram = page.instagram_business_account?.id;
        if (instagram)
          out.push({ id: instagram, name: `Instagram · ${page.name ?? page.id}`, kind: 'instagram_account' });
        return out;
      }
      if (purpose === 'ads_account_read') {
        const accounts = (await graph(
          '/me/adaccounts?fields=id,account_id,name,currency&limit=100',
          accessToken,
        )) as {
          data?: { id?: string; name?: string }[];
        };
        return (accounts.data ?? [])
          .filter((a): a is { id: string; name?: string } => typeof a.id === 'string')
          .map((a) => ({ id: a.id, name: a.name || a.id, kind: 'ad_account' }));
      }
      throw fail('CONNECTION_PURPOSE_UNSUPPORTED');
    },
    // Meta has no RFC 7009 endpoint: DELETE /me/permissions de-authorises the app for the person.
    async revoke(token: string) {
      const response = await platformFetch(`${endpoints.graphBaseUrl}/me/permissions`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      await response.body?.cancel();
      // 190: the token is already invalid — nothing left to end.
      return response.ok || response.status === 400;
    },
  };
}
