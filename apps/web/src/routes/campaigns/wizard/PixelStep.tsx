import { Alert, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/forms/FormSection';
import { usePixelGroups } from '../../../hooks/api/pixels';
import type { StepProps } from './step-props';
import { useIssueText } from './use-issue-text';

const none = 'none';

/** Step 3 (optional): one of the advertiser's approved pixel groups, to measure conversions. */
export function PixelStep({ values, change, issues }: StepProps) {
  const { t } = useTranslation();
  const errorAt = useIssueText(issues);
  const pixels = usePixelGroups({
    page: 1,
    per_page: 100,
    advertiser_id: values.advertiser_id,
    status: 'active',
  });
  const rows = pixels.data?.data ?? [];
  return (
    <FormSection
      title={t('campaigns:wizard.pixels.title')}
      description={t('campaigns:wizard.pixels.description')}
    >
      <Radio.Group
        value={values.pixel_id ?? none}
        onChange={(id) => change({ ...values, pixel_id: id === none ? null : id })}
        error={errorAt('pixel_id')}
      >
        <Stack gap="xs">
          <Radio.Card value={none} p="sm" radius="md" data-testid="pixel-none">
            <Text fw={500}>{t('campaigns:wizard.pixels.none')}</Text>
          </Radio.Card>
          {rows.map((pixel) => (
            <Radio.Card key={pixel.id} value={pixel.id} p="sm" radius="md">
              <Text fw={500}>{pixel.name}</Text>
              <Text size="sm" c="dimmed">
                {t('campaigns:wizard.pixels.rules', { count: pixel.rules.length })}
              </Text>
            </Radio.Card>
          ))}
          {pixels.isSuccess && rows.length === 0 && (
            <Alert variant="light" color="gray">
              {t('campaigns:wizard.pixels.empty')}
            </Alert>
          )}
        </Stack>
      </Radio.Group>
    </FormSection>
  );
}
