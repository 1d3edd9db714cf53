import { and, eq, gt, isNull } from 'drizzle-orm';
import { accessTokens, users } from '@verba/db';
import { roleById } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { hashToken } from '../security/tokens';

/**
 * The actor behind a bearer token, or null when the token is unknown, expired, revoked, or its
 * user is inactive or deleted. Touches last_used_at at most once a minute.
 */
export async function resolveActor({ deps, token, ip }: { deps: Deps; token: string; ip?: string }): Promise<Actor | null> {
  const now = deps.now();
  const [row] = await deps.db
    .select({
      tokenId: accessTokens.id,
      lastUsedAt: accessTokens.lastUsedAt,
      impersonatorUserId: accessTokens.impersonatorUserId,
      userId: users.id,
      companyId: users.companyId,
      roleId: users.roleId,
      isStaff: users.isStaff,
      language: users.language,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  const role = row && roleById(row.roleId);
  if (!row || !role) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await deps.db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, row.tokenId));
  }
  return {
    userId: row.userId,
    companyId: row.companyId,
    role,
    isStaff: row.isStaff,
    tokenId: row.tokenId,
    impersonatorUserId: row.impersonatorUserId,
    language: row.language,
    ip,
  };
}
