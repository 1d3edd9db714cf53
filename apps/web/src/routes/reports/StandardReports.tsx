import { Button, Group, Text } from '@mantine/core';
import type { ReportDefinition } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useStandardReports } from '../../hooks/api/reports';
import { standardReportKeys } from './label-keys';
import { isSameReport } from './report-state';
import type { ReportsSearch } from './search';

/**
 * The standard reports, ready to use (campaign performance, by day, location, device, site/app,
 * creative, keyword): one click opens one as a report the user may change and save. The one on
 * screen, unchanged, is highlighted.
 */
export function StandardReports({
  search,
  onOpen,
}: {
  search: ReportsSearch;
  onOpen: (definition: ReportDefinition) => void;
}) {
  const { t } = useTranslation();
  const standard = useStandardReports();
  if (!standard.data?.length) return null;
  return (
    <Group gap={6} wrap="wrap" align="center" data-testid="standard-reports">
      <Text size="sm" fw={600} mr={4}>
        {t('reports:standard.title')}
      </Text>
      {standard.data.map(({ key, definition }) => {
        const active = !search.saved && isSameReport(search, definition);
        return (
          <Button
            key={key}
            size="compact-sm"
            radius="xl"
            variant={active ? 'filled' : 'light'}
            onClick={() => onOpen(definition)}
            aria-pressed={active}
            data-testid={`standard-report-${key}`}
          >
            {key in standardReportKeys ? t(standardReportKeys[key as keyof typeof standardReportKeys]) : key}
          </Button>
        );
      })}
    </Group>
  );
}
