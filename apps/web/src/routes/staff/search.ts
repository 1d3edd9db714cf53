import { paymentMethods, type PaymentMethod } from '@verba/domain/payments/payment-methods';
import { paymentOrderStatuses, type PaymentOrderStatus } from '@verba/domain/payments/order-status';
import { dateRangeSearchOf } from '../../components/list/date-range-search';

/** `/staff/payments` list state in the URL: page, status, method and São Paulo date filters, search text. */
export interface StaffPaymentsSearch {
  page?: number | undefined;
  status?: PaymentOrderStatus | undefined;
  method?: PaymentMethod | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function validateStaffPaymentsSearch(search: Record<string, unknown>): StaffPaymentsSearch {
  const page = Number(search.page);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 128) : '';
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    status: paymentOrderStatuses.find((s) => s === search.status),
    method: paymentMethods.find((m) => m === search.method),
    search: text || undefined,
    ...dateRangeSearchOf(search),
  };
}
