import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankAccountFormValues, BankAccountView } from '@verba/domain';
import { api, type Paged } from '../../api/client';

export const bankAccountsKey = ['bank-accounts'] as const;

/** `GET bank-accounts`: the company's accounts, main first (a company has a handful: one page). */
export function useBankAccounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: bankAccountsKey,
    queryFn: ({ signal }) => api.get<Paged<BankAccountView>>('bank-accounts', { query: { per_page: 100 }, signal, silent: true }),
    enabled,
  });
}

function useBankAccountsChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: bankAccountsKey });
}

/** `POST bank-accounts` (manager only). */
export function useCreateBankAccount() {
  const changed = useBankAccountsChanged();
  return useMutation({
    mutationFn: (input: BankAccountFormValues) => api.post<BankAccountView>('bank-accounts', input, { silent: true }),
    onSuccess: changed,
  });
}

/** `POST bank-accounts/{id}` with `_method=PUT` (manager only). */
export function useUpdateBankAccount() {
  const changed = useBankAccountsChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BankAccountFormValues }) =>
      api.override<BankAccountView>('PUT', `bank-accounts/${id}`, { ...input }, { silent: true }),
    onSuccess: changed,
  });
}

/** `PUT bank-accounts/{id}/main`: this account receives the withdrawals from now on. */
export function useSetMainBankAccount() {
  const changed = useBankAccountsChanged();
  return useMutation({
    mutationFn: (id: string) => api.put<BankAccountView>(`bank-accounts/${id}/main`),
    onSuccess: changed,
  });
}

/** `POST bank-accounts/{id}` with `_method=DELETE`. */
export function useDeleteBankAccount() {
  const changed = useBankAccountsChanged();
  return useMutation({
    mutationFn: (id: string) => api.override<{ main_bank_account_id: string | null }>('DELETE', `bank-accounts/${id}`, {}, { silent: true }),
    onSuccess: changed,
  });
}
