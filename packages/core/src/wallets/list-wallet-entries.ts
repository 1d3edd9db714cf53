import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { WalletEntriesQuery } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { walletEntries } from '../ledger/wallet-entries';
import { pageMeta } from '../paging';
import { cachedRead } from '../read-cache';
import { ordersOfEntries } from './entry-orders';
import { campaignsOfEntries } from './entry-campaigns';
import { presentWalletEntry } from './present-wallet-entry';

/** Whether the account is a wallet of the company: its own, or one of its advertisers'. */
async function isCompanyWallet(deps: Deps, accountId: string, companyId: string): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(
    deps.db,
    sql`SELECT true AS ok FROM ledger_accounts a
        -- The advertiser looked up by its primary key (an advertiser wallet's owner id is its uuid).
        LEFT JOIN advertisers ad
          ON ad.id = CASE WHEN a.type = 'advertiser_wallet' AND a.owner_type = 'advertiser' THEN a.owner_id::uuid END
        WHERE a.id = ${accountId}
          AND ((a.type = 'company_wallet' AND a.owner_type = 'company' AND a.owner_id = ${companyId})
            OR (a.type = 'advertiser_wallet' AND ad.company_id = ${companyId}))`,
  );
  return rows.length > 0;
}

/** What a statement page reads: the wallet, its transfers, their orders, campaigns and advertisers. */
const walletEntriesTables = [
  'ledger_accounts',
  'ledger_transfers',
  'ledger_reservations',
  'advertisers',
  'payment_orders',
  'campaigns',
];

/**
 * `GET wallets/{accountId}/entries`: a page of a wallet's statement, newest first, each entry with
 * its spec type and sign and the balance after it. NOT_FOUND for any other account.
 */
export async function listWalletEntries({
  deps,
  actor,
  accountId,
  query,
}: {
  deps: Deps;
  actor: Actor;
  accountId: string;
  query: WalletEntriesQuery;
}) {
  if (!isUuid(accountId)) throw fail('NOT_FOUND');
  const answer = await cachedRead(deps, {
    name: query.type ? 'wallet_entries_of_type' : 'wallet_entries',
    key: JSON.stringify([actor.companyId, accountId, query.page, query.per_page, query.type]),
    tables: walletEntriesTables,
    load: async () => {
      if (!(await isCompanyWallet(deps, accountId, actor.companyId))) return null;
      const page = await walletEntries({
        db: deps.db,
        accountId,
        page: query.page,
        perPage: query.per_page,
        types: query.type ? [query.type] : undefined,
      });
      const orders = await ordersOfEntries(deps.db, page.data);
      const campaigns = await campaignsOfEntries(deps.db, page.data);
      return {
        data: page.data.map((entry) => presentWalletEntry(entry, orders, campaigns)),
        meta: pageMeta({ page: query.page, perPage: query.per_page, total: page.total }),
      };
    },
  });
  if (!answer) throw fail('NOT_FOUND');
  return answer;
}
