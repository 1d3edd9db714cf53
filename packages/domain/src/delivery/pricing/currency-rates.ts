/**
 * Currency conversion for floors and bid prices. Rates are a setting (what one unit of each
 * currency is worth in BRL), not a live feed: the bidder converts a floor in the exchange's
 * currency into the campaign's, and its price into a currency the exchange accepts.
 */
import type { Currency } from '../contracts';

export const currencies = ['BRL', 'EUR', 'USD'] as const satisfies readonly Currency[];

/** Value of one unit of each currency in BRL. */
export type CurrencyRates = Readonly<Record<Currency, number>>;

export const defaultCurrencyRates: CurrencyRates = { BRL: 1, USD: 5.4, EUR: 5.9 };

const currencySet: ReadonlySet<string> = new Set(currencies);

export const isCurrency = (code: string): code is Currency => currencySet.has(code);

/**
 * `amount` micros of `from` in micros of `to`, rounded `up` (floors: never bid under one) or
 * `down` (prices: never above the cap); null when either currency is not one Verba converts.
 */
export function convertMicros(
  amount: number,
  from: string,
  to: string,
  rates: CurrencyRates,
  rounding: 'up' | 'down',
): number | null {
  if (!isCurrency(from) || !isCurrency(to)) return null;
  if (from === to) return amount;
  const converted = (amount * rates[from]) / rates[to];
  // Cut float noise (e.g. 4.999999999) before rounding, so exact conversions stay exact.
  const clean = Math.round(converted * 1e6) / 1e6;
  return rounding === 'up' ? Math.ceil(clean) : Math.floor(clean);
}

/**
 * "USD=5.40,EUR=5.90" (BRL is 1) → rates, for the configuration; null when a part is unreadable,
 * names an unknown currency or a rate that is not positive.
 */
export function parseCurrencyRates(text: string): CurrencyRates | null {
  const rates: Record<Currency, number> = { ...defaultCurrencyRates };
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{3})\s*=\s*(\d+(?:\.\d+)?)$/.exec(part.toUpperCase());
    const code = match?.[1] ?? '';
    const rate = Number(match?.[2]);
    if (!isCurrency(code) || code === 'BRL' || !(rate > 0)) return null;
    rates[code] = rate;
  }
  return rates;
}

/** The currency to bid in: the campaign's when the exchange accepts it (none listed = USD, OpenRTB's default), else the first accepted one Verba converts. */
export function bidCurrencyOf(accepted: readonly string[], campaign: Currency): Currency | null {
  const list = accepted.length > 0 ? accepted : ['USD'];
  if (list.includes(campaign)) return campaign;
  return list.find(isCurrency) ?? null;
}
