import type { Db } from '@verba/db';
import { hashPassword } from '@verba/core/auth/password-hashing';
import { createAccessToken, createCompany, createUser } from '@verba/core/testing/factories';

export interface Seeded {
  companyId: string;
  /** Bearer token of the company's manager. */
  token: string;
  /** A user with a real password, for the login storm. */
  login: { email: string; password: string };
}

/** One agency with `size` users (its manager included), through the test factories. */
export async function seedCompany(db: Db, size: number): Promise<Seeded> {
  const company = await createCompany({ db });
  const manager = await createUser({
    db,
    companyId: company.id,
    role: 'manager',
    name: 'Bench Manager',
    email: 'manager@bench.verba.test',
  });
  const password = 'bench-storm-Senha-2026';
  await createUser({
    db,
    companyId: company.id,
    role: 'user',
    name: 'Bench Login',
    email: 'login@bench.verba.test',
    passwordHash: await hashPassword(password),
  });
  const roles = ['user', 'user_manager', 'manager'] as const;
  for (let i = 2; i < size; i++) {
    await createUser({
      db,
      companyId: company.id,
      role: roles[i % 3],
      name: `Usuária ${String(i).padStart(3, '0')}`,
      email: `user-${i}@bench.verba.test`,
    });
  }
  const { token } = await createAccessToken({ db, userId: manager.id, ttlMs: 7 * 24 * 3600_000 });
  return { companyId: company.id, token, login: { email: 'login@bench.verba.test', password } };
}
