import { isoCountryCodes } from '@verba/domain';

/** Country names in the UI language (Intl), the code itself when the runtime has no name for it. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Select options, sorted by name in the UI language, Brazil first. */
export function countryOptions(locale: string) {
  const collator = new Intl.Collator(locale);
  const options = isoCountryCodes.map((code) => ({ value: code, label: countryName(code, locale) }));
  options.sort((a, b) => (a.value === 'BR' ? -1 : b.value === 'BR' ? 1 : collator.compare(a.label, b.label)));
  return options;
}
