import { ApiError } from '../../../api/client';
import { feedback } from '../../../shell/feedback-store';
import { serverFormErrors } from './draft-check';

/**
 * A refused save: a 422's field errors go on the form's fields (returned); anything else — a
 * state refusal, a stale version — shows in the shell's error list with the server's message.
 */
export function formErrorsOfFailure(error: unknown, prefix: RegExp): Record<string, string> {
  if (error instanceof ApiError) {
    const fields = error.status === 422 ? serverFormErrors(error.fieldErrors(), prefix) : {};
    if (Object.keys(fields).length === 0) feedback.setErrors(error.errors);
    return fields;
  }
  throw error;
}
