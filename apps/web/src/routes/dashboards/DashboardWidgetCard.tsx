import { ActionIcon, Group, Loader, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconGripVertical, IconTrash } from '@tabler/icons-react';
import {
  formatDate,
  saoPauloDateOf,
  widgetDefinitionFor,
  type DashboardWidget,
  type ReportDefinition,
  type ReportRange,
} from '@verba/domain';
import { formatTime } from '@verba/domain/list-dates';
import type { ReportDimension } from '@verba/domain/reports/vocabulary';
import { reportDimensionLabelKeys, reportMetricLabelKeys } from '@verba/domain/reports/label-keys';
import type { ReportColumnType } from '@verba/core/reports/report-table';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportRun, type ReportPage } from '../../hooks/api/reports';
import { changeTone, formatChange, formatDimensionLabel, formatReportValue } from '../reports/report-format';
import { everyDay } from '../reports/report-state';
import { BrazilTileMap } from './BrazilTileMap';
import classes from './Dashboards.module.css';

const WidgetChart = lazy(() => import('./WidgetChart').then((m) => ({ default: m.WidgetChart })));

/** Rows each kind asks for: a KPI only needs the totals; a line a year of days. */
const pageSizeOf = { kpi: 1, line: 400, bars: 10, table: 10, map: 27 } as const;

const toneColor = { good: 'teal.7', bad: 'red.7', neutral: 'dimmed' } as const;

/**
 * What a widget runs: its definition over the board's range; a KPI is always compared (with the
 * previous period unless its report says the same period last year), so it can show the change.
 */
export function widgetRunDefinition(widget: DashboardWidget, range: ReportRange): ReportDefinition {
  const definition = widgetDefinitionFor(widget, range);
  return widget.kind === 'kpi' && definition.comparison === 'none'
    ? { ...definition, comparison: 'previous_period' }
    : definition;
}

/**
 * One widget of a board: its report definition run through the engine (`POST reports/run`) with
 * the board's range, drawn as a KPI, line, bars, table or map of Brazil by state.
 */
export function DashboardWidgetCard({
  widget,
  range,
  editing,
  onRemove,
}: {
  widget: DashboardWidget;
  range: ReportRange;
  editing: boolean;
  onRemove?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const definition = widgetRunDefinition(widget, range);
  const run = useReportRun(definition, 1, pageSizeOf[widget.kind]);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.widget}
      data-testid="dashboard-widget"
      data-kind={widget.kind}
    >
      <Group justify="space-between" gap={4} wrap="nowrap" mb={4}>
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          {editing && (
            <IconGripVertical size={16} className={`${classes.dragHandle} widget-drag-handle`} aria-hidden />
          )}
          <Text fw={600} size="sm" truncate title={widget.title}>
            {widget.title}
          </Text>
        </Group>
        {run.data && !editing && <DataUntil at={run.data.watermark.data_until} language={i18n.language} />}
        {editing && onRemove && (
          <Tooltip label={t('dashboards:widget.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              onClick={onRemove}
              aria-label={t('dashboards:widget.remove_named', { title: widget.title })}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <div className={classes.widgetBody}>
        {run.isError && !run.data ? (
          <Text size="sm" c="dimmed">
            {t('dashboards:widget.error')}
          </Text>
        ) : !run.data ? (
          <Group justify="center" h="100%">
            <Loader size="sm" />
          </Group>
        ) : (
          <WidgetBody widget={widget} page={run.data} />
        )}
      </div>
    </Paper>
  );
}

/** "Dados até 14:05" (another day: "Dados até 27/11/2026 23:59"), the report's watermark. */
function DataUntil({ at, language }: { at: string; language: string }) {
  const { t } = useTranslation();
  const until = new Date(at);
  if (Number.isNaN(until.getTime())) return null;
  const time = formatTime(until, language);
  const day = saoPauloDateOf(until);
  const text =
    day === saoPauloDateOf(new Date())
      ? t('reports:watermark.data_until', { time })
      : t('reports:watermark.data_until_day', { day: formatDate(day, language), time });
  return (
    <Text
      size="xs"
      c="dimmed"
      style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      data-testid="widget-data-until"
    >
      {text}
    </Text>
  );
}

/** A KPI's change against the compared period: arrow, "+12,5 %" coloured (costs better falling). */
function KpiChange({ page, language }: { page: ReportPage; language: string }) {
  const { t } = useTranslation();
  const metric = page.definition.metrics[0]!;
  const change = page.totals.change?.[metric];
  const previous = page.totals.previous?.[metric];
  const compared =
    page.definition.comparison === 'previous_year'
      ? t('dashboards:widget.vs_previous_year')
      : t('dashboards:widget.vs_previous_period');
  // Nothing to compare with (the compared period had none of it): a dash, as in /reports.
  if (change === null || change === undefined || !Number.isFinite(change))
    return (
      <Text size="xs" c="dimmed" truncate data-testid="kpi-change">
        {`— ${compared}`}
      </Text>
    );
  const Arrow = change >= 0 ? IconArrowUpRight : IconArrowDownRight;
  const type = page.columns.find((c) => c.key === metric)?.type ?? 'integer';
  return (
    <Group gap={4} wrap="nowrap" data-testid="kpi-change">
      <Text
        size="sm"
        fw={600}
        c={toneColor[changeTone(metric, change)]}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
        data-tone={changeTone(metric, change)}
      >
        {change !== 0 && <Arrow size={16} aria-hidden />}
        {formatChange(change, language)}
      </Text>
      <Tooltip label={formatReportValue(previous, type, language)} withinPortal>
        <Text size="xs" c="dimmed" truncate>
          {compared}
        </Text>
      </Tooltip>
    </Group>
  );
}

function WidgetBody({ widget, page }: { widget: DashboardWidget; page: ReportPage }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const translate = (key: string) => (i18n.exists(key) ? t(key) : undefined);
  const typeOf = (key: string): ReportColumnType =>
    page.columns.find((c) => c.key === key)?.type ?? 'integer';
  const format = (value: number | null | undefined, type: ReportColumnType) =>
    formatReportValue(value, type, lang);
  const dimension = page.definition.dimensions[0] as ReportDimension;
  const metric = page.definition.metrics[0]!;
  const label = (row: ReportPage['rows'][number], d: ReportDimension = dimension) =>
    formatDimensionLabel(d, row.dimensions[d], lang, translate);

  // A KPI with several metrics can be taller than its cell: at least (not exactly) the cell's
  // height, so it scrolls from its top instead of centring its first value out of reach.
  if (widget.kind === 'kpi')
    return (
      <Stack gap={2} justify="center" mih="100%">
        {page.definition.metrics.map((m, i) => (
          <Group key={m} gap={6} align="baseline" wrap="nowrap">
            <Text
              fz={i === 0 ? 26 : 'sm'}
              fw={i === 0 ? 700 : 500}
              data-testid={i === 0 ? 'kpi-value' : undefined}
            >
              {format(page.totals.metrics[m], typeOf(m))}
            </Text>
            {i > 0 && (
              <Text size="sm" c="dimmed">
                {t(reportMetricLabelKeys[m])}
              </Text>
            )}
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {t(reportMetricLabelKeys[metric])}
        </Text>
        {page.definition.comparison !== 'none' && <KpiChange page={page} language={lang} />}
      </Stack>
    );

  if (page.rows.length === 0 && widget.kind !== 'map')
    return (
      <Text size="sm" c="dimmed">
        {t('dashboards:widget.empty')}
      </Text>
    );

  if (widget.kind === 'line' || widget.kind === 'bars') {
    const points = page.rows.map((row) => ({
      day: row.dimensions[dimension]?.id ?? '',
      label: label(row),
      value: row.metrics[metric] ?? null,
    }));
    const data =
      widget.kind === 'line' && dimension === 'date'
        ? everyDay(points, page.range, metric, (day, value) => ({
            day,
            label: formatDimensionLabel('date', { id: day, label: day }, lang),
            value,
          }))
        : points;
    return (
      <Suspense fallback={<Loader size="sm" />}>
        <WidgetChart
          kind={widget.kind}
          points={data}
          series={t(reportMetricLabelKeys[metric])}
          type={typeOf(metric)}
          format={format}
        />
      </Suspense>
    );
  }

  if (widget.kind === 'map') {
    const values = new Map(
      page.rows.map((row) => [row.dimensions.state?.id ?? '', row.metrics[metric] ?? null]),
    );
    const names = new Map(
      page.rows.map((row) => [row.dimensions.state?.id ?? '', row.dimensions.state?.label ?? '']),
    );
    return (
      <Stack gap={4} h="100%">
        <Text size="xs" c="dimmed">
          {t(reportMetricLabelKeys[metric])}
        </Text>
        <div style={{ flex: 1, minHeight: 0 }}>
          <BrazilTileMap values={values} names={names} format={(v) => format(v, typeOf(metric))} />
        </div>
      </Stack>
    );
  }

  const dims = page.definition.dimensions;
  return (
    <Table.ScrollContainer minWidth={360} type="native">
      <Table striped fz="xs" verticalSpacing={4} data-testid="widget-table">
        <Table.Thead>
          <Table.Tr>
            {dims.map((d) => (
              <Table.Th key={d}>{t(reportDimensionLabelKeys[d])}</Table.Th>
            ))}
            {page.definition.metrics.map((m) => (
              <Table.Th key={m} ta="right">
                {t(reportMetricLabelKeys[m])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr fw={600}>
            <Table.Td colSpan={dims.length}>{t('dashboards:widget.total')}</Table.Td>
            {page.definition.metrics.map((m) => (
              <Table.Td key={m} ta="right">
                {format(page.totals.metrics[m], typeOf(m))}
              </Table.Td>
            ))}
          </Table.Tr>
          {page.rows.map((row, i) => (
            <Table.Tr key={i}>
              {dims.map((d) => (
                <Table.Td key={d}>{label(row, d)}</Table.Td>
              ))}
              {page.definition.metrics.map((m) => (
                <Table.Td key={m} ta="right">
                  {format(row.metrics[m], typeOf(m))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
