import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail, CampaignDraftInput } from '@verba/domain';
import { api, ApiError } from '../../api/client';

export type { CampaignDetail, CampaignGroupView, CampaignStrategyView, RuleIssueDto } from '@verba/domain';

/** The body of `POST campaigns` / `PUT campaigns/{id}` (money as minor-unit strings). */
export type CampaignBody = CampaignDraftInput & { wizard_step?: string };

export const campaignsKeys = {
  all: ['campaigns'] as const,
  lists: ['campaigns', 'list'] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
};

export function useCampaign(id: string | undefined) {
  return useQuery({
    queryKey: campaignsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<CampaignDetail>(`campaigns/${id}`, { signal, silent: true }),
    enabled: Boolean(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

function useCampaignChanged() {
  const queryClient = useQueryClient();
  return (campaign: CampaignDetail) => {
    queryClient.setQueryData(campaignsKeys.detail(campaign.id), campaign);
    void queryClient.invalidateQueries({ queryKey: campaignsKeys.lists });
  };
}

/** `POST campaigns`: the draft is created when the wizard leaves its first step. */
export function useCreateCampaign() {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: (input: CampaignBody & { advertiser_id: string }) =>
      api.post<CampaignDetail>('campaigns', input, { silent: true }),
    onSuccess: changed,
  });
}

/** `PUT campaigns/{id}` with the whole tree and the version it was read at. */
export function useUpdateCampaign() {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CampaignBody & { version: number } }) =>
      api.put<CampaignDetail>(`campaigns/${id}`, input, { silent: true }),
    onSuccess: changed,
  });
}

export function usePublishCampaign() {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api.post<CampaignDetail>(`campaigns/${id}/publish`, { version }, { silent: true }),
    onSuccess: changed,
  });
}
