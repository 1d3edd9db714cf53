import * as oauth from 'oauth4webapi';
import type { ConnectedAccount } from '@verba/db';
import type { ConnectionPlatform, ConnectionPurpose, Language } from '@verba/domain';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { platformFetch } from '../http/platform-fetch';
import { googleProvider } from './providers/google';
import { metaProvider } from './providers/meta';
import { spotifyProvider } from './providers/spotify';

/**
 * What the generic OAuth 2.0 client (start, complete, refresh, revoke) needs to know of one platform
 * (docs/channels-connections.md, "A new platform"). Meta and Spotify add one file under providers/
 * and one line in `providers` below.
 */
export interface OAuthProvider {
  platform: ConnectionPlatform;
  /** Where the browser is sent to consent (the platform's page; the sandbox's on loopback). */
  authorizationEndpoint: string;
  /** Endpoints Verba's server calls (token, revocation). */
  server: oauth.AuthorizationServer;
  client: oauth.Client;
  clientAuth: oauth.ClientAuth;
  /** The scopes asked for each purpose; a grant without them all is refused. */
  scopes(purpose: ConnectionPurpose): string[];
  /**
   * Platform-specific authorisation parameters (Google: offline access, consent every time, the
   * consent page in the user's language).
   */
  extraAuthorizationParameters(language: Language): Record<string, string>;
  /** What a fresh token reaches for this purpose (the first is the connection's account). */
  listAccounts(options: { purpose: ConnectionPurpose; accessToken: string }): Promise<ConnectedAccount[]>;
  /** The token endpoint's HTTP when the platform's answers need translating to RFC 6749 (Meta). */
  customFetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Ends a grant where the platform has no RFC 7009 endpoint (Meta: DELETE /me/permissions). */
  revoke?: (token: string) => Promise<boolean>;
}

const providers: Partial<Record<ConnectionPlatform, (deps: Pick<Deps, 'config'>) => OAuthProvider>> = {
  google_ads: googleProvider,
  meta: metaProvider,
  spotify: spotifyProvider,
};

/** The provider of a platform, or CHANNEL_PLATFORM_UNAVAILABLE (not built yet, or live without credentials). */
export function providerFor(deps: Pick<Deps, 'config'>, platform: ConnectionPlatform): OAuthProvider {
  const make = providers[platform];
  if (!make) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
  return make(deps);
}

/** oauth4webapi refuses plain HTTP unless told: the sandboxes answer on loopback over http. */
/**
 * Options of every oauth4webapi call: plain HTTP allowed only for the sandboxes on loopback, and the
 * calls go through platformFetch (timeout, a token endpoint's 429 Retry-After honoured).
 */
export function requestOptions(provider: OAuthProvider) {
  const insecure = provider.server.token_endpoint?.startsWith('http:') ?? false;
  return {
    [oauth.allowInsecureRequests]: insecure,
    [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) =>
      (provider.customFetch ?? platformFetch)(url, init as RequestInit),
  };
}
