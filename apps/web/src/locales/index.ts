import type { Locale } from '@verba/domain/languages';
import type { LocaleBundle } from './bundle';

/**
 * One chunk per language, loaded on demand: the login page downloads only the language it shows
 * (and pt-BR, the fallback), not every translation of the product.
 */
export const loadLocale: Record<Locale, () => Promise<LocaleBundle>> = {
  'pt-BR': () => import('./pt-BR').then((m) => m.default),
  en: () => import('./en').then((m) => m.default),
  es: () => import('./es').then((m) => m.default),
};
