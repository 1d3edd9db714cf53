import { reportDefinitionSchema, type ReportDefinition } from '@verba/domain';
import type { ReportColumn, ReportRow, ReportStream } from '../report-table';

/**
 * A ReportStream built in a test (the exports are written against the contract, not the engine):
 * `count` rows of campaign × date with impressions, clicks, CTR and spend, or the rows given.
 */
export function testReportStream({
  count = 3,
  rows,
  definition,
  label = (i) => `Campanha ${i}`,
}: {
  count?: number;
  rows?: ReportRow[];
  definition?: Partial<ReportDefinition>;
  label?: (i: number) => string;
} = {}): ReportStream {
  const def = reportDefinitionSchema.parse({
    dimensions: ['campaign'],
    metrics: ['impressions', 'clicks', 'ctr', 'spend'],
    range: { from: '2026-11-01', to: '2026-11-07' },
    ...definition,
  });
  const types: Partial<Record<string, ReportColumn['type']>> = {
    impressions: 'integer',
    clicks: 'integer',
    ctr: 'percent',
    spend: 'money',
    cpm: 'money',
    frequency: 'decimal',
  };
  const columns: ReportColumn[] = [
    ...def.dimensions.map((key) => ({ key, kind: 'dimension' as const, type: 'text' as const })),
    ...def.metrics.map((key) => ({ key, kind: 'metric' as const, type: types[key] ?? 'integer' })),
  ];
  const rowOf = (i: number): ReportRow => ({
    dimensions: { campaign: { id: `c${i}`, label: label(i) } },
    metrics: { impressions: 1000 + i, clicks: i % 50, ctr: (i % 50) / (1000 + i), spend: 12345 + i },
  });
  async function* all() {
    if (rows) yield* rows;
    else for (let i = 0; i < count; i += 1) yield rowOf(i);
  }
  return {
    definition: def,
    range: { from: '2026-11-01', to: '2026-11-07' },
    columns,
    watermark: {
      data_until: '2026-11-08T12:00:00.000Z',
      provisional_from: '2026-11-08',
      consolidating_from: '2026-11-06T12:00:00.000Z',
      restated_days: [],
    },
    rows: all(),
    totals: () => Promise.resolve({ metrics: { impressions: count, clicks: 0, ctr: 0, spend: 0 } }),
  };
}
