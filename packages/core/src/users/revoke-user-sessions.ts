import { and, eq, isNull } from 'drizzle-orm';
import { accessTokens, oneTimeCodes, type DbOrTx } from '@verba/db';

/**
 * Ends every session of a user (session and impersonation tokens) and voids their pending
 * one-time codes and links: used when a user is deactivated or deleted.
 */
export async function revokeUserSessions({ db, userId, now }: { db: DbOrTx; userId: string; now: Date }) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.consumedAt)));
}
