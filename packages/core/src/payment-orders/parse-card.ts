import { createCardSchema, issuesByField, type CardInput } from '@verba/domain';
import type { Deps } from '../deps';
import { DomainError } from '../errors';

/**
 * Card fields checked with the shared card schema against the server clock (the expiry), or a
 * 422 with the spec §8 message per field, named `${fieldPrefix}number`, `…cvv`, ….
 */
export function parseCard({ deps, fields, fieldPrefix = '' }: { deps: Deps; fields: unknown; fieldPrefix?: string }): CardInput {
  const parsed = createCardSchema(deps.now).safeParse(fields);
  if (parsed.success) return parsed.data;
  const byField = issuesByField(parsed.error.issues);
  throw new DomainError('VALIDATION_FAILED', Object.fromEntries(Object.entries(byField).map(([f, keys]) => [`${fieldPrefix}${f}`, keys])));
}
