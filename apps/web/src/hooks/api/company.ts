import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, DocumentType, UpdateCompanyInput } from '@verba/domain';
import { api } from '../../api/client';
import { currentUserQuery } from '../../session/current-user';
import type { CompanyKind } from '../../session/current-user';

/** `GET company`: the signed-in user's company. */
export interface Company {
  id: string;
  kind: CompanyKind;
  legal_name: string;
  trade_name: string | null;
  document: string;
  document_type: DocumentType;
  document_formatted: string;
  phone: string | null;
  /** Empty parts until the company fills them in (after sign-up the address is blank, state included). */
  address: Partial<Record<keyof Address, string>> | null;
  referral_code: string | null;
}

const companyKey = ['company'] as const;

export function useCompany() {
  return useQuery({ queryKey: companyKey, queryFn: () => api.get<Company>('company', { silent: true }) });
}

/** `PUT company`: the answer replaces the cached company; the names shown with the user refresh too. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) => api.put<Company>('company', input, { silent: true }),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKey, company);
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
