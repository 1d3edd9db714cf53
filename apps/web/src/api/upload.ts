import i18n from 'i18next';
import { tokenStore } from '../session/storage';
import { feedback, type ErrorPayload } from '../shell/feedback-store';
import { apiBase, ApiError } from './client';

/** How far an upload is: bytes sent of the total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** An upload under way: its answer, and a way to stop it. */
export interface Upload<T> {
  done: Promise<T>;
  cancel: () => void;
}

/** The rejection of a cancelled upload, told apart from a failure. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
  }
}

/**
 * `POST` of a multipart form with upload progress, which fetch cannot report (XMLHttpRequest
 * upload events). Same contract as the API client (spec §7): bearer headers, 401 signs out and
 * reloads, failures reject with an ApiError (the caller shows it), `cancel()` rejects with
 * UploadCancelled. `onUploaded` fires when the last byte is sent and the server starts its work.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  { onUploaded }: { onUploaded?: () => void } = {},
): Upload<T> {
  feedback.clearErrors();
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', `${apiBase}/${path.replace(/^\//, '')}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', i18n.language || 'pt-BR');
    const token = tokenStore.get();
    const original = tokenStore.getOriginal();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (token && original) xhr.setRequestHeader('original-authorization', `Bearer ${original}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    if (onUploaded) xhr.upload.onload = () => onUploaded();
    xhr.onabort = () => reject(new UploadCancelled());
    xhr.onerror = () => reject(new ApiError(0, undefined, i18n.t('common:generic_error')));
    xhr.onload = () => {
      type Body = { data?: T; errors?: ErrorPayload; code?: string } | null;
      let body: Body;
      try {
        body = JSON.parse(xhr.responseText) as Body;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) return resolve(body.data);
      if (xhr.status === 401 && token) {
        tokenStore.clear();
        tokenStore.clearOriginal();
        window.location.reload();
      }
      reject(new ApiError(xhr.status, body?.code, body?.errors ?? i18n.t('common:generic_error')));
    };
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
