import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '@verba/core';
import { metaGraphApiVersion } from '@verba/core/channels/meta/version';
import { metaSandboxPrefix, metaSandboxSecret } from '@verba/core/channels/meta/sandbox/index';
import { handleGraphRequest, setMetaSandboxKnobs } from '@verba/core/channels/meta/sandbox/graph-sandbox';
import {
  accessTokenRequest,
  checkLogin,
  loginAnswer,
  loginParamNames,
  meRequest,
  type LoginParams,
} from '@verba/core/channels/meta/sandbox/facebook-login';
import { loadMetaSandbox, saveMetaSandbox } from '@verba/core/channels/meta/sandbox/persist';
import { isOwnAdAccountPath, ownAdAccountRequest } from '@verba/core/channels/meta/sandbox/own-ad-accounts';
import { isLoopbackAddress } from '../../dev/loopback';
import { loginLanguage, renderLogin, renderLoginError } from './consent-page';

const paramsOf = (source: Record<string, unknown> | undefined): LoginParams => {
  const out: LoginParams = {};
  for (const name of loginParamNames) {
    const v = source?.[name];
    if (typeof v === 'string') out[name] = v;
  }
  return out;
};

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header === 'string' && /^bearer\s+/i.test(header))
    return header.replace(/^bearer\s+/i, '').trim();
  const q = (request.query as Record<string, unknown>).access_token;
  return typeof q === 'string' ? q : undefined;
};

const fromThisMachine = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress) &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/**
 * The Meta Graph API sandbox (issue 28; docs/channels-meta.md), under /sandbox/meta/<version> in
 * sandbox channels mode, to requests from this machine only (others get the ordinary 404).
 */
export async function metaSandboxRoutes(app: FastifyInstance, deps: Deps) {
  if (deps.config.channelsMode !== 'sandbox') return;
  const secret = metaSandboxSecret(deps.config);
  if (!secret) {
    deps.logger.warn('Meta sandbox not served: neither TRACKING_SECRET nor SANDBOX_WEBHOOK_SECRET is set');
    return;
  }
  await app.register(
    async (sandbox) => {
      sandbox.addHook('onRequest', (request, reply, done) => {
        if (fromThisMachine(request)) return done();
        void reply.callNotFound();
      });
      // The sandbox's state lives in PostgreSQL (persist.ts): loaded before the first request,
      // what a request changed saved before its answer leaves.
      sandbox.addHook('preHandler', async () => loadMetaSandbox(deps.db, secret));
      sandbox.addHook('onSend', async (_request, _reply, payload) => {
        await saveMetaSandbox(deps.db, secret, deps.now());
        return payload;
      });
      const json = (reply: FastifyReply, r: { statusCode: number; body: unknown }) =>
        reply
          .code(r.statusCode)
          .header('cache-control', 'no-store')
          .type('application/json; charset=UTF-8')
          .send(JSON.stringify(r.body));

      // Facebook Login for Business (facebook-login.ts): the dialog, its answer, the code exchange.
      const dialogPath = `${metaSandboxPrefix}/${metaGraphApiVersion}/dialog/oauth`;
      const html = (reply: FastifyReply, status: number, body: string) =>
        reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
      sandbox.get(
        `/${metaGraphApiVersion}/dialog/oauth`,
        { schema: { hide: true } },
        async (request, reply) => {
          const params = paramsOf(request.query as Record<string, unknown>);
          const check = checkLogin(params, { appUrl: deps.config.appUrl });
          if (check.kind === 'page') return html(reply, check.status, renderLoginError(check.message));
          if (check.kind === 'redirect') return reply.redirect(check.location, 302);
          const origin = new URL(params.redirect_uri!).origin;
          reply.header(
            'content-security-policy',
            `default-src 'self'; style-src 'unsafe-inline'; form-action 'self' ${origin}; frame-ancestors 'none'`,
          );
          const lang = loginLanguage(params.locale, request.headers['accept-language']);
          return html(reply, 200, renderLogin(params, check.scopes, lang, dialogPath));
        },
      );
      sandbox.post(
        `/${metaGraphApiVersion}/dialog/oauth`,
        { schema: { hide: true } },
        async (request, reply) => {
          const form = (request.body ?? {}) as Record<string, unknown>;
          const params = paramsOf(form);
          const check = checkLogin(params, { appUrl: deps.config.appUrl });
          if (check.kind === 'page') return html(reply, check.status, renderLoginError(check.message));
          if (check.kind === 'redirect') return reply.redirect(check.location, 302);
          const pageIds = typeof form.page_id === 'string' ? [form.page_id] : [];
          return reply.redirect(
            loginAnswer({ params, secret, allow: form.answer === 'allow', pageIds, now: deps.now() }),
            302,
          );
        },
      );
      const accessToken = async (request: FastifyRequest, reply: FastifyReply) =>
        json(
          reply,
          accessTokenRequest({
            secret,
            form: { ...(request.query as object), ...(request.body ?? {}) },
            now: deps.now(),
          }),
        );
      sandbox.get(`/${metaGraphApiVersion}/oauth/access_token`, { schema: { hide: true } }, accessToken);
      sandbox.post(`/${metaGraphApiVersion}/oauth/access_token`, { schema: { hide: true } }, accessToken);
      const me = async (request: FastifyRequest, reply: FastifyReply) =>
        json(
          reply,
          meRequest({
            secret,
            method: request.method,
            path: request.url.split('?')[0]!.slice(`${metaSandboxPrefix}/${metaGraphApiVersion}`.length),
            token: bearerOf(request),
            now: deps.now(),
          }),
        );
      for (const method of ['GET', 'DELETE'] as const) {
        sandbox.route({ method, url: `/${metaGraphApiVersion}/me`, schema: { hide: true }, handler: me });
        sandbox.route({ method, url: `/${metaGraphApiVersion}/me/*`, schema: { hide: true }, handler: me });
      }

      const graph = async (request: FastifyRequest, reply: FastifyReply) => {
        const path = request.url.split('?')[0]!.slice(`${metaSandboxPrefix}/${metaGraphApiVersion}`.length);
        // The advertisers' own ad accounts, read with their person token (connect-only data).
        if (isOwnAdAccountPath(path))
          return json(
            reply,
            ownAdAccountRequest({
              secret,
              method: request.method,
              path,
              query: request.query as Record<string, unknown>,
              token: bearerOf(request),
              now: deps.now(),
            }),
          );
        const r = handleGraphRequest({
          secret,
          now: deps.now(),
          request: {
            method: request.method,
            path,
            query: request.query as Record<string, string | undefined>,
            body: (request.body ?? undefined) as Record<string, unknown> | undefined,
            headers: request.headers,
          },
        });
        return reply
          .code(r.statusCode)
          .headers({ 'cache-control': 'no-store', ...r.headers })
          .type('application/json; charset=UTF-8')
          .send(JSON.stringify(r.body));
      };
      for (const method of ['GET', 'POST', 'DELETE'] as const)
        sandbox.route({ method, url: `/${metaGraphApiVersion}/*`, schema: { hide: true }, handler: graph });
      sandbox.all('/*', { schema: { hide: true } }, async (_request, reply) =>
        reply.code(400).send({
          error: {
            message: `Unknown path components: the sandbox serves Graph API ${metaGraphApiVersion} only`,
            type: 'OAuthException',
            code: 2500,
          },
        }),
      );
      sandbox.post('/_knobs', { schema: { hide: true } }, async (request) =>
        setMetaSandboxKnobs(secret, (request.body ?? {}) as Record<string, number>),
      );
    },
    { prefix: metaSandboxPrefix },
  );
}
