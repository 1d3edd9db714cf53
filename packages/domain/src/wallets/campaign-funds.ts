import type { Currency } from '../formats';

export interface AdvertiserWalletBalance {
  currency: Currency;
  /** Minor units as a string (DESIGN §5). */
  balance: string;
  advertiser: { status: string } | null;
}

export interface CampaignFunds {
  /** Per currency, the balances of active advertisers: what campaigns can spend now. */
  available: [Currency, bigint][];
  activeCount: number;
  /** Per currency, the balances of inactive advertisers: kept apart, not counted as available. */
  inactive: [Currency, bigint][];
  /** Inactive advertisers holding a balance. */
  inactiveWithBalance: number;
}

const sum = (wallets: AdvertiserWalletBalance[]): [Currency, bigint][] => {
  const totals = new Map<Currency, bigint>();
  for (const w of wallets) totals.set(w.currency, (totals.get(w.currency) ?? 0n) + BigInt(w.balance));
  return [...totals.entries()];
};

/**
 * "Available for campaigns": only active advertisers' balances, since an inactive advertiser runs
 * no campaign until it is activated again; inactive advertisers' balances are totalled apart.
 */
export function campaignFunds(advertiserWallets: readonly AdvertiserWalletBalance[]): CampaignFunds {
  const active = advertiserWallets.filter((w) => w.advertiser?.status === 'active');
  const inactive = advertiserWallets.filter((w) => w.advertiser && w.advertiser.status !== 'active' && BigInt(w.balance) > 0n);
  return {
    available: sum(active),
    activeCount: active.length,
    inactive: sum(inactive),
    inactiveWithBalance: inactive.length,
  };
}
