import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createSandboxTokens } from '../../sandbox/sandbox-tokens';
import { spotifySandboxCredentials, type SandboxReply } from './api';
import { spotifySandboxOperator, spotifySandboxUser, spotifySandboxUsers } from './directory';

/**
 * The accounts service's authorization-code flow with PKCE, as the Spotify authorization guide
 * describes it (fixtures/oauth.json): GET /authorize shows a consent page, the answer redirects to
 * `redirect_uri` with `code` and `state` (or `error=access_denied`), and POST /api/token exchanges
 * the code (`grant_type=authorization_code`, `code_verifier`) for an access and a refresh token.
 * Codes are stateless HMAC-signed, valid 10 minutes, bound to client, redirect URI, challenge and
 * the Ad Studio user who consented (chosen on the page: Verba's operator, or an advertiser's user
 * connecting their own ad accounts read-only, directory.ts).
 */
export interface AuthorizeParams {
  client_id?: string;
  response_type?: string;
  redirect_uri?: string;
  state?: string;
  scope?: string;
  code_challenge_method?: string;
  code_challenge?: string;
}

export const authorizeParamNames = [
  'client_id',
  'response_type',
  'redirect_uri',
  'state',
  'scope',
  'code_challenge_method',
  'code_challenge',
] as const;

/** Redirect URIs the sandbox app accepts: this installation's own origin, or loopback. */
function redirectAllowed(uri: string, appUrl: string): boolean {
  try {
    const url = new URL(uri);
    if (url.origin === new URL(appUrl).origin) return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

export type AuthorizeCheck =
  | { kind: 'consent' }
  | { kind: 'page'; status: number; message: string }
  | { kind: 'redirect'; location: string };

export function checkAuthorize(
  params: AuthorizeParams,
  ctx: { secret: string; appUrl: string },
): AuthorizeCheck {
  if (params.client_id !== spotifySandboxCredentials(ctx.secret).clientId)
    return { kind: 'page', status: 400, message: 'INVALID_CLIENT: Invalid client' };
  if (!params.redirect_uri || !redirectAllowed(params.redirect_uri, ctx.appUrl))
    return { kind: 'page', status: 400, message: 'INVALID_CLIENT: Invalid redirect URI' };
  const back = (error: string) => {
    const url = new URL(params.redirect_uri!);
    url.searchParams.set('error', error);
    if (params.state) url.searchParams.set('state', params.state);
    return { kind: 'redirect' as const, location: url.href };
  };
  if (params.response_type !== 'code') return back('unsupported_response_type');
  if (params.code_challenge_method !== 'S256' || !params.code_challenge) return back('invalid_request');
  return { kind: 'consent' };
}

const sign = (secret: string, text: string) =>
  createHmac('sha256', `spotify-sandbox-code:${secret}`).update(text).digest('base64url');

/** The redirect after the user's answer on the consent page (`user`: who signed in). */
export function consentAnswer(
  params: AuthorizeParams,
  secret: string,
  allow: boolean,
  now: Date,
  user: string = spotifySandboxOperator,
): string {
  const url = new URL(params.redirect_uri!);
  const known = user === spotifySandboxOperator || spotifySandboxUser(user) !== undefined;
  if (!allow || !known) url.searchParams.set('error', 'access_denied');
  else {
    const payload = Buffer.from(
      JSON.stringify({
        c: params.client_id,
        r: params.redirect_uri,
        h: params.code_challenge,
        s: params.scope ?? '',
        u: user,
        e: Math.floor(now.getTime() / 1000) + 600,
      }),
    ).toString('base64url');
    url.searchParams.set('code', `${payload}.${sign(secret, payload)}`);
  }
  if (params.state) url.searchParams.set('state', params.state);
  return url.href;
}

/** POST /api/token with grant_type=authorization_code. */
export function exchangeCode(input: {
  secret: string;
  now: Date;
  clientId: string | undefined;
  /** The client's secret (HTTP Basic or client_secret in the form); checked as Spotify does. */
  clientSecret?: string | undefined;
  form: Record<string, string | undefined>;
}): SandboxReply {
  const bad = (error: string, description: string) => ({
    statusCode: 400,
    body: { error, error_description: description },
  });
  const creds = spotifySandboxCredentials(input.secret);
  if (input.clientId !== creds.clientId || input.clientSecret !== creds.clientSecret)
    return bad('invalid_client', 'Invalid client');
  const [payload, mac] = (input.form.code ?? '').split('.');
  if (!payload || !mac) return bad('invalid_grant', 'Invalid authorization code');
  const expected = Buffer.from(sign(input.secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return bad('invalid_grant', 'Invalid authorization code');
  const code = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    c: string;
    r: string;
    h: string;
    s: string;
    u?: string;
    e: number;
  };
  if (code.e < input.now.getTime() / 1000) return bad('invalid_grant', 'Authorization code expired');
  if (code.c !== input.clientId) return bad('invalid_client', 'Invalid client');
  if (code.r !== input.form.redirect_uri) return bad('invalid_grant', 'Invalid redirect URI');
  const verifier = input.form.code_verifier ?? '';
  if (createHash('sha256').update(verifier).digest('base64url') !== code.h)
    return bad('invalid_grant', 'code_verifier was incorrect');
  const tokens = createSandboxTokens(input.secret);
  const scopes = code.s.split(' ').filter(Boolean);
  const exp = Math.floor(input.now.getTime() / 1000);
  const subject = code.u ?? spotifySandboxOperator;
  return {
    statusCode: 200,
    headers: { 'cache-control': 'no-store' },
    body: {
      access_token: tokens.issue({
        platform: 'spotify',
        subject,
        scopes,
        kind: 'access',
        exp: exp + 3600,
      }),
      token_type: 'Bearer',
      scope: scopes.join(' '),
      expires_in: 3600,
      refresh_token: tokens.issue({
        platform: 'spotify',
        subject,
        scopes,
        kind: 'refresh',
        exp: Math.floor(Date.UTC(2100, 0, 1) / 1000),
      }),
    },
  };
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The consent page (pt-BR, the sandbox's language): who signs in, and allow or cancel, posting to `selfPath`. */
export function renderSpotifyConsent(params: AuthorizeParams, selfPath: string): string {
  const hidden = authorizeParamNames
    .filter((name) => params[name] !== undefined)
    .map((name) => `<input type="hidden" name="${name}" value="${escape(params[name]!)}">`)
    .join('');
  const users = [
    { id: spotifySandboxOperator, label: 'Operador do Verba (conta de compra do Verba)' },
    ...spotifySandboxUsers.map((u) => ({ id: u.id, label: `${u.displayName} · ${u.email}` })),
  ];
  const choices = users
    .map(
      (u, i) =>
        `<label class="user"><input type="radio" name="user" value="${escape(u.id)}"${i === 1 ? ' checked' : ''}> ${escape(u.label)}</label>`,
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Spotify (sandbox) — autorizar</title>
<style>body{font-family:system-ui,sans-serif;background:#121212;color:#fff;display:flex;justify-content:center;padding:48px 16px}main{max-width:440px;width:100%}h1{font-size:22px}p{color:#b3b3b3;line-height:1.5}fieldset{border:1px solid #333;border-radius:8px;padding:8px 12px}legend{color:#b3b3b3;font-size:14px}.user{display:block;padding:8px 0;font-size:15px}.row{display:flex;gap:12px;margin-top:24px}button{flex:1;padding:12px;border-radius:24px;border:0;font-weight:700;font-size:15px;cursor:pointer}.ok{background:#1ed760;color:#000}.no{background:transparent;color:#fff;border:1px solid #727272}</style></head>
<body><main><p>Spotify — sandbox do Verba</p><h1>Permitir que o Verba acesse sua conta do Spotify Ad Studio?</h1>
<p>O aplicativo <strong>${escape(params.client_id ?? '')}</strong> poderá ver suas empresas, contas de anúncios, campanhas e relatórios. Nenhum dado de ouvintes é compartilhado.</p>
<form method="post" action="${escape(selfPath)}">${hidden}<fieldset><legend>Entrar como</legend>${choices}</fieldset><div class="row"><button class="no" name="answer" value="deny">Cancelar</button><button class="ok" name="answer" value="allow">Concordo</button></div></form></main></body></html>`;
}
