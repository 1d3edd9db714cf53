import { randomBytes } from 'node:crypto';
import { googleAdsApiVersion } from '../version';

/**
 * GoogleAdsFailure and the google.rpc.Status envelope the REST interface answers with
 * (fixtures/ads-errors.json names the protos). Field paths use the proto's snake_case names.
 */
export interface FieldPathElement {
  fieldName: string;
  index?: number;
}

export interface GoogleAdsError {
  errorCode: Record<string, string>;
  message: string;
  trigger?: { stringValue?: string; int64Value?: string; doubleValue?: number };
  location?: { fieldPathElements: FieldPathElement[] };
  details?: Record<string, unknown>;
}

export const failureType = `type.googleapis.com/google.ads.googleads.${googleAdsApiVersion}.errors.GoogleAdsFailure`;

export const newRequestId = () => `sbx-${randomBytes(9).toString('base64url')}`;

export function googleAdsFailure(errors: GoogleAdsError[], requestId: string) {
  return { '@type': failureType, errors, requestId };
}

const statusOf: Record<number, { status: string; message: string }> = {
  400: { status: 'INVALID_ARGUMENT', message: 'Request contains an invalid argument.' },
  401: {
    status: 'UNAUTHENTICATED',
    message:
      'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
  },
  403: { status: 'PERMISSION_DENIED', message: 'The caller does not have permission' },
  404: { status: 'NOT_FOUND', message: 'Requested entity was not found.' },
  429: { status: 'RESOURCE_EXHAUSTED', message: 'Resource has been exhausted (e.g. check quota).' },
  500: { status: 'INTERNAL', message: 'Internal error encountered.' },
};

/** An HTTP answer of the Ads API: status code, body, and headers. */
export interface AdsReply {
  statusCode: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function adsErrorReply(
  httpStatus: number,
  errors: GoogleAdsError[],
  requestId: string,
  headers?: Record<string, string>,
): AdsReply {
  const s = statusOf[httpStatus] ?? statusOf[400]!;
  return {
    statusCode: httpStatus,
    headers: { 'request-id': requestId, ...headers },
    body: {
      error: {
        code: httpStatus,
        message: s.message,
        status: s.status,
        details: [googleAdsFailure(errors, requestId)],
      },
    },
  };
}

/** The partial_failure_error of a mutate answered with partialFailure: true (google.rpc.Status, code 3). */
export function partialFailureStatus(errors: GoogleAdsError[], requestId: string) {
  const first = errors[0];
  const at = first?.location ? ` at ${pathText(first.location.fieldPathElements)}` : '';
  return {
    code: 3,
    message:
      errors.length > 1
        ? `Multiple errors in ‘details’. First error: ${first?.message}${at}`
        : `${first?.message}${at}`,
    details: [googleAdsFailure(errors, requestId)],
  };
}

export const pathText = (path: FieldPathElement[]) =>
  path.map((p) => (p.index === undefined ? p.fieldName : `${p.fieldName}[${p.index}]`)).join('.');

/** Shorthand for one error. */
export function adsError(
  family: string,
  code: string,
  message: string,
  path?: FieldPathElement[],
  trigger?: string | number,
  details?: Record<string, unknown>,
): GoogleAdsError {
  const error: GoogleAdsError = { errorCode: { [family]: code }, message };
  if (trigger !== undefined)
    error.trigger = typeof trigger === 'number' ? { int64Value: String(trigger) } : { stringValue: trigger };
  if (path && path.length > 0) error.location = { fieldPathElements: path };
  if (details) error.details = details;
  return error;
}

/** Thrown inside the sandbox to answer with an Ads API error. */
export class AdsApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errors: GoogleAdsError[],
    readonly headers?: Record<string, string>,
  ) {
    super(errors[0]?.message ?? 'Google Ads API error');
  }
}

/** Text of a JSON value for messages and comparisons (objects as JSON, absent as ''). */
export function str(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v === undefined || v === null) return '';
  return JSON.stringify(v);
}
