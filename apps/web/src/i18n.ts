import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLocales, languageOf, localeOf, locales, type Language } from '@verba/domain';
import { resources } from '@verba/domain/locales';
import { languageCookie, setLanguageCookie } from './session/storage';

/** Spec §1: the language cookie first, then the user's setting (applied after login), then pt_BR. */
export function initI18n() {
  const fromCookie = languageOf(languageCookie());
  void i18n.use(initReactI18next).init({
    resources,
    lng: localeOf[fromCookie ?? 'pt_BR'],
    fallbackLng: fallbackLocales,
    supportedLngs: locales,
    ns: Object.keys(resources['pt-BR']),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => (document.documentElement.lang = lng));
  return i18n;
}

export function currentLanguage(): Language {
  return languageOf(i18n.language) ?? 'pt_BR';
}

/** Switches the UI language and remembers it in the cookie. */
export async function changeLanguage(language: Language) {
  setLanguageCookie(language);
  await i18n.changeLanguage(localeOf[language]);
}

/** Applies the user's setting when no cookie chose a language. */
export async function applyUserLanguage(language: Language) {
  if (languageOf(languageCookie())) return;
  await i18n.changeLanguage(localeOf[language]);
}
