import {
  maxWithdrawal,
  WITHDRAWAL_FEE_CENTS,
  WITHDRAWAL_MINIMUM_CENTS,
  withdrawalCurrency,
  type CompanyWalletQuery,
  type CompanyWalletView,
} from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { chargebackDebt } from '../ledger/chargeback-debt';
import { findAccount } from '../ledger/find-account';
import { heldCashback } from '../ledger/held-cashback';
import { walletEntries } from '../ledger/wallet-entries';
import { pageMeta } from '../paging';
import { companyWalletOwner } from '../payment-orders/bookings';
import { activePayoutRail } from '../payouts/rail-for';
import { presentWalletEntry } from '../wallets/present-wallet-entry';
import { ordersOfEntries } from '../wallets/entry-orders';

/**
 * `GET wallet/company`: the company's BRL wallet (agency cashback and bonus, failed transfers
 * returned), what can be withdrawn from it, the cashback still on hold and when each part is
 * released, and a page of its statement, newest first, with the
 * spec's entry types: CREDIT and FAILED_TRANSFER_FUND plus; DEBIT, CHARGEBACK, REFUND, CHECKOUT minus.
 */
export async function getCompanyWallet({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: CompanyWalletQuery;
}) {
  const account = await findAccount({
    db: deps.db,
    type: 'company_wallet',
    owner: companyWalletOwner(actor.companyId),
    currency: withdrawalCurrency,
  });
  const balance = account?.balance ?? 0n;
  const debt = await chargebackDebt({
    db: deps.db,
    owner: companyWalletOwner(actor.companyId),
    currency: withdrawalCurrency,
  });
  const hold = await findAccount({
    db: deps.db,
    type: 'cashback_hold',
    owner: companyWalletOwner(actor.companyId),
    currency: withdrawalCurrency,
  });
  const held = hold ? await heldCashback({ db: deps.db, accountId: hold.id }) : [];
  const page = account
    ? await walletEntries({
        db: deps.db,
        accountId: account.id,
        page: query.page,
        perPage: query.per_page,
        types: query.type ? [query.type] : undefined,
      })
    : { data: [], total: 0 };
  const orders = await ordersOfEntries(deps.db, page.data);
  const data: CompanyWalletView = {
    balance: balance.toString(),
    currency: withdrawalCurrency,
    chargeback_debt: debt.toString(),
    cashback_on_hold: (hold?.balance ?? 0n).toString(),
    cashback_releases: held.map((h) => ({
      amount: h.amount.toString(),
      available_at: h.availableAt.toISOString(),
    })),
    cashback_hold_days: deps.config.cashbackHoldDays,
    available_for_withdrawal: maxWithdrawal(balance - debt).toString(),
    withdrawal_fee: WITHDRAWAL_FEE_CENTS.toString(),
    withdrawal_minimum: WITHDRAWAL_MINIMUM_CENTS.toString(),
    payout_rail: activePayoutRail().name,
    entries: page.data.map((entry) => ({
      ...presentWalletEntry(entry, orders),
      currency: withdrawalCurrency,
      campaign: null,
    })),
  };
  return {
    data,
    meta: pageMeta({ page: query.page, perPage: query.per_page, total: page.total }),
  };
}
