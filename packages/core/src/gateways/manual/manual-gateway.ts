import { fail } from '../../errors';
import { depositInstructions } from '../deposit-instructions';
import type { PaymentGateway } from '../types';

export const manualGatewayName = 'manual';

const unavailable = () => Promise.reject(fail('PAYMENT_METHOD_UNAVAILABLE'));

/**
 * The gateway of live mode until a real one is built: no network, no webhooks. It takes DEPOSIT
 * orders only (bank-transfer instructions; platform staff confirm the money arrived), and answers
 * PAYMENT_METHOD_UNAVAILABLE for anything that would need a payment provider. A refund staff
 * request leaves the order pending_refund: the transfer back is made by hand.
 */
export function createManualGateway(): PaymentGateway {
  return {
    name: manualGatewayName,
    sandbox: false,
    methods: ['DEPOSIT'],
    prepare({ order, now }) {
      if (order.method !== 'DEPOSIT') return unavailable();
      return Promise.resolve(depositInstructions(order, now));
    },
    chargeCard: unavailable,
    capturePaypal: unavailable,
    requestRefund: () => Promise.resolve(),
    verifyWebhook() {
      throw fail('NOT_FOUND');
    },
  };
}
