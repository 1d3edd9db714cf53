import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '@verba/core';
import { listOutbox } from '@verba/core/mail/list-outbox';
import { isLoopbackAddress, listensOnLoopbackOnly } from './loopback';
import { renderMailboxPage } from './mailbox-page';

/**
 * A request made on this machine, straight to the server: its socket is loopback (whatever
 * TRUST_PROXY says about request.ip) and no proxy forwarded it (a proxy on this host connects
 * from loopback too).
 */
const fromThisMachine = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress) &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/** Anything else gets the ordinary 404, as if the route did not exist. */
function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (fromThisMachine(request)) return done();
  void reply.callNotFound();
}

/**
 * `/dev/mailbox` (HTML) and `/dev/mailbox.json`: the e-mail outbox, sign-in codes and password
 * reset links included, so it is for the developer at the keyboard only: embedded mode, a server
 * listening on loopback (HOST), and a request from this machine. Otherwise it does not exist.
 */
export function devMailboxRoutes(app: FastifyInstance, deps: Deps) {
  if (!deps.config.embedded || !listensOnLoopbackOnly(deps.config.host)) return;
  app.get(
    '/dev/mailbox',
    { schema: { hide: true }, onRequest: onlyFromThisMachine },
    async (_request, reply) => {
      const emails = await listOutbox({ deps });
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(emails));
    },
  );
  app.get(
    '/dev/mailbox.json',
    { schema: { hide: true }, onRequest: onlyFromThisMachine },
    async (_request, reply) => {
      const emails = await listOutbox({ deps });
      return reply.header('cache-control', 'no-store').send({ data: emails });
    },
  );
}
