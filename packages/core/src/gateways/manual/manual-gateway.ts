import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { depositInstructions } from '../deposit-instructions';
import type { PaymentGateway } from '../types';

export const manualGatewayName = 'manual';

const unavailable = () => Promise.reject(fail('PAYMENT_METHOD_UNAVAILABLE'));

/**
 * The gateway of live mode until a real one is built: no network, no webhooks. It takes DEPOSIT
 * orders only, to the platform's receiving account (DEPOSIT_ACCOUNT_*; without it, nothing at
 * all), and answers PAYMENT_METHOD_UNAVAILABLE for anything that would need a payment provider.
 * Platform staff confirm that the money arrived; no one reports an expiry, so the platform expires
 * its orders itself (expire-order.ts). A refund staff request leaves the order pending_refund:
 * the transfer back is made by hand and staff confirm it (confirm-refund-sent.ts).
 */
export function createManualGateway(deps: Pick<Deps, 'config'>): PaymentGateway {
  const account = deps.config.depositAccount;
  return {
    name: manualGatewayName,
    sandbox: false,
    methods: account ? ['DEPOSIT'] : [],
    expiresOrders: false,
    prepare({ order, now }) {
      if (order.method !== 'DEPOSIT' || !account) return unavailable();
      return Promise.resolve(depositInstructions(order, now, account));
    },
    chargeCard: unavailable,
    capturePaypal: unavailable,
    requestRefund: () => Promise.resolve(),
    verifyWebhook() {
      throw fail('NOT_FOUND');
    },
  };
}
