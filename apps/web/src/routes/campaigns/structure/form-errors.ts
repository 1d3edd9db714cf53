import type { TFunction } from 'i18next';
import type { FormErrors } from './draft-check';

/** The messages of a field and of its items (`list_ids.2` shows on `list_ids`). */
function atField<T>(byField: Record<string, T>, field: string): T | undefined {
  if (byField[field] !== undefined) return byField[field];
  const item = Object.keys(byField).find(
    (path) => path.startsWith(`${field}.`) && /^\d+$/.test(path.slice(field.length + 1)),
  );
  return item === undefined ? undefined : byField[item];
}

/** The first message of a field: the server's (already translated) over the rules' own. */
export function fieldError(
  t: TFunction,
  rules: FormErrors,
  server: Record<string, string>,
  field: string,
): string | undefined {
  const own = atField(server, field);
  if (own) return own;
  const first = atField(rules, field)?.[0];
  return first ? t(first.key, first.params) : undefined;
}
