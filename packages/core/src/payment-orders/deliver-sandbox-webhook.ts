import { paymentWebhookEventSchema } from '@verba/domain';
import type { JobHandler } from '../jobs/worker';
import { signWebhook, webhookSignatureHeader, webhookTimestampHeader } from '../gateways/webhook-signature';
import { receiveGatewayWebhook } from './receive-gateway-webhook';

/**
 * Job `payments.sandbox-webhook`: the sandbox gateway sending one settlement webhook. It signs the
 * event as a real gateway would (HMAC-SHA256 over `${timestamp}.${body}` with
 * SANDBOX_WEBHOOK_SECRET) and hands the signed request, in process, to the very use case behind
 * POST /api/v1/webhooks/sandbox, so it goes through the same verification. A failure is retried
 * by the job runner, like a gateway retrying a webhook.
 */
export const deliverSandboxWebhook: JobHandler = async ({ deps, payload }) => {
  const secret = deps.config.sandboxWebhookSecret;
  if (!secret) throw new Error('no sandbox webhook secret: the sandbox gateway runs only in sandbox mode');
  const event = paymentWebhookEventSchema.parse(payload.event);
  const rawBody = JSON.stringify(event);
  const timestamp = String(Math.floor(deps.now().getTime() / 1000));
  await receiveGatewayWebhook({
    deps,
    gateway: 'sandbox',
    request: {
      rawBody,
      headers: {
        'content-type': 'application/json',
        [webhookTimestampHeader]: timestamp,
        [webhookSignatureHeader]: signWebhook({ secret, timestamp, rawBody }),
      },
    },
  });
};
