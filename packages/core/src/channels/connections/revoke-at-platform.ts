import * as oauth from 'oauth4webapi';
import type { Deps } from '../../deps';
import { requestOptions, type OAuthProvider } from './oauth-provider';

/**
 * Revokes a token at the platform (RFC 7009; Google: POST oauth2.googleapis.com/revoke, and revoking
 * the refresh token ends the whole grant). Best effort: answers whether the platform confirmed, and
 * never throws — Verba stops using the connection either way.
 */
export async function revokeAtPlatform({
  deps,
  provider,
  token,
}: {
  deps: Pick<Deps, 'logger'>;
  provider: OAuthProvider;
  token: string;
}): Promise<boolean> {
  try {
    if (provider.revoke) return await provider.revoke(token);
    const response = await oauth.revocationRequest(
      provider.server,
      provider.client,
      provider.clientAuth,
      token,
      requestOptions(provider),
    );
    await oauth.processRevocationResponse(response);
    return true;
  } catch (error) {
    // Google answers 400 invalid_token for a token already revoked or expired: nothing left to end.
    if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_token') return true;
    deps.logger.warn(
      { platform: provider.platform, reason: error instanceof Error ? error.message : String(error) },
      'token revocation failed',
    );
    return false;
  }
}
