import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '@verba/core';
import { metaGraphApiVersion } from '@verba/core/channels/meta/version';
import { metaSandboxPrefix, metaSandboxSecret } from '@verba/core/channels/meta/sandbox/index';
import { handleGraphRequest, setMetaSandboxKnobs } from '@verba/core/channels/meta/sandbox/graph-sandbox';
import { isLoopbackAddress } from '../../dev/loopback';

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
      const graph = async (request: FastifyRequest, reply: FastifyReply) => {
        const path = request.url.split('?')[0]!.slice(`${metaSandboxPrefix}/${metaGraphApiVersion}`.length);
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
