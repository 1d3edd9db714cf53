import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import type {
  CreateCustomListForm,
  CustomListImportReport,
  CustomListType,
  CustomListView,
  SpreadsheetExportFormat,
} from '@verba/domain';
import { api, apiBase, ApiError, type Paged } from '../../api/client';
import { uploadForm } from '../../api/upload';
import { tokenStore } from '../../session/storage';

export type CustomList = CustomListView;
export interface CustomListEntry {
  value: string;
  created_at: string;
}

export interface CustomListsQuery {
  page: number;
  per_page?: number;
  search?: string | undefined;
  advertiser_id?: string | undefined;
  type?: CustomListType | undefined;
}

export const customListsKeys = {
  all: ['custom-lists'] as const,
  list: (query: CustomListsQuery) => ['custom-lists', 'list', query] as const,
  detail: (id: string) => ['custom-lists', 'detail', id] as const,
  entries: (id: string, query: { page: number; search?: string | undefined }) =>
    ['custom-lists', 'entries', id, query] as const,
};

/** `GET custom-lists`: a page of the company's lists, filtered by advertiser, type and name. */
export function useCustomLists(query: CustomListsQuery) {
  return useQuery({
    queryKey: customListsKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<CustomList>>('custom-lists', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomList(id: string) {
  return useQuery({
    queryKey: customListsKeys.detail(id),
    queryFn: ({ signal }) => api.get<CustomList>(`custom-lists/${id}`, { signal, silent: true }),
  });
}

export function useCustomListEntries(
  id: string,
  query: { page: number; per_page: number; search?: string | undefined },
) {
  return useQuery({
    queryKey: customListsKeys.entries(id, query),
    queryFn: ({ signal }) =>
      api.get<Paged<CustomListEntry>>(`custom-lists/${id}/entries`, {
        query: { ...query },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET custom-lists/import-limits`: the file size and rows one import may have. */
export function useImportLimits() {
  return useQuery({
    queryKey: ['custom-lists', 'import-limits'],
    queryFn: () =>
      api.get<{ max_bytes: number; max_rows: number; max_unpacked_bytes: number }>(
        'custom-lists/import-limits',
        {
          silent: true,
        },
      ),
    staleTime: Infinity,
  });
}

function useListsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customListsKeys.all });
}

export function useCreateCustomList() {
  const changed = useListsChanged();
  return useMutation({
    mutationFn: (input: CreateCustomListForm) =>
      api.post<CustomList>('custom-lists', input, { silent: true }),
    onSuccess: changed,
  });
}

export function useRenameCustomList() {
  const changed = useListsChanged();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.put<CustomList>(`custom-lists/${id}`, { name }, { silent: true }),
    onSuccess: changed,
  });
}

export function useDeleteCustomList() {
  const changed = useListsChanged();
  return useMutation({
    mutationFn: (id: string) => api.override<undefined>('DELETE', `custom-lists/${id}`, {}, { silent: true }),
    onSuccess: changed,
  });
}

export function useAddCustomListEntries() {
  const changed = useListsChanged();
  return useMutation({
    mutationFn: ({ id, entries }: { id: string; entries: string[] }) =>
      api.post<{ added: number; list: CustomList }>(
        `custom-lists/${id}/entries`,
        { entries },
        { silent: true },
      ),
    onSuccess: changed,
  });
}

export function useRemoveCustomListEntry() {
  const changed = useListsChanged();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: string }) =>
      api.override<CustomList>(
        'DELETE',
        `custom-lists/${id}/entries/${encodeURIComponent(value)}`,
        {},
        { silent: true },
      ),
    onSuccess: changed,
  });
}

export interface ImportResult {
  list: CustomList;
  report: CustomListImportReport;
}

/**
 * `POST custom-lists/{id}/import` (multipart, field `file`) with upload progress, which fetch
 * cannot report; `onUploaded` fires when the last byte is sent and the server starts processing.
 */
export function importCustomListFile({
  id,
  file,
  mode,
  onProgress,
  onUploaded,
}: {
  id: string;
  file: File;
  mode: 'add' | 'replace';
  onProgress: (fraction: number) => void;
  onUploaded: () => void;
}): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadForm<ImportResult>(
    `custom-lists/${id}/import?mode=${mode}`,
    form,
    ({ loaded, total }) => onProgress(loaded / total),
    { onUploaded },
  ).done;
}

export function useImportCustomList() {
  const changed = useListsChanged();
  return useMutation({ mutationFn: importCustomListFile, onSuccess: changed });
}

/** Downloads the export with the session's bearer token (a plain link could not send it). */
export async function downloadCustomList(id: string, format: SpreadsheetExportFormat) {
  const token = tokenStore.get();
  const original = tokenStore.getOriginal();
  const response = await fetch(`${apiBase}/custom-lists/${id}/export?format=${format}`, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(token && original ? { 'original-authorization': `Bearer ${original}` } : {}),
    },
  });
  if (!response.ok) throw new ApiError(response.status, undefined, i18n.t('common:generic_error'));
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `lista.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
