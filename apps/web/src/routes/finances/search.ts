import { paymentOrderStatuses, type PaymentOrderStatus } from '@verba/domain/payments/order-status';

export const financesTabs = ['wallet', 'payments', 'withdrawals', 'bank-accounts'] as const;
export type FinancesTab = (typeof financesTabs)[number];

/** `/finances` state in the URL: the tab, the wallet whose statement is open, and the lists' pages and filter. */
export interface FinancesSearch {
  tab?: FinancesTab;
  /** Ledger account id of the wallet shown in the statement. */
  wallet?: string;
  /** Statement page. */
  page?: number;
  /** Payment history page and status filter. */
  payments_page?: number;
  status?: PaymentOrderStatus;
}

const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
};

export function validateFinancesSearch(search: Record<string, unknown>): FinancesSearch {
  const tab = financesTabs.find((t) => t === search.tab);
  const wallet = typeof search.wallet === 'string' && /^[0-9a-f-]{36}$/i.test(search.wallet) ? search.wallet : undefined;
  return {
    tab: tab === 'wallet' ? undefined : tab,
    wallet,
    page: pageOf(search.page),
    payments_page: pageOf(search.payments_page),
    status: paymentOrderStatuses.find((s) => s === search.status),
  };
}
