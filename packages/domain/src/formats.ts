/**
 * Display formats of spec §9, shared by the SPA, e-mails and exports:
 * money per currency, dates per language, file sizes in decimal units.
 */
import { languageOf, localeOf, type Language } from './languages';

export const currencies = ['BRL', 'USD', 'EUR'] as const;
export type Currency = (typeof currencies)[number];

export interface MoneyStyle {
  symbol: string;
  /** Space between the symbol and the amount ("R$ 1,00" but "$1.00"). */
  gap: string;
  thousands: string;
  decimal: string;
}

const moneyStyles: Record<Currency, MoneyStyle> = {
  BRL: { symbol: 'R$', gap: ' ', thousands: '.', decimal: ',' },
  USD: { symbol: '$', gap: '', thousands: ',', decimal: '.' },
  EUR: { symbol: '€', gap: ' ', thousands: '.', decimal: ',' },
};

/** How `currency` is written (symbol, gap, separators): for inputs that format money while typing. */
export const moneyStyleOf = (currency: Currency): MoneyStyle => moneyStyles[currency];

/** Integer minor units (centavos) as bigint, a safe integer or a decimal-integer string. */
export type MinorUnits = bigint | number | string;

function toMinorUnits(amount: MinorUnits): bigint {
  if (typeof amount === 'bigint') return amount;
  if (typeof amount === 'number') {
    if (!Number.isSafeInteger(amount))
      throw new RangeError(`Money amounts are integer minor units, got ${amount}`);
    return BigInt(amount);
  }
  const trimmed = amount.trim();
  if (!/^-?\d+$/.test(trimmed))
    throw new RangeError(`Money amounts are integer minor units, got "${amount}"`);
  return BigInt(trimmed);
}

/** `R$ 1.234,56`, `$1,234.56`, `€ 1.234,56`; negatives as `-R$ 1.234,56`. Exact for any size. */
export function formatMoney(amount: MinorUnits, currency: Currency = 'BRL'): string {
  const style = moneyStyles[currency];
  const cents = toMinorUnits(amount);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const units = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, style.thousands);
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${style.symbol}${style.gap}${units}${style.decimal}${fraction}`;
}

const languageFrom = (language: string | undefined): Language => languageOf(language) ?? 'pt_BR';

export interface DateFormatOptions {
  /** IANA zone for instants (timestamps); defaults to the runtime's zone. Ignored for `YYYY-MM-DD`. */
  timeZone?: string;
}

/** Day, month and year of a calendar date (`YYYY-MM-DD`) or of an instant in a time zone. */
function dateParts(
  value: Date | string,
  timeZone: string | undefined,
): { day: string; month: string; year: string } {
  if (typeof value === 'string') {
    const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (calendar) return { year: calendar[1]!, month: calendar[2]!, day: calendar[3]! };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** DD/MM/YYYY, or MM/DD/YYYY in English. `language`: a Language (`pt_BR`) or a locale (`pt-BR`, `en-US`). */
export function formatDate(value: Date | string, language?: string, options: DateFormatOptions = {}): string {
  const { day, month, year } = dateParts(value, options.timeZone);
  return languageFrom(language) === 'en' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** Bytes below 1000, then KB, then MB (decimal units), with the language's decimal separator. */
export function formatFileSize(bytes: number, language?: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Invalid file size: ${bytes}`);
  const number = new Intl.NumberFormat(localeOf[languageFrom(language)], { maximumFractionDigits: 1 });
  if (bytes < 1000) return `${Math.round(bytes)} ${Math.round(bytes) === 1 ? 'byte' : 'bytes'}`;
  const kb = Math.round(bytes / 100) / 10;
  if (kb < 1000) return `${number.format(kb)} KB`;
  return `${number.format(Math.round(bytes / 100_000) / 10)} MB`;
}
