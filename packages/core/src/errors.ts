import type { ErrorCode, MessageKey } from '@verba/domain';

/**
 * The one error type use cases throw. `code` decides the HTTP status (apps/api/src/plugins/errors.ts)
 * and is the i18n key `errors:<code>`; `fields` carries per-field message keys for 422 answers.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, MessageKey[]>,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export const fail = (code: ErrorCode, fields?: Record<string, MessageKey[]>, params?: Record<string, unknown>) =>
  new DomainError(code, fields, params);

/** A 422 with one field message, e.g. invalidField('email', 'validation:email'). */
export const invalidField = (field: string, key: string, params: Record<string, unknown> = {}) =>
  new DomainError('VALIDATION_FAILED', { [field]: [{ key, params }] });
