import type { PaymentMethod } from '../schemas/payment-orders';
import type { PaymentEventType } from './order-status';

/**
 * How the installation takes payments (PAYMENTS_MODE): `sandbox` settles fake payments through
 * the built-in sandbox gateway (no real money); `live` has no sandbox and, until a live gateway is
 * built, takes bank deposits confirmed by platform staff only.
 */
export const paymentsModes = ['sandbox', 'live'] as const;
export type PaymentsMode = (typeof paymentsModes)[number];

/** The methods each mode can take today: live has no gateway yet, so deposits only. */
export const paymentMethodsOf: Record<PaymentsMode, readonly PaymentMethod[]> = {
  sandbox: ['PIX', 'BOLETO', 'CREDIT_CARD', 'PAYPAL', 'DEPOSIT'],
  live: ['DEPOSIT'],
};

/**
 * Whether a gateway's webhook may report `type` for an order of `method`. A deposit is a bank
 * transfer platform staff see arrive: only their confirmation pays it, and no gateway can charge
 * it back. A gateway may still expire it or confirm a refund staff asked for.
 */
export function gatewayMayReport(method: PaymentMethod, type: PaymentEventType): boolean {
  return method !== 'DEPOSIT' || (type !== 'paid' && type !== 'chargedback');
}
