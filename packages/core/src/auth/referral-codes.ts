import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companies, type DbOrTx } from '@verba/db';

/** No 0/O, 1/I/L: codes are read aloud and typed from screenshots. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReferralCode(length = 8): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A referral code no company uses yet. */
export async function uniqueReferralCode(db: DbOrTx): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    const [taken] = await db.select({ id: companies.id }).from(companies).where(eq(companies.referralCode, code)).limit(1);
    if (!taken) return code;
  }
}
