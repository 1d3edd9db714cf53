import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgeRange,
  BidType,
  Browser,
  CampaignDraftInput,
  CampaignObjective,
  CampaignStatus,
  CampaignType,
  Currency,
  Device,
  Environment,
  FrequencyCapUnit,
  Gender,
  StrategyLocation,
} from '@verba/domain';
import { api, ApiError } from '../../api/client';

/** One rule issue of a campaign as the API reports it (campaigns-api contract). */
export interface RuleIssueDto {
  code: string;
  path: string;
  key: string;
  values: Record<string, unknown>;
}

export interface CampaignStrategy {
  id: string;
  name: string | null;
  budget: string | null;
  status: CampaignStatus;
  audience_ids: string[];
  locations: StrategyLocation[];
  browsers: Browser[];
  devices: Device[];
  environments: Environment[];
  genders: Gender[];
  age_ranges: AgeRange[];
  list_ids: string[];
  content_category_ids: string[];
  bid: { type: BidType | null; amount: string | null };
  frequency_cap: { count: number; period: number; unit: FrequencyCapUnit } | null;
}

export interface CampaignGroup {
  id: string;
  name: string | null;
  goal: string | null;
  start_date: string | null;
  end_date: string | null;
  budget: string | null;
  status: CampaignStatus;
  strategies: CampaignStrategy[];
}

/** `GET campaigns/{id}`: the campaign, its tree and what the rules say about it now. */
export interface CampaignDetail {
  id: string;
  advertiser_id: string;
  advertiser_name: string;
  name: string | null;
  type: CampaignType;
  objective: CampaignObjective | null;
  currency: Currency;
  budget: string | null;
  daily_budget: string | null;
  start_date: string | null;
  end_date: string | null;
  pixel_id: string | null;
  creative_ids: string[];
  status: CampaignStatus;
  wizard_step: string | null;
  rejection_reason: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  reservation: { reserved: string; spent: string; released: string; remaining: string } | null;
  actions: Record<'edit' | 'manage_structure' | 'publish' | 'pause' | 'activate' | 'delete', boolean>;
  groups: CampaignGroup[];
  issues: { errors: RuleIssueDto[]; warnings: RuleIssueDto[] };
}

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
