import i18n from 'i18next';
import { tokenStore } from '../session/storage';
import { feedback, type ErrorPayload } from '../shell/feedback-store';
import type { ApiPath } from './paths';

export const apiBase = '/api/v1';

/** A failed call: the HTTP status, the domain code, and the errors of the response body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly errors: ErrorPayload,
  ) {
    super(code ?? `HTTP ${status}`);
  }
  /** Field → first message, for forms (setError). */
  fieldErrors(): Record<string, string> {
    if (typeof this.errors !== 'object' || Array.isArray(this.errors)) return {};
    return Object.fromEntries(
      Object.entries(this.errors).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v]),
    );
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Leave the global error list alone (the caller shows the error itself). */
  silent?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Resolve with the whole body (`{ data, … }`, e.g. a save's `warnings`) rather than its `data`. */
  envelope?: boolean;
}

let onUnauthorized = () => {
  tokenStore.clear();
  tokenStore.clearOriginal();
  window.location.reload();
};
/** Tests and the session layer may replace the 401 behaviour (log out and reload). */
export const setUnauthorizedHandler = (handler: () => void) => (onUnauthorized = handler);

/**
 * Spec §7: bearer and original-authorization headers, each request clears the global errors,
 * bodies are read from `data`, 401 logs out and reloads, other failures fill the global error
 * store (list, object of lists, or the generic message) and reject.
 */
export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  feedback.clearErrors();
  const url = new URL(`${apiBase}/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  // The server answers in the cookie's language, else this one: the language the UI is showing.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.language || 'pt-BR',
    ...options.headers,
  };
  const token = tokenStore.get();
  const original = tokenStore.getOriginal();
  if (token) headers.authorization = `Bearer ${token}`;
  if (token && original) headers['original-authorization'] = `Bearer ${original}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (!options.silent) feedback.setErrors(i18n.t('common:generic_error'));
    throw error;
  }
  const json = (await response.json().catch(() => null)) as {
    data?: T;
    errors?: ErrorPayload;
    code?: string;
    meta?: unknown;
  } | null;
  if (response.ok) return (json && (options.envelope || 'meta' in json) ? json : json?.data) as T;
  if (response.status === 401 && token) {
    onUnauthorized();
  }
  const errors = json?.errors ?? i18n.t('common:generic_error');
  if (!options.silent) feedback.setErrors(errors);
  throw new ApiError(response.status, json?.code, errors);
}

/** Spec §7 style update: POST with `_method` in the body; the path is checked against the real method's. */
interface Override {
  <T = unknown>(
    method: 'PUT',
    path: ApiPath<'put', T>,
    body?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<T>;
  <T = unknown>(
    method: 'DELETE',
    path: ApiPath<'delete', T>,
    body?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<T>;
}

const override: Override = <T>(
  method: 'PUT' | 'DELETE',
  path: string,
  body: Record<string, unknown> = {},
  options?: RequestOptions,
) => request<T>('POST', path, { ...body, _method: method }, options);

/**
 * Calls by method: each path must be an operation of the generated API types (api/schema.d.ts)
 * whose answer fits the expected type `T` (api/paths.ts).
 */
export const api = {
  get: <T = unknown>(path: ApiPath<'get', T>, options?: RequestOptions) =>
    request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: ApiPath<'post', T>, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options),
  put: <T = unknown>(path: ApiPath<'put', T>, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body ?? {}, options),
  override,
};

/**
 * GET a file (exports) with the session's headers: the body as a Blob and the server's file name.
 * A failure fills the global errors like any request and rejects.
 */
export async function downloadFile(
  path: ApiPath<'get'>,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  feedback.clearErrors();
  const url = new URL(`${apiBase}/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'pt-BR' };
  const token = tokenStore.get();
  const original = tokenStore.getOriginal();
  if (token) headers.authorization = `Bearer ${token}`;
  if (token && original) headers['original-authorization'] = `Bearer ${original}`;
  const response = await fetch(url, { headers, signal: options.signal });
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as { errors?: ErrorPayload; code?: string } | null;
    if (response.status === 401 && token) onUnauthorized();
    const errors = json?.errors ?? i18n.t('common:generic_error');
    if (!options.silent) feedback.setErrors(errors);
    throw new ApiError(response.status, json?.code, errors);
  }
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await response.blob(), fileName };
}

export interface Paged<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}
