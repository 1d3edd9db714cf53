import type { PaymentOrderStatus } from '@verba/domain';

export { methodLabelKeys, statusLabelKeys } from '@verba/domain';

export const statusColors: Record<PaymentOrderStatus, string> = {
  pending: 'gray',
  waiting_payment: 'yellow',
  processing: 'blue',
  authorized: 'blue',
  paid: 'teal',
  pending_refund: 'orange',
  refunded: 'gray',
  chargedback: 'red',
  refused: 'red',
  expired: 'gray',
  canceled: 'gray',
};
