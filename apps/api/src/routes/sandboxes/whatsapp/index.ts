import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '@verba/core';
import { handleWhatsAppSandboxCall } from '@verba/core/alerts/whatsapp-sandbox';
import { whatsappSandboxPrefix } from '@verba/core/alerts/whatsapp-config';
import { isLoopbackAddress } from '../../dev/loopback';

const fromThisMachine = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress) &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/**
 * The WhatsApp Cloud API sandbox (issue 31, docs/alerts.md) under /sandbox/whatsapp/<version>/…
 * with WHATSAPP_MODE=sandbox, to requests from this machine only (others get the ordinary 404).
 * Every call is recorded exactly and shown at /dev/whatsapp.
 */
export async function whatsappSandboxRoutes(app: FastifyInstance, deps: Deps) {
  if (deps.config.whatsapp.mode !== 'sandbox') return;
  await app.register(
    async (sandbox) => {
      sandbox.addHook('onRequest', (request, reply, done) => {
        if (fromThisMachine(request)) return done();
        void reply.callNotFound();
      });
      sandbox.all('/*', { schema: { hide: true } }, async (request, reply) => {
        const path = request.url.slice(whatsappSandboxPrefix.length).split('?')[0]!;
        const answer = await handleWhatsAppSandboxCall({
          deps,
          method: request.method,
          path,
          authorization: request.headers.authorization,
          body: request.body ?? null,
        });
        return reply.code(answer.status).header('cache-control', 'no-store').type('application/json; charset=UTF-8').send(JSON.stringify(answer.body));
      });
    },
    { prefix: whatsappSandboxPrefix },
  );
}
