import { and, eq, isNull } from 'drizzle-orm';
import { oneTimeCodes, type DbOrTx } from '@verba/db';
import { hashToken, newSixDigitCode, newToken } from '../security/tokens';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export const codeTtlMs: Record<CodePurpose, number> = {
  email_verification: 10 * 60_000,
  two_factor: 10 * 60_000,
  password_reset: 60 * 60_000,
  password_create: 7 * 24 * 60 * 60_000,
};
export const maxCodeAttempts = 5;

/**
 * Issues a new code of a purpose for a user (six digits, or a 256-bit link token for password
 * links), invalidating any earlier unused one. Returns the clear value, to be e-mailed; only its
 * hash is stored.
 */
export async function issueCode({ db, userId, purpose, now }: { db: DbOrTx; userId: string; purpose: CodePurpose; now: Date }) {
  const value = purpose === 'password_reset' || purpose === 'password_create' ? newToken() : newSixDigitCode();
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashToken(value),
    expiresAt: new Date(now.getTime() + codeTtlMs[purpose]),
    createdAt: now,
  });
  return value;
}
