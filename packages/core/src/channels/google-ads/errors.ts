import type { PlatformProblem } from '../connector';

/**
 * Google Ads API errors as the REST interface returns them (google.rpc.Status in JSON):
 *   { "error": { "code": 400, "message": "...", "status": "INVALID_ARGUMENT",
 *       "details": [{ "@type": "type.googleapis.com/google.ads.googleads.v25.errors.GoogleAdsFailure",
 *         "errors": [{ "errorCode": { "assetError": "DUPLICATE_ASSET_NAME" }, "message": "...",
 *           "trigger": { "stringValue": "..." },
 *           "location": { "fieldPathElements": [{ "fieldName": "mutate_operations", "index": 3 }, ...] },
 *           "details": { "policyFindingDetails": { "policyTopicEntries": [...] } } }],
 *         "requestId": "..." }] } }
 * (google/ads/googleads/v25/errors/errors.proto: GoogleAdsFailure, GoogleAdsError, ErrorCode,
 * ErrorLocation, ErrorDetails; proto3 JSON mapping: lowerCamelCase keys, enums by name.)
 */
export interface GoogleAdsErrorEntry {
  /** One key of the ErrorCode oneof (e.g. `assetError`) and its enum value name. */
  errorCode: Record<string, string>;
  message: string;
  trigger?: Record<string, unknown>;
  location?: { fieldPathElements?: { fieldName: string; index?: number }[] };
  details?: {
    policyFindingDetails?: { policyTopicEntries?: PolicyTopicEntryJson[] };
    policyViolationDetails?: {
      externalPolicyName?: string;
      externalPolicyDescription?: string;
      isExemptible?: boolean;
    };
    quotaErrorDetails?: { rateScope?: string; rateName?: string; retryDelay?: string };
  };
}

/** google/ads/googleads/v25/common/policy.proto PolicyTopicEntry / PolicyTopicConstraint. */
export interface PolicyTopicEntryJson {
  topic?: string;
  type?: string;
  evidences?: unknown[];
  constraints?: {
    countryConstraintList?: unknown;
    resellerConstraint?: unknown;
    certificateMissingInCountryList?: unknown;
    certificateDomainMismatchInCountryList?: unknown;
  }[];
}

/** A failed call to the Google Ads API (or its OAuth token endpoint). */
export class GoogleAdsApiError extends Error {
  override name = 'GoogleAdsApiError';
  constructor(
    readonly httpStatus: number,
    /** google.rpc status name (INVALID_ARGUMENT, UNAUTHENTICATED, RESOURCE_EXHAUSTED...) or the OAuth error. */
    readonly status: string,
    message: string,
    readonly errors: GoogleAdsErrorEntry[] = [],
    readonly requestId: string | null = null,
    /** How long the platform asked us to wait (Retry-After or the quota error's retry delay). */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** Parses an error answer's body; tolerant of bodies that are not the documented shape. */
export function googleAdsApiErrorOf(
  httpStatus: number,
  body: unknown,
  retryAfterHeader: string | null,
  nowMs: number,
): GoogleAdsApiError {
  const error = (body as { error?: unknown } | null)?.error;
  if (error && typeof error === 'object') {
    const e = error as { message?: string; status?: string; details?: unknown[] };
    const errors: GoogleAdsErrorEntry[] = [];
    let requestId: string | null = null;
    for (const detail of e.details ?? []) {
      const d = detail as { '@type'?: string; errors?: GoogleAdsErrorEntry[]; requestId?: string };
      if (typeof d['@type'] === 'string' && d['@type'].endsWith('.GoogleAdsFailure')) {
        errors.push(...(d.errors ?? []));
        requestId = d.requestId ?? requestId;
      }
    }
    const retryAfterMs =
      retryAfterMsOf(retryAfterHeader, nowMs) ??
      errors.map((x) => durationMsOf(x.details?.quotaErrorDetails?.retryDelay)).find((ms) => ms !== null) ??
      null;
    return new GoogleAdsApiError(
      httpStatus,
      e.status ?? String(httpStatus),
      e.message ?? `HTTP ${httpStatus}`,
      errors,
      requestId,
      retryAfterMs,
    );
  }
  // The OAuth token endpoint answers RFC 6749 §5.2 errors: { "error": "invalid_grant", "error_description": "..." }.
  const oauth = body as { error?: string; error_description?: string } | null;
  if (oauth && typeof oauth.error === 'string') {
    return new GoogleAdsApiError(
      httpStatus,
      oauth.error,
      oauth.error_description ?? oauth.error,
      [],
      null,
      retryAfterMsOf(retryAfterHeader, nowMs),
    );
  }
  return new GoogleAdsApiError(
    httpStatus,
    String(httpStatus),
    `HTTP ${httpStatus}`,
    [],
    null,
    retryAfterMsOf(retryAfterHeader, nowMs),
  );
}

/** Retry-After as delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMsOf(header: string | null, nowMs: number): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

/** A protobuf Duration in JSON ("30s", "1.5s"). */
function durationMsOf(value: string | undefined): number | null {
  const match = value ? /^(\d+(?:\.\d+)?)s$/.exec(value) : null;
  return match ? Math.round(Number(match[1]) * 1000) : null;
}

/** `assetError.DUPLICATE_ASSET_NAME`: the oneof key and enum name of an ErrorCode. */
export function platformCodeOf(entry: GoogleAdsErrorEntry): string {
  const [key, value] = Object.entries(entry.errorCode ?? {})[0] ?? ['unknown', 'UNKNOWN'];
  return `${key}.${value}`;
}

const duplicateNames = new Set([
  'assetError.DUPLICATE_ASSET_NAME',
  'assetError.DUPLICATE_ASSET',
  'assetError.NAME_CONFLICT_FOR_ASSET_TYPE',
  'assetError.DUPLICATE_ASSETS_WITH_DIFFERENT_FIELD_VALUE',
  'adGroupError.DUPLICATE_ADGROUP_NAME',
  'campaignError.DUPLICATE_CAMPAIGN_NAME',
  'campaignBudgetError.DUPLICATE_NAME',
]);

/** Policy topic constraints that mean "allowed once certified" (policy.proto PolicyTopicConstraint). */
export function needsCertification(entries: PolicyTopicEntryJson[] | undefined): boolean {
  return (entries ?? []).some((entry) =>
    (entry.constraints ?? []).some(
      (c) =>
        c.certificateMissingInCountryList !== undefined ||
        c.certificateDomainMismatchInCountryList !== undefined ||
        c.resellerConstraint !== undefined,
    ),
  );
}

/**
 * Verba's code for one Google Ads error (spec §8 and the CHANNEL_* codes of the error catalogue):
 * - DUPLICATE_ASSET_NAME: a name already used (asset, ad group, campaign, budget);
 * - ASSET_REQUIRES_CERTIFICATION: a policy finding whose topics are allowed only with a certificate
 *   (certificate missing / domain mismatch) or for authorised resellers;
 * - ASSET_CONTAINS_PROHIBITED_CONTENT: any other policy finding or policy violation;
 * - CHANNEL_AUTH_FAILED: authentication or authorization errors (Verba's own credentials);
 * - CHANNEL_RATE_LIMITED: quota errors;
 * - CHANNEL_PLATFORM_UNAVAILABLE: the platform's internal errors;
 * - CHANNEL_PLATFORM_REFUSED: every other refusal, with the platform's own words.
 */
export function verbaCodeOf(entry: GoogleAdsErrorEntry): string {
  const code = platformCodeOf(entry);
  const kind = code.slice(0, code.indexOf('.'));
  if (duplicateNames.has(code)) return 'DUPLICATE_ASSET_NAME';
  if (kind === 'policyFindingError' || kind === 'policyViolationError') {
    return needsCertification(entry.details?.policyFindingDetails?.policyTopicEntries)
      ? 'ASSET_REQUIRES_CERTIFICATION'
      : 'ASSET_CONTAINS_PROHIBITED_CONTENT';
  }
  if (kind === 'authenticationError' || kind === 'authorizationError') return 'CHANNEL_AUTH_FAILED';
  if (kind === 'quotaError') return 'CHANNEL_RATE_LIMITED';
  if (kind === 'internalError') return 'CHANNEL_PLATFORM_UNAVAILABLE';
  return 'CHANNEL_PLATFORM_REFUSED';
}

/** The operation index an error points at (`mutate_operations[3]` / `operations[3]`), when it does. */
export function operationIndexOf(entry: GoogleAdsErrorEntry): number | null {
  const first = entry.location?.fieldPathElements?.[0];
  if (!first || (first.fieldName !== 'mutate_operations' && first.fieldName !== 'operations')) return null;
  return typeof first.index === 'number' ? first.index : null;
}

/** The platform's words for the user: the message, with the policy topics or trigger when given. */
function platformMessageOf(entry: GoogleAdsErrorEntry): string {
  const topics = (entry.details?.policyFindingDetails?.policyTopicEntries ?? [])
    .map((t) => t.topic)
    .filter(Boolean);
  const policy = entry.details?.policyViolationDetails?.externalPolicyName;
  const trigger = entry.trigger ? Object.values(entry.trigger)[0] : undefined;
  const extra = [
    ...topics,
    ...(policy ? [policy] : []),
    ...(typeof trigger === 'string' && trigger ? [`"${trigger}"`] : []),
  ];
  return extra.length > 0 ? `${entry.message} (${extra.join(', ')})` : entry.message;
}

/**
 * Verba problems of a failed call: one per platform error, `field` naming the Verba object its
 * operation was built from (`fieldOf(operationIndex)`); a failure without GoogleAdsFailure details
 * (HTTP errors, OAuth errors) becomes one problem of its status.
 */
export function problemsOf(
  error: GoogleAdsApiError,
  fieldOf: (operationIndex: number) => string | undefined = () => undefined,
): PlatformProblem[] {
  if (error.errors.length === 0) {
    const code =
      error.httpStatus === 401 ||
      error.httpStatus === 403 ||
      error.status === 'invalid_grant' ||
      error.status === 'invalid_client'
        ? 'CHANNEL_AUTH_FAILED'
        : error.httpStatus === 429
          ? 'CHANNEL_RATE_LIMITED'
          : error.httpStatus >= 500 || error.httpStatus === 0
            ? 'CHANNEL_PLATFORM_UNAVAILABLE'
            : 'CHANNEL_PLATFORM_REFUSED';
    return [{ code, platformCode: error.status, platformMessage: error.message }];
  }
  return error.errors.map((entry) => {
    const index = operationIndexOf(entry);
    const field = index === null ? undefined : fieldOf(index);
    return {
      code: verbaCodeOf(entry),
      ...(field !== undefined ? { field } : {}),
      platformCode: platformCodeOf(entry),
      platformMessage: platformMessageOf(entry),
    };
  });
}

/** Thrown by the connector when the platform refuses or fails: the problems, mapped. */
export class ChannelPlatformError extends Error {
  override name = 'ChannelPlatformError';
  constructor(
    readonly problems: PlatformProblem[],
    override readonly cause?: unknown,
  ) {
    super(
      problems.map((p) => `${p.code} (${p.platformCode}: ${p.platformMessage})`).join('; ') ||
        'CHANNEL_PLATFORM_REFUSED',
    );
  }
  /** The first problem's Verba code (what a caller stores as the campaign's last error). */
  get code(): string {
    return this.problems[0]?.code ?? 'CHANNEL_PLATFORM_REFUSED';
  }
}
