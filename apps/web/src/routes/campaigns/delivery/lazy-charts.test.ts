import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const webSrc = resolve(import.meta.dirname, '../../..');
const sources = (readdirSync(webSrc, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({
    file: relative(webSrc, join(webSrc, file)),
    text: readFileSync(join(webSrc, file), 'utf8'),
  }));
const staticallyImports = (text: string, specifier: RegExp) =>
  [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].some(([, from]) =>
    specifier.test(from!),
  );

describe('the chart library', () => {
  it('is imported by the chart modules only', () => {
    const importers = sources
      .filter(({ text }) => staticallyImports(text, /^(@mantine\/charts|recharts)(\/|$)/))
      .map(({ file }) => file)
      .sort();
    expect(importers).toEqual([
      'routes/campaigns/delivery/DailyDeliveryChart.tsx',
      'routes/campaigns/delivery/PacingChart.tsx',
      'routes/connections/ConnectedAccountsChart.tsx',
      'routes/dashboards/WidgetChart.tsx',
      'routes/reports/ReportChart.tsx',
      'routes/staff/delivery/MinuteCharts.tsx',
    ]);
  });

  it('loads them with import() only, so no page bundle carries it', () => {
    const staticImporters = sources
      .filter(({ text }) =>
        staticallyImports(text, /\/(PacingChart|MinuteCharts|DailyDeliveryChart|ConnectedAccountsChart|ReportChart|WidgetChart)$/),
      )
      .map(({ file }) => file);
    expect(staticImporters).toEqual([]);
    const lazyImporters = sources
      .filter(({ text }) =>
        /import\('\.\/(PacingChart|MinuteCharts|DailyDeliveryChart|ConnectedAccountsChart|ReportChart|WidgetChart)'\)/.test(text),
      )
      .map(({ file }) => file)
      .sort();
    expect(lazyImporters).toEqual([
      'routes/campaigns/delivery/DailyDelivery.tsx',
      'routes/campaigns/delivery/LazyPacingChart.tsx',
      'routes/connections/LazyConnectedAccountsChart.tsx',
      'routes/dashboards/DashboardWidgetCard.tsx',
      'routes/reports/ReportChartCard.tsx',
      'routes/staff/delivery/LazyMinuteCharts.tsx',
    ]);
  });
});
