import { describe, expect, it } from 'vitest';
import { withdrawalAmountIssue, withdrawalMessageKeys } from './withdrawals';

describe('withdrawalAmountIssue', () => {
  it('names the available balance and what the fee adds when the wallet is short', () => {
    expect(withdrawalAmountIssue(10_000n, 5_000n)).toEqual({
      key: withdrawalMessageKeys.insufficient,
      params: { fee: 'R$ 3,67', available: 'R$ 50,00', total: 'R$ 103,67' },
    });
  });

  it('during a chargeback debt, says what is owed and that nothing is available, never a negative balance', () => {
    // Wallet R$ 0,00, owing R$ 8,71: available is R$ 0,00 (as the wallet shows), not -R$ 8,71.
    expect(withdrawalAmountIssue(10_000n, -871n, 871n)).toEqual({
      key: withdrawalMessageKeys.chargebackDebt,
      params: { fee: 'R$ 3,67', available: 'R$ 0,00', total: 'R$ 103,67', debt: 'R$ 8,71' },
    });
  });

  it('a debt the wallet covers leaves the usual message, with what is left after it', () => {
    expect(withdrawalAmountIssue(10_000n, 2_000n, 871n)?.key).toBe(withdrawalMessageKeys.insufficient);
    expect(withdrawalAmountIssue(1_000n, 20_000n, 871n)).toBeUndefined();
  });
});
