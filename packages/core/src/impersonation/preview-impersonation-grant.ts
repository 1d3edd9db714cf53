import { eq } from 'drizzle-orm';
import { companies, impersonationGrants, users } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { assertMayImpersonate } from './impersonation-target';
import { redeemableGrant } from './redeemable-grant';

/**
 * Who a grant would let the acting staff member act as, so the SPA can ask them to confirm
 * before switching. Reads only: the grant stays unused.
 */
export async function previewImpersonationGrant({
  deps,
  actor,
  grant,
}: {
  deps: Deps;
  actor: Actor;
  grant: string;
}) {
  assertMayImpersonate(actor);
  const [row] = await deps.db
    .select({
      expiresAt: impersonationGrants.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      companyId: companies.id,
      companyName: companies.tradeName,
      companyLegalName: companies.legalName,
    })
    .from(impersonationGrants)
    .innerJoin(users, eq(users.id, impersonationGrants.targetUserId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(redeemableGrant(grant, actor, deps.now()))
    .limit(1);
  if (!row) throw fail('IMPERSONATION_GRANT_INVALID');
  return {
    expires_at: row.expiresAt.toISOString(),
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      company_id: row.companyId,
      company_name: row.companyName || row.companyLegalName,
    },
  };
}
