import i18n from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type { z } from '@verba/domain/zod';
import { issueMessage } from '@verba/domain/validation/issue-message';

/**
 * A react-hook-form resolver for the zod schemas shared with the server. Zod messages are i18n
 * keys (packages/domain/src/zod.ts), translated here exactly as the server translates them, so a
 * field shows the same message whichever side caught the problem.
 */
export function zodResolver<TValues extends FieldValues, S extends z.ZodType>(schema: S): Resolver<TValues, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (flat[path]) continue;
      const { key, params } = issueMessage(issue);
      flat[path] = { type: issue.code, message: i18n.t(key, params) };
    }
    return { values: {}, errors: toNestErrors<TValues>(flat, options) };
  };
}
