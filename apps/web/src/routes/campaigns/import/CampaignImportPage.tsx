import {
  Alert,
  Badge,
  Breadcrumbs,
  Button,
  FileButton,
  Group,
  List,
  Paper,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileImport, IconUpload } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { formatDate, formatMoney, isConnectedImportSource, type CampaignImportReport } from '@verba/domain';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { FormErrors } from '../../../components/forms/FormErrors';
import { PageHeader } from '../../../components/forms/FormSection';
import { useAdvertisers } from '../../../hooks/api/advertisers';
import { useImportCampaigns } from '../../../hooks/api/campaign-import';
import { flattenErrors } from '../../../shell/feedback-store';
import { AnchorLink } from '../../advertisers/links';
import { ConnectedImportPanel } from './ConnectedImportPanel';

type Phase = { step: 'idle' } | { step: 'uploading'; fraction: number } | { step: 'processing' };
type Source = 'google' | 'meta' | 'any';

const sourceOf = (path: string): Source =>
  path.includes('/google-ads/') ? 'google' : path.includes('/meta-ads/') ? 'meta' : 'any';

/**
 * `/campaigns/import`, `/campaigns/google-ads/create` and `/campaigns/meta-ads/create` (one view,
 * spec §2): an export of Google Ads Editor or Meta Ads Manager becomes draft campaigns of the
 * chosen advertiser; the report lists the drafts made and each row left out, with why.
 */
export function CampaignImportPage() {
  const { t } = useTranslation();
  const source = sourceOf(useLocation().pathname);
  const advertisers = useAdvertisers({ page: 1, per_page: 100, status: 'active', sort: 'name' });
  const importFile = useImportCampaigns();
  const [advertiserId, setAdvertiserId] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [errors, setErrors] = useState<string[]>([]);

  const start = async (file: File | null) => {
    if (!file || !advertiserId) return;
    setErrors([]);
    setPhase({ step: 'uploading', fraction: 0 });
    try {
      await importFile.mutateAsync({
        advertiserId,
        file,
        onProgress: (fraction) => setPhase({ step: 'uploading', fraction }),
        onUploaded: () => setPhase({ step: 'processing' }),
      });
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    } finally {
      setPhase({ step: 'idle' });
    }
  };

  return (
    <Stack gap={0} maw={1040}>
      <Breadcrumbs mb="xs">
        <AnchorLink to="/campaigns" size="sm">
          {t('campaigns:import.breadcrumb')}
        </AnchorLink>
        <span>{t(`campaigns:import.heading.${source}`)}</span>
      </Breadcrumbs>
      <PageHeader title={t(`campaigns:import.heading.${source}`)} subtitle={t('campaigns:import.subtitle')} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('campaigns:import.file_title')}
            </Title>
            <Text size="sm" fw={600}>
              {t('campaigns:import.how_title')}
            </Text>
            <List size="sm" spacing={6}>
              {source !== 'meta' && <List.Item>{t('campaigns:import.how_google')}</List.Item>}
              {source !== 'google' && <List.Item>{t('campaigns:import.how_meta')}</List.Item>}
              <List.Item>{t('campaigns:import.how_review')}</List.Item>
            </List>
            <Select
              label={t('campaigns:import.advertiser')}
              description={t('campaigns:import.advertiser_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              searchable
              data={(advertisers.data?.data ?? []).map((a) => ({ value: a.id, label: a.display_name }))}
              value={advertiserId}
              onChange={setAdvertiserId}
              maw={480}
              data-testid="import-advertiser"
            />
            <Group>
              <FileButton
                onChange={(file) => void start(file)}
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              >
                {(props) => (
                  <Button
                    {...props}
                    leftSection={<IconUpload size={18} />}
                    loading={phase.step !== 'idle'}
                    disabled={!advertiserId}
                    data-testid="import-button"
                  >
                    {t('campaigns:import.choose')}
                  </Button>
                )}
              </FileButton>
              {!advertiserId && (
                <Text size="sm" c="dimmed">
                  {t('campaigns:import.choose_advertiser_first')}
                </Text>
              )}
            </Group>
            {phase.step === 'uploading' && (
              <Stack gap={4} data-testid="import-progress">
                <Text size="sm">
                  {t('campaigns:import.uploading', { percent: Math.round(phase.fraction * 100) })}
                </Text>
                <Progress
                  value={phase.fraction * 100}
                  animated
                  aria-label={t('campaigns:import.uploading_label')}
                />
              </Stack>
            )}
            {phase.step === 'processing' && (
              <Stack gap={4}>
                <Text size="sm">{t('campaigns:import.processing')}</Text>
                <Progress
                  value={100}
                  striped
                  animated
                  color="teal"
                  aria-label={t('campaigns:import.processing')}
                />
              </Stack>
            )}
            <FormErrors messages={errors} />
          </Stack>
        </Paper>
        {importFile.data && phase.step === 'idle' && <ImportReport report={importFile.data} />}
        {source !== 'meta' && <ConnectedImportPanel advertiserId={advertiserId} />}
      </Stack>
    </Stack>
  );
}

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
