import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The access and refresh tokens the platform sandboxes issue (DESIGN §9). They are opaque to Verba's
 * connectors, as real platform tokens are; the sandboxes verify them statelessly: a token is
 * `<prefix>.<payload>.<hmac>` with the payload in base64url JSON. The key comes from the
 * installation's secret, so a token minted by one process is honoured by every other.
 */
export interface SandboxTokenClaims {
  /** The sandbox platform the token is for (`google`, `meta`, `spotify`). */
  platform: string;
  /** Who consented: the sandbox account's id. */
  subject: string;
  scopes: string[];
  kind: 'access' | 'refresh';
  /** Unique id, so a revoked refresh token can be remembered. */
  jti: string;
  /** Expiry, seconds since the epoch (refresh tokens: far future). */
  exp: number;
}

export interface SandboxTokens {
  issue(claims: Omit<SandboxTokenClaims, 'jti'>): string;
  /** The claims of a genuine, unexpired token of that platform, else null. */
  verify(token: string, platform: string, now?: Date): SandboxTokenClaims | null;
}

export function createSandboxTokens(secret: string): SandboxTokens {
  const sign = (text: string) =>
    createHmac('sha256', `sandbox-tokens:${secret}`).update(text).digest('base64url');
  return {
    issue(claims) {
      const payload = Buffer.from(JSON.stringify({ ...claims, jti: randomUUID() })).toString('base64url');
      const prefix = claims.kind === 'access' ? 'sbx-at' : 'sbx-rt';
      return `${prefix}.${payload}.${sign(`${prefix}.${payload}`)}`;
    },
    verify(token, platform, now = new Date()) {
      const [prefix, payload, mac] = token.split('.');
      if (!prefix || !payload || !mac) return null;
      const expected = Buffer.from(sign(`${prefix}.${payload}`));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let claims: SandboxTokenClaims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SandboxTokenClaims;
      } catch {
        return null;
      }
      if (claims.platform !== platform) return null;
      if (claims.exp * 1000 <= now.getTime()) return null;
      return claims;
    },
  };
}
