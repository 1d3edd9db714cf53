import { paymentMethods, type PaymentMethod } from '@verba/domain/payments/payment-methods';
import { paymentOrderStatuses, type PaymentOrderStatus } from '@verba/domain/payments/order-status';
import { dateRangeSearchOf } from '../../components/list/date-range-search';

export const financesTabs = ['wallet', 'payments', 'withdrawals', 'bank-accounts'] as const;
export type FinancesTab = (typeof financesTabs)[number];

/** `/finances` state in the URL: the tab, the wallet whose statement is open, and the lists' pages and filter. */
export interface FinancesSearch {
  tab?: FinancesTab;
  /** Ledger account id of the wallet shown in the statement. */
  wallet?: string;
  /** Statement page. */
  page?: number;
  /** Payment history page and filters (applied by the server). */
  payments_page?: number;
  status?: PaymentOrderStatus;
  method?: PaymentMethod;
  /** Order code or advertiser name. */
  search?: string;
  /** São Paulo days of the payments' creation, both included. */
  from?: string;
  to?: string;
}

/** The payment history's filters, as the list and its export send them. */
export type PaymentFilters = Pick<FinancesSearch, 'status' | 'method' | 'search' | 'from' | 'to'>;

const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
};

export function validateFinancesSearch(search: Record<string, unknown>): FinancesSearch {
  const tab = financesTabs.find((t) => t === search.tab);
  const wallet =
    typeof search.wallet === 'string' && /^[0-9a-f-]{36}$/i.test(search.wallet) ? search.wallet : undefined;
  return {
    tab: tab === 'wallet' ? undefined : tab,
    wallet,
    page: pageOf(search.page),
    payments_page: pageOf(search.payments_page),
    status: paymentOrderStatuses.find((s) => s === search.status),
    method: paymentMethods.find((m) => m === search.method),
    search: typeof search.search === 'string' ? search.search.trim().slice(0, 128) || undefined : undefined,
    ...dateRangeSearchOf(search),
  };
}
