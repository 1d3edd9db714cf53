import { formatDate, formatMoney, type Currency } from '@verba/domain';

/** An amount of minor units, or a dash when not set yet (a draft). */
export const moneyOrDash = (amount: string | null | undefined, currency: Currency): string =>
  amount === null || amount === undefined ? '—' : formatMoney(amount, currency);

/** "01/12/2026 – 31/12/2026", "desde 01/12/2026" (no end), or a dash. */
export function periodText(
  start: string | null,
  end: string | null,
  language: string,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (!start) return '—';
  const from = formatDate(start, language);
  return end ? `${from} – ${formatDate(end, language)}` : t('campaigns:pages.period_open', { start: from });
}

/** Spent share of the reserved budget, 0–100, for a progress bar. */
export function spentPercent(reserved: string, spent: string): number {
  const total = BigInt(reserved);
  if (total <= 0n) return 0;
  return Math.min(100, Number((BigInt(spent) * 10000n) / total) / 100);
}
