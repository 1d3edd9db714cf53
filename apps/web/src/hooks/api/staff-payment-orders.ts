import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, PaymentOrderStatus, PaymentOrderView, StaffPaymentOrder } from '@verba/domain';
import { api, type Paged } from '../../api/client';
import type { ApiPath } from '../../api/paths';
import { paymentOrdersKeys } from './payment-orders';

export type { StaffPaymentOrder } from '@verba/domain';

export interface StaffPaymentOrdersQuery {
  page: number;
  per_page?: number;
  status?: PaymentOrderStatus | undefined;
  method?: PaymentMethod | undefined;
  search?: string | undefined;
  /** São Paulo days (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** What platform staff do to an order from the back office. */
export type StaffOrderAction = 'confirm-deposit' | 'refund' | 'confirm-refund';

const actionPaths: Record<StaffOrderAction, (id: string) => ApiPath<'post', PaymentOrderView>> = {
  'confirm-deposit': (id) => `payment-orders/${id}/confirm-deposit`,
  refund: (id) => `payment-orders/${id}/refund`,
  'confirm-refund': (id) => `staff/payment-orders/${id}/confirm-refund`,
};

export const staffPaymentOrdersKeys = {
  lists: ['staff', 'payment-orders'] as const,
  list: (query: StaffPaymentOrdersQuery) => ['staff', 'payment-orders', query] as const,
};

/** `GET staff/payment-orders`: a page of every company's orders (platform staff only). */
export function useStaffPaymentOrders(query: StaffPaymentOrdersQuery) {
  return useQuery({
    queryKey: staffPaymentOrdersKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<StaffPaymentOrder>>('staff/payment-orders', {
        query: { ...query },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST payment-orders/{id}/confirm-deposit`, `…/refund` or `staff/payment-orders/{id}/confirm-refund`. The lists are refreshed whatever the
 * answer: a refusal usually means the order changed meanwhile.
 */
export function useStaffOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StaffOrderAction }) =>
      api.post<PaymentOrderView>(actionPaths[action](encodeURIComponent(id)), {}, { silent: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: staffPaymentOrdersKeys.lists });
      void queryClient.invalidateQueries({ queryKey: paymentOrdersKeys.all });
    },
  });
}
