import { eq } from 'drizzle-orm';
import { users, type DbOrTx } from '@verba/db';
import { queueEmail } from '../mail/queue-email';
import { hashToken, newToken } from '../security/tokens';
import { assertNotColleague, emailHolder } from './email-availability';

type UserRow = typeof users.$inferSelect;

/** How long the link of an e-mail change works. */
export const emailChangeTtlMs = 24 * 60 * 60_000;

/** The SPA page that confirms an e-mail change (signed in or not). */
export function emailChangeLink(appUrl: string, token: string) {
  return `${appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/** The address a user asked to change to, while its link still works; null otherwise. */
export function pendingEmailOf(user: Pick<UserRow, 'pendingEmail' | 'pendingEmailExpiresAt'>, now: Date) {
  return user.pendingEmail && user.pendingEmailExpiresAt && user.pendingEmailExpiresAt > now
    ? user.pendingEmail
    : null;
}

/**
 * Records `email` as the user's pending address (replacing any earlier one and its link) and
 * e-mails it, inside the caller's transaction. A colleague's address is 409 EMAIL_TAKEN. A free
 * address gets the confirmation link; another company's account gets `email_in_use` instead, and
 * the stored token is one nobody ever receives, so that change can only expire. Both leave the
 * same row behind (issue 8: no answer or read tells the two apart).
 */
export async function startEmailChange({
  db,
  target,
  email,
  now,
  appUrl,
}: {
  db: DbOrTx;
  target: UserRow;
  email: string;
  now: Date;
  appUrl: string;
}): Promise<UserRow> {
  const holder = await emailHolder({ db, email, companyId: target.companyId, exceptUserId: target.id });
  assertNotColleague(holder);
  const token = newToken();
  const [row] = await db
    .update(users)
    .set({
      pendingEmail: email,
      pendingEmailTokenHash: hashToken(token),
      pendingEmailExpiresAt: new Date(now.getTime() + emailChangeTtlMs),
      updatedAt: now,
    })
    .where(eq(users.id, target.id))
    .returning();
  if (holder.kind === 'elsewhere') {
    const { owner } = holder;
    await queueEmail({
      db,
      to: owner.email,
      template: 'email_in_use',
      language: owner.language,
      params: { name: owner.name },
    });
  } else {
    await queueEmail({
      db,
      to: email,
      template: 'email_change_confirm',
      language: target.language,
      params: {
        name: target.name,
        email,
        url: emailChangeLink(appUrl, token),
        hours: emailChangeTtlMs / 3_600_000,
      },
    });
  }
  return row!;
}
