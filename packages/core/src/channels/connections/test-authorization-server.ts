import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { googleSandboxPrefix } from '../google-ads/sandbox/endpoints';

/**
 * TESTS ONLY: a minimal OAuth 2.0 authorisation server and resource server that follows the
 * standards the connections rely on, shaped like Google's (the paths of googleSandboxEndpoints):
 * RFC 6749 authorization code and refresh grants with client_secret_post, RFC 7636 PKCE (S256
 * required: a code is only exchanged with the verifier of its challenge), RFC 7009 revocation,
 * RFC 6750 bearer answers (401 with WWW-Authenticate), and the two listing calls (YouTube Data API
 * channels.list mine=true, Google Ads customers:listAccessibleCustomers). Hooks let a test expire
 * access tokens, revoke a grant as the user would on their Google account, or rate-limit a path.
 */
export interface TestAuthorizationServer {
  /** The origin: GOOGLE_SANDBOX_URL for the app (it adds /sandbox/google). */
  url: string;
  /** Where the Google paths start: `<url>/sandbox/google`. */
  base: string;
  clientId: string;
  /** Requests seen, by path (`/token` counts refreshes and exchanges alike). */
  calls: { path: string; grantType?: string; status: number }[];
  /** Consents as the user clicking "Allow" (or "Cancel"): answers the redirect's query parameters. */
  consent(
    authorizationUrl: string,
    options?: { deny?: boolean; grantScopes?: string[] },
  ): Promise<URLSearchParams>;
  /** Every access token issued so far stops working (as if expired at the platform). */
  expireAccessTokens(): void;
  /** The user removes Verba's access on their account: every refresh and access token dies. */
  revokeEverything(): void;
  /** The next `times` calls to `path` answer 429 with `Retry-After: seconds`. */
  rateLimit(path: string, times: number, retryAfterSeconds: number): void;
  /** The YouTube channels the consenting account owns (default one). */
  channels: { id: string; title: string }[];
  customers: string[];
  revokedTokens: Set<string>;
  close(): Promise<void>;
}

interface Code {
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  method: string | null;
  scopes: string[];
  used: boolean;
}

export async function startTestAuthorizationServer({
  clientId,
  clientSecret,
}: {
  clientId: string;
  clientSecret: string;
}): Promise<TestAuthorizationServer> {
  const codes = new Map<string, Code>();
  const refreshTokens = new Map<string, { scopes: string[]; revoked: boolean }>();
  const accessTokens = new Map<string, { scopes: string[]; refresh: string; valid: boolean }>();
  const limits = new Map<string, { times: number; seconds: number }>();
  const prefix = googleSandboxPrefix;
  const token = (kind: string) => `${kind}.${randomBytes(24).toString('base64url')}`;

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    });
    res.end(JSON.stringify(body));
  };
  const readForm = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  };
  const bearer = (req: IncomingMessage, scope: string) => {
    const header = req.headers.authorization ?? '';
    const value = header.startsWith('Bearer ') ? header.slice(7) : '';
    const grant = accessTokens.get(value);
    return grant && grant.valid && grant.scopes.includes(scope) ? grant : null;
  };
  const unauthorized = (res: ServerResponse) =>
    // Google APIs: 401 UNAUTHENTICATED with a WWW-Authenticate challenge (RFC 6750 §3).
    json(
      res,
      401,
      {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      },
      { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
    );

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // Mounted where the app mounts its Google sandbox (google-ads/sandbox/endpoints.ts).
      if (!url.pathname.startsWith(prefix)) {
        res.writeHead(404);
        return res.end();
      }
      url.pathname = url.pathname.slice(prefix.length);
      const record = (status: number, grantType?: string) =>
        api.calls.push({ path: url.pathname, grantType, status });
      const limit = limits.get(url.pathname);
      if (limit && limit.times > 0) {
        limit.times--;
        record(429);
        return json(
          res,
          429,
          { error: { code: 429, message: 'Quota exceeded.', status: 'RESOURCE_EXHAUSTED' } },
          { 'retry-after': String(limit.seconds) },
        );
      }
      if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
        const q = url.searchParams;
        const redirect = new URL(q.get('redirect_uri') ?? '');
        if (q.get('client_id') !== clientId || q.get('response_type') !== 'code') {
          record(400);
          return json(res, 400, { error: 'invalid_request' });
        }
        if (q.get('deny') === '1') {
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = token('4/code');
          const asked = (q.get('scope') ?? '').split(' ').filter(Boolean);
          const granted = q.get('grant_scopes')?.split(' ').filter(Boolean) ?? asked;
          codes.set(code, {
            clientId,
            redirectUri: redirect.origin + redirect.pathname,
            challenge: q.get('code_challenge'),
            method: q.get('code_challenge_method'),
            scopes: granted,
            used: false,
          });
          redirect.searchParams.set('code', code);
          redirect.searchParams.set('scope', granted.join(' '));
        }
        if (q.get('state')) redirect.searchParams.set('state', q.get('state')!);
        record(302);
        res.writeHead(302, { location: redirect.href });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = await readForm(req);
        const grantType = form.get('grant_type') ?? undefined;
        const refuse = (error: string, description: string, status = 400) => {
          record(status, grantType);
          json(res, status, { error, error_description: description });
        };
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
          return refuse('invalid_client', 'The OAuth client was not found.', 401);
        if (grantType === 'authorization_code') {
          const code = codes.get(form.get('code') ?? '');
          if (!code) return refuse('invalid_grant', 'Malformed auth code.');
          if (code.used) return refuse('invalid_grant', 'Bad Request'); // a code works once
          code.used = true;
          if (form.get('redirect_uri') !== code.redirectUri)
            return refuse('redirect_uri_mismatch', 'Bad Request');
          const verifier = form.get('code_verifier');
          if (code.challenge !== null) {
            if (!verifier) return refuse('invalid_grant', 'Missing code verifier.');
            const computed = createHash('sha256').update(verifier).digest('base64url');
            if (code.method !== 'S256' || computed !== code.challenge)
              return refuse('invalid_grant', 'Invalid code verifier.');
          } else return refuse('invalid_request', 'PKCE is required.');
          const refresh = token('1//rt');
          refreshTokens.set(refresh, { scopes: code.scopes, revoked: false });
          const access = token('ya29');
          accessTokens.set(access, { scopes: code.scopes, refresh, valid: true });
          record(200, grantType);
          return json(res, 200, {
            access_token: access,
            expires_in: 3599,
            refresh_token: refresh,
            scope: code.scopes.join(' '),
            token_type: 'Bearer',
          });
        }
        if (grantType === 'refresh_token') {
          const refresh = form.get('refresh_token') ?? '';
          const grant = refreshTokens.get(refresh);
          if (!grant || grant.revoked) return refuse('invalid_grant', 'Token has been expired or revoked.');
          const access = token('ya29');
          accessTokens.set(access, { scopes: grant.scopes, refresh, valid: true });
          record(200, grantType);
          return json(res, 200, {
            access_token: access,
            expires_in: 3599,
            scope: grant.scopes.join(' '),
            token_type: 'Bearer',
          });
        }
        return refuse('unsupported_grant_type', 'Invalid grant_type.');
      }
      if (req.method === 'POST' && url.pathname === '/revoke') {
        const form = await readForm(req);
        const value = form.get('token') ?? '';
        const refresh = refreshTokens.get(value);
        const access = accessTokens.get(value);
        if (!refresh && !access) {
          record(400);
          return json(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
        }
        const root = refresh ? value : access!.refresh;
        refreshTokens.get(root)!.revoked = true;
        for (const grant of accessTokens.values()) if (grant.refresh === root) grant.valid = false;
        api.revokedTokens.add(value);
        record(200);
        return json(res, 200, {});
      }
      if (req.method === 'GET' && url.pathname === '/youtube/v3/channels') {
        if (!bearer(req, 'https://www.googleapis.com/auth/youtube.readonly')) {
          record(401);
          return unauthorized(res);
        }
        record(200);
        return json(res, 200, {
          kind: 'youtube#channelListResponse',
          pageInfo: { totalResults: api.channels.length, resultsPerPage: 5 },
          items: api.channels.map((c) => ({
            kind: 'youtube#channel',
            id: c.id,
            snippet: { title: c.title },
          })),
        });
      }
      if (req.method === 'GET' && /^\/ads\/v\d+\/customers:listAccessibleCustomers$/.test(url.pathname)) {
        if (!bearer(req, 'https://www.googleapis.com/auth/adwords')) {
          record(401);
          return unauthorized(res);
        }
        if (!req.headers['developer-token']) {
          record(400);
          return json(res, 400, {
            error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Missing developer token.' },
          });
        }
        record(200);
        return json(res, 200, { resourceNames: api.customers.map((id) => `customers/${id}`) });
      }
      record(404);
      return json(res, 404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api: TestAuthorizationServer = {
    url,
    base: `${url}${prefix}`,
    clientId,
    calls: [],
    channels: [{ id: 'UCtest-cafe-aurora', title: 'Café Aurora' }],
    customers: ['1234567890', '9876543210'],
    revokedTokens: new Set(),
    async consent(authorizationUrl, options = {}) {
      const target = new URL(authorizationUrl);
      if (options.deny) target.searchParams.set('deny', '1');
      if (options.grantScopes) target.searchParams.set('grant_scopes', options.grantScopes.join(' '));
      const response = await fetch(target, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`consent failed: ${response.status}`);
      return new URL(location).searchParams;
    },
    expireAccessTokens() {
      for (const grant of accessTokens.values()) grant.valid = false;
    },
    revokeEverything() {
      for (const grant of refreshTokens.values()) grant.revoked = true;
      for (const grant of accessTokens.values()) grant.valid = false;
    },
    rateLimit(path, times, seconds) {
      limits.set(path, { times, seconds });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return api;
}
