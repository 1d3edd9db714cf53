import i18n from 'i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client';
import { feedback, flattenErrors } from '../shell/feedback-store';

/**
 * Puts a failed submit under the fields it concerns and returns the messages left over, for the
 * caller to show next to the form (a dialog shows them inside itself, above its buttons).
 * `fieldOfCode` sends domain errors without a field to one, e.g. EMAIL_TAKEN → email.
 */
export function placeSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  fieldOfCode: Partial<Record<string, FieldPath<T>>> = {},
): string[] {
  if (!(error instanceof ApiError)) return [i18n.t('common:generic_error')];
  const codeField = error.code ? fieldOfCode[error.code] : undefined;
  if (codeField) {
    setError(
      codeField,
      { type: 'server', message: flattenErrors(error.errors)[0] ?? '' },
      { shouldFocus: true },
    );
    return [];
  }
  const byField = error.status === 422 ? error.fieldErrors() : {};
  if (Object.keys(byField).length === 0) return flattenErrors(error.errors);
  const rest: string[] = [];
  let focused = false;
  for (const [field, message] of Object.entries(byField)) {
    const known = fields.find((f) => f === field);
    if (known && message) {
      setError(known, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else if (message) rest.push(message);
  }
  return rest;
}

/**
 * Shows a failed submit where it belongs: 422 messages of known fields under those fields, every
 * other message in the global error list. Forms call the API with `silent: true` and hand the
 * error here.
 */
export function showSubmitError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly FieldPath<T>[]) {
  const rest = placeSubmitError(error, setError, fields);
  if (rest.length) feedback.setErrors(rest);
}
