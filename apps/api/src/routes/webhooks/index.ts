import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { multilineText, text, z } from '@verba/domain';
import { receiveGatewayWebhook } from '@verba/core/payment-orders/receive-gateway-webhook';
import {
  webhookSignatureHeader,
  webhookTimestampHeader,
  webhookToleranceSeconds,
} from '@verba/core/gateways/webhook-signature';
import type { RouteModule } from '../index';
import { dataOf, responses } from '../../openapi/responses';

/** Documented (and left to the use case to check, so a missing one answers WEBHOOK_SIGNATURE_INVALID). */
const signatureHeaders = z.looseObject({
  [webhookTimestampHeader]: text()
    .optional()
    .describe(
      `Unix seconds when the gateway signed; refused beyond ±${webhookToleranceSeconds} s of the server clock.`,
    ),
  [webhookSignatureHeader]: text()
    .optional()
    .describe('Hex HMAC-SHA256 with the gateway secret over `<timestamp>.<raw body bytes>`.'),
});

/* eslint-disable no-restricted-syntax -- an answer the server writes, not input */
const outcome = z.object({
  event_id: z.string(),
  outcome: z.enum(['applied', 'ignored', 'duplicate', 'unknown_order']),
});
/* eslint-enable no-restricted-syntax */

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
      {
        schema: {
          tags: ['webhooks'],
          params: z.object({ gateway: text() }),
          headers: signatureHeaders,
          body: multilineText().describe(
            'The event as JSON; verified on its exact bytes, so send it unchanged.',
          ),
          response: responses(
            { 200: dataOf(outcome, 'Received (also a duplicate or a refused transition: do not retry).') },
            ['WEBHOOK_SIGNATURE_INVALID'],
            { authenticated: false },
          ),
        },
      },
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
