import { formatMoney, type Currency } from '@verba/domain';

/** Centavos (a decimal string) as money; a dash when absent. */
export const cents = (value: string | null | undefined, currency: string) =>
  value === null || value === undefined ? '—' : formatMoney(BigInt(value), currency as Currency);

/** Micros (a decimal string) as money, to the centavo. */
export const micros = (value: string | null | undefined, currency: string) =>
  value === null || value === undefined ? '—' : formatMoney(BigInt(value) / 10_000n, currency as Currency);

/** A count in the language's digits grouping (12.345 in pt-BR). */
export const count = (value: number, language: string) => value.toLocaleString(language);
