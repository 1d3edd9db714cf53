import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PaymentOrderView,
  StaffSupportRequest,
  SupportRequestDetail,
  SupportRequestForm,
  SupportRequestView,
  SupportStatus,
} from '@verba/domain';
import { api, downloadFile, type Paged } from '../../api/client';
import { uploadForm } from '../../api/upload';

export type { StaffSupportRequest, SupportRequestDetail, SupportRequestView } from '@verba/domain';

const keys = {
  mine: ['support-requests'] as const,
  staff: ['staff', 'support-requests'] as const,
};

/** `GET support-requests`: the company's requests (a plain user's own), newest first. */
export function useSupportRequests(query: { page: number }) {
  return useQuery({
    queryKey: [...keys.mine, 'list', query],
    queryFn: ({ signal }) =>
      api.get<Paged<SupportRequestView>>('support-requests', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** One request with its thread, as its company (`staff: false`) or the staff see it. */
export function useSupportRequest(id: string | undefined, { staff = false }: { staff?: boolean } = {}) {
  return useQuery({
    queryKey: [...(staff ? keys.staff : keys.mine), 'detail', id],
    queryFn: ({ signal }) =>
      staff
        ? api.get<SupportRequestDetail>(`staff/support-requests/${id!}`, { signal, silent: true })
        : api.get<SupportRequestDetail>(`support-requests/${id!}`, { signal, silent: true }),
    enabled: Boolean(id),
  });
}

export function useCreateSupportRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportRequestForm) =>
      api.post<SupportRequestDetail>('support-requests', input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.mine }),
  });
}

/** Upload the request's attachment (multipart, field `file`). */
export function useAttachSupportFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm<SupportRequestDetail>(`support-requests/${id}/attachment`, form, () => undefined).done;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.mine }),
  });
}

export function useReplySupportRequest({ staff = false }: { staff?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, status }: { id: string; body: string; status?: SupportStatus }) =>
      staff
        ? api.post<SupportRequestDetail>(`staff/support-requests/${id}/replies`, { body, status }, { silent: true })
        : api.post<SupportRequestDetail>(`support-requests/${id}/replies`, { body }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: staff ? keys.staff : keys.mine }),
  });
}

export function useStaffSupportRequests(query: { page: number; status: SupportStatus }) {
  return useQuery({
    queryKey: [...keys.staff, 'list', query],
    queryFn: ({ signal }) =>
      api.get<Paged<StaffSupportRequest>>('staff/support-requests', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useSetSupportStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SupportStatus }) =>
      api.post<SupportRequestDetail>(`staff/support-requests/${id}/status`, { status }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.staff }),
  });
}

/** Save the attachment under its own name (fetched with the session's headers: no token in a URL). */
export async function saveSupportAttachment(id: string, name: string, { staff = false } = {}) {
  const { blob } = await downloadFile(
    staff ? `staff/support-requests/${id}/attachment` : `support-requests/${id}/attachment`,
  );
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The advertiser's recent payment orders to relate a request to (finance roles only: others may not list them). */
export function useSupportPaymentChoices(advertiserId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['payment-orders', 'list', { page: 1, per_page: 50, advertiser_id: advertiserId }],
    queryFn: ({ signal }) =>
      api.get<Paged<PaymentOrderView>>('payment-orders', {
        query: { page: 1, per_page: 50, advertiser_id: advertiserId },
        signal,
        silent: true,
      }),
    enabled: enabled && Boolean(advertiserId),
  });
}
