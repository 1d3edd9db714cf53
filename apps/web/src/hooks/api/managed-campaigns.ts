import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Paged } from '../../api/client';
import { uploadForm, type UploadProgress } from '../../api/upload';

/** A published MANUAL campaign as staff list it (money: centavos; recorded cost: micros). */
export interface ManagedCampaign {
  id: string;
  name: string;
  status: string;
  currency: string;
  start_date: string | null;
  end_date: string | null;
  company_id: string;
  company_name: string;
  advertiser_id: string;
  advertiser_name: string;
  budget: string | null;
  reserved: string | null;
  posted: string | null;
  recorded_cost_micros: string;
  last_day: string | null;
  last_recorded_at: string | null;
}

export interface ManualTotals {
  impressions: number;
  clicks: number;
  conversions: number;
  video_views: number;
  recorded_cost_micros: string;
  reserved: string | null;
  posted: string | null;
  released: string | null;
  last_day: string | null;
  last_recorded_at: string | null;
}

export interface ManualDay {
  id: string;
  day: string;
  strategy_id: string | null;
  strategy_name: string | null;
  impressions: number;
  clicks: number;
  conversions: number;
  video_views: number;
  cost_micros: string;
  source: 'form' | 'upload';
  file_name: string | null;
  note: string | null;
  recorded_at: string;
}

export interface ManagedCampaignDetail {
  campaign: Omit<
    ManagedCampaign,
    'reserved' | 'posted' | 'recorded_cost_micros' | 'last_day' | 'last_recorded_at'
  > & {
    strategies: { id: string; name: string }[];
  };
  days: ManualDay[];
  totals: ManualTotals;
}

export interface ManualFigures {
  impressions: number;
  clicks: number;
  conversions: number;
  video_views: number;
  cost_micros: string;
}

export interface ManualProblemView {
  field: string;
  key: string;
  params: Record<string, string | number>;
}

export interface ManualImportView {
  file_name: string;
  file_sha256: string;
  format: 'csv' | 'xlsx';
  stored: boolean;
  acceptable: boolean;
  problems: ManualProblemView[];
  rows: {
    row: number;
    day: string | null;
    strategy_id: string | null;
    strategy_name: string;
    figures: ManualFigures | null;
    problems: ManualProblemView[];
    change: 'new' | 'changed' | 'unchanged' | null;
    previous: ManualFigures | null;
  }[];
  totals: {
    rows: number;
    refused: number;
    new: number;
    changed: number;
    unchanged: number;
    cost_micros: string;
  };
}

export interface ManualDayInput {
  day: string;
  strategy_id: string | null;
  impressions: number;
  clicks: number;
  conversions: number;
  video_views: number;
  cost_micros: string;
  note: string | null;
}

export interface AdvertiserManualDelivery {
  campaign_id: string;
  currency: string;
  days: Omit<ManualDay, 'id' | 'source' | 'file_name' | 'note'>[];
  totals: ManualTotals;
}

const keys = {
  all: ['staff', 'managed-campaigns'] as const,
  list: (page: number) => ['staff', 'managed-campaigns', 'list', page] as const,
  one: (id: string) => ['staff', 'managed-campaigns', id] as const,
  advertiser: (id: string) => ['campaigns', id, 'manual-delivery'] as const,
};

/** `GET staff/managed-campaigns`. */
export function useManagedCampaigns(page: number) {
  return useQuery({
    queryKey: keys.list(page),
    queryFn: ({ signal }) =>
      api.get<Paged<ManagedCampaign>>('staff/managed-campaigns', {
        signal,
        silent: true,
        query: { page, per_page: 25 },
      }),
  });
}

/** `GET staff/managed-campaigns/{id}`. */
export function useManagedCampaign(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) =>
      api.get<ManagedCampaignDetail>(`staff/managed-campaigns/${id}`, { signal, silent: true }),
  });
}

/** `POST staff/managed-campaigns/{id}/days`. */
export function useRecordManualDay(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualDayInput) =>
      api.post<ManualDay & { replaced: boolean }>(`staff/managed-campaigns/${id}/days`, input, {
        silent: true,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** `POST staff/managed-campaigns/{id}/delivery-files/preview` (or, confirming, `.../delivery-files`), with upload progress. */
export function useManualDeliveryFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      confirm,
      sha256,
      onProgress,
    }: {
      file: File;
      confirm: boolean;
      sha256?: string;
      onProgress: (progress: UploadProgress) => void;
    }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const path = confirm
        ? `staff/managed-campaigns/${id}/delivery-files${sha256 ? `?sha256=${sha256}` : ''}`
        : `staff/managed-campaigns/${id}/delivery-files/preview`;
      return uploadForm<ManualImportView>(path, form, onProgress).done;
    },
    onSuccess: (result) => {
      if (result.stored) void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

/** `GET campaigns/{id}/manual-delivery`: the advertiser's view of a MANUAL campaign's recorded delivery. */
export function useAdvertiserManualDelivery(id: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.advertiser(id),
    enabled,
    queryFn: ({ signal }) =>
      api.get<AdvertiserManualDelivery>(`campaigns/${id}/manual-delivery`, { signal, silent: true }),
  });
}
