import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLocales, languageOf, localeOf, locales, type Language, type Locale } from '@verba/domain/languages';
import { loadLocale } from './locales';
import { languageCookie, setLanguageCookie } from './session/storage';

async function ensureLocale(locale: Locale) {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  const bundle = await loadLocale[locale]();
  for (const [ns, tree] of Object.entries(bundle)) i18n.addResourceBundle(locale, ns, tree, true, true);
}

/**
 * Spec §1: the language cookie first, then the user's setting (applied after login), then pt_BR.
 * Missing keys fall back to pt-BR, then en; the fallbacks load after the active language.
 */
export async function initI18n() {
  const lng = localeOf[languageOf(languageCookie()) ?? 'pt_BR'];
  const active = await loadLocale[lng]();
  await i18n.use(initReactI18next).init({
    resources: { [lng]: active },
    lng,
    fallbackLng: fallbackLocales,
    supportedLngs: locales,
    ns: Object.keys(active),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
  i18n.on('languageChanged', (language) => (document.documentElement.lang = language));
  // Every key exists in every language (scripts/i18n-check.ts), so the fallbacks never block the
  // first render, and pt-BR, the source of every key, needs none: the login page stays light.
  if (lng !== 'pt-BR') void Promise.all(fallbackLocales.map(ensureLocale)).catch(() => undefined);
  return i18n;
}

export function currentLanguage(): Language {
  return languageOf(i18n.language) ?? 'pt_BR';
}

async function switchTo(language: Language) {
  await ensureLocale(localeOf[language]);
  await i18n.changeLanguage(localeOf[language]);
  void Promise.all(fallbackLocales.map(ensureLocale)).catch(() => undefined);
}

/** Switches the UI language and remembers it in the cookie. */
export async function changeLanguage(language: Language) {
  setLanguageCookie(language);
  await switchTo(language);
}

/** Applies the user's setting when no cookie chose a language. */
export async function applyUserLanguage(language: Language) {
  if (languageOf(languageCookie())) return;
  await switchTo(language);
}
