import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CampaignRequestForm,
  CampaignRequestView,
  CampaignStatus,
  StaffCampaign,
  StaffCampaignRequest,
} from '@verba/domain';
import { api, type Paged } from '../../api/client';

export type { StaffCampaign, StaffCampaignRequest, CampaignRequestView } from '@verba/domain';

const keys = {
  staffCampaigns: ['staff', 'campaigns'] as const,
  staffRequests: ['staff', 'campaign-requests'] as const,
  requests: ['campaign-requests'] as const,
};

export function useStaffCampaigns(query: { page: number; status: CampaignStatus; q?: string | undefined }) {
  return useQuery({
    queryKey: [...keys.staffCampaigns, query],
    queryFn: ({ signal }) =>
      api.get<Paged<StaffCampaign>>('staff/campaigns', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export type CampaignDecision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

/** `POST staff/campaigns/{id}/approve|reject`. */
export function useCampaignDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: CampaignDecision) =>
      api.post<unknown>(
        `staff/campaigns/${decision.id}/${decision.action}`,
        decision.action === 'reject' ? { reason: decision.reason } : {},
        { silent: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.staffCampaigns }),
  });
}

export function useStaffCampaignRequests(query: { page: number; status: 'open' | 'handled' }) {
  return useQuery({
    queryKey: [...keys.staffRequests, query],
    queryFn: ({ signal }) =>
      api.get<Paged<StaffCampaignRequest>>('staff/campaign-requests', {
        query: { ...query },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useHandleCampaignRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<CampaignRequestView>(`staff/campaign-requests/${id}/handle`, {}, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.staffRequests }),
  });
}

/** `POST campaign-requests`: ask the platform for a managed campaign. */
export function useCreateCampaignRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignRequestForm) =>
      api.post<CampaignRequestView>('campaign-requests', input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.requests }),
  });
}
