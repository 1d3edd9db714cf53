/**
 * Typed error codes shared by server and SPA. The kind decides the HTTP status (one place:
 * apps/api/src/plugins/errors.ts); the code is the i18n key under the `errors` namespace.
 */
export const errorKinds = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof errorKinds;

export const errorCodes = {
  VALIDATION_FAILED: 'validation',
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  RATE_LIMITED: 'rate_limited',
  INVALID_CREDENTIALS: 'validation',
  EMAIL_TAKEN: 'conflict',
  EMAIL_NOT_VERIFIED: 'forbidden',
  USER_INACTIVE: 'forbidden',
  CODE_INVALID: 'validation',
  CODE_EXPIRED: 'validation',
  CODE_ATTEMPTS_EXCEEDED: 'validation',
  TOKEN_INVALID: 'validation',
  PASSWORD_TOO_COMMON: 'validation',
  ZIPCODE_INVALID: 'validation',
  ZIPCODE_NOT_FOUND: 'not_found',
  CANNOT_CHANGE_OWN_ROLE: 'conflict',
  CANNOT_DELETE_SELF: 'conflict',
  CANNOT_DEACTIVATE_SELF: 'conflict',
  IMPERSONATION_FORBIDDEN: 'forbidden',
  IDEMPOTENCY_KEY_REUSED: 'validation',
  INSUFFICIENT_FUNDS: 'validation',
  CURRENCY_MISMATCH: 'validation',
  RESERVATION_EXCEEDED: 'validation',
  RESERVATION_RESOLVED: 'conflict',
  ADVERTISER_INACTIVE: 'conflict',
  ADVERTISER_CURRENCY_LOCKED: 'conflict',
  ADVERTISER_COUPON_REMOVED: 'conflict',
  ADVERTISER_COUPON_ALREADY_SET: 'conflict',
  ADVERTISER_LOGO_MISSING: 'validation',
  ADVERTISER_LOGO_INVALID_TYPE: 'validation',
  ADVERTISER_LOGO_TOO_LARGE: 'validation',
  ADVERTISER_LOGO_INVALID_DIMENSIONS: 'validation',
  ADVERTISER_LOGO_CORRUPTED: 'validation',
  PAYMENT_ORDER_NOT_PAYABLE: 'conflict',
  PAYMENT_METHOD_MISMATCH: 'conflict',
  CARD_REFUSED: 'validation',
  CARD_PROCESSING_ERROR: 'unavailable',
  CARD_PAYMENT_IN_PROGRESS: 'conflict',
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 'conflict',
  IDEMPOTENCY_KEY_INVALID: 'validation',
  WEBHOOK_SIGNATURE_INVALID: 'unauthenticated',
  SANDBOX_DISABLED: 'not_found',
  PAYMENT_TRANSITION_INVALID: 'conflict',
  PAYMENT_ORDER_NOT_CANCELABLE: 'conflict',
  BANK_ACCOUNT_HOLDER_MISMATCH: 'validation',
  BANK_ACCOUNT_DUPLICATE: 'conflict',
  WITHDRAWAL_NO_MAIN_BANK_ACCOUNT: 'conflict',
  WITHDRAWAL_HOLDER_MISMATCH: 'conflict',
  COMPANY_DOCUMENT_TAKEN: 'conflict',
  COMPANY_DOCUMENT_CHANGE_NEEDS_REVIEW: 'validation',
  DOCUMENT_CHANGE_REQUEST_PENDING: 'conflict',
  DOCUMENT_CHANGE_REQUEST_RESOLVED: 'conflict',
  INVOICE_CANCELED: 'conflict',
  INVOICE_NOT_ISSUED: 'conflict',
  INVOICE_ORDER_NOT_PAID: 'conflict',
} as const satisfies Record<string, ErrorKind>;
export type ErrorCode = keyof typeof errorCodes;

export function statusOf(code: ErrorCode): number {
  return errorKinds[errorCodes[code]];
}
