import { Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { campaignObjectives, campaignTypes } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/forms/FormSection';
import { useAdvertisers, type AdvertiserListItem } from '../../../hooks/api/advertisers';
import type { StepProps } from './step-props';
import { useIssueText } from './use-issue-text';
import { ChannelNotLive, useTypeNotLive } from '../channel/ChannelNotLive';

/** META_ADS has its own import flow (spec §2); every other type is created here. */
const wizardTypes = campaignTypes.filter((type) => type !== 'META_ADS');

interface ObjectiveStepProps extends StepProps {
  /** The type is fixed by the route or by the saved draft. */
  typeLocked: boolean;
  /** The advertiser is fixed once the draft exists. */
  advertiserLocked: boolean;
  advertiserName?: string | undefined;
  onAdvertiser: (advertiser: AdvertiserListItem | undefined) => void;
}

/** Step 1: the campaign type (when the route does not say), the advertiser and the objective. */
export function ObjectiveStep({
  values,
  change,
  issues,
  typeLocked,
  advertiserLocked,
  advertiserName,
  onAdvertiser,
}: ObjectiveStepProps) {
  const { t } = useTranslation();
  const errorAt = useIssueText(issues);
  const notLive = useTypeNotLive();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const advertisers = useAdvertisers({
    page: 1,
    per_page: 50,
    status: 'active',
    search: debounced || undefined,
  });
  const rows = advertisers.data?.data ?? [];
  const options = rows.map((a) => ({ value: a.id, label: a.display_name || a.name }));
  if (values.advertiser_id && !options.some((o) => o.value === values.advertiser_id))
    options.unshift({ value: values.advertiser_id, label: advertiserName ?? values.advertiser_id });

  return (
    <Stack gap="lg">
      <FormSection
        title={t('campaigns:wizard.objective.title')}
        description={t('campaigns:wizard.objective.description')}
      >
        <Stack gap="md">
          <Select
            label={t('campaigns:wizard.fields.type')}
            // A type whose platform is not live here is shown "em breve": its draft can be prepared,
            // not published (the alert below says why; issue 27).
            data={wizardTypes.map((type) => ({
              value: type,
              label: notLive(type)
                ? t('campaigns:channel.coming_soon_option', { type: t(`campaigns:types.${type}`) })
                : t(`campaigns:types.${type}`),
            }))}
            value={values.type || null}
            onChange={(type) => change({ ...values, type: type ?? '' })}
            disabled={typeLocked}
            error={errorAt('type')}
            withAsterisk
            allowDeselect={false}
            data-testid="campaign-type"
          />
          <ChannelNotLive type={values.type} />
          <Select
            label={t('campaigns:wizard.fields.advertiser')}
            placeholder={t('campaigns:wizard.objective.advertiser_placeholder')}
            data={options}
            value={values.advertiser_id || null}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={t('campaigns:wizard.objective.no_advertiser')}
            onChange={(id) => {
              change({ ...values, advertiser_id: id ?? '', pixel_id: null, creative_ids: [] });
              onAdvertiser(rows.find((a) => a.id === id));
            }}
            disabled={advertiserLocked}
            error={errorAt('advertiser_id')}
            withAsterisk
            data-testid="campaign-advertiser"
          />
        </Stack>
      </FormSection>
      <FormSection
        title={t('campaigns:wizard.fields.objective')}
        description={t('campaigns:wizard.objective.objective_hint')}
      >
        <Radio.Group
          value={values.objective}
          onChange={(objective) => change({ ...values, objective: objective })}
          error={errorAt('objective')}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {campaignObjectives.map((objective) => (
              <Radio.Card
                key={objective}
                value={objective}
                p="md"
                radius="md"
                data-testid={`objective-${objective}`}
              >
                <Stack gap={4}>
                  <Radio.Indicator />
                  <Text fw={600}>{t(`campaigns:objectives.${objective}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`campaigns:wizard.objective.hints.${objective}`)}
                  </Text>
                </Stack>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </FormSection>
    </Stack>
  );
}
