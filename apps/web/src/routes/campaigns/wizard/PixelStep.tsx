import { Alert, Anchor, Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/forms/FormSection';
import { usePixelGroups } from '../../../hooks/api/pixels';
import type { StepProps } from './step-props';
import { useIssueText } from './use-issue-text';
import { useRefetchOnReturn } from './use-refetch-on-return';

const none = 'none';

/**
 * Step 3 (optional): one of the advertiser's pixel groups, to measure conversions. A pixel still
 * in review (up to 48 h) can be chosen — it collects events meanwhile; rejected ones are not offered.
 */
export function PixelStep({ values, change, issues }: StepProps) {
  const { t } = useTranslation();
  const errorAt = useIssueText(issues);
  const pixels = usePixelGroups({
    page: 1,
    per_page: 100,
    advertiser_id: values.advertiser_id,
  });
  useRefetchOnReturn(pixels.refetch);
  const rows = (pixels.data?.data ?? []).filter((p) => p.status !== 'rejected');
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
              <Group gap="xs" wrap="wrap">
                <Text fw={500}>{pixel.name}</Text>
                {pixel.status === 'pending' && (
                  <Badge color="yellow" variant="light" tt="none" data-testid={`pixel-pending-${pixel.id}`}>
                    {t('campaigns:wizard.pixels.pending')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('campaigns:wizard.pixels.rules', { count: pixel.rules.length })}
              </Text>
            </Radio.Card>
          ))}
          {pixels.isSuccess && rows.length === 0 && (
            <Alert variant="light" color="gray" data-testid="pixels-empty">
              {t('campaigns:wizard.pixels.empty')}{' '}
              <Anchor
                href={`/pixels/create?advertiser=${values.advertiser_id}`}
                target="_blank"
                rel="noopener"
              >
                {t('campaigns:wizard.pixels.create')}
              </Anchor>
            </Alert>
          )}
        </Stack>
      </Radio.Group>
    </FormSection>
  );
}
