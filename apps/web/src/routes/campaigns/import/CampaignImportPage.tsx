import {
  Breadcrumbs,
  Button,
  FileButton,
  Group,
  List,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { FormErrors } from '../../../components/forms/FormErrors';
import { PageHeader } from '../../../components/forms/FormSection';
import { useAdvertisers } from '../../../hooks/api/advertisers';
import { useImportCampaigns } from '../../../hooks/api/campaign-import';
import { flattenErrors } from '../../../shell/feedback-store';
import { AnchorLink } from '../../advertisers/links';
import { ConnectedImportPanel } from './ConnectedImportPanel';
import { ImportReport } from './ImportReport';

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
        <ConnectedImportPanel
          advertiserId={advertiserId}
          platforms={
            source === 'google' ? ['google_ads'] : source === 'meta' ? ['meta'] : ['google_ads', 'meta']
          }
        />
      </Stack>
    </Stack>
  );
}
