import i18n from 'i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client';
import { feedback } from '../shell/feedback-store';

/**
 * Shows a failed submit where it belongs: 422 messages of known fields under those fields, every
 * other message in the global error list. Forms call the API with `silent: true` and hand the
 * error here.
 */
export function showSubmitError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly FieldPath<T>[]) {
  if (!(error instanceof ApiError)) {
    feedback.setErrors(i18n.t('common:generic_error'));
    return;
  }
  const byField = error.status === 422 ? error.fieldErrors() : {};
  const rest: string[] = [];
  let focused = false;
  for (const [field, message] of Object.entries(byField)) {
    const known = fields.find((f) => f === field);
    if (known && message) {
      setError(known, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else if (message) rest.push(message);
  }
  if (Object.keys(byField).length === 0) feedback.setErrors(error.errors);
  else if (rest.length) feedback.setErrors(rest);
}
