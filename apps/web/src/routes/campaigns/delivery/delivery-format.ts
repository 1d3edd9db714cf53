import { formatMoney, moneyStyleOf, type Currency } from '@verba/domain';

/** Figures of the delivery pages in the reader's language: "1.234", "2,35 %", "12 ms". */

export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** A share (0–1) as a percentage with two decimals, or a dash when there is none (no impressions). */
export const formatRate = (value: number | null, language: string) =>
  value === null
    ? '—'
    : new Intl.NumberFormat(language, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);

/**
 * A share (0–1) on a chart axis: "40 %", and a tick between whole percentages as it is ("7,5 %"),
 * never rounded to a value it is not.
 */
export const axisRate = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value);

export const formatDecimal = (value: number | null, language: string, digits = 1) =>
  value === null
    ? '—'
    : new Intl.NumberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(
        value,
      );

/** Spend as a share (0–100) of a target, for a progress bar. */
export function shareOf(part: string, whole: string | null): number {
  if (whole === null) return 0;
  const total = BigInt(whole);
  if (total <= 0n) return 0;
  return Math.min(100, Number((BigInt(part) * 10000n) / total) / 100);
}

/** How spend stands against today's target: ahead (over 110 %), behind (under 90 %) or on track. */
export function pacingState(spent: string, target: string | null): 'none' | 'ahead' | 'behind' | 'on_track' {
  if (target === null) return 'none';
  const t = BigInt(target);
  const s = BigInt(spent);
  if (t === 0n) return s > 0n ? 'ahead' : 'on_track';
  if (s * 100n > t * 110n) return 'ahead';
  if (s * 100n < t * 90n) return 'behind';
  return 'on_track';
}

/** A chart value in minor units as money, as everywhere else in the app: "R$ 1.234,56". */
export const chartMoney = (minor: number, currency: Currency) =>
  formatMoney(String(Math.round(minor)), currency);

/**
 * A chart axis tick in minor units, written as money is everywhere (spec §9, by currency, whatever
 * the language): whole units without cents ("R$ 1.200", "$1,200"), cents only on a tick that has
 * them ("R$ 0,35", "R$ 1,10").
 */
export function axisMoney(minor: number, currency: Currency): string {
  const rounded = Math.round(minor);
  if (rounded % 100 !== 0) return formatMoney(String(rounded), currency);
  const { symbol, gap, thousands } = moneyStyleOf(currency);
  const units = String(Math.abs(rounded) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${rounded < 0 ? '-' : ''}${symbol}${gap}${units}`;
}
