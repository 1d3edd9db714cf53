import { describe, expect, it } from 'vitest';
import { paymentEventTypes } from './order-status';
import { gatewayMayReport, paymentMethodsOf } from './payments-mode';

describe('payments mode', () => {
  it('takes only staff-confirmed deposits in live mode, every method in the sandbox', () => {
    expect(paymentMethodsOf.live).toEqual(['DEPOSIT']);
    expect([...paymentMethodsOf.sandbox].sort()).toEqual([
      'BOLETO',
      'CREDIT_CARD',
      'DEPOSIT',
      'PAYPAL',
      'PIX',
    ]);
  });

  it('never lets a gateway pay or charge back a deposit; every other event and method is up to the state machine', () => {
    expect(gatewayMayReport('DEPOSIT', 'paid')).toBe(false);
    expect(gatewayMayReport('DEPOSIT', 'chargedback')).toBe(false);
    expect(gatewayMayReport('DEPOSIT', 'expired')).toBe(true);
    expect(gatewayMayReport('DEPOSIT', 'refunded')).toBe(true);
    for (const type of paymentEventTypes) expect(gatewayMayReport('PIX', type)).toBe(true);
  });
});
