import i18n from 'i18next';
import type { z } from '@verba/domain/zod';
import { issueMessage } from '@verba/domain/validation/issue-message';

export interface SchemaFieldError {
  type: string;
  message: string;
}

export type SchemaCheck<T> =
  { success: true; data: T } | { success: false; errors: Record<string, SchemaFieldError> };

/**
 * Parses form values with a zod schema shared with the server and translates the first issue of
 * each field path exactly as the server does (zod messages are i18n keys, packages/domain/src/zod.ts).
 */
export async function checkWithSchema<S extends z.ZodType>(
  schema: S,
  values: unknown,
): Promise<SchemaCheck<z.output<S>>> {
  const result = await schema.safeParseAsync(values);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, SchemaFieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (errors[path]) continue;
    const { key, params } = issueMessage(issue);
    errors[path] = { type: issue.code, message: i18n.t(key, params) };
  }
  return { success: false, errors };
}
