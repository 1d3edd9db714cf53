import type { FastifyInstance } from 'fastify';
import type { Deps } from '@verba/core';
import { listOutbox } from '@verba/core/mail/list-outbox';
import { renderMailboxPage } from './mailbox-page';

/**
 * `/dev/mailbox` (HTML) and `/dev/mailbox.json`: the e-mail outbox, only in embedded mode (a
 * development install); on a PostgreSQL server deployment the routes do not exist.
 */
export function devMailboxRoutes(app: FastifyInstance, deps: Deps) {
  if (!deps.config.embedded) return;
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await listOutbox({ deps });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderMailboxPage(emails));
  });
  app.get('/dev/mailbox.json', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await listOutbox({ deps });
    return reply.header('cache-control', 'no-store').send({ data: emails });
  });
}
