import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocumentChangeRequestInput,
  DocumentChangeRequestStatus,
  DocumentChangeRequestView,
} from '@verba/domain';
import { api, type Paged } from '../../api/client';

export type { DocumentChangeRequestView } from '@verba/domain';

const ownKey = ['company', 'document-change-request'] as const;
const staffLists = ['staff', 'document-change-requests'] as const;

/** `GET company/document-change-request`: the company's latest request to change its CPF/CNPJ, or null. */
export function useDocumentChangeRequest() {
  return useQuery({
    queryKey: ownKey,
    queryFn: () =>
      api.get<DocumentChangeRequestView | null>('company/document-change-request', { silent: true }),
  });
}

/** `POST company/document-change-requests`: asks platform staff to change the CPF/CNPJ. */
export function useRequestDocumentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentChangeRequestInput) =>
      api.post<DocumentChangeRequestView>('company/document-change-requests', input, { silent: true }),
    onSuccess: (request) => queryClient.setQueryData(ownKey, request),
  });
}

export interface StaffDocumentChangeQuery {
  page: number;
  status: DocumentChangeRequestStatus;
}

/** `GET staff/document-change-requests`: every company's requests of a status (platform staff only). */
export function useStaffDocumentChangeRequests(query: StaffDocumentChangeQuery) {
  return useQuery({
    queryKey: [...staffLists, query],
    queryFn: ({ signal }) =>
      api.get<Paged<DocumentChangeRequestView>>('staff/document-change-requests', {
        query: { ...query },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export type DocumentChangeDecision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; note: string };

/** `POST staff/document-change-requests/{id}/approve|reject`; the lists refresh whatever the answer. */
export function useDocumentChangeDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DocumentChangeDecision) =>
      api.post<DocumentChangeRequestView>(
        `staff/document-change-requests/${encodeURIComponent(decision.id)}/${decision.action}`,
        decision.action === 'reject' ? { note: decision.note } : {},
        { silent: true },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: staffLists }),
  });
}
