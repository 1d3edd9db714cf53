import { fail, type DomainError } from '../errors';
import type { CodeCheck } from './one-time-codes';

const codes = {
  invalid: 'CODE_INVALID',
  expired: 'CODE_EXPIRED',
  attempts_exceeded: 'CODE_ATTEMPTS_EXCEEDED',
} as const;

/** The 422 for a failed six-digit code check, as a field error on `code` (the form shows it there). */
export function codeFailure(check: Exclude<CodeCheck, 'ok'>): DomainError {
  const code = codes[check];
  return fail(code, { code: [{ key: `errors:${code}`, params: {} }] });
}
