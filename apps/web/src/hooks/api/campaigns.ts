import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgeRange,
  BidType,
  Browser,
  CampaignDetail,
  Device,
  Environment,
  FrequencyCapUnit,
  Gender,
  StrategyLocation,
  CampaignGroupView,
  CampaignListItem,
  CampaignStatus,
  CampaignStrategyView,
  CampaignSummary,
  CampaignType,
  CampaignDraftInput,
} from '@verba/domain';
import { api, ApiError, type Paged } from '../../api/client';

/** The answers of the campaigns API, as the domain declares them (packages/domain/src/campaigns/views.ts). */
export type {
  CampaignDetail,
  CampaignGroupView,
  CampaignListItem,
  CampaignStrategyView,
  CampaignSummary,
  RuleIssueDto,
} from '@verba/domain';
export type CampaignGroup = CampaignGroupView;
export type CampaignStrategy = CampaignStrategyView;
export type CampaignActionFlags = CampaignSummary['actions'];
export type CampaignReservation = NonNullable<CampaignSummary['reservation']>;

export const campaignSorts = ['created_at', 'name', 'start_date', 'budget'] as const;
export type CampaignSort = (typeof campaignSorts)[number];

export interface CampaignsQuery {
  page: number;
  per_page?: number;
  q?: string;
  status?: CampaignStatus;
  type?: CampaignType;
  advertiser_id?: string;
  period?: string;
  budget?: string;
  sort?: CampaignSort;
  order?: 'asc' | 'desc';
}

export const campaignsKeys = {
  all: ['campaigns'] as const,
  lists: ['campaigns', 'list'] as const,
  list: (query: CampaignsQuery) => ['campaigns', 'list', query] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
};

/** `GET campaigns`: a page of the company's campaigns; the previous page stays while the next loads. */
export function useCampaignList(query: CampaignsQuery) {
  return useQuery({
    queryKey: campaignsKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<CampaignListItem>>('campaigns', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** `GET campaigns/{id}` (the wizard, the detail and structure pages share it); off without an id. */
export function useCampaign(id: string | undefined) {
  return useQuery({
    queryKey: campaignsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<CampaignDetail>(`campaigns/${id}`, { signal, silent: true }),
    enabled: Boolean(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** After any change: the detail takes the answer, lists and its delivery (why not delivering) refetch. */
function useCampaignChanged() {
  const queryClient = useQueryClient();
  return (campaign: CampaignDetail) => {
    queryClient.setQueryData(campaignsKeys.detail(campaign.id), campaign);
    void queryClient.invalidateQueries({ queryKey: campaignsKeys.lists });
    void queryClient.invalidateQueries({ queryKey: ['delivery'] });
  };
}

/** The body of `POST campaigns` / `PUT campaigns/{id}` (money as minor-unit strings). */
export type CampaignBody = CampaignDraftInput & { wizard_step?: string };

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

export type StatusChange = 'pause' | 'activate';
export type StatusTarget =
  | { kind: 'campaign'; campaignId: string }
  | { kind: 'group'; campaignId: string; id: string }
  | { kind: 'strategy'; campaignId: string; id: string };

/** The path of a pause/activate call for a campaign, group or strategy. */
export function statusChangePath(
  target: StatusTarget,
  change: StatusChange,
): `campaigns/${string}/${StatusChange}` {
  const base = `campaigns/${target.campaignId}` as const;
  if (target.kind === 'group') return `${base}/groups/${target.id}/${change}`;
  if (target.kind === 'strategy') return `${base}/strategies/${target.id}/${change}`;
  return `${base}/${change}`;
}

/** Pause or activate in place; a refusal shows in the shell's error list (the server's message). */
export function useChangeCampaignStatus() {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: ({
      target,
      change,
      keepPaused = false,
    }: {
      target: StatusTarget;
      change: StatusChange;
      /** A campaign's activation without what the user paused (DESIGN §7 sums, docs/campaign-rules.md). */
      keepPaused?: boolean;
    }) =>
      api.post<CampaignDetail>(
        statusChangePath(target, change),
        keepPaused ? { keep_paused: true } : undefined,
      ),
    onSuccess: changed,
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.override<void>('DELETE', `campaigns/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: campaignsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: campaignsKeys.lists });
    },
  });
}

/** Group form body (no strategies); `version` only when updating. */
export interface GroupInput {
  name?: string;
  goal?: string;
  start_date?: string;
  end_date?: string | null;
  budget?: string;
  version?: number;
}

export function useSaveGroup(campaignId: string) {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: ({ groupId, input }: { groupId?: string; input: GroupInput }) =>
      groupId
        ? api.put<CampaignDetail>(`campaigns/${campaignId}/groups/${groupId}`, input, { silent: true })
        : api.post<CampaignDetail>(`campaigns/${campaignId}/groups`, input, { silent: true }),
    onSuccess: changed,
  });
}

/** Strategy form body (the domain's strategyDraft, money as strings); `version` only when updating. */
export interface StrategyInput {
  name?: string;
  budget?: string;
  audience_ids?: string[];
  locations?: StrategyLocation[];
  browsers?: Browser[];
  devices?: Device[];
  environments?: Environment[];
  genders?: Gender[];
  age_ranges?: AgeRange[];
  list_ids?: string[];
  content_category_ids?: string[];
  genre_ids?: string[];
  bid?: { type?: BidType; amount?: string };
  frequency_cap?: { count?: number; period?: number; unit?: FrequencyCapUnit } | null;
  version?: number;
}

export function useSaveStrategy(campaignId: string) {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: ({
      groupId,
      strategyId,
      input,
    }: {
      groupId?: string;
      strategyId?: string;
      input: StrategyInput;
    }) =>
      strategyId
        ? api.put<CampaignDetail>(`campaigns/${campaignId}/strategies/${strategyId}`, input, { silent: true })
        : api.post<CampaignDetail>(`campaigns/${campaignId}/groups/${groupId}/strategies`, input, {
            silent: true,
          }),
    onSuccess: changed,
  });
}
