import type { Deps } from '../deps';
import { gatewayNamed } from '../gateways/gateway-for';
import type { WebhookRequest } from '../gateways/types';
import { applyPaymentEvent, type PaymentEventOutcome } from './apply-payment-event';

/**
 * POST /webhooks/:gateway: verifies the signature and freshness of a settlement webhook
 * (WEBHOOK_SIGNATURE_INVALID otherwise), then applies its event. Duplicates and events the state
 * machine refuses are acknowledged (so the gateway stops retrying) and change nothing.
 */
export async function receiveGatewayWebhook({
  deps,
  gateway: name,
  request,
}: {
  deps: Deps;
  gateway: string;
  request: WebhookRequest;
}): Promise<{ event_id: string; outcome: PaymentEventOutcome }> {
  const gateway = gatewayNamed(deps, name);
  const event = gateway.verifyWebhook({ ...request, now: deps.now() });
  const { outcome } = await applyPaymentEvent({ deps, gateway: gateway.name, event, by: 'gateway' });
  deps.logger.info(
    { gateway: gateway.name, event: event.event_id, type: event.type, order: event.order_public_id, outcome },
    'payment webhook',
  );
  return { event_id: event.event_id, outcome };
}
