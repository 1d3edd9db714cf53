import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { twoFactorChallenges, type DbOrTx } from '@verba/db';
import type { Language } from '@verba/domain';
import { queueEmail } from '../mail/queue-email';
import { hashToken, newSixDigitCode, newToken, sameHash } from '../security/tokens';

/** Fixed from the password step: resends never extend it. */
export const twoFactorChallengeTtlMs = 10 * 60_000;
export const maxTwoFactorResends = 3;
/** Code checks per challenge, whatever the number of codes sent. */
export const maxTwoFactorAttempts = 5;

interface CodeRecipient {
  id: string;
  name: string;
  email: string;
  language: Language;
}

/** A challenge that can still be answered: not used, not expired, attempts left. */
const openChallenge = (challengeId: string, userId: string, now: Date) =>
  and(
    eq(twoFactorChallenges.challengeHash, hashToken(challengeId)),
    eq(twoFactorChallenges.userId, userId),
    isNull(twoFactorChallenges.consumedAt),
    gt(twoFactorChallenges.expiresAt, now),
    lt(twoFactorChallenges.attempts, maxTwoFactorAttempts),
  );

function emailCode({ db, user, code }: { db: DbOrTx; user: CodeRecipient; code: string }) {
  return queueEmail({
    db,
    to: user.email,
    template: 'two_factor_code',
    language: user.language,
    params: { name: user.name, code },
  });
}

/**
 * Opens the second step of a sign-in whose password was right: closes the user's earlier open
 * challenges, stores the new one with a fresh code (hashes only) and e-mails the code. Returns the
 * clear challenge id, which only the client that passed the password step receives.
 */
export async function openTwoFactorChallenge({
  db,
  user,
  now,
}: {
  db: DbOrTx;
  user: CodeRecipient;
  now: Date;
}): Promise<string> {
  await db
    .update(twoFactorChallenges)
    .set({ consumedAt: now })
    .where(and(eq(twoFactorChallenges.userId, user.id), isNull(twoFactorChallenges.consumedAt)));
  const challengeId = newToken();
  const code = newSixDigitCode();
  await db.insert(twoFactorChallenges).values({
    userId: user.id,
    challengeHash: hashToken(challengeId),
    codeHash: hashToken(code),
    expiresAt: new Date(now.getTime() + twoFactorChallengeTtlMs),
    createdAt: now,
  });
  await emailCode({ db, user, code });
  return challengeId;
}

export type ResendOutcome = 'sent' | 'challenge_invalid' | 'resends_exceeded';

/** Replaces the code of an open challenge with a new one and e-mails it, at most `maxTwoFactorResends` times. */
export async function resendChallengeCode({
  db,
  challengeId,
  user,
  now,
}: {
  db: DbOrTx;
  challengeId: string;
  user: CodeRecipient;
  now: Date;
}): Promise<ResendOutcome> {
  const code = newSixDigitCode();
  const [renewed] = await db
    .update(twoFactorChallenges)
    .set({ codeHash: hashToken(code), resends: sql`${twoFactorChallenges.resends} + 1` })
    .where(
      and(openChallenge(challengeId, user.id, now), lt(twoFactorChallenges.resends, maxTwoFactorResends)),
    )
    .returning({ id: twoFactorChallenges.id });
  if (renewed) {
    await emailCode({ db, user, code });
    return 'sent';
  }
  const [open] = await db
    .select({ id: twoFactorChallenges.id })
    .from(twoFactorChallenges)
    .where(openChallenge(challengeId, user.id, now))
    .limit(1);
  return open ? 'resends_exceeded' : 'challenge_invalid';
}

export type ChallengeCheck = 'ok' | 'code_invalid' | 'challenge_invalid';

/**
 * Checks a code against an open challenge of the user. Every check counts as an attempt of the
 * challenge (atomically, so parallel guesses cannot exceed the limit); a right code closes the
 * challenge (single use). Run it outside any transaction that a failure would roll back, or the
 * attempt would not be counted.
 */
export async function checkChallengeCode({
  db,
  challengeId,
  userId,
  code,
  now,
}: {
  db: DbOrTx;
  challengeId: string;
  userId: string;
  code: string;
  now: Date;
}): Promise<ChallengeCheck> {
  const [counted] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(openChallenge(challengeId, userId, now))
    .returning({ id: twoFactorChallenges.id, codeHash: twoFactorChallenges.codeHash });
  if (!counted) return 'challenge_invalid';
  if (!sameHash(counted.codeHash, hashToken(code))) return 'code_invalid';
  const [consumed] = await db
    .update(twoFactorChallenges)
    .set({ consumedAt: now })
    .where(and(eq(twoFactorChallenges.id, counted.id), isNull(twoFactorChallenges.consumedAt)))
    .returning({ id: twoFactorChallenges.id });
  return consumed ? 'ok' : 'challenge_invalid';
}
