import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isFinalPaymentOrderStatus,
  type CardFields,
  type PaymentMethod,
  type PaymentOrderStatus,
  type PaymentOrderView,
  type PublicPaymentOrder,
  type SandboxAction,
} from '@verba/domain';
import { api, apiBase, ApiError, type Paged } from '../../api/client';

export type { PaymentOrderView, PublicPaymentOrder } from '@verba/domain';

export interface PaymentOrdersQuery {
  page: number;
  per_page?: number;
  status?: PaymentOrderStatus | undefined;
  method?: PaymentMethod | undefined;
  advertiser_id?: string;
  /** Order code or advertiser name. */
  search?: string | undefined;
  /** São Paulo days (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface CreatePaymentOrderBody {
  advertiser_id: string;
  /** Integer centavos as a string (DESIGN §5). */
  amount: string;
  method: PaymentMethod;
  card?: CardFields;
}

export const paymentOrdersKeys = {
  all: ['payment-orders'] as const,
  lists: ['payment-orders', 'list'] as const,
  list: (query: PaymentOrdersQuery) => ['payment-orders', 'list', query] as const,
  detail: (id: string) => ['payment-orders', 'detail', id] as const,
  public: (publicId: string) => ['payment-orders', 'public', publicId] as const,
};

/** Links of the public payment page's documents. */
export const publicOrderUrls = {
  pixPng: (publicId: string) => `${apiBase}/public/orders/${encodeURIComponent(publicId)}/pix.png`,
  boletoPdf: (publicId: string) => `${apiBase}/public/orders/${encodeURIComponent(publicId)}/boleto.pdf`,
  page: (publicId: string) => `/orders/${encodeURIComponent(publicId)}/payment`,
};

const noRetryOnClientError = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

/** `GET payment-orders`: a page of the company's orders (finance: manager and user_manager). */
export function usePaymentOrders(query: PaymentOrdersQuery) {
  return useQuery({
    queryKey: paymentOrdersKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<PaymentOrderView>>('payment-orders', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentOrder(id: string) {
  return useQuery({
    queryKey: paymentOrdersKeys.detail(id),
    queryFn: ({ signal }) => api.get<PaymentOrderView>(`payment-orders/${id}`, { signal, silent: true }),
    retry: noRetryOnClientError,
  });
}

/**
 * `POST payment-orders`. The caller keeps one `idempotencyKey` per order it means to create (e.g.
 * `crypto.randomUUID()` made when the form opens), so a retried submit after a network failure
 * returns the first order instead of creating a second one.
 */
export function useCreatePaymentOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePaymentOrderBody; idempotencyKey: string }) =>
      api.post<PaymentOrderView>('payment-orders', body, {
        silent: true,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(paymentOrdersKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: paymentOrdersKeys.lists });
    },
  });
}

/** How often the public page asks whether the order was paid, while something can still happen. */
export const paymentPollMs = 3000;

/** `GET public/orders/{publicId}` (no login), polled until the order reaches a final status. */
export function usePublicPaymentOrder(publicId: string) {
  return useQuery({
    queryKey: paymentOrdersKeys.public(publicId),
    queryFn: ({ signal }) =>
      api.get<PublicPaymentOrder>(`public/orders/${encodeURIComponent(publicId)}`, { signal, silent: true }),
    retry: noRetryOnClientError,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && (isFinalPaymentOrderStatus(status) || status === 'paid') ? false : paymentPollMs;
    },
    refetchIntervalInBackground: false,
  });
}

function usePublicOrderChanged(publicId: string) {
  const queryClient = useQueryClient();
  return {
    set: (order: PublicPaymentOrder) => queryClient.setQueryData(paymentOrdersKeys.public(publicId), order),
    refetch: () => queryClient.invalidateQueries({ queryKey: paymentOrdersKeys.public(publicId) }),
  };
}

/** `POST public/orders/{publicId}/card`: pays with a card on the public page. */
export function usePayWithCard(publicId: string) {
  const changed = usePublicOrderChanged(publicId);
  return useMutation({
    mutationFn: (card: CardFields) =>
      api.post<PublicPaymentOrder>(`public/orders/${encodeURIComponent(publicId)}/card`, card, {
        silent: true,
      }),
    onSuccess: changed.set,
    // A refused card changes the order too.
    onError: () => void changed.refetch(),
  });
}

/** `POST public/orders/{publicId}/retry`: a refused order's payer opens its one new order (answered again on a repeat). */
export function useRetryRefusedOrder(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod) =>
      api.post<PublicPaymentOrder>(`public/orders/${encodeURIComponent(publicId)}/retry`, { method }),
    onSuccess: (order) => queryClient.setQueryData(paymentOrdersKeys.public(order.public_id), order),
  });
}

/** `POST public/orders/{publicId}/paypal/approve`: the payer approves on the PayPal approval page. */
export function useApprovePaypal(publicId: string) {
  const changed = usePublicOrderChanged(publicId);
  return useMutation({
    mutationFn: () =>
      api.post<PublicPaymentOrder>(
        `public/orders/${encodeURIComponent(publicId)}/paypal/approve`,
        {},
        { silent: true },
      ),
    onSuccess: changed.set,
  });
}

/** `POST public/orders/{publicId}/sandbox/{action}`: the sandbox gateway sends the matching webhook. */
export function useSandboxAction(publicId: string) {
  const changed = usePublicOrderChanged(publicId);
  return useMutation({
    mutationFn: (action: SandboxAction) =>
      api.post<{ event_id: string; type: string }>(
        `public/orders/${encodeURIComponent(publicId)}/sandbox/${action}`,
        {},
        { silent: true },
      ),
    // The webhook is delivered by the worker within a moment; look again soon after.
    onSuccess: () => {
      setTimeout(() => void changed.refetch(), 800);
    },
  });
}
