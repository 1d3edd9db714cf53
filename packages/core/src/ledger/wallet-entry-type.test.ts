import { describe, expect, it } from 'vitest';
import { signOfWalletEntry, walletEntryType, walletEntryTypeTable } from './wallet-entry-type';

describe('wallet entry types (spec §3)', () => {
  it('shows money in as CREDIT, and a failed payout coming back as FAILED_TRANSFER_FUND', () => {
    expect(walletEntryType('payment_credit', 'in')).toBe('CREDIT');
    expect(walletEntryType('bonus_credit', 'in')).toBe('CREDIT');
    expect(walletEntryType('symbolic_credit', 'in')).toBe('CREDIT');
    expect(walletEntryType('release', 'in')).toBe('CREDIT');
    expect(walletEntryType('failed_transfer_fund', 'in')).toBe('FAILED_TRANSFER_FUND');
  });

  it('shows money out as REFUND, CHARGEBACK, CHECKOUT or DEBIT', () => {
    expect(walletEntryType('refund', 'out')).toBe('REFUND');
    expect(walletEntryType('chargeback', 'out')).toBe('CHARGEBACK');
    expect(walletEntryType('chargeback_recovery', 'out')).toBe('CHARGEBACK');
    expect(walletEntryType('reservation', 'out')).toBe('CHECKOUT');
    expect(walletEntryType('checkout', 'out')).toBe('CHECKOUT');
    expect(walletEntryType('withdrawal', 'out')).toBe('DEBIT');
    expect(walletEntryType('withdrawal_fee', 'out')).toBe('DEBIT');
    expect(walletEntryType('adjustment', 'out')).toBe('DEBIT');
    expect(walletEntryType('bonus_reversal', 'out')).toBe('DEBIT');
  });

  it('signs CREDIT and FAILED_TRANSFER_FUND plus, every other type minus, for every kind and direction', () => {
    for (const { direction, type } of walletEntryTypeTable) {
      expect(signOfWalletEntry(type)).toBe(direction === 'in' ? 'plus' : 'minus');
    }
  });
});
