import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import type { InvoiceStatus, InvoiceView, OrderNfseView } from '@verba/domain';
import { api, apiBase, ApiError, type Paged } from '../../api/client';
import { tokenStore } from '../../session/storage';
import { feedback, type ErrorPayload } from '../../shell/feedback-store';

export type { InvoiceView, OrderNfseView } from '@verba/domain';

export interface InvoicesQuery {
  page: number;
  per_page?: number;
  status?: InvoiceStatus;
}

export const invoicesKeys = {
  all: ['invoices'] as const,
  list: (query: InvoicesQuery) => ['invoices', 'list', query] as const,
  order: (orderId: string) => ['invoices', 'order', orderId] as const,
};

/** While the invoice is on its way to the issuer, the page looks again this often. */
export const invoicePollMs = 3000;
const inFlight = (status: InvoiceStatus | undefined) => status === 'pending' || status === 'waiting';

/** `GET invoices`: a page of the company's invoices. */
export function useInvoices(query: InvoicesQuery) {
  return useQuery({
    queryKey: invoicesKeys.list(query),
    queryFn: ({ signal }) => api.get<Paged<InvoiceView>>('invoices', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** `GET orders/{id}/nfse`: the order and its invoice, polled while the invoice is being issued. */
export function useOrderNfse(orderId: string) {
  return useQuery({
    queryKey: invoicesKeys.order(orderId),
    queryFn: ({ signal }) => api.get<OrderNfseView>(`orders/${encodeURIComponent(orderId)}/nfse`, { signal, silent: true }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchInterval: (query) => (inFlight(query.state.data?.invoice?.status) ? invoicePollMs : false),
  });
}

/** `POST payment-orders/{id}/nfse/request`: the invoice now instead of 30 days after payment. */
export function useRequestOrderNfse(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OrderNfseView>(`payment-orders/${encodeURIComponent(orderId)}/nfse/request`, {}, { silent: true }),
    onSuccess: (view) => {
      queryClient.setQueryData(invoicesKeys.order(orderId), view);
      void queryClient.invalidateQueries({ queryKey: ['invoices', 'list'] });
    },
  });
}

/**
 * `GET invoices/{id}/pdf` with the session's headers (spec §7), as a Blob: the document needs the
 * bearer token, so it cannot be a plain link. Failures reject with an ApiError.
 */
export async function fetchInvoicePdf(invoiceId: string): Promise<Blob> {
  feedback.clearErrors();
  const headers: Record<string, string> = { accept: 'application/pdf', 'accept-language': i18n.language || 'pt-BR' };
  const token = tokenStore.get();
  const original = tokenStore.getOriginal();
  if (token) headers.authorization = `Bearer ${token}`;
  if (token && original) headers['original-authorization'] = `Bearer ${original}`;
  const response = await fetch(`${apiBase}/invoices/${encodeURIComponent(invoiceId)}/pdf`, { headers });
  if (response.ok) return response.blob();
  if (response.status === 401 && token) {
    tokenStore.clear();
    tokenStore.clearOriginal();
    window.location.reload();
  }
  const body = (await response.json().catch(() => null)) as { errors?: ErrorPayload; code?: string } | null;
  throw new ApiError(response.status, body?.code, body?.errors ?? i18n.t('common:generic_error'));
}
