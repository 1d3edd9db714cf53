import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignImportReport, ConnectedImportCampaignsView, ConnectedImportInput } from '@verba/domain';
import { api } from '../../api/client';
import { uploadForm } from '../../api/upload';
import { campaignsKeys } from './campaigns';

/**
 * `POST campaigns/import?advertiser_id=…` (multipart, field `file`) with upload progress;
 * `onUploaded` fires when the last byte is sent and the server starts reading the export.
 */
export function importCampaignsFile({
  advertiserId,
  file,
  onProgress,
  onUploaded,
}: {
  advertiserId: string;
  file: File;
  onProgress: (fraction: number) => void;
  onUploaded: () => void;
}): Promise<CampaignImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadForm<CampaignImportReport>(
    `campaigns/import?advertiser_id=${encodeURIComponent(advertiserId)}`,
    form,
    ({ loaded, total }) => onProgress(loaded / total),
    { onUploaded },
  ).done;
}

export function useImportCampaigns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCampaignsFile,
    onSuccess: () => client.invalidateQueries({ queryKey: campaignsKeys.all }),
  });
}

/** `GET campaigns/import/connected`: the accounts and campaigns of the advertiser's read-only connection. */
export function useConnectedImportCampaigns(
  advertiserId: string | null,
  platform: ConnectedImportInput['platform'] = 'google_ads',
) {
  return useQuery({
    queryKey: ['campaign-import', 'connected', advertiserId, platform],
    enabled: advertiserId !== null,
    queryFn: ({ signal }) =>
      api.get<ConnectedImportCampaignsView>('campaigns/import/connected', {
        query: { advertiser_id: advertiserId!, platform },
        signal,
        silent: true,
      }),
    staleTime: 60_000,
  });
}

/** `POST campaigns/import/connected`: the preview (`dry_run`) or the import of the chosen campaigns. */
export function useImportConnectedCampaigns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectedImportInput) =>
      api.post<CampaignImportReport>('campaigns/import/connected', input, { silent: true }),
    onSuccess: (_report, input) => {
      if (!input.dry_run) void client.invalidateQueries({ queryKey: campaignsKeys.all });
    },
  });
}
