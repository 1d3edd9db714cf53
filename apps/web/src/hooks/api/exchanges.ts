import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateExchangeInput,
  ExchangeStatus,
  ExchangeView,
  ExchangeWithSecret,
  UpdateExchangeInput,
} from '@verba/domain';
import { api } from '../../api/client';

export type { ExchangeView, ExchangeWithSecret } from '@verba/domain';

export interface ExchangeList {
  data: ExchangeView[];
  meta: { max_notice_window_seconds: number };
}

export const exchangeKeys = { all: ['staff', 'exchanges'] as const };

/** `GET staff/exchanges`: every registered exchange (no secrets) and the platform's notice window. */
export function useExchanges() {
  return useQuery({
    queryKey: exchangeKeys.all,
    queryFn: ({ signal }) => api.get<ExchangeList>('staff/exchanges', { signal, silent: true }),
  });
}

function useChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: exchangeKeys.all });
}

export function useCreateExchange() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (input: CreateExchangeInput) =>
      api.post<ExchangeWithSecret>('staff/exchanges', input, { silent: true, envelope: true }),
    onSuccess: changed,
  });
}

export function useUpdateExchange() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateExchangeInput }) =>
      api.put<ExchangeWithSecret>(`staff/exchanges/${id}`, input, { silent: true, envelope: true }),
    onSuccess: changed,
  });
}

export function useRotateExchangeSecret() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<ExchangeWithSecret>(
        `staff/exchanges/${id}/rotate-secret`,
        {},
        { silent: true, envelope: true },
      ),
    onSuccess: changed,
  });
}

export function useSetExchangeStatus() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ExchangeStatus }) =>
      api.post<ExchangeView>(`staff/exchanges/${id}/status`, { status }, { silent: true }),
    onSuccess: changed,
  });
}
