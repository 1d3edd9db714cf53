import type { DbOrTx } from '@verba/db';
import type { Language } from '@verba/domain';
import { queueEmail } from '../mail/queue-email';
import { issueCode } from './one-time-codes';

interface CodeRecipient {
  id: string;
  name: string;
  email: string;
  language: Language;
}

/** Issues a six-digit e-mail confirmation code and e-mails it in the user's language (2FA codes: two-factor-challenges.ts). */
export async function sendCode({
  db,
  user,
  purpose,
  now,
}: {
  db: DbOrTx;
  user: CodeRecipient;
  purpose: 'email_verification';
  now: Date;
}) {
  const code = await issueCode({ db, userId: user.id, purpose, now });
  await queueEmail({
    db,
    to: user.email,
    template: 'confirmation_code',
    language: user.language,
    params: { name: user.name, code },
  });
}
