import { describe, expect, it } from 'vitest';
import { campaignFunds } from './campaign-funds';

const wallet = (balance: string, status: string, currency: 'BRL' | 'USD' = 'BRL') => ({
  currency,
  balance,
  advertiser: { status },
});

describe('campaignFunds', () => {
  it('counts only active advertisers as available, per currency', () => {
    const funds = campaignFunds([wallet('50000', 'active'), wallet('100', 'active'), wallet('9900', 'active', 'USD'), wallet('70000', 'inactive')]);
    expect(funds.available).toEqual([
      ['BRL', 50100n],
      ['USD', 9900n],
    ]);
    expect(funds.activeCount).toBe(3);
    expect(funds.inactive).toEqual([['BRL', 70000n]]);
    expect(funds.inactiveWithBalance).toBe(1);
  });

  it('leaves out inactive advertisers without balance and the company wallet', () => {
    const funds = campaignFunds([wallet('0', 'inactive'), { currency: 'BRL', balance: '2500', advertiser: null }]);
    expect(funds).toEqual({ available: [], activeCount: 0, inactive: [], inactiveWithBalance: 0 });
  });
});
