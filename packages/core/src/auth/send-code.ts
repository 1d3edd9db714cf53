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

/** Issues a six-digit code (e-mail confirmation or 2FA) and e-mails it in the user's language. */
export async function sendCode({
  db,
  user,
  purpose,
  now,
}: {
  db: DbOrTx;
  user: CodeRecipient;
  purpose: 'email_verification' | 'two_factor';
  now: Date;
}) {
  const code = await issueCode({ db, userId: user.id, purpose, now });
  await queueEmail({
    db,
    to: user.email,
    template: purpose === 'two_factor' ? 'two_factor_code' : 'confirmation_code',
    language: user.language,
    params: { name: user.name, code },
  });
}
