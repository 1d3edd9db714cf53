import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdvertiserCurrency,
  AdvertiserStatus,
  BillingProfile,
  CreateAdvertiserInput,
  DocumentType,
  UpdateAdvertiserInput,
  WalletEntryOrder,
} from '@verba/domain';
import { api, ApiError, type Paged } from '../../api/client';
import { uploadForm } from '../../api/upload';

/** An advertiser as the API returns it. */
export interface Advertiser {
  id: string;
  name: string;
  display_name: string;
  website: string;
  currency: AdvertiserCurrency;
  country: string;
  logo_url: string | null;
  address: {
    zipcode: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
  };
  billing_profile: BillingProfile;
  coupon: string | null;
  company_tax_id: string;
  owner_document: string;
  owner_document_type: DocumentType;
  owner_name: string;
  owner_business_name: string;
  /** IAB Content Taxonomy 3.1 ids (tier 1 or 2): the ad categories its bids declare. */
  ad_category_ids: string[];
  status: AdvertiserStatus;
  status_changed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One line of the wallet statement (spec §3 wallet entry types). */
export interface WalletEntry {
  id: string;
  type: 'CREDIT' | 'FAILED_TRANSFER_FUND' | 'DEBIT' | 'CHARGEBACK' | 'REFUND' | 'CHECKOUT';
  sign: 'plus' | 'minus';
  /** Minor units as a string (DESIGN §5). */
  amount: string;
  currency: AdvertiserCurrency;
  balance_after: string;
  kind: string;
  reference: { type: string; id: string } | null;
  /** The payment order the line came from, with its code and advertiser. */
  order: WalletEntryOrder | null;
  created_at: string;
}

/** A row of `GET advertisers`: the advertiser and its wallet balance. */
export interface AdvertiserListItem extends Advertiser {
  /** Minor units as a string (DESIGN §5). */
  balance: string;
}

/** `GET advertisers/{id}`: the advertiser, its wallet balance and latest entries. */
export interface AdvertiserDetail extends AdvertiserListItem {
  removed_coupons: string[];
  wallet_entries: WalletEntry[];
  wallet_entries_total: number;
}

export type AdvertiserSort = 'name' | '-name' | 'created_at' | '-created_at';

export interface AdvertisersQuery {
  page: number;
  per_page?: number;
  search?: string;
  status?: AdvertiserStatus;
  sort?: AdvertiserSort;
}

export const advertisersKeys = {
  all: ['advertisers'] as const,
  lists: ['advertisers', 'list'] as const,
  list: (query: AdvertisersQuery) => ['advertisers', 'list', query] as const,
  detail: (id: string) => ['advertisers', 'detail', id] as const,
};

/** `GET advertisers`: a page of the company's advertisers; the previous page stays while the next loads. */
export function useAdvertisers(query: AdvertisersQuery) {
  return useQuery({
    queryKey: advertisersKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<AdvertiserListItem>>('advertisers', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useAdvertiser(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: advertisersKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdvertiserDetail>(`advertisers/${id}`, { signal, silent: true }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** After any change: lists refetch; the detail keeps its wallet and takes the new advertiser fields. */
function useAdvertiserChanged() {
  const queryClient = useQueryClient();
  return (advertiser: Advertiser) => {
    void queryClient.invalidateQueries({ queryKey: advertisersKeys.lists });
    queryClient.setQueryData<AdvertiserDetail>(
      advertisersKeys.detail(advertiser.id),
      (old) => old && { ...old, ...advertiser },
    );
    void queryClient.invalidateQueries({ queryKey: advertisersKeys.detail(advertiser.id) });
  };
}

export function useCreateAdvertiser() {
  const changed = useAdvertiserChanged();
  return useMutation({
    mutationFn: (input: CreateAdvertiserInput) =>
      api.post<Advertiser>('advertisers', input, { silent: true }),
    onSuccess: changed,
  });
}

export function useUpdateAdvertiser() {
  const changed = useAdvertiserChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateAdvertiserInput }) =>
      api.put<Advertiser>(`advertisers/${id}`, input, { silent: true }),
    onSuccess: changed,
  });
}

export function useSetAdvertiserStatus() {
  const changed = useAdvertiserChanged();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AdvertiserStatus }) =>
      api.put<Advertiser>(`advertisers/${id}/status`, { status }, { silent: true }),
    onSuccess: changed,
  });
}

export function useSetAdvertiserCoupon() {
  const changed = useAdvertiserChanged();
  return useMutation({
    mutationFn: ({ id, coupon }: { id: string; coupon: string }) =>
      api.put<Advertiser>(`advertisers/${id}/coupon`, { coupon }, { silent: true }),
    onSuccess: changed,
  });
}

export function useRemoveAdvertiserCoupon() {
  const changed = useAdvertiserChanged();
  return useMutation({
    mutationFn: (id: string) =>
      api.override<Advertiser>('DELETE', `advertisers/${id}/coupon`, {}, { silent: true }),
    onSuccess: changed,
  });
}

export function useRemoveAdvertiserLogo() {
  const changed = useAdvertiserChanged();
  return useMutation({
    mutationFn: (id: string) =>
      api.override<Advertiser>('DELETE', `advertisers/${id}/logo`, {}, { silent: true }),
    onSuccess: changed,
  });
}

/**
 * `POST advertisers/{id}/logo` (multipart, field `logo`) with upload progress (uploadForm: the
 * caller shows the failure).
 */
export function uploadAdvertiserLogo(
  id: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Advertiser> {
  const form = new FormData();
  form.append('logo', file, file.name);
  return uploadForm<Advertiser>(`advertisers/${id}/logo`, form, ({ loaded, total }) =>
    onProgress(loaded / total),
  ).done;
}

export function useUploadAdvertiserLogo() {
  const changed = useAdvertiserChanged();
  return useMutation({
    mutationFn: ({
      id,
      file,
      onProgress,
    }: {
      id: string;
      file: File;
      onProgress: (fraction: number) => void;
    }) => uploadAdvertiserLogo(id, file, onProgress),
    onSuccess: changed,
  });
}

/** An ad category an advertiser may declare (IAB Content Taxonomy 3.1, tier 1 or 2). */
export interface AdCategory {
  id: string;
  cattax: number;
  /** The tier-1 category of a tier-2 one; null for tier 1. */
  parent_id: string | null;
  name: string;
  names: Record<'pt_BR' | 'en' | 'es', string>;
}

/** Tiers 1 and 2, each tier 1 followed by its children, named in `language` (public, never changes). */
export function useAdCategories(language: string) {
  return useQuery({
    queryKey: ['ad-categories', language],
    queryFn: () => api.get<AdCategory[]>('ad-categories'),
    staleTime: Infinity,
  });
}
