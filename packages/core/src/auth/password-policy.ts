import { fail } from '../errors';

let commonPasswords: Promise<Set<string>> | undefined;

/** The zxcvbn common-password list (~50k entries), loaded on first use only. */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/**
 * The password rules beyond the schema's length limits: reject the most common passwords
 * (ASVS 2.1.7). Throws PASSWORD_TOO_COMMON as a field error on `password`.
 */
export async function assertPasswordAllowed(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw fail('PASSWORD_TOO_COMMON', { password: [{ key: 'errors:PASSWORD_TOO_COMMON', params: {} }] });
  }
}
