import i18next, { type TFunction } from 'i18next';
import { fallbackLocales, localeOf, locales, type Language } from '@verba/domain';
import { resources } from '@verba/domain/locales';

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'pt-BR',
  fallbackLng: fallbackLocales,
  supportedLngs: locales,
  ns: Object.keys(resources['pt-BR']),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Server-side translation in a user's language (e-mails, API error messages). */
export function translatorFor(language: Language): TFunction {
  return instance.getFixedT(localeOf[language]);
}
