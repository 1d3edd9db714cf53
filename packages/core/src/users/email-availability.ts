import { and, eq, isNull, ne } from 'drizzle-orm';
import { users, type DbOrTx } from '@verba/db';
import type { Language } from '@verba/domain';
import { fail } from '../errors';

/** Who holds an e-mail, as a company may learn it: nobody, a colleague, or (secretly) another company's account. */
export type EmailHolder =
  | { kind: 'free' }
  | { kind: 'colleague' }
  | { kind: 'elsewhere'; owner: { name: string; email: string; language: Language } };

/**
 * Who holds `email` among live users, seen from `companyId`. A live user or invitation of that
 * company (blocked invitations included) is a colleague: no secret, the company lists them. An
 * account of another company must not be told apart from a free address (issue 8): the caller
 * answers as for a free one and e-mails the owner instead.
 */
export async function emailHolder({
  db,
  email,
  companyId,
  exceptUserId,
}: {
  db: DbOrTx;
  email: string;
  companyId: string;
  exceptUserId?: string;
}): Promise<EmailHolder> {
  const holders = await db
    .select({
      companyId: users.companyId,
      name: users.name,
      email: users.email,
      language: users.language,
      blocked: users.invitationBlocked,
    })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        isNull(users.deletedAt),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  if (holders.some((h) => h.companyId === companyId)) return { kind: 'colleague' };
  const owner = holders.find((h) => !h.blocked);
  return owner ? { kind: 'elsewhere', owner } : { kind: 'free' };
}

/** 409 EMAIL_TAKEN when a colleague already uses the e-mail. */
export function assertNotColleague(holder: EmailHolder) {
  if (holder.kind === 'colleague') throw fail('EMAIL_TAKEN');
}

/** Two concurrent writes can both pass the check above; the unique index then decides. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs a write and turns a unique violation on users' e-mail into EMAIL_TAKEN. */
export async function withEmailUniqueness<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('EMAIL_TAKEN');
    throw error;
  }
}
