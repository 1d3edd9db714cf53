import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '@verba/core';
import { googleAdsApiVersion } from '@verba/core/channels/google-ads/version';
import { googleSandboxPrefix, googleSandboxSecret } from '@verba/core/channels/google-ads/sandbox/index';
import { handleAdsRequest } from '@verba/core/channels/google-ads/sandbox/ads-api';
import { adsErrorReply, newRequestId } from '@verba/core/channels/google-ads/sandbox/failure';
import {
  getGoogleSandboxKnobs,
  googleSandboxKnobsInput,
  setGoogleSandboxKnobs,
} from '@verba/core/channels/google-ads/sandbox/knobs';
import {
  authorizeParamNames,
  bearerOf,
  checkAuthorize,
  consentTxn,
  consentTxnValid,
  deniedRedirect,
  grantConsent,
  revokeRequest,
  tokenRequest,
  type AuthorizeParams,
} from '@verba/core/channels/google-ads/sandbox/oauth';
import { handleYoutubeRequest } from '@verba/core/channels/google-ads/sandbox/youtube';
import { accountById, sandboxAccounts } from '@verba/core/channels/google-ads/sandbox/world';
import { isLoopbackAddress } from '../../dev/loopback';
import { consentLanguage, renderAccountChooser, renderAuthorizeError, renderConsent } from './consent-page';

/** Same rule as /dev/mailbox: a request made on this machine, straight to the server. */
const fromThisMachine = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress) &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (fromThisMachine(request)) return done();
  void reply.callNotFound();
}

type Query = Record<string, string | undefined>;

const paramsOf = (source: Record<string, unknown> | undefined): AuthorizeParams => {
  const out: AuthorizeParams = {};
  for (const name of authorizeParamNames) {
    const v = source?.[name];
    if (typeof v === 'string') out[name] = v;
  }
  return out;
};

/**
 * The Google sandbox (issue 27; docs/channels-google-sandbox.md), served under /sandbox/google in
 * sandbox channels mode, to requests from this machine only (others get the ordinary 404):
 * - /sandbox/google/ads/<version>/…: the Google Ads API REST interface;
 * - /sandbox/google/o/oauth2/v2/auth (consent page), /token, /revoke, /oauth2/v3/userinfo;
 * - /sandbox/google/youtube/v3/{channels,playlistItems,videos};
 * - /sandbox/google/_knobs: the test and demo switches (GET, POST JSON).
 */
export async function googleSandboxRoutes(app: FastifyInstance, deps: Deps) {
  if (deps.config.channelsMode !== 'sandbox') return;
  const secret = googleSandboxSecret(deps.config);
  if (!secret) {
    deps.logger.warn('Google sandbox not served: neither TRACKING_SECRET nor SANDBOX_WEBHOOK_SECRET is set');
    return;
  }
  await app.register(
    async (sandbox) => {
      sandbox.addHook('onRequest', onlyFromThisMachine);
      // Parse errors and the like in Google's shape, not Verba's.
      sandbox.setErrorHandler((thrown, request, reply) => {
        const error = thrown instanceof Error ? thrown : new Error(String(thrown));
        const status =
          typeof (thrown as { statusCode?: unknown }).statusCode === 'number'
            ? (thrown as { statusCode: number }).statusCode
            : 500;
        if (status >= 500) request.log.error({ err: error }, 'google sandbox error');
        const code = status >= 500 ? 500 : 400;
        if (request.url.startsWith(`${googleSandboxPrefix}/ads/`)) {
          const r = adsErrorReply(
            code,
            [
              {
                errorCode: { requestError: 'UNKNOWN' },
                message:
                  code === 500
                    ? 'Internal error encountered.'
                    : `Invalid JSON payload received. ${error.message}`,
              },
            ],
            newRequestId(),
          );
          return reply
            .code(r.statusCode)
            .headers(r.headers ?? {})
            .send(r.body);
        }
        return reply
          .code(code)
          .send(
            code === 500
              ? { error: 'internal_failure', error_description: 'Internal error.' }
              : { error: 'invalid_request', error_description: error.message },
          );
      });

      // Google Ads API.
      const ads = async (request: FastifyRequest, reply: FastifyReply) => {
        const path = request.url
          .split('?')[0]!
          .slice(`${googleSandboxPrefix}/ads/${googleAdsApiVersion}`.length);
        const r = await handleAdsRequest({
          db: deps.db,
          secret,
          now: deps.now(),
          request: { method: request.method, path, headers: request.headers, body: request.body },
        });
        return reply
          .code(r.statusCode)
          .headers({ 'cache-control': 'no-store', ...r.headers })
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(r.body));
      };
      sandbox.get(`/ads/${googleAdsApiVersion}/*`, { schema: { hide: true } }, ads);
      sandbox.post(`/ads/${googleAdsApiVersion}/*`, { schema: { hide: true } }, ads);
      sandbox.all('/ads/*', { schema: { hide: true } }, async (_request, reply) =>
        reply.code(404).send({
          error: {
            code: 404,
            message: `The sandbox serves Google Ads API ${googleAdsApiVersion} only.`,
            status: 'NOT_FOUND',
          },
        }),
      );

      // OAuth 2.0: the consent page.
      const selfPath = `${googleSandboxPrefix}/o/oauth2/v2/auth`;
      sandbox.get('/o/oauth2/v2/auth', { schema: { hide: true } }, async (request, reply) => {
        const query = request.query as Query;
        const params = paramsOf(query);
        const lang = consentLanguage(params.hl, request.headers['accept-language']);
        const html = (status: number, body: string) =>
          reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
        const check = checkAuthorize(params, { appUrl: deps.config.appUrl, secret });
        if (check.kind === 'page')
          return html(
            check.status,
            renderAuthorizeError({
              lang,
              status: check.status,
              error: check.error,
              description: check.description,
            }),
          );
        if (check.kind === 'redirect') return reply.redirect(check.location, 302);
        const hinted = sandboxAccounts.find((a) => a.email === params.login_hint);
        const account =
          accountById(query.sbx_account ?? '') ?? (query.sbx_account === undefined ? hinted : undefined);
        if (!account)
          return html(200, renderAccountChooser({ lang, params, accounts: sandboxAccounts, selfPath }));
        // The form posts here and the answer redirects to the client: allow that in form-action.
        const redirectOrigin = new URL(params.redirect_uri!).origin;
        reply.header(
          'content-security-policy',
          `default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${redirectOrigin}; frame-ancestors 'none'`,
        );
        return html(
          200,
          renderConsent({
            lang,
            params,
            account,
            scopes: check.scopes,
            wantsYoutube: check.wantsYoutube,
            txn: consentTxn(secret, params, account.id),
            selfPath,
          }),
        );
      });
      sandbox.post('/o/oauth2/v2/auth', { schema: { hide: true } }, async (request, reply) => {
        const form = (request.body ?? {}) as Query;
        const params = paramsOf(form);
        const lang = consentLanguage(params.hl, request.headers['accept-language']);
        const check = checkAuthorize(params, { appUrl: deps.config.appUrl, secret });
        if (check.kind === 'page')
          return reply
            .code(check.status)
            .type('text/html; charset=utf-8')
            .send(
              renderAuthorizeError({
                lang,
                status: check.status,
                error: check.error,
                description: check.description,
              }),
            );
        if (check.kind === 'redirect') return reply.redirect(check.location, 302);
        const account = accountById(form.sbx_account ?? '');
        if (!account || !form.txn || !consentTxnValid(secret, params, account.id, form.txn))
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(
              renderAuthorizeError({
                lang,
                status: 400,
                error: 'invalid_request',
                description: 'The consent form is not valid.',
              }),
            );
        if (form.decision !== 'allow') return reply.redirect(deniedRedirect(params), 302);
        const channel = check.wantsYoutube
          ? (account.channels.find((c) => c.id === form.channel) ?? account.channels[0] ?? null)
          : null;
        const location = await grantConsent({
          db: deps.db,
          params,
          scopes: check.scopes,
          accountId: account.id,
          channelId: channel?.id ?? null,
          now: deps.now(),
        });
        return reply.redirect(location, 302);
      });

      // OAuth 2.0: token, revoke, userinfo.
      sandbox.post('/token', { schema: { hide: true } }, async (request, reply) => {
        const knobs = await getGoogleSandboxKnobs(deps.db);
        const r = await tokenRequest({
          db: deps.db,
          secret,
          form: (request.body ?? {}) as Record<string, unknown>,
          authorization: request.headers.authorization,
          now: deps.now(),
          knobs,
        });
        return reply
          .code(r.statusCode)
          .headers({ 'cache-control': 'no-cache, no-store, max-age=0, must-revalidate', pragma: 'no-cache' })
          .send(r.body);
      });
      sandbox.post('/revoke', { schema: { hide: true } }, async (request, reply) => {
        const token = (request.body as Query | undefined)?.token ?? (request.query as Query).token;
        const r = await revokeRequest({ db: deps.db, secret, token, now: deps.now() });
        return reply.code(r.statusCode).send(r.body);
      });
      sandbox.get('/oauth2/v3/userinfo', { schema: { hide: true } }, async (request, reply) => {
        const who = await bearerOf({
          db: deps.db,
          secret,
          authorization: request.headers.authorization,
          now: deps.now(),
        });
        if (!who)
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer error="invalid_token"')
            .send({ error: 'invalid_request', error_description: 'Invalid Credentials' });
        return reply.send({
          sub: who.account.id,
          name: who.account.name,
          email: who.account.email,
          email_verified: true,
          locale: 'pt-BR',
        });
      });

      // YouTube Data API v3.
      sandbox.get('/youtube/v3/:resource', { schema: { hide: true } }, async (request, reply) => {
        const { resource } = request.params as { resource: string };
        const r = await handleYoutubeRequest({
          db: deps.db,
          secret,
          resource,
          query: request.query as Query,
          authorization: request.headers.authorization,
          now: deps.now(),
        });
        return reply.code(r.statusCode).send(r.body);
      });

      // Knobs.
      sandbox.get('/_knobs', { schema: { hide: true } }, async () => getGoogleSandboxKnobs(deps.db));
      // JSON only: a page elsewhere cannot post JSON here without a CORS preflight.
      sandbox.post('/_knobs', { schema: { hide: true } }, async (request, reply) => {
        if (!String(request.headers['content-type'] ?? '').startsWith('application/json'))
          return reply.code(415).send({ error: 'application/json expected' });
        const parsed = googleSandboxKnobsInput.safeParse(request.body ?? {});
        if (!parsed.success)
          return reply.code(400).send({ error: 'invalid knobs', issues: parsed.error.issues });
        return setGoogleSandboxKnobs(deps.db, parsed.data);
      });
    },
    { prefix: googleSandboxPrefix },
  );
}
