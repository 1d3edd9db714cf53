import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  fallbackLocales,
  languageOf,
  localeOf,
  locales,
  type Language,
  type Locale,
} from '@verba/domain/languages';
import { allNamespaces, firstLoadNamespaces, loadNamespaces } from './locales';
import { languageCookie, setLanguageCookie } from './session/storage';

/** The namespaces this page needs: the login page's until the visitor goes anywhere else. */
let wanted: readonly string[] = firstLoadNamespaces;

async function ensureLocale(locale: Locale) {
  const missing = wanted.filter((ns) => !i18n.hasResourceBundle(locale, ns));
  if (!missing.length) return;
  const bundle = await loadNamespaces(locale, missing);
  for (const [ns, tree] of Object.entries(bundle)) i18n.addResourceBundle(locale, ns, tree, true, true);
}

// Every key exists in every language (scripts/i18n-check.ts), so the fallbacks never block a render,
// and pt-BR, the source of every key, needs none: the login page stays light.
function loadFallbacks() {
  if (i18n.language !== 'pt-BR') void Promise.all(fallbackLocales.map(ensureLocale)).catch(() => undefined);
}

/**
 * Spec §1: the language cookie first, then the user's setting (applied after login), then pt_BR.
 * Missing keys fall back to pt-BR, then en; the fallbacks load after the active language.
 */
export async function initI18n() {
  const lng = localeOf[languageOf(languageCookie()) ?? 'pt_BR'];
  const active = await loadNamespaces(lng, wanted);
  await i18n.use(initReactI18next).init({
    resources: { [lng]: active },
    lng,
    fallbackLng: fallbackLocales,
    supportedLngs: locales,
    ns: [...wanted],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
  i18n.on('languageChanged', (language) => (document.documentElement.lang = language));
  loadFallbacks();
  return i18n;
}

/**
 * Every namespace of the active language (and, in the background, of its fallbacks): awaited by
 * every page but the signed-out login page before it renders. `wanted` changes at once, so a
 * language switch started meanwhile (the user's setting) loads every namespace too.
 */
export async function loadAllTranslations() {
  wanted = allNamespaces;
  await ensureLocale(localeOf[currentLanguage()]);
  loadFallbacks();
}

/** A lazily loaded page module that waits for every namespace too. */
export function withAllTranslations<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadAllTranslations()]).then(([loaded]) => loaded);
}

export function currentLanguage(): Language {
  return languageOf(i18n.language) ?? 'pt_BR';
}

async function switchTo(language: Language) {
  await ensureLocale(localeOf[language]);
  await i18n.changeLanguage(localeOf[language]);
  loadFallbacks();
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
