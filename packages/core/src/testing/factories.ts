import { randomBytes } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { accessTokens, companies, users, type DbOrTx } from '@verba/db';
import { roleIds, type Language, type RoleSlug } from '@verba/domain';
import { hashToken, newToken } from '../security/tokens';

/**
 * Test factories: rows created straight in the database, so tests of any area can have
 * companies, users of each role and valid bearer tokens without going through sign-up.
 */

const unique = () => randomBytes(5).toString('hex');

export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function createCompany({
  db,
  ...overrides
}: { db: DbOrTx } & Partial<typeof companies.$inferInsert>): Promise<CompanyRow> {
  const id = unique();
  const [row] = await db
    .insert(companies)
    .values({
      legalName: `Agência ${id} Ltda`,
      tradeName: `Agência ${id}`,
      document: generateCnpj(),
      documentType: 'CNPJ',
      referralCode: `REF${id.toUpperCase()}`,
      ...overrides,
    })
    .returning();
  return row!;
}

export interface CreateUserOptions extends Partial<Omit<typeof users.$inferInsert, 'roleId'>> {
  db: DbOrTx;
  /** Without a company, a new one is created for the user. */
  companyId?: string;
  role?: RoleSlug;
  language?: Language;
}

export async function createUser({
  db,
  companyId,
  role = 'user',
  ...overrides
}: CreateUserOptions): Promise<UserRow> {
  const company = companyId ?? (await createCompany({ db })).id;
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      companyId: company,
      roleId: roleIds[role],
      // Letters only, as the person-name rule wants, so tests can send the name back.
      name: `User ${id.replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`,
      email: `user-${id}@example.com`,
      // Not a real hash: factory users sign in through tokens, not passwords.
      passwordHash: 'factory',
      isEmailVerified: true,
      ...overrides,
    })
    .returning();
  return row!;
}

export interface CreateTokenOptions {
  db: DbOrTx;
  userId: string;
  kind?: 'session' | 'impersonation';
  impersonatorUserId?: string;
  now?: Date;
  ttlMs?: number;
}

/** A bearer token for a user, stored hashed like a real session. */
export async function createAccessToken({
  db,
  userId,
  kind = 'session',
  impersonatorUserId,
  now = new Date(),
  ttlMs = 24 * 3600_000,
}: CreateTokenOptions) {
  const token = newToken();
  const [row] = await db
    .insert(accessTokens)
    .values({
      userId,
      tokenHash: hashToken(token),
      kind,
      impersonatorUserId: impersonatorUserId ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    })
    .returning({ id: accessTokens.id });
  return { token, id: row!.id };
}

export interface SignedInUser {
  user: UserRow;
  token: string;
  tokenId: string;
  /** `{ authorization: 'Bearer …' }`, ready for app.inject. */
  headers: { authorization: string };
}

/** A user (see createUser) with a live session token (valid `ttlMs` from `now`, default 24 h). */
export async function createSignedInUser(
  options: CreateUserOptions & { now?: Date; ttlMs?: number },
): Promise<SignedInUser> {
  const { now, ttlMs, ...userOptions } = options;
  const user = await createUser(userOptions);
  const { token, id } = await createAccessToken({ db: options.db, userId: user.id, now, ttlMs });
  return { user, token, tokenId: id, headers: { authorization: `Bearer ${token}` } };
}
