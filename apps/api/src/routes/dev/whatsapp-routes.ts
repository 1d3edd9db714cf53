import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '@verba/core';
import { listWhatsAppSandboxCalls } from '@verba/core/alerts/whatsapp-sandbox';
import { whatsappAppSecret } from '@verba/core/alerts/whatsapp-config';
import { receiveWhatsAppWebhook, whatsappSignature } from '@verba/core/alerts/receive-whatsapp-webhook';
import { isLoopbackAddress, listensOnLoopbackOnly } from './loopback';
import { renderWhatsAppPage } from './whatsapp-page';

const fromThisMachine = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress) &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (fromThisMachine(request)) return done();
  void reply.callNotFound();
}

/**
 * `/dev/whatsapp` (HTML), `/dev/whatsapp.json` and `POST /dev/whatsapp/reply`: the WhatsApp
 * sandbox's calls (verification codes included), so the same rules as /dev/mailbox — embedded
 * mode, a server on loopback, a request from this machine, WHATSAPP_MODE=sandbox. Otherwise absent.
 */
export function devWhatsAppRoutes(app: FastifyInstance, deps: Deps) {
  if (!deps.config.embedded || !listensOnLoopbackOnly(deps.config.host) || deps.config.whatsapp.mode !== 'sandbox') return;
  app.get('/dev/whatsapp', { schema: { hide: true }, onRequest: onlyFromThisMachine }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderWhatsAppPage(await listWhatsAppSandboxCalls({ deps }))),
  );
  app.get('/dev/whatsapp.json', { schema: { hide: true }, onRequest: onlyFromThisMachine }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ data: await listWhatsAppSandboxCalls({ deps }) }),
  );
  app.post('/dev/whatsapp/reply', { schema: { hide: true }, onRequest: onlyFromThisMachine }, async (request, reply) => {
    const form = (request.body ?? {}) as { from?: string; text?: string };
    const from = String(form.from ?? '').replace(/\D/g, '');
    const rawBody = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'sandbox-waba',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '5511900000000', phone_number_id: deps.config.whatsapp.phoneNumberId },
                contacts: [{ profile: { name: 'Sandbox' }, wa_id: from }],
                messages: [{ from, id: `wamid.sandbox${Date.now()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: String(form.text ?? '') } }],
              },
            },
          ],
        },
      ],
    });
    const secret = whatsappAppSecret(deps.config);
    if (secret) await receiveWhatsAppWebhook({ deps, rawBody, signature: whatsappSignature(secret, rawBody) });
    return reply.redirect('/dev/whatsapp', 303);
  });
}
