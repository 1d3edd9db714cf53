import type { AdvertiserRow, DbOrTx } from '@verba/db';
import { findAccount } from '../ledger/find-account';
import { walletEntries } from '../ledger/wallet-entries';
import { cachedBalance } from '../ledger/types';
import { ordersOfEntries } from '../wallets/entry-orders';
import { campaignsOfEntries } from '../wallets/entry-campaigns';
import { presentWalletEntry } from '../wallets/present-wallet-entry';
import { advertiserOwner } from './symbolic-credit';

/** How many recent entries the advertiser detail shows; the full statement lives in /finances. */
export const advertiserRecentEntries = 10;

/**
 * The advertiser's wallet as the API shows it (DESIGN §5): the available balance in minor units
 * as a string, and the latest entries with their spec type and sign.
 */
export async function advertiserWallet({
  db,
  advertiser,
}: {
  db: DbOrTx;
  advertiser: Pick<AdvertiserRow, 'id' | 'currency'>;
}) {
  const account = await findAccount({
    db,
    type: 'advertiser_wallet',
    owner: advertiserOwner(advertiser.id),
    currency: advertiser.currency,
  });
  if (!account) return { balance: '0', entries: [], entriesTotal: 0 };
  const page = await walletEntries({ db, accountId: account.id, perPage: advertiserRecentEntries });
  const orders = await ordersOfEntries(db, page.data);
  const campaigns = await campaignsOfEntries(db, page.data);
  return {
    balance: cachedBalance(account).toString(),
    entriesTotal: page.total,
    entries: page.data.map((entry) => presentWalletEntry(entry, orders, campaigns)),
  };
}
