import type { PaymentMethod } from '../schemas/payment-orders';

/**
 * Payment methods whose payer can still take the money back after it settled: a card chargeback
 * (card networks allow disputes for months) and a PayPal dispute or chargeback (180 days). The
 * agency cashback such a payment earns is held before it can be withdrawn. Pix, boleto and bank
 * deposits are final once settled (a Pix fraud return, MED, is the payer's bank's procedure, not a
 * chargeback): their cashback is available at once, and a refund the platform makes of them is
 * booked against the wallet like any other reversal.
 */
export const cashbackHeldMethods = ['CREDIT_CARD', 'PAYPAL'] as const satisfies readonly PaymentMethod[];

const dayMs = 86_400_000;

/**
 * When the cashback of a payment paid at `paidAt` becomes withdrawable: `holdDays` later for a
 * reversible method, or null when it is not held at all (any other method, or no hold configured).
 */
export function cashbackAvailableAt({
  method,
  paidAt,
  holdDays,
}: {
  method: PaymentMethod;
  paidAt: Date;
  holdDays: number;
}): Date | null {
  if (holdDays <= 0 || !(cashbackHeldMethods as readonly PaymentMethod[]).includes(method)) return null;
  return new Date(paidAt.getTime() + holdDays * dayMs);
}
