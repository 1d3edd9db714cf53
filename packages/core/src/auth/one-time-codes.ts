import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { oneTimeCodes, type DbOrTx } from '@verba/db';
import { hashToken, newSixDigitCode, newToken, sameHash } from '../security/tokens';

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
export async function issueCode({
  db,
  userId,
  purpose,
  now,
}: {
  db: DbOrTx;
  userId: string;
  purpose: CodePurpose;
  now: Date;
}) {
  const value =
    purpose === 'password_reset' || purpose === 'password_create' ? newToken() : newSixDigitCode();
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashToken(value),
    expiresAt: new Date(now.getTime() + codeTtlMs[purpose]),
    createdAt: now,
  });
  return value;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'attempts_exceeded';

/**
 * Checks a code of a purpose for a user against their latest unused one. Every check counts as an
 * attempt (atomically, so parallel guesses cannot exceed the limit); after `maxCodeAttempts` even
 * the right code is refused. A right code is consumed (single use). Run it outside any transaction
 * that a failure would roll back, or the attempt would not be counted.
 */
export async function checkCode({
  db,
  userId,
  purpose,
  code,
  now,
}: {
  db: DbOrTx;
  userId: string;
  purpose: CodePurpose;
  code: string;
  now: Date;
}): Promise<CodeCheck> {
  const [latest] = await db
    .select({ id: oneTimeCodes.id, expiresAt: oneTimeCodes.expiresAt })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest) return 'invalid';
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, latest.id), lt(oneTimeCodes.attempts, maxCodeAttempts)))
    .returning({ codeHash: oneTimeCodes.codeHash });
  if (!counted) return 'attempts_exceeded';
  if (latest.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!sameHash(counted.codeHash, hashToken(code))) return 'invalid';
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return consumed ? 'ok' : 'invalid';
}
