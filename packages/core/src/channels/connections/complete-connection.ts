import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import * as oauth from 'oauth4webapi';
import { channelConnections, oauthStates, type ChannelConnectionRow, type ConnectedAccount } from '@verba/db';
import { oauthRedirectPaths, type ConnectionPlatform } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { DomainError, fail } from '../../errors';
import { recordAudit } from '../../audit/record-audit';
import { hashToken } from '../../security/tokens';
import { channelTokenBox, viewConnection, type ConnectionView } from './connection-rules';
import { providerFor, requestOptions, type OAuthProvider } from './oauth-provider';
import { revokeAtPlatform } from './revoke-at-platform';

export interface CompleteConnectionInput {
  platform: ConnectionPlatform;
  /** The query parameters the platform sent the browser back with (`code`, `state`, or `error`…). */
  parameters: Record<string, string>;
}

/**
 * POST connections/complete — the SPA's /google-oauth-redirect page hands over what the platform
 * sent back. The state must be one this user started, unused and unexpired (else OAUTH_STATE_INVALID,
 * OAUTH_STATE_USED, OAUTH_STATE_EXPIRED); it is spent before anything else, so a replayed callback
 * never exchanges a code twice. The code is exchanged with the sealed PKCE verifier (a platform
 * refusal: OAUTH_CODE_REJECTED), the grant must hold the scopes asked, and what the token reaches is
 * listed (nothing: CONNECTION_NOTHING_REACHABLE, the token is revoked). The connection is stored with
 * its tokens sealed, replacing a live connection to the same platform account. Audited.
 */
export async function completeConnection({
  deps,
  actor,
  input,
}: {
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'logger'>;
  actor: Actor;
  input: CompleteConnectionInput;
}): Promise<{ connection: ConnectionView; return_path: string }> {
  const state = input.parameters.state;
  if (!state) throw fail('OAUTH_STATE_INVALID');
  const now = deps.now();
  const [stored] = await deps.db
    .select()
    .from(oauthStates)
    .where(eq(oauthStates.stateHash, hashToken(state)))
    .limit(1);
  // A state of another user (or company, or platform) is as unknown as a made-up one.
  if (
    !stored ||
    stored.userId !== actor.userId ||
    stored.companyId !== actor.companyId ||
    stored.platform !== input.platform
  )
    throw fail('OAUTH_STATE_INVALID');
  if (stored.usedAt) throw fail('OAUTH_STATE_USED');
  if (stored.expiresAt.getTime() <= now.getTime()) throw fail('OAUTH_STATE_EXPIRED');
  const spent = await deps.db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(and(eq(oauthStates.stateHash, stored.stateHash), isNull(oauthStates.usedAt)))
    .returning({ stateHash: oauthStates.stateHash });
  if (spent.length === 0) throw fail('OAUTH_STATE_USED');

  const box = channelTokenBox(deps);
  const codeVerifier = box.open(stored.codeVerifierSealed);
  if (codeVerifier === null) throw fail('OAUTH_STATE_INVALID');
  const provider = providerFor(deps, input.platform);

  const returned = new URLSearchParams(input.parameters);
  // RFC 9207 `iss`: checked against the live issuer. The sandboxes on loopback may name themselves
  // by another URL; there the per-platform redirect URI and the state bound to its platform are the
  // mix-up defence (RFC 9207 §1), so their `iss` is not compared.
  if (deps.config.channelsMode === 'sandbox') returned.delete('iss');
  let callback: URLSearchParams;
  try {
    callback = oauth.validateAuthResponse(provider.server, provider.client, returned, state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied')
      throw fail('OAUTH_CONSENT_DENIED');
    throw fail('OAUTH_CODE_REJECTED', undefined, { reason: reasonOf(error) });
  }

  const tokens = await exchangeCode({ deps, provider, callback, codeVerifier, platform: input.platform });
  const asked = provider.scopes(stored.purpose);
  // Google lets the user untick scopes on the consent page: the grant says what was given.
  const granted = tokens.scope ? tokens.scope.split(' ').filter(Boolean) : asked;
  if (!asked.every((scope) => granted.includes(scope))) {
    await revokeAtPlatform({ deps, provider, token: tokens.refresh_token ?? tokens.access_token });
    throw fail('OAUTH_SCOPE_NOT_GRANTED');
  }
  let accounts: ConnectedAccount[];
  try {
    accounts = await provider.listAccounts({ purpose: stored.purpose, accessToken: tokens.access_token });
  } catch (error) {
    // Nothing will hold this grant: end it at the platform rather than leave it behind.
    await revokeAtPlatform({ deps, provider, token: tokens.refresh_token ?? tokens.access_token });
    throw error;
  }
  const first = accounts[0];
  if (!first) {
    await revokeAtPlatform({ deps, provider, token: tokens.refresh_token ?? tokens.access_token });
    throw fail('CONNECTION_NOTHING_REACHABLE');
  }

  const values = {
    displayName: first.name,
    accounts,
    scopes: granted,
    accessTokenSealed: box.seal(tokens.access_token),
    refreshTokenSealed: tokens.refresh_token ? box.seal(tokens.refresh_token) : null,
    expiresAt: tokens.expires_in !== undefined ? new Date(now.getTime() + tokens.expires_in * 1000) : null,
    status: 'active' as const,
    statusReason: null,
    connectedByUserId: actor.userId,
    connectedAt: now,
    lastRefreshedAt: now,
    updatedAt: now,
  };
  const row = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: channelConnections.id })
      .from(channelConnections)
      .where(
        and(
          eq(channelConnections.advertiserId, stored.advertiserId),
          eq(channelConnections.platform, stored.platform),
          eq(channelConnections.purpose, stored.purpose),
          eq(channelConnections.externalAccountId, first.id),
          ne(channelConnections.status, 'disconnected'),
        ),
      )
      .for('update');
    let saved: ChannelConnectionRow;
    if (existing) {
      [saved] = (await tx
        .update(channelConnections)
        .set(values)
        .where(eq(channelConnections.id, existing.id))
        .returning()) as [ChannelConnectionRow];
    } else {
      [saved] = (await tx
        .insert(channelConnections)
        .values({
          id: randomUUID(),
          companyId: stored.companyId,
          advertiserId: stored.advertiserId,
          platform: stored.platform,
          purpose: stored.purpose,
          externalAccountId: first.id,
          ...values,
        })
        .returning()) as [ChannelConnectionRow];
    }
    await recordAudit({
      db: tx,
      actor,
      action: 'channel_connection.connected',
      targetType: 'channel_connection',
      targetId: saved.id,
      metadata: {
        advertiser_id: saved.advertiserId,
        platform: saved.platform,
        purpose: saved.purpose,
        account: saved.externalAccountId,
        scopes: saved.scopes,
        replaced: existing !== undefined,
      },
      at: now,
    });
    return saved;
  });
  return {
    connection: await viewConnection({ db: deps.db, row, actor }),
    return_path: stored.returnPath,
  };
}

async function exchangeCode({
  deps,
  provider,
  callback,
  codeVerifier,
  platform,
}: {
  deps: Pick<Deps, 'config' | 'logger'>;
  provider: OAuthProvider;
  callback: URLSearchParams;
  codeVerifier: string;
  platform: ConnectionPlatform;
}): Promise<oauth.TokenEndpointResponse> {
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      provider.server,
      provider.client,
      provider.clientAuth,
      callback,
      `${deps.config.appUrl}${oauthRedirectPaths[platform]}`,
      codeVerifier,
      requestOptions(provider),
    );
    return await oauth.processAuthorizationCodeResponse(provider.server, provider.client, response);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // invalid_grant: a spent or forged code, or a verifier that does not match its challenge (PKCE).
    if (error instanceof oauth.ResponseBodyError)
      throw fail('OAUTH_CODE_REJECTED', undefined, { reason: error.error });
    deps.logger.warn({ platform, reason: reasonOf(error) }, 'OAuth code exchange failed');
    throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
  }
}

const reasonOf = (error: unknown) =>
  error instanceof oauth.AuthorizationResponseError || error instanceof oauth.ResponseBodyError
    ? error.error
    : error instanceof Error
      ? error.message
      : String(error);
