import type { Currency } from '@verba/domain';
import type { HomeDelivery } from '@verba/domain/delivery/views';

/** What the home's daily chart shows. */
export const homeChartMetrics = ['spend', 'impressions', 'clicks', 'conversions'] as const;
export type HomeChartMetric = (typeof homeChartMetrics)[number];

export const homeChartHeight = 220;

/** A calendar day as the reader writes it, short: "22/11" in pt-BR, "11/22" in en. */
export function shortDay(date: string, language: string) {
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The currencies with spend in the window, BRL first (a series each on the spend chart). */
export function spendCurrencies(view: Pick<HomeDelivery, 'spend'>): Currency[] {
  const present = view.spend.map((s) => s.currency);
  return present.length === 0 ? ['BRL'] : present.sort((a, b) => Number(b === 'BRL') - Number(a === 'BRL'));
}

/**
 * One row per day for the chart: `day` (short label) and the metric's value — for spend, one key
 * per currency in minor units (0 on days without spend), for counts `value`.
 */
export function homeChartRows(
  view: Pick<HomeDelivery, 'days' | 'spend'>,
  metric: HomeChartMetric,
  language: string,
): Record<string, string | number>[] {
  const currencies = spendCurrencies(view);
  return view.days.map((day) => {
    const row: Record<string, string | number> = { day: shortDay(day.date, language), date: day.date };
    if (metric === 'spend')
      for (const currency of currencies)
        row[currency] = Number(day.spend.find((s) => s.currency === currency)?.amount ?? 0);
    else row.value = day[metric];
    return row;
  });
}
