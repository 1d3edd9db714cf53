import { and, eq, isNull, ne } from 'drizzle-orm';
import { accessTokens, type DbOrTx } from '@verba/db';
import { hashToken, newToken } from '../security/tokens';

export const accessTokenTtlMs = 30 * 24 * 60 * 60_000;

/** Issues a session token (256-bit random, only its sha256 stored) valid for 30 days. */
export async function issueAccessToken({ db, userId, now }: { db: DbOrTx; userId: string; now: Date }): Promise<string> {
  const token = newToken();
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + accessTokenTtlMs),
  });
  return token;
}

/** Revokes one token (logout). */
export async function revokeAccessToken({ db, tokenId, now }: { db: DbOrTx; tokenId: string; now: Date }) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/**
 * Ends every session of a user, impersonation tokens included (password change, deactivation,
 * e-mail change), except `exceptTokenId` when given (the session that made the change).
 */
export async function revokeAllSessions({
  db,
  userId,
  now,
  exceptTokenId,
}: {
  db: DbOrTx;
  userId: string;
  now: Date;
  exceptTokenId?: string | undefined;
}) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        exceptTokenId ? ne(accessTokens.id, exceptTokenId) : undefined,
      ),
    );
}
