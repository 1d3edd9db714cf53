import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyWalletView, WalletEntryTypeValue, WithdrawalStatus, WithdrawalView } from '@verba/domain';
import { api, type Paged } from '../../api/client';

export const companyWalletKey = ['wallet', 'company'] as const;
export const withdrawalsKey = ['withdrawals'] as const;

export interface CompanyWalletPage {
  data: CompanyWalletView;
  meta: Paged<unknown>['meta'];
}

/** `GET wallet/company`: the cashback wallet's balance, withdrawal rules and a page of its statement. */
export function useCompanyWallet(query: { page: number; per_page?: number; type?: WalletEntryTypeValue }) {
  return useQuery({
    queryKey: [...companyWalletKey, query],
    queryFn: ({ signal }) => api.get<CompanyWalletPage>('wallet/company', { query, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** `GET withdrawals`: newest first. Polls while a withdrawal is on its way, so statuses move on screen. */
export function useWithdrawals(query: { page: number; per_page?: number; status?: WithdrawalStatus }) {
  return useQuery({
    queryKey: [...withdrawalsKey, query],
    queryFn: ({ signal }) => api.get<Paged<WithdrawalView>>('withdrawals', { query, signal, silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((w) => w.status === 'requested' || w.status === 'processing') ? 15_000 : false),
  });
}

/**
 * `POST withdrawals` with an Idempotency-Key: the form keeps one key per amount, so a retry after
 * a lost answer returns the first withdrawal instead of making a second one.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: { amount: bigint; idempotencyKey: string }) =>
      api.post<WithdrawalView>('withdrawals', { amount: amount.toString() }, { silent: true, headers: { 'idempotency-key': idempotencyKey } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: companyWalletKey });
      void queryClient.invalidateQueries({ queryKey: withdrawalsKey });
    },
  });
}
