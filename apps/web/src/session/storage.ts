/** Spec §7: the token, the original token while impersonating, and the language cookie. */
const TOKEN = 'verba.token';
const ORIGINAL_TOKEN = 'verba.original_token';
const IMPERSONATING = 'verba.impersonating';
const REFERRAL_CODE = 'verba.referral_code';

export const tokenStore = {
  get: () => localStorage.getItem(TOKEN),
  set: (token: string) => localStorage.setItem(TOKEN, token),
  clear: () => localStorage.removeItem(TOKEN),
  getOriginal: () => localStorage.getItem(ORIGINAL_TOKEN),
  setOriginal: (token: string) => localStorage.setItem(ORIGINAL_TOKEN, token),
  clearOriginal: () => localStorage.removeItem(ORIGINAL_TOKEN),
};

/** Impersonation may run without an original token (spec §4), so it has its own flag. */
export const impersonationFlag = {
  get: () => localStorage.getItem(IMPERSONATING) === '1',
  set: (on: boolean) => (on ? localStorage.setItem(IMPERSONATING, '1') : localStorage.removeItem(IMPERSONATING)),
};

/** Spec §1: a referral code seen in any query string is kept until sign-up. */
export const referralStore = {
  get: () => localStorage.getItem(REFERRAL_CODE) ?? undefined,
  set: (code: string) => localStorage.setItem(REFERRAL_CODE, code),
  clear: () => localStorage.removeItem(REFERRAL_CODE),
};

const cookieDays = 365;
export function setLanguageCookie(language: string) {
  document.cookie = `language=${encodeURIComponent(language)}; path=/; max-age=${cookieDays * 86400}; samesite=lax`;
}
export function languageCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith('language='))
    ?.slice('language='.length);
}
