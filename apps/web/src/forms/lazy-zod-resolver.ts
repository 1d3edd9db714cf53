import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from '@verba/domain/zod';
import { zodResolver } from './zod-resolver';

export interface LazyZodResolver<TValues extends FieldValues, S extends z.ZodType> {
  resolver: Resolver<TValues, unknown, z.output<S>>;
  /** Starts loading the schema (e.g. when the user starts typing), so the first submit need not wait. */
  preload: () => void;
}

/**
 * `zodResolver` for a schema loaded on first use: the login page shows without zod and the domain
 * schemas in its first load, and validates with the very same shared schema once the user acts.
 */
export function lazyZodResolver<TValues extends FieldValues, S extends z.ZodType>(
  loadSchema: () => Promise<S>,
): LazyZodResolver<TValues, S> {
  let loading: Promise<Resolver<TValues, unknown, z.output<S>>> | undefined;
  const load = () => (loading ??= loadSchema().then((schema) => zodResolver<TValues, S>(schema)));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => {
      load().catch(() => (loading = undefined));
    },
  };
}
