import type { PaymentMethod } from '../schemas/payment-orders';
import type { PaymentOrderStatus } from './order-status';

/* The names of statuses and methods, shared by the SPA and the server's exports. */

/** i18n keys of the payment statuses (spec §4), as full literals for the i18n check. */
export const statusLabelKeys: Record<PaymentOrderStatus, string> = {
  pending: 'orders:status.pending',
  waiting_payment: 'orders:status.waiting_payment',
  processing: 'orders:status.processing',
  authorized: 'orders:status.authorized',
  paid: 'orders:status.paid',
  pending_refund: 'orders:status.pending_refund',
  refunded: 'orders:status.refunded',
  chargedback: 'orders:status.chargedback',
  refused: 'orders:status.refused',
  expired: 'orders:status.expired',
  canceled: 'orders:status.canceled',
};

/** i18n keys of the payment methods. */
export const methodLabelKeys: Record<PaymentMethod, string> = {
  CREDIT_CARD: 'orders:method.CREDIT_CARD',
  BOLETO: 'orders:method.BOLETO',
  PIX: 'orders:method.PIX',
  PAYPAL: 'orders:method.PAYPAL',
  DEPOSIT: 'orders:method.DEPOSIT',
};
