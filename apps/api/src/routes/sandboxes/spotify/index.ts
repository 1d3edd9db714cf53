import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '@verba/core';
import { googleSandboxSecret } from '@verba/core/channels/google-ads/sandbox/index';
import { spotifySandboxPrefix } from '@verba/core/channels/spotify/endpoints';
import { spotifyAdsApiVersion } from '@verba/core/channels/spotify/version';
import {
  getSpotifySandboxKnobs,
  handleSpotifyApiRequest,
  handleTokenRequest,
  setSpotifySandboxKnobs,
  spotifyError,
  type SandboxReply,
  type SpotifyApiRequest,
} from '@verba/core/channels/spotify/sandbox/api';
import {
  authorizeParamNames,
  checkAuthorize,
  consentAnswer,
  exchangeCode,
  renderSpotifyConsent,
  type AuthorizeParams,
} from '@verba/core/channels/spotify/sandbox/authorize';
import { spotifySandboxPgStore } from '@verba/core/channels/spotify/sandbox/pg-store';
import { isLoopbackAddress } from '../../dev/loopback';

const paramsOf = (source: Record<string, unknown> | undefined): AuthorizeParams => {
  const out: AuthorizeParams = {};
  for (const name of authorizeParamNames) {
    const v = source?.[name];
    if (typeof v === 'string') out[name] = v;
  }
  return out;
};

const fromThisMachine = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress) &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (fromThisMachine(request)) return done();
  void reply.callNotFound();
}

const send = (reply: FastifyReply, r: SandboxReply) =>
  reply
    .code(r.statusCode)
    .headers({ 'cache-control': 'no-store', ...r.headers })
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(r.body));

/** The parts of a multipart upload (`media`, `asset_type`), parsed by the platform's Web API. */
async function uploadOf(request: FastifyRequest): Promise<SpotifyApiRequest['upload']> {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data') || !Buffer.isBuffer(request.body)) return undefined;
  const form = await new Response(new Uint8Array(request.body), {
    headers: { 'content-type': type },
  }).formData();
  const media = form.get('media');
  const assetType = form.get('asset_type');
  return {
    assetType: typeof assetType === 'string' ? assetType : null,
    bytes: media && typeof media !== 'string' ? Buffer.from(await media.arrayBuffer()) : null,
    mimeType: media && typeof media !== 'string' ? media.type || null : null,
  };
}

/**
 * The Spotify sandbox (issue 28; docs/channels-spotify.md), served under /sandbox/spotify in sandbox
 * channels mode to requests from this machine only (others get the ordinary 404):
 * - /sandbox/spotify/ads/v3/…: the Spotify Ads API (ad account, campaigns, ad sets, assets and
 *   their upload, ads, aggregate_reports, targets/geos), its world kept in PostgreSQL;
 * - /sandbox/spotify/accounts/api/token: the accounts service's token endpoint (refresh grant);
 * - /sandbox/spotify/_knobs: test and demo switches (GET, POST JSON).
 */
export async function spotifySandboxRoutes(app: FastifyInstance, deps: Deps) {
  if (deps.config.channelsMode !== 'sandbox') return;
  const secret = googleSandboxSecret(deps.config);
  if (!secret) return;
  // The sandbox's campaigns, ad sets, assets and ads survive a restart (sandbox_spotify_objects).
  const store = spotifySandboxPgStore(deps.db);
  await app.register(
    async (sandbox) => {
      sandbox.addHook('onRequest', onlyFromThisMachine);
      sandbox.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'buffer', bodyLimit: 25 * 1024 * 1024 },
        (_r, body, done) => done(null, body),
      );
      sandbox.setErrorHandler((thrown, request, reply) => {
        const status =
          typeof (thrown as { statusCode?: unknown }).statusCode === 'number'
            ? (thrown as { statusCode: number }).statusCode
            : 500;
        if (status >= 500) request.log.error({ err: thrown }, 'spotify sandbox error');
        return send(
          reply,
          status >= 500
            ? spotifyError(500, 'INTERNAL', 'INTERNAL_ERROR', 'Internal error.')
            : spotifyError(400, 'INVALID_ARGUMENT', 'MALFORMED_REQUEST', (thrown as Error).message),
        );
      });

      const api = async (request: FastifyRequest, reply: FastifyReply) => {
        const path = request.url
          .split('?')[0]!
          .slice(`${spotifySandboxPrefix}/ads/${spotifyAdsApiVersion}`.length);
        const upload = await uploadOf(request);
        const r = await handleSpotifyApiRequest({
          secret,
          now: deps.now(),
          store,
          request: {
            method: request.method,
            path,
            query: request.query as Record<string, string | undefined>,
            authorization: request.headers.authorization,
            body: upload ? undefined : request.body,
            ...(upload ? { upload } : {}),
          },
        });
        return send(reply, r);
      };
      for (const method of ['GET', 'POST', 'PATCH'] as const)
        sandbox.route({
          method,
          url: `/ads/${spotifyAdsApiVersion}/*`,
          schema: { hide: true },
          handler: api,
        });

      sandbox.post('/accounts/api/token', { schema: { hide: true } }, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        if (form.grant_type === 'authorization_code') {
          const basic = request.headers.authorization?.match(/^Basic\s+(.+)$/i)?.[1];
          const [clientId, clientSecret] = basic
            ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
            : [form.client_id, form.client_secret];
          return send(reply, exchangeCode({ secret, now: deps.now(), clientId, clientSecret, form }));
        }
        return send(
          reply,
          handleTokenRequest({ secret, now: deps.now(), authorization: request.headers.authorization, form }),
        );
      });

      // Authorization code with PKCE: the consent page and its answer.
      const selfPath = `${spotifySandboxPrefix}/accounts/authorize`;
      const html = (reply: FastifyReply, status: number, body: string) =>
        reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
      sandbox.get('/accounts/authorize', { schema: { hide: true } }, async (request, reply) => {
        const params = paramsOf(request.query as Record<string, unknown>);
        const check = checkAuthorize(params, { secret, appUrl: deps.config.appUrl });
        if (check.kind === 'page') return html(reply, check.status, `<!doctype html><p>${check.message}</p>`);
        if (check.kind === 'redirect') return reply.redirect(check.location, 302);
        const origin = new URL(params.redirect_uri!).origin;
        reply.header(
          'content-security-policy',
          `default-src 'self'; style-src 'unsafe-inline'; form-action 'self' ${origin}; frame-ancestors 'none'`,
        );
        return html(reply, 200, renderSpotifyConsent(params, selfPath));
      });
      sandbox.post('/accounts/authorize', { schema: { hide: true } }, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, unknown>;
        const params = paramsOf(form);
        const check = checkAuthorize(params, { secret, appUrl: deps.config.appUrl });
        if (check.kind === 'page') return html(reply, check.status, `<!doctype html><p>${check.message}</p>`);
        if (check.kind === 'redirect') return reply.redirect(check.location, 302);
        const user = typeof form.user === 'string' ? form.user : undefined;
        return reply.redirect(consentAnswer(params, secret, form.answer === 'allow', deps.now(), user), 302);
      });

      sandbox.get('/_knobs', { schema: { hide: true } }, async () => getSpotifySandboxKnobs(secret, store));
      sandbox.post('/_knobs', { schema: { hide: true } }, async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const knobs: Parameters<typeof setSpotifySandboxKnobs>[1] = {};
        if (Number.isInteger(body.reviewDelaySeconds))
          knobs.reviewDelaySeconds = body.reviewDelaySeconds as number;
        if (Number.isInteger(body.rateLimitNext)) knobs.rateLimitNext = body.rateLimitNext as number;
        return setSpotifySandboxKnobs(secret, knobs, store);
      });
    },
    { prefix: spotifySandboxPrefix },
  );
}
