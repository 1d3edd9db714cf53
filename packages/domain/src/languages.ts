/** User-facing language codes of the API (spec: pt_BR, en, es) and their i18next/BCP 47 forms. */
export const languages = ['pt_BR', 'en', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt_BR';

export const localeOf: Record<Language, 'pt-BR' | 'en' | 'es'> = { pt_BR: 'pt-BR', en: 'en', es: 'es' };
export type Locale = (typeof localeOf)[Language];
export const locales: Locale[] = ['pt-BR', 'en', 'es'];
export const fallbackLocales: Locale[] = ['pt-BR', 'en'];

export function languageOf(value: string | undefined | null): Language | undefined {
  if (!value) return undefined;
  const v = value.trim().replace('-', '_');
  if (v.toLowerCase() === 'pt_br' || v.toLowerCase() === 'pt') return 'pt_BR';
  if (v.toLowerCase().startsWith('en')) return 'en';
  if (v.toLowerCase().startsWith('es')) return 'es';
  return undefined;
}
