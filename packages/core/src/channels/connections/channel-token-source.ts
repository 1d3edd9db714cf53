import { eq } from 'drizzle-orm';
import * as oauth from 'oauth4webapi';
import { channelConnections, type ChannelConnectionRow } from '@verba/db';
import type { Deps } from '../../deps';
import { DomainError, fail } from '../../errors';
import { platformFetch, type PlatformFetchOptions } from '../http/platform-fetch';
import { channelTokenBox, findConnection } from './connection-rules';
import { markConnectionReconnect } from './mark-connection-reconnect';
import { providerFor, requestOptions } from './oauth-provider';

/** A token this close to its expiry is refreshed before use. */
export const refreshSkewMs = 5 * 60_000;

export interface ChannelTokenSource {
  /** The connection (its tokens stay sealed). */
  readonly connection: Omit<ChannelConnectionRow, 'accessTokenSealed' | 'refreshTokenSealed'>;
  /** A valid access token: opened from its sealed form, refreshed first when it is about to expire. */
  accessToken(): Promise<string>;
  /** Refreshes now (after a 401 seen by a caller that sets its own headers); refusals as accessToken. */
  refreshAccessToken(): Promise<string>;
  /**
   * A call to the platform with the connection's token (platformFetch: timeout, 429 Retry-After).
   * A 401 refreshes the token once and tries once more; a second 401 is the caller's answer.
   */
  fetch(url: string | URL, init?: RequestInit): Promise<Response>;
}

/**
 * What connectors and statistics readers use to call a platform for an advertiser: the connection of
 * `companyId` only (another company's is NOT_FOUND), active only (CONNECTION_NEEDS_RECONNECT,
 * CONNECTION_DISCONNECTED). A refresh the platform refuses (`invalid_grant`: revoked, expired consent)
 * marks the connection `reconnect`, records where it is used, and answers CONNECTION_NEEDS_RECONNECT.
 */
export async function channelTokenSource({
  deps,
  companyId,
  connectionId,
  fetchOptions = {},
}: {
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'logger'>;
  companyId: string;
  connectionId: string;
  fetchOptions?: PlatformFetchOptions;
}): Promise<ChannelTokenSource> {
  let row = await findConnection({ db: deps.db, companyId, id: connectionId });
  const usable = () => {
    if (row.status === 'reconnect') throw fail('CONNECTION_NEEDS_RECONNECT');
    if (row.status === 'disconnected') throw fail('CONNECTION_DISCONNECTED');
  };
  usable();
  const box = channelTokenBox(deps);
  const provider = providerFor(deps, row.platform);

  const needsReconnect = async (reason: string): Promise<never> => {
    await markConnectionReconnect({ deps, connection: row, reason });
    row = { ...row, status: 'reconnect', statusReason: reason };
    throw fail('CONNECTION_NEEDS_RECONNECT');
  };

  let refreshing: Promise<string> | null = null;
  const refresh = (): Promise<string> =>
    (refreshing ??= (async () => {
      const refreshToken = row.refreshTokenSealed ? box.open(row.refreshTokenSealed) : null;
      if (refreshToken === null) return needsReconnect('no_refresh_token');
      let tokens: oauth.TokenEndpointResponse;
      try {
        const response = await oauth.refreshTokenGrantRequest(
          provider.server,
          provider.client,
          provider.clientAuth,
          refreshToken,
          requestOptions(provider),
        );
        tokens = await oauth.processRefreshTokenResponse(provider.server, provider.client, response);
      } catch (error) {
        if (error instanceof DomainError) throw error;
        // RFC 6749 §5.2: invalid_grant is a refresh token revoked, expired or issued to another client.
        if (
          error instanceof oauth.ResponseBodyError &&
          ['invalid_grant', 'unauthorized_client'].includes(error.error)
        )
          return needsReconnect(error.error);
        deps.logger.warn(
          { connectionId: row.id, reason: error instanceof Error ? error.message : String(error) },
          'token refresh failed',
        );
        throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
      }
      const now = deps.now();
      const [saved] = await deps.db
        .update(channelConnections)
        .set({
          accessTokenSealed: box.seal(tokens.access_token),
          // Google keeps the refresh token; a platform that rotates it sends a new one.
          ...(tokens.refresh_token ? { refreshTokenSealed: box.seal(tokens.refresh_token) } : {}),
          expiresAt:
            tokens.expires_in !== undefined ? new Date(now.getTime() + tokens.expires_in * 1000) : null,
          lastRefreshedAt: now,
          updatedAt: now,
        })
        .where(eq(channelConnections.id, row.id))
        .returning();
      if (saved) row = saved;
      return tokens.access_token;
    })().finally(() => {
      refreshing = null;
    }));

  const accessToken = async (): Promise<string> => {
    usable();
    const expiring = row.expiresAt !== null && row.expiresAt.getTime() - deps.now().getTime() < refreshSkewMs;
    const current = box.open(row.accessTokenSealed);
    if (expiring || current === null) return refresh();
    return current;
  };

  const withToken = (init: RequestInit, token: string): RequestInit => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    return { ...init, headers };
  };

  return {
    get connection() {
      const { accessTokenSealed: _a, refreshTokenSealed: _r, ...rest } = row;
      return rest;
    },
    accessToken,
    async refreshAccessToken() {
      usable();
      return refresh();
    },
    async fetch(url, init = {}) {
      const response = await platformFetch(url, withToken(init, await accessToken()), fetchOptions);
      if (response.status !== 401) return response;
      await response.body?.cancel();
      return platformFetch(url, withToken(init, await refresh()), fetchOptions);
    },
  };
}
