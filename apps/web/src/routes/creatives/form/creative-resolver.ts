import { creativeInputSchema, type CreativeInput } from '@verba/domain';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '../../../forms/zod-resolver';
import type { CreativeFormValues } from '../creative-form-values';

const base = zodResolver<CreativeFormValues, typeof creativeInputSchema>(creativeInputSchema);

/**
 * The domain schema on what the form holds: the search ad block only for SEARCH (the form keeps
 * an empty one for every format), and callouts left blank dropped rather than refused.
 */
export const creativeResolver: Resolver<CreativeFormValues, unknown, CreativeInput> = (
  values,
  context,
  options,
) =>
  base(
    {
      ...values,
      search:
        values.format === 'SEARCH'
          ? { ...values.search, callouts: values.search.callouts.filter((c) => c.trim()) }
          : (null as unknown as CreativeFormValues['search']),
    },
    context,
    options,
  );
