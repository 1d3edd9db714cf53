import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { multilineText, text, z } from '@verba/domain';
import { receiveGatewayWebhook } from '@verba/core/payment-orders/receive-gateway-webhook';
import type { RouteModule } from '../index';

/**
 * POST /webhooks/:gateway — settlement webhooks of payment gateways. The signature covers the
 * exact bytes received, so in this scope JSON bodies are kept as the raw string (the use case
 * verifies, then parses). 200 also for duplicates and refused transitions: the gateway stops retrying.
 */
export const webhookRoutes: RouteModule = async (app, deps) => {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/webhooks/:gateway',
      { schema: { tags: ['webhooks'], params: z.object({ gateway: text() }), body: multilineText() } },
      async (request) => ({
        data: await receiveGatewayWebhook({
          deps,
          gateway: request.params.gateway,
          request: { headers: request.headers, rawBody: request.body },
        }),
      }),
    );
  });
};
