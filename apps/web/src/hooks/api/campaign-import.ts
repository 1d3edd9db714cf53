import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignImportReport } from '@verba/domain';
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
