import { impersonationGrants } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { hashToken, newToken } from '../security/tokens';
import { assertMayImpersonate, findImpersonationTarget } from './impersonation-target';

export const impersonationGrantTtlMs = 2 * 60_000;

/** Only a relative path inside the app, so the link can never send staff to another site. */
const safeReturnPath = (path: string | undefined) => (path && /^\/(?!\/)[^\s\\]*$/.test(path) ? path : '/');

/**
 * Staff start an impersonation by asking for a grant: 256-bit random, single use, valid 2
 * minutes, only its hash stored, bound to the staff member who asked, audited. The link carries
 * the grant and the return page; the SPA redeems it with that staff member's own session
 * (redeem-impersonation-grant.ts), so a link alone never switches anyone's account.
 */
export async function grantImpersonation({
  deps,
  actor,
  userId,
  returnPath,
}: {
  deps: Deps;
  actor: Actor;
  userId: string;
  returnPath?: string | undefined;
}) {
  assertMayImpersonate(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const target = await findImpersonationTarget({ db: tx, actor, userId });
    const grant = newToken();
    const expiresAt = new Date(now.getTime() + impersonationGrantTtlMs);
    const [row] = await tx
      .insert(impersonationGrants)
      .values({
        grantHash: hashToken(grant),
        staffUserId: actor.userId,
        targetUserId: target.id,
        expiresAt,
        createdAt: now,
      })
      .returning({ id: impersonationGrants.id });
    await recordAudit({
      db: tx,
      actor,
      action: 'impersonation.granted',
      companyId: target.companyId,
      targetType: 'user',
      targetId: target.id,
      metadata: { grant_id: row!.id, expires_at: expiresAt.toISOString() },
      at: now,
    });
    const returnUrl = safeReturnPath(returnPath);
    const link = new URL('/impersonate', `${deps.config.appUrl}/`);
    link.searchParams.set('grant', grant);
    link.searchParams.set('return', returnUrl);
    return {
      grant,
      expires_at: expiresAt.toISOString(),
      return_url: returnUrl,
      link: link.toString(),
      user: { id: target.id, name: target.name, email: target.email, company_id: target.companyId },
    };
  });
}
