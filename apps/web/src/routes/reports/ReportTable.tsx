import { Box, Group, Skeleton, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconClockHour4,
  IconRefreshAlert,
} from '@tabler/icons-react';
import type { ReportDimension, ReportMetric } from '@verba/domain/reports/vocabulary';
import { useTranslation } from 'react-i18next';
import type { ReportColumn, ReportPage, ReportRow } from '../../hooks/api/reports';
import { changeTone, formatChange, formatDimensionLabel, formatReportValue } from './report-format';
import { dayMarkOf } from './watermark';
import classes from './ReportTable.module.css';
import { reportDimensionLabelKeys, reportMetricLabelKeys } from '@verba/domain/reports/label-keys';
import { dayMarkKeys } from './label-keys';

type Sort = { by?: ReportDimension | ReportMetric; direction?: 'asc' | 'desc' };

const toneColor = { good: 'teal.7', bad: 'red.7', neutral: 'dimmed' } as const;

/**
 * The report's rows: dimension columns first (the first one stays in view while the figures
 * scroll sideways), one column per metric, the totals row on top, and with a comparison the
 * change of each figure under it. Clicking a header sorts on the server.
 */
export function ReportTable({
  page,
  sort,
  onSort,
  loading,
}: {
  page: ReportPage;
  sort: Sort;
  onSort: (column: ReportColumn) => void;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const dimensions = page.columns.filter((c) => c.kind === 'dimension');
  const metrics = page.columns.filter((c) => c.kind === 'metric');
  const comparing = Boolean(page.comparison_range);
  const dateColumn = dimensions.find((c) => c.key === 'date');
  const translate = (key: string) => (i18n.exists(key) ? t(key) : undefined);

  const header = (column: ReportColumn, index: number) => {
    const active = sort.by === column.key;
    const Icon = !active ? IconArrowsSort : sort.direction === 'desc' ? IconArrowDown : IconArrowUp;
    const label = t(
      column.kind === 'dimension'
        ? reportDimensionLabelKeys[column.key as ReportDimension]
        : reportMetricLabelKeys[column.key as ReportMetric],
    );
    return (
      <Table.Th
        key={column.key}
        ta={column.kind === 'metric' ? 'right' : 'left'}
        className={index === 0 ? classes.sticky : undefined}
        aria-sort={active ? (sort.direction === 'desc' ? 'descending' : 'ascending') : undefined}
      >
        <UnstyledButton
          onClick={() => onSort(column)}
          className={classes.sortButton}
          data-active={active || undefined}
          data-testid={`report-sort-${column.key}`}
        >
          <Group gap={4} wrap="nowrap" justify={column.kind === 'metric' ? 'flex-end' : 'flex-start'}>
            <span>{label}</span>
            <Icon size={14} aria-hidden className={classes.sortIcon} />
          </Group>
          <VisuallyHidden>{t('reports:table.sort_by', { column: label })}</VisuallyHidden>
        </UnstyledButton>
      </Table.Th>
    );
  };

  const metricCell = (row: Omit<ReportRow, 'dimensions'>, column: ReportColumn, strong = false) => {
    const key = column.key as ReportMetric;
    const value = row.metrics[key];
    const previous = row.previous?.[key];
    const change = row.change?.[key];
    return (
      <Table.Td key={column.key} ta="right" className={classes.figure}>
        <Text size="sm" fw={strong ? 700 : undefined} span>
          {formatReportValue(value, column.type, lang)}
        </Text>
        {comparing && (
          <Tooltip
            label={t('reports:table.previous_value', {
              value: formatReportValue(previous, column.type, lang),
            })}
            withinPortal
          >
            <Text
              size="xs"
              c={toneColor[changeTone(key, change)]}
              className={classes.change}
              data-testid="report-change"
            >
              {formatChange(change, lang)}
            </Text>
          </Tooltip>
        )}
      </Table.Td>
    );
  };

  const dimensionCell = (row: ReportRow, column: ReportColumn, index: number) => {
    const value = row.dimensions[column.key as ReportDimension];
    const mark = column === dateColumn && value ? dayMarkOf(value.id, page.watermark) : undefined;
    return (
      <Table.Td key={column.key} className={index === 0 ? classes.sticky : undefined}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" className={classes.label} title={value?.label}>
            {formatDimensionLabel(column.key as ReportDimension, value, lang, translate)}
          </Text>
          {mark && <DayMark mark={mark} />}
        </Group>
      </Table.Td>
    );
  };

  return (
    <Box className={classes.scroller} data-loading={loading || undefined}>
      <Table
        verticalSpacing="xs"
        horizontalSpacing="md"
        highlightOnHover
        className={classes.table}
        data-testid="report-table"
      >
        <Table.Thead>
          <Table.Tr>
            {dimensions.map(header)}
            {metrics.map((c, i) => header(c, dimensions.length + i))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr className={classes.totals} data-testid="report-totals">
            <Table.Td className={classes.sticky} colSpan={1}>
              <Text size="sm" fw={700}>
                {t('reports:table.totals', { count: page.total_rows })}
              </Text>
            </Table.Td>
            {dimensions.slice(1).map((c) => (
              <Table.Td key={c.key} />
            ))}
            {metrics.map((c) => metricCell(page.totals, c, true))}
          </Table.Tr>
          {page.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={page.columns.length}>
                <Text size="sm" c="dimmed" ta="center" py="lg" data-testid="report-empty">
                  {t('reports:table.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {page.rows.map((row, index) => (
            <Table.Tr key={rowKey(row, dimensions, index)} data-testid="report-row">
              {dimensions.map((c, i) => dimensionCell(row, c, i))}
              {metrics.map((c) => metricCell(row, c))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

const rowKey = (row: ReportRow, dimensions: ReportColumn[], index: number) =>
  dimensions.map((c) => row.dimensions[c.key as ReportDimension]?.id ?? '').join('|') || String(index);

function DayMark({ mark }: { mark: 'provisional' | 'consolidating' | 'restated' }) {
  const { t } = useTranslation();
  const Icon = mark === 'restated' ? IconRefreshAlert : IconClockHour4;
  const label = t(dayMarkKeys[mark]);
  return (
    <Tooltip label={label} withinPortal>
      <Box component="span" className={classes.mark} data-mark={mark} aria-label={label} role="img">
        <Icon size={14} aria-hidden />
      </Box>
    </Tooltip>
  );
}

/** Placeholder rows while the first answer loads. */
export function ReportTableSkeleton({ columns = 5, rows = 8 }: { columns?: number; rows?: number }) {
  return (
    <Box className={classes.scroller}>
      <Table verticalSpacing="sm" horizontalSpacing="md" className={classes.table}>
        <Table.Tbody>
          {Array.from({ length: rows }, (_, r) => (
            <Table.Tr key={r}>
              {Array.from({ length: columns }, (_, c) => (
                <Table.Td key={c}>
                  <Skeleton height={12} width={c === 0 ? 120 : 70} radius="sm" />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
