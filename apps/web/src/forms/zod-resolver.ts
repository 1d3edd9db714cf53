import type { FieldValues, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type { z } from '@verba/domain/zod';
import { checkWithSchema } from './schema-errors';

/**
 * A react-hook-form resolver for the zod schemas shared with the server, so a field shows the same
 * message whichever side caught the problem (see schema-errors.ts).
 */
export function zodResolver<TValues extends FieldValues, S extends z.ZodType>(
  schema: S,
): Resolver<TValues, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await checkWithSchema(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors<TValues>(result.errors, options) };
  };
}
