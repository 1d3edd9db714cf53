import { Alert, Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { formatDate, formatMoney, isConnectedImportSource, type CampaignImportReport } from '@verba/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../advertisers/links';

type Missing = CampaignImportReport['created'][number]['missing'][number];

/** "Orçamento (coluna “Campaign Lifetime Budget” do arquivo): Campo obrigatório." */
function missingLine(issue: Missing, t: TFunction, connected: boolean): string {
  const message = t(issue.key, issue.values);
  if (!issue.field) return message;
  const field = t(issue.field);
  const where =
    issue.strategy !== null
      ? t('campaigns:issue_where.strategy', { group: issue.group ?? '', strategy: issue.strategy, field })
      : issue.group !== null
        ? t('campaigns:issue_where.group', { group: issue.group, field })
        : field;
  const source = issue.column
    ? t('campaigns:import.missing_column', { column: issue.column })
    : connected
      ? t('campaigns:import.connected.missing_not_in_account')
      : t('campaigns:import.missing_not_in_file');
  return t('campaigns:issue_where.line', { where: `${where} (${source})`, message });
}

/**
 * The drafts an import made (or, as a `preview`, would make: no links then, nothing exists yet)
 * and what was left out. A connected account's report names campaigns where a file's has lines.
 */
export function ImportReport({
  report,
  preview = false,
  action,
}: {
  report: CampaignImportReport;
  preview?: boolean;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const connected = isConnectedImportSource(report.source);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      data-testid={preview ? 'campaign-import-preview' : 'campaign-import-report'}
    >
      <Stack gap="md">
        <Group gap="sm">
          <IconFileImport size={22} />
          <Title order={2} size="h4">
            {preview
              ? t('campaigns:import.connected.would_create', { count: report.created.length })
              : t('campaigns:import.report_title', { count: report.created.length })}
          </Title>
          <Badge variant="light">{t(`campaigns:import.sources.${report.source}`)}</Badge>
        </Group>
        {preview && (
          <Text size="sm" c="dimmed">
            {t('campaigns:import.connected.preview_note')}
          </Text>
        )}
        {report.created.length > 0 && (
          <Stack gap="sm">
            {report.created.map((campaign) => (
              <Paper key={campaign.id} withBorder radius="sm" p="sm" data-testid="imported-campaign">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    {preview ? (
                      <Text fw={600}>{campaign.name ?? t('campaigns:import.unnamed')}</Text>
                    ) : (
                      <AnchorLink to="/campaigns/$id/edit" params={{ id: campaign.id }} fw={600}>
                        {campaign.name ?? t('campaigns:import.unnamed')}
                      </AnchorLink>
                    )}
                    <Text size="xs" c="dimmed">
                      {connected
                        ? t('campaigns:import.connected.preview_line', {
                            type: t(`campaigns:types.${campaign.type}`),
                            count: campaign.creatives,
                          })
                        : t('campaigns:import.created_line', {
                            type: t(`campaigns:types.${campaign.type}`),
                            row: campaign.row,
                            count: campaign.creatives,
                          })}
                    </Text>
                  </Stack>
                  <Badge color="gray" variant="outline">
                    {t('campaigns:import.draft')}
                  </Badge>
                </Group>
                {preview && campaign.summary && (
                  <DraftSummary summary={campaign.summary} language={i18n.language} />
                )}
                {campaign.notes.length > 0 && (
                  <List size="sm" mt="xs" spacing={2}>
                    {campaign.notes.map((note, i) => (
                      <List.Item key={i}>{t(note.key, note.values)}</List.Item>
                    ))}
                  </List>
                )}
                {campaign.missing.length > 0 && (
                  <Stack gap={2} mt="xs" data-testid="imported-missing">
                    <Text size="sm" fw={600}>
                      {t('campaigns:import.missing_title')}
                    </Text>
                    <List size="sm" spacing={2}>
                      {campaign.missing.map((issue, i) => (
                        <List.Item key={`${issue.path}-${i}`}>{missingLine(issue, t, connected)}</List.Item>
                      ))}
                    </List>
                  </Stack>
                )}
              </Paper>
            ))}
          </Stack>
        )}
        {report.skipped.length > 0 && (
          <Alert
            variant="light"
            color="orange"
            title={
              connected
                ? t('campaigns:import.connected.skipped_title', { count: report.skipped.length })
                : t('campaigns:import.skipped_title', { count: report.skipped.length })
            }
          >
            <Table.ScrollContainer minWidth={300} maxHeight={320}>
              <Table verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={connected ? 200 : 70}>
                      {connected ? t('campaigns:import.connected.where') : t('campaigns:import.row')}
                    </Table.Th>
                    <Table.Th>{t('campaigns:import.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.skipped.map((row, i) => (
                    <Table.Tr key={`${row.row}-${i}`} data-testid="skipped-row">
                      <Table.Td>{connected ? (row.where ?? '') : row.row}</Table.Td>
                      <Table.Td>{t(row.key, row.values)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Alert>
        )}
        {action}
      </Stack>
    </Paper>
  );
}

type Summary = NonNullable<CampaignImportReport['created'][number]['summary']>;

/** The preview of one draft: money and dates, each group's bid and keywords, each ad's texts. */
function DraftSummary({ summary, language }: { summary: Summary; language: string }) {
  const { t } = useTranslation();
  const money = (value: string | null) =>
    value === null ? t('campaigns:import.connected.not_set') : formatMoney(value);
  const date = (value: string | null) =>
    value === null ? t('campaigns:import.connected.not_set') : formatDate(value, language);
  return (
    <Stack gap={6} mt="xs" data-testid="import-preview-summary">
      <Text size="sm">
        {t('campaigns:import.connected.budget_line', {
          budget: money(summary.budget),
          daily: money(summary.daily_budget),
        })}
        {' · '}
        {date(summary.start_date)} – {date(summary.end_date)}
      </Text>
      {summary.groups.map((group, i) => (
        <Stack key={i} gap={2}>
          <Text size="sm" fw={600}>
            {group.name}
            {group.bid?.amount ? ` · ${group.bid.type} ${formatMoney(group.bid.amount)}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {t('campaigns:import.connected.details', {
              keywords: group.keywords.filter((k) => !k.startsWith('-')).join(', ') || '—',
              negatives: group.keywords.filter((k) => k.startsWith('-')).join(', ') || '—',
              locations: group.locations,
            })}
          </Text>
        </Stack>
      ))}
      {summary.ads.map((ad, i) => (
        <Paper key={i} withBorder radius="sm" p="xs" bg="var(--mantine-color-gray-0)">
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {ad.final_url}
          </Text>
          <Text size="sm" c="blue.8" fw={600}>
            {ad.titles.join(' | ')}
          </Text>
          <Text size="sm">{ad.descriptions.join(' ')}</Text>
          {(ad.sitelinks.length > 0 || ad.callouts.length > 0) && (
            <Text size="xs" c="dimmed">
              {[...ad.sitelinks, ...ad.callouts].join(' · ')}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
