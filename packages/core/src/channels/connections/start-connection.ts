import { lt } from 'drizzle-orm';
import * as oauth from 'oauth4webapi';
import { oauthStates } from '@verba/db';
import {
  canConnect,
  connectablePlatforms,
  oauthRedirectPaths,
  oauthStateMinutes,
  purposesOfPlatform,
  safeReturnPath,
  type ConnectionPlatform,
  type ConnectionPurpose,
} from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { assertEditable, findAdvertiser } from '../../advertisers/find-advertiser';
import { hashToken } from '../../security/tokens';
import { channelTokenBox } from './connection-rules';
import { providerFor } from './oauth-provider';

export interface StartConnectionInput {
  advertiserId: string;
  platform: ConnectionPlatform;
  purpose: ConnectionPurpose;
  /** Where the SPA goes once the flow ends (a path inside Verba; default the connections page). */
  returnPath?: string | undefined;
}

/**
 * POST advertisers/{id}/connections — begins an OAuth 2.0 authorisation-code flow with PKCE (RFC 7636,
 * S256) and `state`: a random state (only its SHA-256 stored) and code verifier (sealed) are kept for
 * 10 minutes, single use, bound to this user, company, advertiser, platform and purpose. Answers the
 * platform's consent URL the browser is sent to. The role rule is canConnect (README "Roles").
 */
export async function startConnection({
  deps,
  actor,
  input,
}: {
  deps: Pick<Deps, 'db' | 'config' | 'now'>;
  actor: Actor;
  input: StartConnectionInput;
}): Promise<{ authorization_url: string; expires_at: string }> {
  const advertiser = await findAdvertiser({
    db: deps.db,
    companyId: actor.companyId,
    id: input.advertiserId,
  });
  if (!canConnect(actor.role, input.purpose)) throw fail('FORBIDDEN');
  if (!purposesOfPlatform[input.platform].includes(input.purpose))
    throw fail('CONNECTION_PURPOSE_UNSUPPORTED');
  if (!connectablePlatforms.includes(input.platform)) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
  assertEditable(advertiser);
  const provider = providerFor(deps, input.platform);
  const box = channelTokenBox(deps);

  const state = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const codeChallenge = await oauth.calculatePKCECodeChallenge(codeVerifier);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + oauthStateMinutes * 60_000);
  // Authorisations abandoned more than a day ago are of no use to anyone.
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now.getTime() - 86_400_000)));
  await deps.db.insert(oauthStates).values({
    stateHash: hashToken(state),
    codeVerifierSealed: box.seal(codeVerifier),
    companyId: actor.companyId,
    advertiserId: advertiser.id,
    userId: actor.userId,
    platform: input.platform,
    purpose: input.purpose,
    returnPath: safeReturnPath(input.returnPath, `/advertisers/${advertiser.id}/connections`),
    createdAt: now,
    expiresAt,
  });

  const url = new URL(provider.authorizationEndpoint);
  url.searchParams.set('client_id', provider.client.client_id);
  url.searchParams.set('redirect_uri', `${deps.config.appUrl}${oauthRedirectPaths[input.platform]}`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', provider.scopes(input.purpose).join(' '));
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  for (const [name, value] of Object.entries(provider.extraAuthorizationParameters(actor.language)))
    url.searchParams.set(name, value);
  return { authorization_url: url.href, expires_at: expiresAt.toISOString() };
}
