import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { campaignLimits, formatDate, type CampaignType } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/forms/FormSection';
import { earliestStartDate } from './date-text';
import type { StepProps } from './step-props';
import { MetaAdsFields } from './MetaAdsFields';
import { useIssueText } from './use-issue-text';
import { DateField, MoneyField } from './WizardFields';

/** Step 2: name, budget, daily budget and dates, with the type's lead time shown; Meta's own fields for META_ADS. */
export function SettingsStep(props: StepProps) {
  const { values, change, issues, currency } = props;
  const { t, i18n } = useTranslation();
  const errorAt = useIssueText(issues);
  const earliest = earliestStartDate(values.type as CampaignType, new Date());
  return (
    <Stack gap="lg">
      <FormSection
        title={t('campaigns:wizard.settings.title')}
        description={t('campaigns:wizard.settings.description')}
      >
        <Stack gap="md">
          <TextInput
            label={t('campaigns:wizard.fields.name')}
            value={values.name}
            maxLength={campaignLimits.name}
            onChange={(e) => change({ ...values, name: e.currentTarget.value })}
            error={errorAt('name')}
            withAsterisk
            data-testid="campaign-name"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MoneyField
              label={t('campaigns:wizard.fields.budget')}
              currency={currency}
              value={values.budget}
              onChange={(budget) => change({ ...values, budget })}
              error={errorAt('budget')}
              required
              testId="campaign-budget"
            />
            <MoneyField
              label={t('campaigns:wizard.fields.daily_budget')}
              description={t('campaigns:wizard.settings.daily_budget_hint')}
              currency={currency}
              value={values.daily_budget}
              onChange={(daily_budget) => change({ ...values, daily_budget })}
              error={errorAt('daily_budget')}
              testId="campaign-daily-budget"
            />
            <DateField
              label={t('campaigns:wizard.fields.start_date')}
              description={t('campaigns:wizard.settings.earliest_start', {
                date: formatDate(earliest, i18n.language),
              })}
              value={values.start_date}
              onChange={(start_date) => change({ ...values, start_date })}
              error={errorAt('start_date')}
              required
              testId="campaign-start-date"
            />
            <DateField
              label={t('campaigns:wizard.fields.end_date')}
              description={t('campaigns:wizard.settings.end_hint')}
              value={values.end_date}
              onChange={(end_date) => change({ ...values, end_date })}
              error={errorAt('end_date')}
              testId="campaign-end-date"
            />
          </SimpleGrid>
        </Stack>
      </FormSection>
      {values.type === 'META_ADS' && <MetaAdsFields {...props} />}
    </Stack>
  );
}
