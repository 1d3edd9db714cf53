import { SimpleGrid, TextInput } from '@mantine/core';
import { campaignLimits, type Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { GroupValues } from './wizard-form';
import { DateField, MoneyField } from './WizardFields';

export interface GroupFieldsProps {
  value: GroupValues;
  onChange: (next: GroupValues) => void;
  /** The message of one field, by its path in the group (`name`, `start_date`…). */
  errorAt: (field: string) => string | undefined;
  currency: Currency;
  /** Prefix of the fields' test ids (`group` → `group-name`). */
  testId: string;
}

/** A group's fields (name, goal, period, budget): the wizard's group cards and the structure pages' group form. */
export function GroupFields({ value, onChange, errorAt, currency, testId }: GroupFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<GroupValues>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('campaigns:wizard.fields.group_name')}
        value={value.name}
        maxLength={campaignLimits.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errorAt('name')}
        withAsterisk
        data-testid={`${testId}-name`}
      />
      <TextInput
        label={t('campaigns:wizard.fields.goal')}
        value={value.goal}
        maxLength={campaignLimits.goal}
        onChange={(e) => set({ goal: e.currentTarget.value })}
        error={errorAt('goal')}
      />
      <DateField
        label={t('campaigns:wizard.fields.start_date')}
        description={t('campaigns:wizard.groups.dates_hint')}
        value={value.start_date}
        onChange={(start_date) => set({ start_date })}
        error={errorAt('start_date')}
      />
      <DateField
        label={t('campaigns:wizard.fields.end_date')}
        value={value.end_date}
        onChange={(end_date) => set({ end_date })}
        error={errorAt('end_date')}
      />
      <MoneyField
        label={t('campaigns:wizard.fields.budget')}
        currency={currency}
        value={value.budget}
        onChange={(budget) => set({ budget })}
        error={errorAt('budget')}
        required
        testId={`${testId}-budget`}
      />
    </SimpleGrid>
  );
}
