import type { Currency } from '@verba/domain';
import type { DeliveryDay } from '@verba/domain/delivery/views';

/** What a daily chart shows. */
export const dailyChartMetrics = ['spend', 'impressions', 'clicks', 'conversions'] as const;
export type DailyChartMetric = (typeof dailyChartMetrics)[number];

export const dailyChartHeight = 220;

/** A calendar day as the reader writes it, short: "22/11" in pt-BR, "11/22" in en. */
export function shortDay(date: string, language: string) {
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The currencies with spend on any of the days, BRL first (a series each); BRL when none. */
export function spendCurrencies(days: readonly DeliveryDay[]): Currency[] {
  const present = [...new Set(days.flatMap((d) => d.spend.map((s) => s.currency)))];
  return present.length === 0 ? ['BRL'] : present.sort((a, b) => Number(b === 'BRL') - Number(a === 'BRL'));
}

/**
 * One row per day for the chart: `day` (short label) and the metric's value — for spend, one key
 * per currency in minor units (0 on days without spend), for counts `value`.
 */
export function dailyChartRows(
  days: readonly DeliveryDay[],
  metric: DailyChartMetric,
  language: string,
): Record<string, string | number>[] {
  const currencies = spendCurrencies(days);
  return days.map((day) => {
    const row: Record<string, string | number> = { day: shortDay(day.date, language), date: day.date };
    if (metric === 'spend')
      for (const currency of currencies)
        row[currency] = Number(day.spend.find((s) => s.currency === currency)?.amount ?? 0);
    else row.value = day[metric];
    return row;
  });
}

/** The metric over all the days: spend in minor units per currency, or a count. */
export function dailyTotal(days: readonly DeliveryDay[], metric: DailyChartMetric) {
  if (metric !== 'spend') return days.reduce((sum, day) => sum + day[metric], 0);
  const sums = new Map<Currency, bigint>();
  for (const day of days)
    for (const s of day.spend) sums.set(s.currency, (sums.get(s.currency) ?? 0n) + BigInt(s.amount));
  return [...sums].map(([currency, amount]) => ({ currency, amount: amount.toString() }));
}
