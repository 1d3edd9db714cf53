import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { CustomListImportReport } from '@verba/domain';
import { useTranslation } from 'react-i18next';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value.toLocaleString(i18n.language)}
      </Text>
    </Paper>
  );
}

/** What an import did: valid, invalid, duplicate rows (and matched hashes), then each invalid row. */
export function ImportReport({ report }: { report: CustomListImportReport }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="import-report">
      <SimpleGrid cols={{ base: 2, sm: report.matched === null ? 4 : 5 }} spacing="sm">
        <Figure label={t('lists:report.valid')} value={report.valid} testId="report-valid" />
        <Figure label={t('lists:report.invalid')} value={report.invalid} testId="report-invalid" />
        <Figure label={t('lists:report.duplicates')} value={report.duplicates} testId="report-duplicates" />
        <Figure label={t('lists:report.added')} value={report.added} testId="report-added" />
        {report.matched !== null && (
          <Figure label={t('lists:report.matched')} value={report.matched} testId="report-matched" />
        )}
      </SimpleGrid>
      {report.invalid_rows.length > 0 && (
        <Alert variant="light" color="orange" title={t('lists:report.invalid_title')}>
          <Table.ScrollContainer minWidth={320} maxHeight={240}>
            <Table verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t('lists:report.row')}</Table.Th>
                  <Table.Th>{t('lists:report.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.invalid_rows.map((row) => (
                  <Table.Tr key={row.row} data-testid="invalid-row">
                    <Table.Td>{row.row}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="wrap">
                        <Text size="sm">{t(`lists:reasons.${row.reason}`)}</Text>
                        {row.value !== null && (
                          <Text size="sm" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
                            {row.value}
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {report.invalid > report.invalid_rows.length && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('lists:report.more_invalid', { count: report.invalid - report.invalid_rows.length })}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
