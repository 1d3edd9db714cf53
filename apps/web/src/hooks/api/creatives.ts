import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Creative,
  CreativeAsset,
  CreativeFormat,
  CreativeForm,
  CreativeStatus,
  CreativeWarning,
  ReviewCreativeInput,
  StaffCreative,
} from '@verba/domain';
import { api, ApiError, type Paged } from '../../api/client';
import { uploadForm, type Upload } from '../../api/upload';

export type { Creative, CreativeAsset, CreativeWarning, StaffCreative };

export interface CreativesQuery {
  page: number;
  per_page?: number;
  search?: string;
  format?: CreativeFormat;
  status?: CreativeStatus;
  /** On the company's list (`GET creatives`) only. */
  advertiser_id?: string;
}

export const creativesKeys = {
  all: ['creatives'] as const,
  lists: ['creatives', 'list'] as const,
  list: (advertiserId: string, query: CreativesQuery) => ['creatives', 'list', advertiserId, query] as const,
  detail: (id: string) => ['creatives', 'detail', id] as const,
  company: (query: CreativesQuery) => ['creatives', 'company', query] as const,
  staff: (query: CreativesQuery) => ['creatives', 'staff', query] as const,
};

/** `GET advertisers/{id}/creatives`: a page of one advertiser's creatives. */
export function useCreatives(advertiserId: string, query: CreativesQuery) {
  return useQuery({
    queryKey: creativesKeys.list(advertiserId, query),
    queryFn: ({ signal }) =>
      api.get<Paged<Creative>>(`advertisers/${advertiserId}/creatives`, {
        query: { ...query },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET creatives`: a page of the creatives of all the company's advertisers. */
export function useCompanyCreatives(query: CreativesQuery) {
  return useQuery({
    queryKey: creativesKeys.company(query),
    queryFn: ({ signal }) =>
      api.get<Paged<Creative>>('creatives', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useCreative(id: string | undefined) {
  return useQuery({
    queryKey: creativesKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Creative>(`creatives/${id}`, { signal, silent: true }),
    enabled: Boolean(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** A saved creative and the recommendations it misses (translated; they never refuse it). */
export interface SavedCreative {
  data: Creative;
  warnings: CreativeWarning[];
}

function useCreativeChanged() {
  const queryClient = useQueryClient();
  return (creative: Creative) => {
    void queryClient.invalidateQueries({ queryKey: creativesKeys.all });
    queryClient.setQueryData(creativesKeys.detail(creative.id), creative);
  };
}

/** The body of a create or update: the format's fields, the uploaded file and the search ad. */
export type CreativeInput = CreativeForm;

export function useCreateCreative() {
  const changed = useCreativeChanged();
  return useMutation({
    mutationFn: ({ advertiserId, input }: { advertiserId: string; input: CreativeInput }) =>
      api.post<SavedCreative>(`advertisers/${advertiserId}/creatives`, input, {
        silent: true,
        envelope: true,
      }),
    onSuccess: (saved) => changed(saved.data),
  });
}

export function useUpdateCreative() {
  const changed = useCreativeChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CreativeInput }) =>
      api.put<SavedCreative>(`creatives/${id}`, input, { silent: true, envelope: true }),
    onSuccess: (saved) => changed(saved.data),
  });
}

/**
 * `POST advertisers/{id}/creative-assets` (multipart `file`), with upload progress and cancel;
 * `replaces` (sent before the file) names the file it replaces, whose dimensions must be kept.
 */
export function uploadCreativeAsset(
  advertiserId: string,
  file: File,
  replaces: string | null,
  onProgress: (loaded: number, total: number) => void,
): Upload<CreativeAsset> {
  const form = new FormData();
  if (replaces) form.append('replaces', replaces);
  form.append('file', file, file.name);
  return uploadForm<CreativeAsset>(`advertisers/${advertiserId}/creative-assets`, form, ({ loaded, total }) =>
    onProgress(loaded, total),
  );
}

/** `GET staff/creatives`: creatives of every company awaiting review (staff only). */
export function useStaffCreatives(query: CreativesQuery) {
  return useQuery({
    queryKey: creativesKeys.staff(query),
    queryFn: ({ signal }) =>
      api.get<Paged<StaffCreative>>('staff/creatives', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewCreative() {
  const changed = useCreativeChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewCreativeInput }) =>
      api.post<Creative>(`staff/creatives/${id}/review`, input, { silent: true }),
    onSuccess: changed,
  });
}
