import { str } from './failure';
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '@verba/db';
import { createSandboxTokens } from '../../sandbox/sandbox-tokens';
import type { GoogleSandboxKnobs } from './knobs';
import { consumeCode, grantRevoked, revokeGrant, storeCode } from './store';
import {
  accountById,
  adwordsScope,
  decodeSubject,
  encodeSubject,
  googleSandboxCredentials,
  sandboxAccounts,
  youtubeScopes,
} from './world';

/**
 * Google's OAuth 2.0 endpoints in the sandbox (fixtures/oauth.json): the authorization request
 * checks, single-use codes bound to PKCE, the token endpoint (authorization_code with S256 or plain
 * verification, refresh_token) with Google's error bodies, and revocation of the whole grant.
 */
export interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  access_type?: string;
  prompt?: string;
  login_hint?: string;
  include_granted_scopes?: string;
  hl?: string;
}

export const authorizeParamNames: (keyof AuthorizeParams)[] = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'access_type',
  'prompt',
  'login_hint',
  'include_granted_scopes',
  'hl',
];

const knownScopes = new Set([
  adwordsScope,
  ...youtubeScopes,
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/userinfo.email',
  'https://www.googleapis.com/auth/userinfo.profile',
]);

/** A redirect URI the sandbox client accepts: on this app's origin or on loopback. */
export function redirectUriAllowed(uri: string, appUrl: string): boolean {
  try {
    const u = new URL(uri);
    if (u.hash) return false;
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
    if (u.origin === new URL(appUrl).origin) return true;
    return ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
  } catch {
    return false;
  }
}

export type AuthorizeCheck =
  /** Shown on Google's own error page (no redirect: the client or redirect URI is not trusted). */
  | { kind: 'page'; status: number; error: string; description: string }
  /** Sent back to the client's redirect URI. */
  | { kind: 'redirect'; location: string }
  | { kind: 'ok'; scopes: string[]; wantsYoutube: boolean };

export function checkAuthorize(
  params: AuthorizeParams,
  input: { appUrl: string; secret: string },
): AuthorizeCheck {
  const creds = googleSandboxCredentials(input.secret);
  if (!params.client_id)
    return {
      kind: 'page',
      status: 400,
      error: 'invalid_request',
      description: 'Missing required parameter: client_id',
    };
  if (params.client_id !== creds.clientId)
    return {
      kind: 'page',
      status: 401,
      error: 'invalid_client',
      description: 'The OAuth client was not found.',
    };
  if (!params.redirect_uri)
    return {
      kind: 'page',
      status: 400,
      error: 'invalid_request',
      description: 'Missing required parameter: redirect_uri',
    };
  if (!redirectUriAllowed(params.redirect_uri, input.appUrl))
    return {
      kind: 'page',
      status: 400,
      error: 'redirect_uri_mismatch',
      description: "You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy.",
    };
  const back = (error: string, description?: string) => {
    const u = new URL(params.redirect_uri!);
    u.searchParams.set('error', error);
    if (description) u.searchParams.set('error_description', description);
    if (params.state !== undefined) u.searchParams.set('state', params.state);
    return { kind: 'redirect' as const, location: u.toString() };
  };
  if (params.response_type !== 'code')
    return back('unsupported_response_type', `Invalid response_type: ${params.response_type ?? ''}`);
  const scopes = (params.scope ?? '').split(/\s+/).filter(Boolean);
  if (scopes.length === 0) return back('invalid_request', 'Missing required parameter: scope');
  const unknown = scopes.find((s) => !knownScopes.has(s));
  if (unknown) return back('invalid_scope', `Some requested scopes were invalid. {invalid=[${unknown}]}`);
  if (params.code_challenge !== undefined) {
    const method = params.code_challenge_method ?? 'plain';
    if (method !== 'S256' && method !== 'plain')
      return back('invalid_request', 'Invalid code_challenge_method value.');
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(params.code_challenge))
      return back('invalid_request', 'Invalid code_challenge value.');
  } else if (params.code_challenge_method !== undefined)
    return back('invalid_request', 'Missing required parameter: code_challenge');
  return { kind: 'ok', scopes, wantsYoutube: scopes.some((s) => youtubeScopes.includes(s)) };
}

/** The HMAC that binds the consent form to the request it was shown for (no forged consent). */
export function consentTxn(secret: string, params: AuthorizeParams, accountId: string): string {
  const text = JSON.stringify([authorizeParamNames.map((n) => params[n] ?? ''), accountId]);
  return createHmac('sha256', `google-sandbox-consent:${secret}`).update(text).digest('base64url');
}

export function consentTxnValid(
  secret: string,
  params: AuthorizeParams,
  accountId: string,
  txn: string,
): boolean {
  const a = Buffer.from(consentTxn(secret, params, accountId));
  const b = Buffer.from(txn);
  return a.length === b.length && timingSafeEqual(a, b);
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** The consent was given: a single-use code, and where the browser goes next. */
export async function grantConsent(input: {
  db: Db;
  params: AuthorizeParams;
  scopes: string[];
  accountId: string;
  channelId: string | null;
  now: Date;
}): Promise<string> {
  const code = `4/0Sbx${randomBytes(32).toString('base64url')}`;
  await storeCode(input.db, {
    codeHash: sha256(code),
    expiresAt: new Date(input.now.getTime() + 10 * 60_000),
    grant: {
      clientId: input.params.client_id,
      redirectUri: input.params.redirect_uri,
      scopes: input.scopes,
      accountId: input.accountId,
      channelId: input.channelId,
      codeChallenge: input.params.code_challenge ?? null,
      codeChallengeMethod: input.params.code_challenge
        ? (input.params.code_challenge_method ?? 'plain')
        : null,
      offline: input.params.access_type === 'offline',
      grantId: randomUUID(),
    },
  });
  const u = new URL(input.params.redirect_uri!);
  if (input.params.state !== undefined) u.searchParams.set('state', input.params.state);
  u.searchParams.set('code', code);
  u.searchParams.set('scope', input.scopes.join(' '));
  return u.toString();
}

export function deniedRedirect(params: AuthorizeParams): string {
  const u = new URL(params.redirect_uri!);
  u.searchParams.set('error', 'access_denied');
  if (params.state !== undefined) u.searchParams.set('state', params.state);
  return u.toString();
}

export interface OAuthReply {
  statusCode: number;
  body: Record<string, unknown>;
}

const oauthError = (error: string, description: string, statusCode = 400): OAuthReply => ({
  statusCode,
  body: { error, error_description: description },
});

/** POST /token. `form` is the parsed body; `authorization` the HTTP Basic header, if any. */
export async function tokenRequest(input: {
  db: Db;
  secret: string;
  form: Record<string, unknown>;
  authorization: string | undefined;
  now: Date;
  knobs: GoogleSandboxKnobs;
}): Promise<OAuthReply> {
  const { db, secret, now, knobs } = input;
  const form = Object.fromEntries(
    Object.entries(input.form ?? {}).map(([k, v]) => [
      k,
      Array.isArray(v) ? str(v[0]) : v === undefined || v === null ? undefined : str(v),
    ]),
  ) as Record<string, string | undefined>;
  let clientId = form.client_id;
  let clientSecret = form.client_secret;
  const basic = input.authorization && /^Basic\s+(.+)$/i.exec(input.authorization)?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    clientId = decodeURIComponent(decoded.slice(0, i));
    clientSecret = decodeURIComponent(decoded.slice(i + 1));
  }
  const creds = googleSandboxCredentials(secret);
  if (!clientId) return oauthError('invalid_request', 'Could not determine client ID from request.');
  if (clientId !== creds.clientId)
    return oauthError('invalid_client', 'The OAuth client was not found.', 401);
  if (clientSecret !== creds.clientSecret) return oauthError('invalid_client', 'Unauthorized', 401);
  const tokens = createSandboxTokens(secret);
  const accessToken = (subject: string, scopes: string[]) =>
    tokens.issue({
      platform: 'google',
      subject,
      scopes,
      kind: 'access',
      exp: Math.floor(now.getTime() / 1000) + knobs.accessTokenTtlSeconds,
    });
  switch (form.grant_type) {
    case 'authorization_code': {
      if (!form.code) return oauthError('invalid_request', 'Missing required parameter: code');
      if (!form.redirect_uri) return oauthError('invalid_request', 'Missing parameter: redirect_uri');
      const grant = (await consumeCode(db, sha256(form.code), now)) as {
        clientId: string;
        redirectUri: string;
        scopes: string[];
        accountId: string;
        channelId: string | null;
        codeChallenge: string | null;
        codeChallengeMethod: 'S256' | 'plain' | null;
        offline: boolean;
        grantId: string;
      } | null;
      if (!grant || grant.clientId !== clientId || grant.redirectUri !== form.redirect_uri)
        return oauthError('invalid_grant', 'Bad Request');
      if (grant.codeChallenge) {
        if (!form.code_verifier) return oauthError('invalid_grant', 'Missing code verifier.');
        const computed =
          grant.codeChallengeMethod === 'S256' ? sha256(form.code_verifier) : form.code_verifier;
        if (computed !== grant.codeChallenge) return oauthError('invalid_grant', 'Invalid code verifier.');
      }
      const subject = encodeSubject({
        accountId: grant.accountId,
        channelId: grant.channelId,
        grantId: grant.grantId,
      });
      const body: Record<string, unknown> = {
        access_token: accessToken(subject, grant.scopes),
        expires_in: knobs.accessTokenTtlSeconds,
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
      };
      if (grant.offline)
        body.refresh_token = tokens.issue({
          platform: 'google',
          subject,
          scopes: grant.scopes,
          kind: 'refresh',
          exp: Math.floor(Date.UTC(2100, 0, 1) / 1000),
        });
      return { statusCode: 200, body };
    }
    case 'refresh_token': {
      if (!form.refresh_token)
        return oauthError('invalid_request', 'Missing required parameter: refresh_token');
      const claims = tokens.verify(form.refresh_token, 'google', now);
      const subject = claims && claims.kind === 'refresh' ? decodeSubject(claims.subject) : null;
      if (!claims || !subject || (await grantRevoked(db, subject.grantId)))
        return oauthError('invalid_grant', 'Token has been expired or revoked.');
      return {
        statusCode: 200,
        body: {
          access_token: accessToken(claims.subject, claims.scopes),
          expires_in: knobs.accessTokenTtlSeconds,
          scope: claims.scopes.join(' '),
          token_type: 'Bearer',
        },
      };
    }
    case undefined:
      return oauthError('unsupported_grant_type', 'Invalid grant_type: ');
    default:
      return oauthError('unsupported_grant_type', `Invalid grant_type: ${form.grant_type}`);
  }
}

/** POST /revoke: revokes the grant the token belongs to (its refresh and access tokens). */
export async function revokeRequest(input: {
  db: Db;
  secret: string;
  token: string | undefined;
  now: Date;
}): Promise<OAuthReply> {
  if (!input.token) return oauthError('invalid_request', 'Missing required parameter: token');
  const claims = createSandboxTokens(input.secret).verify(input.token, 'google', new Date(0));
  const subject = claims ? decodeSubject(claims.subject) : null;
  if (
    !claims ||
    !subject ||
    (claims.kind === 'access' && claims.exp * 1000 <= input.now.getTime()) ||
    (await grantRevoked(input.db, subject.grantId))
  )
    return oauthError('invalid_token', 'Token expired or revoked');
  await revokeGrant(input.db, subject.grantId, input.now);
  return { statusCode: 200, body: {} };
}

/** Who a valid access token speaks for (the Bearer of the Ads and YouTube APIs, userinfo). */
export async function bearerOf(input: {
  db: Db;
  secret: string;
  authorization: string | undefined;
  now: Date;
}) {
  const bearer = input.authorization && /^Bearer\s+(.+)$/i.exec(input.authorization)?.[1];
  if (!bearer) return null;
  const claims = createSandboxTokens(input.secret).verify(bearer, 'google', input.now);
  const subject = claims && claims.kind === 'access' ? decodeSubject(claims.subject) : null;
  if (!claims || !subject || (await grantRevoked(input.db, subject.grantId))) return null;
  const account = accountById(subject.accountId);
  return account ? { account, channelId: subject.channelId, scopes: claims.scopes } : null;
}

export const consentAccounts = () => sandboxAccounts;
