import { canTransitionPaymentOrder, paymentEventTargetStatus, type PaymentEventType, type SandboxAction } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { gatewayNamed } from '../gateways/gateway-for';
import { findPaymentOrderByPublicId } from './find-payment-order';

const eventOf: Record<SandboxAction, PaymentEventType> = { pay: 'paid', expire: 'expired', refuse: 'refused' };

/**
 * POST public/orders/:publicId/sandbox/{pay|expire|refuse} — the sandbox page's buttons: the
 * sandbox gateway sends the matching signed webhook (a durable job, delivered within a moment),
 * exactly as a payer paying or a bank expiring the charge would cause. SANDBOX_DISABLED unless the
 * order's gateway is the sandbox; PAYMENT_ORDER_NOT_PAYABLE when the order can no longer take it
 * (including a canceled order).
 */
export async function sandboxOrderAction({ deps, publicId, action }: { deps: Deps; publicId: string; action: SandboxAction }) {
  const { order } = await findPaymentOrderByPublicId({ db: deps.db, publicId });
  const gateway = gatewayNamed(deps, order.gateway);
  if (!gateway.sandbox || !gateway.simulate) throw fail('SANDBOX_DISABLED');
  // Deposits are confirmed by platform staff (confirmDeposit), not by the gateway.
  if (action === 'pay' && order.method === 'DEPOSIT') throw fail('PAYMENT_METHOD_MISMATCH');
  // A canceled order no longer offers to pay (a payment that still arrives is accepted by webhook).
  if (order.status === 'canceled' || !canTransitionPaymentOrder(order.status, paymentEventTargetStatus[eventOf[action]])) throw fail('PAYMENT_ORDER_NOT_PAYABLE');
  const { eventId } = await gateway.simulate({ order, action, now: deps.now() });
  return { event_id: eventId, type: eventOf[action] };
}
