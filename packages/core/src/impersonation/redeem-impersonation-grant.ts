import { accessTokens, impersonationGrants } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { hashToken, newToken } from '../security/tokens';
import { assertMayImpersonate, findImpersonationTarget } from './impersonation-target';
import { redeemableGrant } from './redeemable-grant';

export const impersonationTtlMs = 2 * 3600_000;

/**
 * Redeems a grant (grant-impersonation.ts) with the session of the staff member it was issued to:
 * marks it used, then issues an access token of kind `impersonation` for the target, bound to the
 * staff member (impersonator_user_id) and valid 2 hours. Every request made with it must also
 * carry the staff member's own token (Original-Authorization), see the API's auth plugin.
 * Anything else in place of a grant (an access token, a used or expired grant, another staff
 * member's grant) is refused and uses nothing up.
 */
export async function redeemImpersonationGrant({
  deps,
  actor,
  grant,
}: {
  deps: Deps;
  actor: Actor;
  grant: string;
}) {
  assertMayImpersonate(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [redeemed] = await tx
      .update(impersonationGrants)
      .set({ redeemedAt: now })
      .where(redeemableGrant(grant, actor, now))
      .returning({ id: impersonationGrants.id, targetUserId: impersonationGrants.targetUserId });
    if (!redeemed) throw fail('IMPERSONATION_GRANT_INVALID');
    const target = await findImpersonationTarget({ db: tx, actor, userId: redeemed.targetUserId });

    const token = newToken();
    const expiresAt = new Date(now.getTime() + impersonationTtlMs);
    const [row] = await tx
      .insert(accessTokens)
      .values({
        userId: target.id,
        tokenHash: hashToken(token),
        kind: 'impersonation',
        impersonatorUserId: actor.userId,
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
      })
      .returning({ id: accessTokens.id });
    await recordAudit({
      db: tx,
      actor,
      action: 'impersonation.started',
      companyId: target.companyId,
      targetType: 'user',
      targetId: target.id,
      metadata: { token_id: row!.id, grant_id: redeemed.id, expires_at: expiresAt.toISOString() },
      at: now,
    });
    return {
      access_token: token,
      token_type: 'impersonation' as const,
      original_token_required: true as const,
      expires_at: expiresAt.toISOString(),
      user: { id: target.id, name: target.name, email: target.email, company_id: target.companyId },
    };
  });
}
