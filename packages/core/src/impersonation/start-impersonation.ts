import { and, eq, isNull } from 'drizzle-orm';
import { accessTokens, users } from '@verba/db';
import { roleById } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { hashToken, newToken } from '../security/tokens';
import { isUuid } from '../ids';

export const impersonationTtlMs = 2 * 3600_000;

/** Only a relative path inside the app, so the answer can never send staff to another site. */
const safeReturnPath = (path: string | undefined) => (path && /^\/(?!\/)[^\s\\]*$/.test(path) ? path : '/');

/**
 * Platform staff act as a user: an access token of kind `impersonation` for the target, bound to
 * the staff member (impersonator_user_id) and valid 2 hours. Every request made with it must also
 * carry the staff member's own token (Original-Authorization), see the API's auth plugin.
 */
export async function startImpersonation({
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
  if (!actor.isStaff || actor.impersonatorUserId) throw fail('IMPERSONATION_FORBIDDEN');
  if (!isUuid(userId)) throw fail('NOT_FOUND');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .limit(1);
    if (!target) throw fail('NOT_FOUND');
    if (target.id === actor.userId || target.isStaff || !roleById(target.roleId)) throw fail('IMPERSONATION_FORBIDDEN');
    if (!target.isActive) throw fail('USER_INACTIVE');

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
      metadata: { token_id: row!.id, expires_at: expiresAt.toISOString() },
    });
    return {
      access_token: token,
      token_type: 'impersonation' as const,
      original_token_required: true as const,
      expires_at: expiresAt.toISOString(),
      user: { id: target.id, name: target.name, email: target.email, company_id: target.companyId },
      return_url: safeReturnPath(returnPath),
    };
  });
}
