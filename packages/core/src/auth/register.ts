import { and, count, eq, isNull } from 'drizzle-orm';
import { companies, users, type DbOrTx } from '@verba/db';
import { documentTypeOf, roleIds, type Language, type RegisterInput } from '@verba/domain';
import type { Deps } from '../deps';
import { queueEmail } from '../mail/queue-email';
import { isUniqueViolation } from '../users/email-availability';
import { assertDocumentAvailable, documentTaken, isDocumentUniqueViolation } from '../company/document-uniqueness';
import { hashPassword } from './password-hashing';
import { assertPasswordAllowed } from './password-policy';
import { recordAuthEvent } from './record-auth-event';
import { uniqueReferralCode } from './referral-codes';
import { sendCode } from './send-code';
import { unconfirmedDocumentHolder } from './unconfirmed-document-holder';
import { findUserByEmail, type AuthUser } from './user-view';

/** The same answer whether the e-mail was new or not: the next step is the e-mailed code. */
export interface RegisterResult {
  user: { email: string; is_email_verified: false };
}

/**
 * Signs up a company and its first user (role manager, e-mail unconfirmed) and e-mails a
 * confirmation code. Without account enumeration: for an e-mail that already has an account the
 * answer is identical and its owner is e-mailed instead ("someone tried to sign up with your
 * e-mail"); a sign-up that was never confirmed is replaced by the new one (whoever confirms the
 * code owns it, so a squatter cannot pre-claim someone else's e-mail). A CPF/CNPJ that another
 * company has is refused (409 COMPANY_DOCUMENT_TAKEN on company_document): the person asks that
 * company for an invitation instead (requestCompanyAccess). A company that only an unconfirmed
 * sign-up holds is taken over by the new sign-up (the unconfirmed user is removed).
 */
export async function register({
  deps,
  input,
  language: requestLanguage,
  ip,
}: {
  deps: Deps;
  input: RegisterInput;
  language: Language;
  ip?: string;
}): Promise<RegisterResult> {
  await assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? requestLanguage;
  const now = deps.now();
  const result: RegisterResult = { user: { email: input.email, is_email_verified: false } };
  const details = { passwordHash, language, now, ip };

  try {
    await deps.db.transaction((tx) => registerIn(tx, deps, input, details));
  } catch (error) {
    if (isDocumentUniqueViolation(error)) throw documentTaken(documentField);
    // A simultaneous sign-up with the same e-mail won the unique index: same answer as ever.
    if (!isUniqueViolation(error)) throw error;
  }
  return result;
}

async function registerIn(tx: DbOrTx, deps: Deps, input: RegisterInput, details: SignupDetails) {
  const existing = await findUserByEmail({ db: tx, email: input.email });
  if (!existing) return createAccount(tx, input, details);
  if (await isUnconfirmedSignup(tx, existing)) return replaceUnconfirmedSignup(tx, existing, input, details);
  await queueEmail({
    db: tx,
    to: existing.email,
    template: 'account_exists',
    language: existing.language,
    params: { name: existing.name, login_url: `${deps.config.appUrl}/`, reset_url: `${deps.config.appUrl}/forgot-password` },
  });
  await recordAuthEvent({
    db: tx,
    entry: { action: 'auth.register_existing_email', companyId: existing.companyId, actorUserId: existing.id, ip: details.ip, at: details.now },
  });
}

const documentField = 'company_document' as const;

interface SignupDetails {
  passwordHash: string;
  language: Language;
  now: Date;
  ip: string | undefined;
}

const companyValues = (input: RegisterInput) => ({
  kind: input.company_type,
  legalName: input.company_name,
  tradeName: input.company_name,
  document: input.company_document,
  documentType: documentTypeOf(input.company_document) ?? 'CNPJ',
  referredByCode: input.referral_code || null,
});

async function createAccount(tx: DbOrTx, input: RegisterInput, d: SignupDetails) {
  const company = (await takeOverUnconfirmedCompany(tx, input, d)) ?? (await insertCompany(tx, input, d));
  const [user] = await tx
    .insert(users)
    .values({
      companyId: company.id,
      roleId: roleIds.manager,
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash: d.passwordHash,
      language: d.language,
      isEmailVerified: false,
      createdAt: d.now,
      updatedAt: d.now,
    })
    .returning({ id: users.id });
  await sendCode({ db: tx, user: { id: user!.id, name: input.name, email: input.email, language: d.language }, purpose: 'email_verification', now: d.now });
  await recordAuthEvent({
    db: tx,
    entry: { action: 'auth.register', companyId: company.id, actorUserId: user!.id, targetType: 'company', targetId: company.id, ip: d.ip, at: d.now },
  });
}

async function insertCompany(tx: DbOrTx, input: RegisterInput, d: SignupDetails) {
  await assertDocumentAvailable({ db: tx, document: input.company_document, field: documentField });
  const [company] = await tx
    .insert(companies)
    .values({ ...companyValues(input), referralCode: await uniqueReferralCode(tx), createdAt: d.now, updatedAt: d.now })
    .returning({ id: companies.id });
  return company!;
}

/** The company of an unconfirmed sign-up holding the document, its user removed, with this sign-up's data; or null. */
async function takeOverUnconfirmedCompany(tx: DbOrTx, input: RegisterInput, d: SignupDetails) {
  const holder = await unconfirmedDocumentHolder({ db: tx, document: input.company_document });
  if (!holder) return null;
  await tx.update(users).set({ deletedAt: d.now, isActive: false, updatedAt: d.now }).where(eq(users.id, holder.userId));
  await tx.update(companies).set({ ...companyValues(input), updatedAt: d.now }).where(eq(companies.id, holder.companyId));
  return { id: holder.companyId };
}

/** Never confirmed, with a password (not an invitation), and alone in its company. */
async function isUnconfirmedSignup(tx: DbOrTx, user: AuthUser) {
  if (user.isEmailVerified || !user.passwordHash) return false;
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, user.companyId), isNull(users.deletedAt)));
  return row?.n === 1;
}

async function replaceUnconfirmedSignup(tx: DbOrTx, user: AuthUser, input: RegisterInput, d: SignupDetails) {
  await assertDocumentAvailable({ db: tx, document: input.company_document, exceptCompanyId: user.companyId, field: documentField });
  await tx.update(companies).set({ ...companyValues(input), updatedAt: d.now }).where(eq(companies.id, user.companyId));
  await tx
    .update(users)
    .set({ name: input.name, phone: input.phone, passwordHash: d.passwordHash, language: d.language, isActive: true, updatedAt: d.now })
    .where(eq(users.id, user.id));
  await sendCode({ db: tx, user: { id: user.id, name: input.name, email: user.email, language: d.language }, purpose: 'email_verification', now: d.now });
  await recordAuthEvent({
    db: tx,
    entry: { action: 'auth.register', companyId: user.companyId, actorUserId: user.id, metadata: { replaced_unconfirmed: true }, ip: d.ip, at: d.now },
  });
}
