import { eq } from 'drizzle-orm';
import { companies } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { presentCompany } from './present-company';

/** The actor's own company. */
export async function getCompany({ deps, actor }: { deps: Deps; actor: Actor }) {
  const [row] = await deps.db.select().from(companies).where(eq(companies.id, actor.companyId)).limit(1);
  if (!row) throw fail('NOT_FOUND');
  return presentCompany(row);
}
