import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { Currency, WalletView } from '@verba/domain';
import type { Actor, Deps } from '../deps';

interface WalletRow {
  account_id: string | null;
  kind: 'advertiser' | 'company';
  currency: Currency;
  balance: string;
  advertiser_id: string | null;
  advertiser_name: string | null;
  advertiser_display_name: string | null;
  advertiser_status: string | null;
}

/**
 * `GET wallets`: every wallet of the company with its available balance (DESIGN §5: from the
 * ledger): the company's own BRL wallet first (cashback, refunds; shown at R$ 0,00 before its
 * first entry, with no account yet), then each advertiser's wallet by name.
 */
export async function listWallets({ deps, actor }: { deps: Deps; actor: Actor }): Promise<WalletView[]> {
  const rows = await queryRows<WalletRow>(
    deps.db,
    sql`SELECT * FROM (
          SELECT a.id::text AS account_id, 'company' AS kind, c.currency, coalesce(a.balance, 0)::text AS balance,
                 NULL AS advertiser_id, NULL AS advertiser_name, NULL AS advertiser_display_name, NULL AS advertiser_status, 0 AS rank, '' AS sort_name
          FROM (SELECT 'BRL'::text AS currency) c
          LEFT JOIN ledger_accounts a ON a.type = 'company_wallet' AND a.owner_type = 'company' AND a.owner_id = ${actor.companyId} AND a.currency = c.currency
          UNION ALL
          SELECT a.id::text, 'company', a.currency, a.balance::text, NULL, NULL, NULL, NULL, 0, a.currency
          FROM ledger_accounts a
          WHERE a.type = 'company_wallet' AND a.owner_type = 'company' AND a.owner_id = ${actor.companyId} AND a.currency <> 'BRL'
          UNION ALL
          SELECT a.id::text, 'advertiser', ad.currency, coalesce(a.balance, 0)::text, ad.id::text, ad.name, ad.display_name, ad.status, 1, lower(ad.name)
          FROM advertisers ad
          LEFT JOIN ledger_accounts a ON a.type = 'advertiser_wallet' AND a.owner_type = 'advertiser' AND a.owner_id = ad.id::text AND a.currency = ad.currency
          WHERE ad.company_id = ${actor.companyId}
        ) w
        ORDER BY w.rank, w.sort_name, w.advertiser_id`,
  );
  return rows.map((row) => ({
    account_id: row.account_id,
    kind: row.kind,
    currency: row.currency,
    balance: row.balance,
    advertiser:
      row.kind === 'advertiser'
        ? {
            id: row.advertiser_id!,
            name: row.advertiser_name!,
            display_name: row.advertiser_display_name!,
            status: row.advertiser_status!,
          }
        : null,
  }));
}
