/**
 * Money as a person types it (issue 26): `5.000,00`, `5000`, `5.000`, `5000,5`, `R$ 5.000,00` in
 * pt-BR and es, `5,000.00` or `$5,000.00` in English, read into integer minor units (centavos).
 *
 * The reading never silently changes the magnitude of what was typed: when the separators allow
 * two readings (`1.50` in pt-BR: R$ 1,50 or R$ 150,00?), or only one that is not how the language
 * writes money (`5,123` in pt-BR), the answer is `ambiguous` with the readings to offer, and the
 * form asks. Display stays with `formatMoney`, whose output reads back exactly in every language.
 */
import { formatMoney, moneyStyleOf, type Currency } from './formats';
import { languageOf } from './languages';

/** Message keys (i18next, namespace `validation`) of input that is not an amount. */
export const moneyInputIssueKeys = {
  invalid: 'validation:money.invalid',
  negative: 'validation:money.negative',
  tooManyDecimals: 'validation:money.too_many_decimals',
  tooLarge: 'validation:money.too_large',
  otherCurrency: 'validation:money.other_currency',
  /** Shown by a form whose amount still waits for the person to choose a reading. */
  ambiguous: 'validation:money.ambiguous',
} as const;
export type MoneyInputIssueKey = (typeof moneyInputIssueKeys)[keyof typeof moneyInputIssueKeys];

export type MoneyInputResult =
  | { status: 'empty' }
  | { status: 'ok'; cents: bigint }
  /** One or two readings, smallest first; none is taken until the person picks one. */
  | { status: 'ambiguous'; options: bigint[] }
  | { status: 'invalid'; key: MoneyInputIssueKey; params?: Record<string, string> };

export interface MoneyInputOptions {
  /** The field's currency: its symbol may be typed, and its own format reads back exactly. */
  currency?: Currency;
  /** The UI language (`pt_BR`, `pt-BR`, `en`, `es`): which of `.` and `,` is its decimal mark. */
  language?: string;
}

/** Whole units above this many digits are refused (R$ 9.999.999.999.999,99 at most). */
const MAX_UNIT_DIGITS = 13;

/** Symbols and codes, longest first so `US$` and `R$` are not read as `$`. */
const symbols: { text: string; currency: Currency }[] = [
  { text: 'US$', currency: 'USD' },
  { text: 'R$', currency: 'BRL' },
  { text: 'BRL', currency: 'BRL' },
  { text: 'USD', currency: 'USD' },
  { text: 'EUR', currency: 'EUR' },
  { text: '$', currency: 'USD' },
  { text: '€', currency: 'EUR' },
];

/** The decimal mark a language writes money with: `,` in pt-BR and es (Intl agrees), `.` in English. */
export function decimalMarkOf(language: string | undefined): ',' | '.' {
  return (languageOf(language) ?? 'pt_BR') === 'en' ? '.' : ',';
}

const invalid = (key: MoneyInputIssueKey, params?: Record<string, string>): MoneyInputResult =>
  params ? { status: 'invalid', key, params } : { status: 'invalid', key };

/** `units` whole units and `fraction` decimal digits as centavos; undefined past 2 significant decimals. */
function centsOf(units: string, fraction: string): bigint | undefined {
  if (/[1-9]/.test(fraction.slice(2))) return undefined;
  return BigInt(units || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
}

/** Digit groups after the first are of three digits, the first of one to three without a leading 0. */
const groupedWell = (groups: string[]): boolean =>
  groups.length > 1 && /^[1-9]\d{0,2}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g));

/**
 * Centavos of a text in the currency's own format (`R$ 1.234,56`, `$1,234.56`) exactly as
 * `formatMoney` writes it, the same in every language; undefined for any other text.
 */
export function parseFormattedMoney(text: string, currency: Currency): bigint | undefined {
  const style = moneyStyleOf(currency);
  const prefix = `${style.symbol}${style.gap}`;
  if (!text.startsWith(prefix)) return undefined;
  const body = text.slice(prefix.length);
  const at = body.lastIndexOf(style.decimal);
  if (at < 0 || body.length - at !== 3) return undefined;
  const units = body.slice(0, at).split(style.thousands).join('');
  if (!/^\d+$/.test(units) || units.length > MAX_UNIT_DIGITS) return undefined;
  const cents = centsOf(units, body.slice(at + 1));
  return cents !== undefined && formatMoney(cents, currency) === text ? cents : undefined;
}

/**
 * Reads typed money into centavos. Rules, for a text of digits and `.`/`,` (a space may group
 * thousands; a currency symbol or code may lead or trail):
 * - both marks present: the last one is the decimal mark, the other groups thousands;
 * - one mark, several times: thousands (`1.234.567`, `1,234,567`);
 * - one mark once: the language's decimal mark with one or two decimals is a decimal; the other
 *   mark followed by exactly three digits groups thousands (`1.500` is R$ 1.500,00 in pt-BR);
 *   anything else asks (`1.50` in pt-BR, `5,000` in pt-BR, `5,00` in English);
 * - the field currency's own format (`R$ 1,50` in English too) reads exactly.
 */
export function parseMoneyInput(text: string, options: MoneyInputOptions = {}): MoneyInputResult {
  const currency = options.currency ?? 'BRL';
  const normalized = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  if (!normalized) return { status: 'empty' };

  const canonical = parseFormattedMoney(normalized, currency);
  if (canonical !== undefined) return { status: 'ok', cents: canonical };

  let rest = normalized;
  let negative = false;
  if (rest.startsWith('-') || rest.startsWith('−')) {
    negative = true;
    rest = rest.slice(1).trim();
  }
  const upper = rest.toUpperCase();
  for (const symbol of symbols) {
    const leading = upper.startsWith(symbol.text);
    const trailing = !leading && upper.endsWith(symbol.text);
    if (!leading && !trailing) continue;
    if (symbol.currency !== currency)
      return invalid(moneyInputIssueKeys.otherCurrency, { currency: moneyStyleOf(currency).symbol });
    rest = (leading ? rest.slice(symbol.text.length) : rest.slice(0, -symbol.text.length)).trim();
    break;
  }
  if (rest.startsWith('-') || rest.startsWith('−')) {
    negative = true;
    rest = rest.slice(1).trim();
  }
  if (/^[.,]\d/.test(rest)) rest = `0${rest}`;
  if (!/^\d[\d., ]*$/.test(rest) || !/\d$/.test(rest) || /[., ]{2}/.test(rest))
    return invalid(moneyInputIssueKeys.invalid);
  if (negative) return invalid(moneyInputIssueKeys.negative);

  const result = readDigits(rest, decimalMarkOf(options.language));
  if (result.status === 'ok' && result.cents / 100n >= 10n ** BigInt(MAX_UNIT_DIGITS))
    return invalid(moneyInputIssueKeys.tooLarge);
  if (result.status === 'ambiguous') {
    const options = result.options.filter((c) => c / 100n < 10n ** BigInt(MAX_UNIT_DIGITS));
    if (options.length === 0) return invalid(moneyInputIssueKeys.tooLarge);
    return { status: 'ambiguous', options };
  }
  return result;
}

/** Digits with `.`, `,` or single spaces between them (validated by the caller). */
function readDigits(text: string, decimal: ',' | '.'): MoneyInputResult {
  const groups = text.split(/[., ]/);
  const marks = text.replace(/\d/g, '').split('');
  if (marks.length === 0) return { status: 'ok', cents: BigInt(text) * 100n };

  const last = marks[marks.length - 1]!;
  const kinds = new Set(marks);

  // Two kinds of mark: the last one is the decimal mark, used once; the others group thousands.
  if (kinds.size > 1) {
    if (last === ' ' || marks.indexOf(last) !== marks.length - 1) return invalid(moneyInputIssueKeys.invalid);
    const grouping = new Set(marks.slice(0, -1));
    if (grouping.size > 1 || !groupedWell(groups.slice(0, -1))) return invalid(moneyInputIssueKeys.invalid);
    const cents = centsOf(groups.slice(0, -1).join(''), groups[groups.length - 1]!);
    return cents === undefined ? invalid(moneyInputIssueKeys.tooManyDecimals) : { status: 'ok', cents };
  }

  // One kind of mark, several times: it groups thousands.
  if (marks.length > 1) {
    return groupedWell(groups)
      ? { status: 'ok', cents: BigInt(groups.join('')) * 100n }
      : invalid(moneyInputIssueKeys.invalid);
  }

  // One mark, once.
  const [units, fraction] = groups as [string, string];
  const asThousands = groupedWell(groups) ? BigInt(units + fraction) * 100n : undefined;
  if (last === ' ') return asThousands === undefined ? invalid(moneyInputIssueKeys.invalid) : ok(asThousands);
  const asDecimal = centsOf(units, fraction);

  if (last === decimal) {
    // The language's decimal mark: one or two decimals are what a person means.
    if (fraction.length <= 2) return ok(asDecimal!);
    // `5,000` in pt-BR: a decimal with three places, or thousands in the English way?
    return choices(asDecimal, asThousands);
  }
  // The language's thousands mark: with three digits after it, thousands (`1.500` in pt-BR).
  if (asThousands !== undefined) return ok(asThousands);
  // `1.50` in pt-BR: R$ 1,50 (the English way) or R$ 150,00 (a stray mark)?
  const whole = fraction.length <= 2 ? BigInt(units + fraction) * 100n : undefined;
  return choices(asDecimal, whole);
}

const ok = (cents: bigint): MoneyInputResult => ({ status: 'ok', cents });

function choices(...readings: (bigint | undefined)[]): MoneyInputResult {
  const options = [...new Set(readings.filter((r): r is bigint => r !== undefined))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return options.length === 0
    ? invalid(moneyInputIssueKeys.tooManyDecimals)
    : { status: 'ambiguous', options };
}

/** The amount for a form field: its centavos, or undefined while empty, ambiguous or invalid. */
export function moneyInputCents(text: string, options: MoneyInputOptions = {}): bigint | undefined {
  const result = parseMoneyInput(text, options);
  return result.status === 'ok' ? result.cents : undefined;
}

/**
 * The issue key (and params) a form shows for a typed amount, or undefined when it is an amount or
 * empty (required-ness is the form's own rule).
 */
export function moneyInputIssue(
  text: string,
  options: MoneyInputOptions = {},
): { key: MoneyInputIssueKey; params?: Record<string, string> } | undefined {
  const result = parseMoneyInput(text, options);
  if (result.status === 'invalid')
    return result.params ? { key: result.key, params: result.params } : { key: result.key };
  if (result.status === 'ambiguous') return { key: moneyInputIssueKeys.ambiguous };
  return undefined;
}
