import type { TFunction } from 'i18next';
import type { ReportMetric } from '@verba/domain';
import type { ReportColumn, ReportMetricValues, ReportRow, ReportTableHead } from '../report-table';
import type { SpreadsheetCell } from '../../spreadsheets';

/**
 * How a report's columns become spreadsheet columns (DESIGN §10): one per dimension (its label),
 * one per metric, and with a comparison the compared period's figure and the change beside each
 * metric. Money in reais (the table's centavos ÷ 100), ratios and changes in percent (× 100),
 * so a number cell reads as its header says ("CTR (%)", "Investimento (R$)").
 */
export interface ReportSheetLayout {
  headers: string[];
  cellsOf: (row: ReportRow) => SpreadsheetCell[];
  totalsOf: (totals: Omit<ReportRow, 'dimensions'>) => SpreadsheetCell[];
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

function metricCell(column: ReportColumn, value: number | null | undefined): SpreadsheetCell {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  switch (column.type) {
    case 'money':
      return round(value / 100, 4);
    case 'percent':
      return round(value * 100, 4);
    case 'decimal':
      return round(value, 4);
    default:
      return value;
  }
}

const changeCell = (value: number | null | undefined): SpreadsheetCell =>
  value === null || value === undefined || !Number.isFinite(value) ? null : round(value * 100, 2);

export function reportSheetLayout(head: ReportTableHead, t: TFunction): ReportSheetLayout {
  const dimensions = head.columns.filter((c) => c.kind === 'dimension');
  const metrics = head.columns.filter((c) => c.kind === 'metric');
  const compared = head.definition.comparison !== 'none';
  const label = (c: ReportColumn) => t(`reportExports:columns.${c.key}`);
  const headers = dimensions.map(label);
  for (const metric of metrics) {
    headers.push(label(metric));
    if (compared) {
      headers.push(t('reportExports:file.previous', { column: label(metric) }));
      headers.push(t('reportExports:file.change', { column: label(metric) }));
    }
  }
  const metricCells = (values: ReportMetricValues, previous?: ReportMetricValues, change?: ReportMetricValues) => {
    const cells: SpreadsheetCell[] = [];
    for (const metric of metrics) {
      const key = metric.key as ReportMetric;
      cells.push(metricCell(metric, values[key]));
      if (compared) {
        cells.push(metricCell(metric, previous?.[key]));
        cells.push(changeCell(change?.[key]));
      }
    }
    return cells;
  };
  return {
    headers,
    cellsOf: (row) => [
      ...dimensions.map((d) => row.dimensions[d.key as keyof ReportRow['dimensions']]?.label ?? ''),
      ...metricCells(row.metrics, row.previous, row.change),
    ],
    totalsOf: (totals) => [
      ...dimensions.map((_, i) => (i === 0 ? t('reportExports:file.total') : '')),
      ...metricCells(totals.metrics, totals.previous, totals.change),
    ],
  };
}
