import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createSandboxTokens } from '../../sandbox/sandbox-tokens';
import { metaSandboxPages, metaSandboxStore } from './graph-sandbox';

/**
 * Facebook Login for Business in the sandbox (issue 28; docs/channels-meta.md, "Facebook Login"):
 * the manual login flow of Meta's "Manually Build a Login Flow" guide —
 *
 * - `GET  /{version}/dialog/oauth?client_id&redirect_uri&state&response_type=code&scope&code_challenge…`
 *   shows a consent page where the person picks the Page (and its Instagram account) the ads run
 *   under; the answer redirects to `redirect_uri?code=…&state=…#_=_` or, on cancel,
 *   `?error=access_denied&error_code=200&error_description=Permissions+error&error_reason=user_denied&state=…`;
 * - `POST|GET /{version}/oauth/access_token` (client_id, client_secret, redirect_uri, code,
 *   code_verifier) answers `{access_token, token_type: "bearer", expires_in}`, refusals in the Graph
 *   API error shape (`{error: {message, type: "OAuthException", code: 100, error_subcode}}`, as seen
 *   in laravel/socialite#385: "This authorization code has been used.");
 * - with the person's token: `GET /me/accounts` (the granted Pages with `instagram_business_account`),
 *   `GET /me/adaccounts` (their own ad accounts), `GET /me/permissions`, `DELETE /me/permissions`
 *   (de-authorises the app: the token stops working).
 *
 * Codes are HMAC-signed (stateless, 10 minutes) and single use (remembered in the sandbox store).
 * Facebook issues no refresh token: the code's token is a long-lived (60-day) user token, after
 * which the person logs in again (the connection turns `reconnect`).
 */
export interface LoginParams {
  client_id?: string;
  redirect_uri?: string;
  state?: string;
  response_type?: string;
  scope?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  locale?: string;
}

export const loginParamNames = [
  'client_id',
  'redirect_uri',
  'state',
  'response_type',
  'scope',
  'code_challenge',
  'code_challenge_method',
  'locale',
] as const;

/** Verba's sandbox Meta app (what META_APP_ID / META_APP_SECRET are live). */
export const metaSandboxAppId = '100000000000042';
export const metaSandboxAppSecret = (secret: string) =>
  createHmac('sha256', `meta-sandbox-app-secret:${secret}`).update('app').digest('hex').slice(0, 32);

/** Permissions the sandbox app may ask (Meta's Permissions Reference). */
export const metaLoginPermissions = [
  'public_profile',
  'pages_show_list',
  'pages_manage_ads',
  'pages_read_engagement',
  'instagram_basic',
  'business_management',
  'ads_read',
  'ads_management',
] as const;

/** The advertisers' own ad accounts in the sandbox, by the Page whose owner logs in. */
export const metaSandboxOwnAdAccounts: Record<string, { id: string; name: string }[]> = {
  '3000000000000011': [{ id: 'act_4000000000000011', name: 'Café da Vila · conta própria' }],
  '3000000000000021': [{ id: 'act_4000000000000021', name: 'Ótica Visão Clara · conta própria' }],
  '3000000000000031': [{ id: 'act_4000000000000031', name: 'Café Serra Azul · conta própria' }],
};

/** Sixty days, the life of a long-lived user access token. */
export const metaLongLivedSeconds = 5_184_000;

const redirectAllowed = (uri: string, appUrl: string) => {
  try {
    const url = new URL(uri);
    if (url.hash) return false;
    if (url.origin === new URL(appUrl).origin) return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
};

export type LoginCheck =
  | { kind: 'consent'; scopes: string[] }
  | { kind: 'page'; status: number; message: string }
  | { kind: 'redirect'; location: string };

const scopesOf = (scope: string | undefined) => (scope ?? '').split(/[\s,]+/).filter(Boolean);

/** The dialog's checks, in Meta's order: the app, the redirect URI, then what is asked. */
export function checkLogin(params: LoginParams, ctx: { appUrl: string }): LoginCheck {
  if (params.client_id !== metaSandboxAppId)
    return {
      kind: 'page',
      status: 400,
      message: 'Invalid App ID: The provided app ID does not look like a valid app ID.',
    };
  if (!params.redirect_uri || !redirectAllowed(params.redirect_uri, ctx.appUrl))
    return {
      kind: 'page',
      status: 400,
      message:
        "URL Blocked: This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings.",
    };
  const back = (error: string, description: string) => {
    const url = new URL(params.redirect_uri!);
    url.searchParams.set('error', error);
    url.searchParams.set('error_description', description);
    if (params.state !== undefined) url.searchParams.set('state', params.state);
    return { kind: 'redirect' as const, location: url.href };
  };
  if (params.response_type !== undefined && params.response_type !== 'code')
    return back('unsupported_response_type', `Invalid response_type: ${params.response_type}`);
  const scopes = scopesOf(params.scope);
  const unknown = scopes.find((s) => !(metaLoginPermissions as readonly string[]).includes(s));
  if (unknown) return back('invalid_scope', `Invalid Scopes: ${unknown}`);
  if (params.code_challenge !== undefined && params.code_challenge_method !== 'S256')
    return back('invalid_request', 'Invalid code_challenge_method');
  return { kind: 'consent', scopes };
}

const sign = (secret: string, text: string) =>
  createHmac('sha256', `meta-sandbox-code:${secret}`).update(text).digest('base64url');

interface CodeClaims {
  c: string;
  r: string;
  h: string | null;
  s: string[];
  p: string[];
  e: number;
  n: string;
}

/** Where the browser goes after the person's answer (Facebook appends `#_=_` to the redirect). */
export function loginAnswer(input: {
  params: LoginParams;
  secret: string;
  allow: boolean;
  pageIds: string[];
  now: Date;
}): string {
  const { params } = input;
  const url = new URL(params.redirect_uri!);
  if (!input.allow) {
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('error_code', '200');
    url.searchParams.set('error_description', 'Permissions error');
    url.searchParams.set('error_reason', 'user_denied');
  } else {
    const claims: CodeClaims = {
      c: params.client_id!,
      r: params.redirect_uri!,
      h: params.code_challenge ?? null,
      s: scopesOf(params.scope),
      p: input.pageIds.filter((id) => id in metaSandboxPages),
      e: input.now.getTime() + 10 * 60_000,
      n: randomUUID(),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    url.searchParams.set('code', `AQ${payload}.${sign(input.secret, payload)}`);
  }
  if (params.state !== undefined) url.searchParams.set('state', params.state);
  url.hash = '_=_';
  return url.href;
}

export interface LoginReply {
  statusCode: number;
  body: unknown;
}

const graphError = (
  message: string,
  code: number,
  subcode?: number,
  type = 'OAuthException',
): LoginReply => ({
  statusCode: 400,
  body: {
    error: {
      message,
      type,
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      fbtrace_id: randomUUID().slice(0, 11),
    },
  },
});

/** The person's token subject: the Pages granted and the grant (for de-authorisation). */
const subjectOf = (pages: string[], grant: string) => `${grant}:${pages.join(',')}`;
export const parseSubject = (subject: string) => {
  const [grant, pages] = subject.split(':');
  return { grant: grant ?? '', pages: (pages ?? '').split(',').filter(Boolean) };
};

/** GET/POST /oauth/access_token with the code (client_secret_post; PKCE verifier when a challenge was sent). */
export function accessTokenRequest(input: {
  secret: string;
  form: Record<string, unknown>;
  now: Date;
}): LoginReply {
  const form = Object.fromEntries(
    Object.entries(input.form).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]),
  ) as Record<string, string | undefined>;
  if (form.client_id !== metaSandboxAppId)
    return graphError('Error validating application. Invalid application ID.', 101);
  if (form.client_secret !== metaSandboxAppSecret(input.secret))
    return graphError('Error validating client secret.', 1, 0);
  const store = metaSandboxStore(input.secret);
  const [payload, mac] = (form.code ?? '').replace(/^AQ/, '').split('.');
  if (!payload || !mac || !safeEqual(sign(input.secret, payload), mac))
    return graphError('Invalid verification code format.', 100, 36007);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CodeClaims;
  if (claims.e <= input.now.getTime()) return graphError('This authorization code has expired.', 100, 36007);
  if (store.usedCodes.has(claims.n)) return graphError('This authorization code has been used.', 100, 36009);
  if (claims.c !== form.client_id || claims.r !== form.redirect_uri)
    return graphError(
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      100,
      36008,
    );
  if (claims.h !== null) {
    const verifier = form.code_verifier ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== claims.h)
      return graphError('Invalid code verifier.', 100, 36008);
  }
  store.usedCodes.add(claims.n);
  store.loginDirty.push({ kind: 'used_code', id: claims.n });
  const tokens = createSandboxTokens(input.secret);
  return {
    statusCode: 200,
    body: {
      access_token: tokens.issue({
        platform: 'meta-user',
        subject: subjectOf(claims.p, claims.n),
        scopes: claims.s,
        kind: 'access',
        exp: Math.floor(input.now.getTime() / 1000) + metaLongLivedSeconds,
      }),
      token_type: 'bearer',
      expires_in: metaLongLivedSeconds,
    },
  };
}

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** `/me…` with a person's token: their Pages, ad accounts and permissions; de-authorisation. */
export function meRequest(input: {
  secret: string;
  method: string;
  path: string;
  token: string | undefined;
  now: Date;
}): LoginReply {
  const store = metaSandboxStore(input.secret);
  const claims = input.token
    ? createSandboxTokens(input.secret).verify(input.token, 'meta-user', input.now)
    : null;
  const subject = claims ? parseSubject(claims.subject) : null;
  if (!claims || !subject || store.revokedGrants.has(subject.grant))
    return graphError(
      claims
        ? 'Error validating access token: The user has not authorized application 100000000000042.'
        : 'Invalid OAuth access token - Cannot parse access token',
      190,
      claims ? 458 : undefined,
    );
  const edge = input.path.replace(/^\/me\/?/, '');
  const has = (permission: string) => claims.scopes.includes(permission);
  if (input.method === 'DELETE' && edge === 'permissions') {
    store.revokedGrants.add(subject.grant);
    store.loginDirty.push({ kind: 'revoked_grant', id: subject.grant });
    return { statusCode: 200, body: { success: true } };
  }
  if (input.method !== 'GET')
    return graphError(`Unsupported ${input.method.toLowerCase()} request.`, 100, 33, 'GraphMethodException');
  switch (edge) {
    case '':
      return {
        statusCode: 200,
        body: { id: `1000${subject.grant.replace(/\D/g, '').slice(0, 11)}`, name: 'Pessoa do sandbox' },
      };
    case 'permissions':
      return {
        statusCode: 200,
        body: { data: claims.scopes.map((permission) => ({ permission, status: 'granted' })) },
      };
    case 'accounts':
      if (!has('pages_show_list')) return graphError('(#200) Requires pages_show_list permission', 200);
      return {
        statusCode: 200,
        body: {
          data: subject.pages.map((id) => {
            const page = metaSandboxPages[id]!;
            return {
              id,
              name: page.name,
              category: 'Empresa local',
              tasks: ['ADVERTISE', 'ANALYZE'],
              ...(page.instagram && has('instagram_basic')
                ? { instagram_business_account: { id: page.instagram } }
                : {}),
            };
          }),
          paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } },
        },
      };
    case 'adaccounts':
      if (!has('ads_read') && !has('ads_management'))
        return graphError('(#200) Requires ads_read permission', 200);
      return {
        statusCode: 200,
        body: {
          data: subject.pages.flatMap((id) =>
            (metaSandboxOwnAdAccounts[id] ?? []).map((account) => ({
              id: account.id,
              account_id: account.id.slice(4),
              name: account.name,
              currency: 'BRL',
              account_status: 1,
            })),
          ),
          paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } },
        },
      };
    default:
      return graphError(`(#100) Tried accessing nonexisting field (${edge}) on node type (User)`, 100);
  }
}

/**
 * A person's long-lived user token as the code exchange issues it (the demo seed stores one as
 * `completeConnection` would after the dialog).
 */
export function metaSandboxUserToken(input: {
  secret: string;
  pageIds: string[];
  scopes: string[];
  now: Date;
}): { token: string; expiresIn: number } {
  return {
    token: createSandboxTokens(input.secret).issue({
      platform: 'meta-user',
      subject: subjectOf(input.pageIds, `demo${randomUUID().replace(/-/g, '')}`),
      scopes: input.scopes,
      kind: 'access',
      exp: Math.floor(input.now.getTime() / 1000) + metaLongLivedSeconds,
    }),
    expiresIn: metaLongLivedSeconds,
  };
}
