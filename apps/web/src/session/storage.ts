/** Spec §7: the token, the original token while impersonating, and the language cookie. */
const TOKEN = 'verba.token';
const ORIGINAL_TOKEN = 'verba.original_token';

export const tokenStore = {
  get: () => localStorage.getItem(TOKEN),
  set: (token: string) => localStorage.setItem(TOKEN, token),
  clear: () => localStorage.removeItem(TOKEN),
  getOriginal: () => localStorage.getItem(ORIGINAL_TOKEN),
  setOriginal: (token: string) => localStorage.setItem(ORIGINAL_TOKEN, token),
  clearOriginal: () => localStorage.removeItem(ORIGINAL_TOKEN),
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
