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

/** The 422 for a 2FA challenge that cannot be answered any more: the password step must be done again. */
export function challengeFailure(): DomainError {
  return fail('TWO_FACTOR_CHALLENGE_INVALID', {
    code: [{ key: 'errors:TWO_FACTOR_CHALLENGE_INVALID', params: {} }],
  });
}
