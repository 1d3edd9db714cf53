import argon2 from 'argon2';

/**
 * argon2id with the OWASP minimum profile (19 MiB, 2 passes, 1 lane): strong enough for ASVS L2
 * while keeping a login around tens of milliseconds on one core.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    await burnPasswordCheck(password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real password check, for unknown e-mails and users without a password,
 * so the answer time does not reveal whether an account exists.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('verba-dummy-password-for-timing');
  await argon2.verify(await dummyHash, password).catch(() => false);
}
