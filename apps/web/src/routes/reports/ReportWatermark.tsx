import { Alert, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconClockHour4, IconRefreshAlert } from '@tabler/icons-react';
import { formatDate } from '@verba/domain';
import { saoPauloDateOf } from '@verba/domain/calendar/calendar-date';
import { formatTime } from '@verba/domain/list-dates';
import { useTranslation } from 'react-i18next';
import type { ReportPage } from '../../hooks/api/reports';
import { watermarkNotes } from './watermark';

/**
 * Until when the figures are complete ("Dados até 14:05"), the range and the compared range, and
 * the marks of the answer: today provisional, the last 48 hours consolidating, restated days.
 */
export function ReportWatermark({ page }: { page: ReportPage }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { watermark, range, comparison_range: compared } = page;
  const notes = watermarkNotes(watermark, range);
  const until = new Date(watermark.data_until);
  const untilToday = saoPauloDateOf(until) === saoPauloDateOf(new Date());
  const time = formatTime(until, lang);
  const dataUntil = untilToday
    ? t('reports:watermark.data_until', { time })
    : t('reports:watermark.data_until_day', { day: formatDate(saoPauloDateOf(until), lang), time });
  const days = (r: { from: string; to: string }) =>
    r.from === r.to
      ? formatDate(r.from, lang)
      : t('reports:watermark.range', { from: formatDate(r.from, lang), to: formatDate(r.to, lang) });
  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="report-watermark">
        <Text size="sm" fw={600} data-testid="report-data-until">
          {dataUntil}
        </Text>
        <Text size="sm" c="dimmed">
          {days(range)}
          {compared && ` · ${t('reports:watermark.compared_with', { range: days(compared) })}`}
        </Text>
        {notes.provisional && (
          <Tooltip label={t('reports:watermark.provisional_hint')} withinPortal multiline w={260}>
            <Badge
              variant="light"
              color="orange"
              leftSection={<IconClockHour4 size={12} />}
              data-testid="report-provisional"
            >
              {t('reports:watermark.provisional')}
            </Badge>
          </Tooltip>
        )}
        {notes.consolidating && (
          <Tooltip label={t('reports:watermark.consolidating_hint')} withinPortal multiline w={260}>
            <Badge variant="light" color="gray" data-testid="report-consolidating">
              {t('reports:watermark.consolidating')}
            </Badge>
          </Tooltip>
        )}
      </Group>
      {notes.restated.length > 0 && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconRefreshAlert size={18} />}
          title={t('reports:watermark.restated_title')}
          data-testid="report-restated"
        >
          {t('reports:watermark.restated', {
            count: notes.restated.length,
            days: notes.restated.map((day) => formatDate(day, lang)).join(', '),
          })}
        </Alert>
      )}
    </>
  );
}
