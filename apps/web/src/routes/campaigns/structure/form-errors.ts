import type { TFunction } from 'i18next';
import type { FormErrors } from './draft-check';

/** The first message of a field: the server's (already translated) over the rules' own. */
export function fieldError(
  t: TFunction,
  rules: FormErrors,
  server: Record<string, string>,
  field: string,
): string | undefined {
  if (server[field]) return server[field];
  const first = rules[field]?.[0];
  return first ? t(first.key, first.params) : undefined;
}
