import { ApiError } from '../../../api/client';
import { flattenErrors } from '../../../shell/feedback-store';

/** The creative upload codes of spec §8: each has its own message; anything else is the default. */
export const knownUploadCodes = [
  'CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS',
  'CREATIVE_ASSET_NOT_FOUND',
  'CREATIVE_ASSET_MAXIMUM_UPLOADED_FILE_SIZE_EXCEEDED',
  'CREATIVE_ASSET_FILE_TYPE_NOT_SUPPORTED',
  'INVALID_FILE_TYPE',
  'CREATIVE_ASSET_CORRUPTED_FILE',
  'DUPLICATE_ASSET_NAME',
  'ASSET_CONTAINS_PROHIBITED_CONTENT',
  'ASSET_REQUIRES_CERTIFICATION',
] as const;

/**
 * What to tell the user about a failed upload: the server's translated message for a spec code
 * (or any 4xx it explains), else null — the default "problem in creation, click to retry".
 */
export function uploadErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const known = knownUploadCodes.some((code) => code === error.code);
  if (!known && (error.status === 0 || error.status >= 500 || error.status === 429)) return null;
  return flattenErrors(error.errors)[0] ?? null;
}
